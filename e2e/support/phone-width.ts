import { expect, type Page } from '@playwright/test';

/**
 * Null when nothing on the page is wider than the window; otherwise what sticks out, for the failure message.
 * Lists and forms that arrive after the page are measured once they are in place.
 */
export async function widerThanWindow(page: Page): Promise<string | null> {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  return page.evaluate(() => {
    const excess = document.documentElement.scrollWidth - window.innerWidth;
    if (excess <= 0) return null;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return `${location.pathname}: ${excess}px too wide (${wide.join(', ')})`;
  });
}
