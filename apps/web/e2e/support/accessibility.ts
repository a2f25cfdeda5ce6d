import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * What axe-core finds wrong with the screen at serious or critical impact, and a missing `<h1>`:
 * one line each (rule, impact, the first elements), empty when the screen passes.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the app's CSP would refuse an inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations, hasHeading } = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document)) as { violations: AxeViolation[] };
    return { violations: result.violations, hasHeading: document.querySelector('h1') !== null };
  });
  const problems = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(', ')}`,
    );
  return hasHeading ? problems : [...problems, 'no <h1>'];
}
