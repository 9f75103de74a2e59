import { expect, type Page } from '@playwright/test';

/** The page is no wider than the screen: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, screen?: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, screen).toBeLessThanOrEqual(0);
}

/**
 * What a reader would see cut or spilling on this screen: the page scrolling sideways, a text box
 * that clips its own text, or text reaching past the screen's edge. Visually hidden text (a 1 px
 * screen-reader label) and rows inside a sideways scroller are meant to be so and are left out.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const root = document.documentElement;
    if (root.scrollWidth > width) problems.push(`the page scrolls sideways (${root.scrollWidth} px wide)`);

    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ''}> "${text}"`;
    };
    const inSidewaysScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const ownText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');

    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!ownText(element)) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden, for screen readers
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      if (clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`text cut at its box's side: ${describe(element)}`);
      } else if (clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1) {
        problems.push(`text cut at its box's foot: ${describe(element)}`);
      }
      if (!inSidewaysScroller(element) && (box.right > width + 1 || box.left < -1)) {
        problems.push(
          `text past the screen's edge (${Math.round(box.left)}–${Math.round(box.right)} px): ${describe(element)}`,
        );
      }
    }
    return problems;
  });
}
