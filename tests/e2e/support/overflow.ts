import { expect, type Page } from '@playwright/test';

/**
 * What is wider than the screen on the page now: the page's width and the first elements past the
 * edge the page scrolls towards (the right in English, the left in Persian) that no scroll box
 * of theirs clips. An absolutely placed child escapes a scroll box that is not its containing
 * block, so for those the containing block decides.
 */
export async function overflowOf(page: Page): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const { scrollWidth } = document.documentElement;
    const isRtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const isPast = (box: DOMRect) => (isRtl ? box.left < -0.5 : box.right > innerWidth + 0.5);
    const isClipped = (element: HTMLElement) => {
      const isPlaced = ['absolute', 'fixed'].includes(getComputedStyle(element).position);
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        if (getComputedStyle(ancestor).overflowX === 'visible' || isPast(ancestor.getBoundingClientRect())) continue;
        if (!isPlaced || (element.offsetParent && ancestor.contains(element.offsetParent))) return true;
      }
      return false;
    };
    const culprits: string[] = [];
    if (scrollWidth > innerWidth) {
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const box = element.getBoundingClientRect();
        if ((box.width === 0 && box.height === 0) || !isPast(box) || isClipped(element)) continue;
        // Only the outermost: a child of an element already named adds nothing.
        if (element.parentElement?.closest('[data-overflow-culprit]')) continue;
        element.setAttribute('data-overflow-culprit', '');
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 4).join('.')}`;
        culprits.push(`${name} [${Math.round(box.left)}…${Math.round(box.right)}]`);
        if (culprits.length >= 3) break;
      }
    }
    return { scrollWidth, innerWidth, culprits };
  });
}

/** Nothing on the page now is wider than the screen; the message names what is. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, culprits } = await overflowOf(page);
  expect(scrollWidth, culprits.join(', ')).toBeLessThanOrEqual(innerWidth);
}
