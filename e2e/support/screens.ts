import type { Page, TestInfo } from '@playwright/test';
import { showTheme } from './a11y';

/**
 * With GV_SHOTS=<folder>: the screen as it is now, in light and dark, for a person to look at (not an
 * assertion; `GV_SHOTS=/tmp/shots npx playwright test e2e/company-claims.spec.ts`). Without it
 * nothing is taken: a screenshot in each theme costs the browser and the runner on every run.
 */
export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const folder = process.env.GV_SHOTS;
  if (!folder) return;
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    await page.screenshot({ path: `${folder}/${name}-${testInfo.project.name}-${theme}.png`, fullPage: false });
  }
  await showTheme(page, 'light');
}
