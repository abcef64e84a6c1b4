// The word-order view's tables under its figure: every vector at DECIMALS decimals, the pooled
// comparisons with their verdicts and the differing components marked, one section at a time.
import { sinusoidal } from 'positional-encoding';
import { part } from '../../dom.js';
import { formatValue } from '../../format.js';
import { EMBEDDING, SENTENCE_A, SENTENCE_B, WORDS, type Word } from '../../documents/word-order.js';
import {
  DECIMALS,
  NAME_A,
  NAME_B,
  VISIBLE,
  verdict,
  verdictOf,
  type Comparison,
  type OrderNumbers,
} from './order-model.js';

/** A table value; in a difference row, a non-zero value too small for DECIMALS in exponent form. */
function formatCell(value: number, isDifference: boolean): string {
  if (isDifference && value !== 0 && Math.abs(value) < VISIBLE) return value.toExponential(1);
  return formatValue(value, DECIMALS);
}

// The template begins with the first frame's markup (first-frame.ts), which the view takes over.
interface TableRow {
  label: string;
  /** data-row, for tests and styling. */
  key: string;
  values: ArrayLike<number>;
}

/** A caption, a header of dimension indices and one row per vector, values at DECIMALS. */
function vectorTable(box: HTMLElement, caption: string, rows: TableRow[], dModel: number, marked?: boolean[]): void {
  const header = Array.from({ length: dModel }, (_, j) => `<th scope="col">${j}</th>`).join('');
  const body = rows
    .map((row) => {
      const cells = Array.from({ length: dModel }, (_, j) => {
        const mark = marked?.[j] ? ' class="order-differs"' : '';
        return `<td${mark}>${formatCell(row.values[j]!, row.key === 'diff')}</td>`;
      }).join('');
      return `<tr data-row="${row.key}"><th scope="row"></th>${cells}</tr>`;
    })
    .join('');
  // The caption sits outside the scrolling box, so it wraps to the screen instead of the table.
  box.innerHTML = `
    <p class="order-caption" id="${box.id}-caption"></p>
    <div class="order-scroll" tabindex="0" role="region" aria-labelledby="${box.id}-caption">
      <table class="order-table" aria-labelledby="${box.id}-caption">
        <thead><tr><th scope="col"><span class="order-visually-hidden">vector</span></th>${header}</tr></thead>
        <tbody>${body}</tbody>
      </table>
    </div>`;
  part(box, '.order-caption').innerHTML = caption;
  box.querySelectorAll('tbody th').forEach((th, k) => {
    th.textContent = rows[k]!.label;
  });
}

function comparisonTable(box: HTMLElement, caption: string, comparison: Comparison, dModel: number): void {
  vectorTable(
    box,
    `${caption}: <strong>${verdict(comparison)}</strong>`,
    [
      { label: `“${NAME_A}”`, key: 'a', values: comparison.a },
      { label: `“${NAME_B}”`, key: 'b', values: comparison.b },
      { label: 'difference', key: 'diff', values: comparison.diff },
    ],
    dModel,
    comparison.differing,
  );
  box.dataset.verdict = verdictOf(comparison);
}

export function drawInputs(panel: HTMLElement, { dModel, base }: OrderNumbers): void {
  part(panel, '#order-sinusoidal-call').textContent = `sinusoidal(3, ${dModel}, { base: ${base} })`;
  vectorTable(
    part(panel, '#order-embedding'),
    `Word vectors, d<sub>model</sub> = ${dModel}`,
    WORDS.map((word) => ({ label: word, key: word, values: EMBEDDING[word] })),
    dModel,
  );
  const pe = sinusoidal(3, dModel, { base });
  vectorTable(
    part(panel, '#order-pe'),
    `PE, n = ${base}`,
    [0, 1, 2].map((pos) => ({
      label: `pos ${pos}`,
      key: `pos${pos}`,
      values: pe.subarray(pos * dModel, (pos + 1) * dModel),
    })),
    dModel,
  );
}

export function drawPlain(panel: HTMLElement, { dModel, meanPlain, attentionPlain }: OrderNumbers): void {
  comparisonTable(part(panel, '#order-mean-plain'), 'Mean of the token vectors', meanPlain, dModel);
  comparisonTable(
    part(panel, '#order-attention-plain'),
    'Self-attention (softmax(XX<sup>T</sup>/√d)·X, no learned weights), then the mean',
    attentionPlain,
    dModel,
  );
}

export function drawWithPe(
  panel: HTMLElement,
  { dModel, base, withPeA, withPeB, meanPe, attentionPe }: OrderNumbers,
): void {
  part(panel, '#order-add-call').textContent = `addPositionalEncoding(x, [1, 3, ${dModel}], { base: ${base} })`;
  const inputRows = (sentence: readonly Word[], values: Float32Array): TableRow[] =>
    sentence.map((word, pos) => ({
      label: `${word} + PE(${pos})`,
      key: `${word}`,
      values: values.subarray(pos * dModel, (pos + 1) * dModel),
    }));
  vectorTable(part(panel, '#order-inputs-a'), `“${NAME_A}” + PE`, inputRows(SENTENCE_A, withPeA), dModel);
  vectorTable(part(panel, '#order-inputs-b'), `“${NAME_B}” + PE`, inputRows(SENTENCE_B, withPeB), dModel);
  comparisonTable(part(panel, '#order-mean-pe'), 'Mean of the token vectors + PE', meanPe, dModel);
  comparisonTable(part(panel, '#order-attention-pe'), 'Self-attention, then the mean', attentionPe, dModel);
}
