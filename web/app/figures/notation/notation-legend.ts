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

/** A one-line legend, "Notation: pos · i · d_model · n · …", that opens to say what each means. */
export function notationLegend(): HTMLElement {
  const legend = document.createElement('details');
  legend.className = 'notation-legend';
  const summary = document.createElement('summary');
  summary.innerHTML =
    '<span class="notation-legend-title">Notation</span> ' +
    ENTRIES.map(([symbol]) => `<span class="notation-symbol">${symbol}</span>`).join(' · ');
  const list = document.createElement('dl');
  for (const [symbol, meaning] of ENTRIES) {
    const entry = document.createElement('div');
    entry.innerHTML = `<dt>${symbol}</dt><dd>${meaning}</dd>`;
    list.append(entry);
  }
  legend.append(summary, list);
  return legend;
}
