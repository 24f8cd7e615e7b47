import axe from 'axe-core';
import type { Page } from '@playwright/test';

export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The WCAG 2.1 A/AA rules that read colours: all a second colour theme can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is now (only the
 * given rules, when named). The script is evaluated through the DevTools protocol, which the page's
 * CSP (no inline script) does not block.
 */
export async function seriousViolations(page: Page, rules?: string[], within?: string): Promise<A11yViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(async ({ rules, within }) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    // `within`: a selector of the part to check (an open dialog), else the whole page.
    const result = await run(within ? { include: [within] } : document, {
      runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
    }));
  }, { rules, within });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Puts the page in the given colour theme as the app does (class on <html>), then lets transitions end. */
export async function showTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((dark) => {
    // Colours are read at once: no transition may leave a half-changed colour behind (a constructed
    // sheet, which the page's CSP does not block).
    if (!document.adoptedStyleSheets.some((sheet) => sheet.cssRules[0]?.cssText.startsWith('*, ::before'))) {
      const still = new CSSStyleSheet();
      still.replaceSync('*, ::before, ::after { transition: none !important; animation: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    }
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, theme === 'dark');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
