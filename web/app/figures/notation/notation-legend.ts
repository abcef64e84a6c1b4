// The page's one notation, as a small legend (one line that opens) the views place near their
// formulas: the same
// letters everywhere (pos, i, d_model, n, PE(pos, 2i), PE(pos, 2i+1)). Where a source writes
// something else (the article's k, its columns counted from 1), the view says both in one sentence.

const ENTRIES: readonly [symbol: string, meaning: string][] = [
  ['pos', 'position, the table’s row, from 0'],
  ['i', 'pair of dimensions, 0 … d<sub>model</sub>/2 − 1'],
  ['PE(pos, 2i)', 'the pair’s sine, column 2i'],
  ['PE(pos, 2i+1)', 'its cosine, column 2i+1 (columns from 0)'],
  ['d<sub>model</sub>', 'numbers per vector'],
  ['n', 'the base, 10000 in the paper'],
];

/**
 * The legend's markup, "Notation: pos · i · d_model · n · …" that opens to say what each means: a
 * string, so a view's first frame (issue 31) can hold it before any code of the view has run.
 */
export function notationLegendMarkup(): string {
  const symbols = ENTRIES.map(([symbol]) => `<span class="notation-symbol">${symbol}</span>`).join(' · ');
  const entries = ENTRIES.map(([symbol, meaning]) => `<div><dt>${symbol}</dt><dd>${meaning}</dd></div>`).join('');
  return (
    '<details class="notation-legend">' +
    `<summary><span class="notation-legend-title">Notation</span> ${symbols}</summary>` +
    `<dl>${entries}</dl></details>`
  );
}

/** The legend as an element, for a view that places it from its code. */
export function notationLegend(): HTMLElement {
  const parsed = document.createElement('template');
  parsed.innerHTML = notationLegendMarkup();
  return parsed.content.firstElementChild as HTMLElement;
}
