import { readFileSync } from 'node:fs';
import { HOSTILE_ARTICLE } from '../server/test/hostile-news';
import { expect, test } from './support/fixtures';

// The sanitiser proved in a real browser: a hostile article (a test fixture stored raw in this
// file's own copy of the database, never demo content) is served and shown with nothing that runs.
// At 1280 px only: what the sanitiser lets through does not depend on the width.

test.use({ serverData: ['hostile-article'] });

test('an article stored with XSS payloads runs no script', async ({ page }) => {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto(`/news/${HOSTILE_ARTICLE.short_url}`);
  const body = page.getByTestId('article-body');
  await expect(page.getByRole('heading', { level: 1, name: HOSTILE_ARTICLE.title })).toBeVisible();
  await expect(body).toContainText('Test yazısının sonu.');

  // Nothing executable or embeddable survived, and no link or image points at a script.
  await expect(body.locator('script, iframe, object, embed, svg, math, style, link, meta, base, form, input, video, audio, details, marquee')).toHaveCount(0);
  const risky = await body.evaluate((root) => {
    const found: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const value = attribute.value.trim().toLowerCase();
        if (attribute.name.startsWith('on') || attribute.name === 'style' || attribute.name === 'srcdoc') found.push(`${element.tagName} ${attribute.name}`);
        if ((attribute.name === 'href' || attribute.name === 'src') && !/^(https?:|mailto:|\/)/.test(value)) found.push(`${element.tagName} ${attribute.name}=${value}`);
      }
    }
    return found;
  });
  expect(risky).toEqual([]);
  // Links to the outside open safely.
  for (const link of await body.locator('a[href]').all()) await expect(link).toHaveAttribute('rel', /noopener/);

  // Give any delayed handler (onload, onerror, autofocus, toggle) its chance, then look again.
  await body.hover();
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(1_000);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
  // The only inline script is the boot script the build inlines (admitted by its CSP hash).
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent));
  expect(inline).toEqual([readFileSync('public/boot.js', 'utf8')]);
});
