// axe-core's WCAG 2.1 A/AA and best-practice rules on one part of an opened page (labels, names,
// contrast in the current colour scheme, focusable scroll regions). axe is evaluated through the
// DevTools protocol, so the page's CSP (no inline script) does not stand in its way.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules the part of the page at `selector` breaks, one line each ("rule: first offending
 * element"). An array is a path through open shadow roots, e.g. ['pe-explorer', '#panel-order']
 * for a panel inside the explorer element.
 */
export async function axeViolations(page: Page, selector: string | string[]): Promise<string[]> {
  await page.evaluate(axeSource);
  const context = typeof selector === 'string' ? selector : { fromShadowDom: selector };
  return page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: unknown, options: object): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(context, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html.slice(0, 160) ?? ''}`);
  }, context);
}
