// The layout Rosetta's words and number tables, filled from a Rosetta: the dot products and RoPE
// scores with their verdicts, the frequencies of both exponents, the three notices and the readout.
// HTML of numbers and fixed words only; no DOM, so Node tests read it.
import { formatNumber, formatValue } from '../../format.js';
import { float32Ulp, QK_SEED, subscript, type CellReading, type Rosetta } from './layouts-model.js';
import { ROWS } from './layouts-view.js';

/** A ROWS × ROWS matrix with its caption, 4 decimals a cell. */
export function matrixHtml(caption: string, values: Float32Array, rowHead: string, colHead: string): string {
  const head = Array.from({ length: ROWS }, (_, s) => `<th scope="col">${colHead} ${s}</th>`).join('');
  const body = Array.from(
    { length: ROWS },
    (_, t) =>
      `<tr><th scope="row">${rowHead} ${t}</th>` +
      Array.from({ length: ROWS }, (_, s) => `<td>${formatValue(values[t * ROWS + s]!, 4)}</td>`).join('') +
      '</tr>',
  ).join('');
  return `<caption>${caption}</caption><thead><tr><td></td>${head}</tr></thead><tbody>${body}</tbody>`;
}

/** PE_t · PE_s of the interleaved table. */
export function dotsTableHtml(current: Rosetta): string {
  return matrixHtml(
    `PE<sub>t</sub> · PE<sub>s</sub> of the interleaved table, dotProductMatrix(${ROWS}, ${current.d}, { layout: 'interleaved' })`,
    current.dotsInterleaved,
    't',
    's',
  );
}

/** How far the split table's dot products are from the interleaved one's, against a float32 ulp. */
export function dotsVerdictHtml(current: Rosetta): string {
  const dotsUlp = float32Ulp(Math.max(...Array.from(current.dotsInterleaved, Math.abs)));
  return (
    `The same matrix from the split table (<code>layout: 'split'</code>) differs from it by at most ` +
    `<strong data-field="dots-largest">${formatNumber(current.dotsLargest, 3)}</strong> over all ${ROWS * ROWS} entries ` +
    `(one float32 ulp at the largest entry is ${formatNumber(dotsUlp, 3)}).`
  );
}

/** RoPE's 'pairs' scores of the seeded q and k. */
export function scoresTableHtml(current: Rosetta): string {
  return matrixHtml(
    `(R<sub>m</sub> q<sub>m</sub>) · (R<sub>n</sub> k<sub>n</sub>) / √${current.d}, attentionScores(q, k, [1, ${ROWS}, ${current.d}], { encoding: 'rope', layout: 'pairs', base: ${formatNumber(current.theta)} }); q, k seeded (np.random.seed(${QK_SEED}))`,
    current.scoresPairs,
    'm',
    'n',
  );
}

/** 'half' on permuted q, k against 'pairs', and 'half' without the permutation. */
export function ropeVerdictHtml(current: Rosetta): string {
  const ropeUlp = float32Ulp(Math.max(...Array.from(current.scoresPairs, Math.abs)));
  return (
    `With q and k permuted by <code>ropePermutation(${current.d}, 'pairs', 'half')</code> and scored with ` +
    `<code>layout: 'half'</code>, the largest difference is <strong data-field="rope-largest">${formatNumber(current.ropeLargest, 3)}</strong> ` +
    `(float32 rounding: one ulp at the largest score is ${formatNumber(ropeUlp, 3)}). ` +
    `Without the permutation, the same q and k scored with <code>'half'</code> are off by up to ` +
    `<strong data-field="unpermuted-largest">${formatNumber(current.unpermutedLargest, 3)}</strong>: ` +
    `a checkpoint read with the other layout’s code is a different model.`
  );
}

/** ω_i of every pair under both exponents, and their ratio. */
export function frequencyTableHtml(current: Rosetta): string {
  const { d } = current;
  const half = Math.ceil(d / 2);
  const rows = Array.from({ length: half }, (_, i) => {
    const paper = current.omegasPaper[i]!;
    const t2t = current.omegasT2t[i]!;
    return (
      `<tr data-pair="${i}"><th scope="row">${i}</th><td data-field="paper">${formatNumber(paper, 6)}</td>` +
      `<td data-field="t2t">${formatNumber(t2t, 6)}</td><td>${formatNumber(t2t / paper, 4)}</td></tr>`
    );
  }).join('');
  return (
    `<caption>ω<sub>i</sub> from frequencies(${d}, { base: ${formatNumber(current.base)}, exponent })</caption>` +
    `<thead><tr><th scope="col">pair i</th><th scope="col">paper n<sup>−2i/d</sup></th>` +
    `<th scope="col">tensor2tensor n<sup>−i/(d/2−1)</sup></th><th scope="col">ratio</th></tr></thead><tbody>${rows}</tbody>`
  );
}

/** The three facts, each with the numbers at the reader's settings. */
export function noticeItems(current: Rosetta): string[] {
  const { d } = current;
  const half = Math.ceil(d / 2);
  const firstDiffering = Array.from(current.omegasPaper).findIndex(
    (w, i) => Math.abs(w - current.omegasT2t[i]!) > 1e-12 * w,
  );
  return [
    `<strong>Same numbers, new places.</strong> ${current.sameCells} of the ${ROWS * d} cells of the split table are, bit for bit, ` +
      `the interleaved cell the permutation moves there: column j goes to column k = p<sup>−1</sup>(j), ` +
      `and P has exactly one 1 in every row and every column.`,
    `<strong>Dot products cannot tell the layouts apart.</strong> P P<sup>⊤</sup> = I, so PE<sub>t</sub> · PE<sub>s</sub> is the same ` +
      `in both (largest difference ${formatNumber(current.dotsLargest, 3)}), and so is RoPE’s score once q and k are permuted ` +
      `(${formatNumber(current.ropeLargest, 3)}). This is why Hugging Face could convert Meta’s ‘pairs’ LLaMA weights to its ‘half’ ` +
      `code by permuting the rows of W<sub>q</sub> and W<sub>k</sub>; forgetting it changes the scores by up to ` +
      `${formatNumber(current.unpermutedLargest, 3)}.`,
    firstDiffering < 0
      ? `<strong>The exponent is not a permutation.</strong> At d = ${d} both exponents give the same frequencies; ` +
        `choose d = 4 or more to see them part.`
      : `<strong>The exponent is not a permutation.</strong> tensor2tensor’s i/(d/2 − 1) spaces the same d/2 frequencies ` +
        `from 1 down to exactly 1/n (${formatNumber(current.omegasT2t[half - 1]!, 4)}), the paper’s 2i/d stops at ` +
        `n<sup>−(d−2)/d</sup> (${formatNumber(current.omegasPaper[half - 1]!, 4)}); they differ from pair ${firstDiffering} on, ` +
        `so no reordering of columns turns one table into the other.`,
  ];
}

/** The readout's fields (data-field → text) for a cell. */
export function readoutTexts(reading: CellReading): Record<string, string> {
  const { row, col, k, fn, pair, omega, value } = reading;
  return {
    row: String(row),
    col: String(col),
    k: String(k),
    kind: `${fn}${subscript(pair)}: ${fn}(t·ω${subscript(pair)})`,
    omega: formatNumber(omega, 6),
    angle: formatNumber(row * omega, 6),
    value: formatValue(value, 6),
    same: reading.same ? 'yes' : 'no',
  };
}
