// What KaTeX put on a page, for the tests of formulas typeset at build time
// (web/app/vite-plugins/prebuilt-tex.ts): whether its runtime was fetched, and what a formula draws.
import type { Locator, Page } from 'playwright-core';

/** Whether the page fetched KaTeX's runtime chunk (not its rules, katex-styles). */
export function katexRuntimeFetched(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => /\/katex-(?!styles-)[\w-]+\.js$/.test(entry.name)),
  );
}

/**
 * Each formula in `holders`: its TeX and what is drawn (glyphs, KaTeX's classes, the box), once the
 * fonts are in. Build-time markup and katex.render differ only in how they are written, so this,
 * not the markup, is what is compared.
 */
export async function drawnFormulas(holders: Locator): Promise<unknown[]> {
  await holders.page().evaluate(() => document.fonts.ready);
  return holders.evaluateAll((formulas) =>
    formulas.map((formula) => {
      const html = formula.querySelector('.katex-html');
      const box = html?.getBoundingClientRect();
      return {
        tex: formula.querySelector('annotation[encoding="application/x-tex"]')?.textContent ?? '(not typeset)',
        text: html?.textContent,
        // katex.render writes class="" where the build's markup has no class: not a difference.
        classes: [...(html?.querySelectorAll('[class]') ?? [])].map((element) => element.className).filter(Boolean),
        size: box && [Math.round(box.width * 4) / 4, Math.round(box.height * 4) / 4],
      };
    }),
  );
}
