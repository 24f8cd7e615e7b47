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

/**
 * "" when every control on the page can be reached, else the controls something else lies over. Each
 * visible control (link, button, field, tab, switch) is scrolled to the middle of the screen, as a
 * member would scroll to it, and the point at its centre must belong to it (or to its label): a fixed
 * piece (a banner, a balloon, a sheet) over it there is a control no one can tap. Scrolls the page;
 * call it last.
 */
export async function coveredControls(page: Page): Promise<string> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="link"]';
    const covered: string[] = [];
    const describe = (e: Element) => `<${e.tagName.toLowerCase()}>${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}`;
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (control.closest('[aria-hidden="true"], [inert], .leaflet-container')) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
      let box = control.getBoundingClientRect();
      // Not drawn, or drawn for screen readers only (a skip link until it is focused: 1 px, clipped).
      if (box.width <= 1 || box.height <= 1 || style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      // An input drawn by its label (a styled checkbox) is checked where its label is.
      const target = control instanceof HTMLInputElement && style.opacity === '0' && control.labels?.[0] ? control.labels[0] : control;
      target.scrollIntoView({ block: 'center', inline: 'nearest' });
      box = target.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      if (!hit || target.contains(hit) || hit.contains(target) || control.contains(hit)) continue;
      if (hit instanceof HTMLLabelElement && hit.control === control) continue;
      if (hit.closest('label') && (hit.closest('label') as HTMLLabelElement).control === control) continue;
      covered.push(`${describe(control)} under ${describe(hit)} (class "${hit.getAttribute('class') ?? ''}")`);
    }
    window.scrollTo(0, 0);
    return covered.length ? `${location.pathname}${location.search}: ${covered.slice(0, 5).join(' | ')}` : '';
  });
}
