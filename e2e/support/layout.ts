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
