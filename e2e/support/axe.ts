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
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}
