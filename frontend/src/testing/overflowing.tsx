import type { Decorator } from '@storybook/react-vite';

/** Draws a story 360 px wide, the narrowest phone the app is made for. */
export const at360px: Decorator = (Story) => (
  <div data-testid="phone-360" style={{ width: 360 }}>
    <Story />
  </div>
);

/**
 * What runs past a 360 px screen's right edge, or is cut off by a box that hides its overflow (a
 * word wider than its row); visually hidden text (1 px, clipped on purpose) is left out.
 */
export const overflowing = (phone: HTMLElement) => {
  const edge = phone.getBoundingClientRect().right;
  const cut = (element: HTMLElement) =>
    getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1;
  return [...phone.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.getBoundingClientRect().width > 1)
    .filter((element) => element.getBoundingClientRect().right > edge + 1 || cut(element))
    .map((element) => element.outerHTML.slice(0, 120));
};
