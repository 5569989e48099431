/**
 * Measurements in the page for the older-engine tests, written as plain functions the browser
 * runs (puppeteer's evaluate and WebDriver's execute both send a function's source): how far
 * apart two boxes are, and which elements reach past the screen's right edge.
 */

/**
 * The horizontal space between the first `a` and the first `b` inside each `container` (either
 * order, for right to left): null for a container that lacks one of them. Passed as a function
 * so a driver can run it in the page.
 */
export function horizontalGaps(container: string, a: string, b: string): (number | null)[] {
  return Array.from(document.querySelectorAll(container)).map((box) => {
    const first = box.querySelector(a)?.getBoundingClientRect();
    const second = box.querySelector(b)?.getBoundingClientRect();
    if (!first || !second || first.width === 0 || second.width === 0) return null;
    return Math.round(Math.max(second.left - first.right, first.left - second.right) * 10) / 10;
  });
}

/** The visible elements whose right edge is past the screen's width (a few described), and the document's sideways scroll. */
export function widerThanScreen(): { scroll: number; elements: string[] } {
  const width = document.documentElement.clientWidth;
  const elements: string[] = [];
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) continue;
    if (getComputedStyle(element).visibility === 'hidden') continue;
    elements.push(`${element.tagName.toLowerCase()}.${element.className} right=${Math.round(box.right)}`);
  }
  return { scroll: document.documentElement.scrollWidth - width, elements: elements.slice(0, 5) };
}
