import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { scriptHasStarted } from './visitor.ts';

const axeSource = createRequire(import.meta.url)('axe-core').source as string;

/**
 * Runs axe-core in the page and fails with a readable list of any violations. axe is evaluated through
 * the DevTools protocol, which the site's Content-Security-Policy does not govern, so the page is
 * checked under its real CSP.
 */
export async function expectNoAxeViolations(page: Page) {
  // The page a visitor uses: buttons look inactive until the script has taken the page over.
  await scriptHasStarted(page);
  // Once per document: a second check of the same page (another width, a dialog opened) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            options: { resultTypes: string[] },
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    // Violations in full; the rules that passed only counted, not listed node by node (axe's own advice for speed).
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}
