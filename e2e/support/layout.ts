import type { Page } from '@playwright/test';

/**
 * "" when the page fits the screen's width, else what sticks out (the innermost wide elements, which
 * are the cause; their ancestors only grew around them). A page wider than a phone makes it lay out a
 * wider viewport, so fixed layers (dialogs, banners) grow past the edge and buttons end up under
 * other content.
 */
export async function sidewaysOverflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return '';
    const wide = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > width + 1);
    const causes = wide.filter((e) => !wide.some((other) => other !== e && e.contains(other)));
    return `${location.pathname}${location.search} is ${document.documentElement.scrollWidth} px wide: ${causes
      .slice(0, 5)
      .map((e) => `<${e.tagName.toLowerCase()} class="${e.getAttribute('class') ?? ''}">${(e.textContent ?? '').slice(0, 40)}`)
      .join(' | ')}`;
  });
}

/**
 * Counts the page's layout shifts from its first paint, as Lighthouse's CLS counts them (a shift
 * right after the user's input is not one), and notes what moved. Call before `page.goto`.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shiftSources: string[] };
    w.__shift = 0;
    w.__shiftSources = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          w.__shiftSources.push(
            `${entry.value.toFixed(4)} <${element?.tagName.toLowerCase() ?? '?'} class="${element?.getAttribute('class') ?? ''}">${(element?.textContent ?? '').slice(0, 40)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shift counted so far (and what moved), once the page has settled: its code and data in (no
 * loading placeholder left), the network idle and two frames drawn.
 */
export async function settledLayoutShift(page: Page): Promise<{ shift: number; sources: string[] }> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [aria-label="Yükleniyor"], [aria-label="Grafik yükleniyor"], [data-testid="announcement-placeholder"]'));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const w = window as unknown as { __shift: number; __shiftSources: string[] };
    return { shift: w.__shift, sources: w.__shiftSources };
  });
}

/** Holds every API answer back `ms`, so the page paints before its data, as on a slow phone network. */
export async function delayApi(page: Page, ms: number): Promise<void> {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
