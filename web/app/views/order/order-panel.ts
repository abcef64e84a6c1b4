// The order view's panel: its markup and the code that wires it. Its description (order-view.ts) is
// in the explorer's first chunk; this is a chunk of its own, fetched when the view is first shown.
// "John likes Jane" versus "Jane likes John" (textbook §15.1): without positional encoding every
// permutation-invariant summary of the two sentences is the same vector; with sinusoidal(3, d)
// added by addPositionalEncoding the inputs differ per position, and self-attention tells the
// sentences apart — while a plain mean of X + PE still cannot.
import { addPositionalEncoding, sinusoidal } from 'positional-encoding';
import { formatValue } from '../../format.js';
import type { AppState, Store } from '../../state/app-state.js';
import { SETTINGS } from '../../state/settings.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { meanPool, selfAttentionMeanPool, type Rows } from './pooling.js';
import { EMBEDDING, SENTENCE_A, SENTENCE_B, WORDS, type Word } from '../../documents/word-order.js';
import { createOrderFigure } from './order-figure.js';
import { ORDER_OPENING } from './first-frame.js';
import { part } from '../../dom.js';
import orderCss from './order.css?inline';
import orderFigureCss from './order-figure.css?inline';

const DECIMALS = 4;
/** A difference shows as non-zero at DECIMALS decimals from this size on. */
const VISIBLE = 0.5 * 10 ** -DECIMALS;

/** A table value; in a difference row, a non-zero value too small for DECIMALS in exponent form. */
function formatCell(value: number, isDifference: boolean): string {
  if (isDifference && value !== 0 && Math.abs(value) < VISIBLE) return value.toExponential(1);
  return formatValue(value, DECIMALS);
}

// The template begins with the first frame's markup (first-frame.ts), which the view takes over.
const TEMPLATE = `${ORDER_OPENING}

  <section class="order-step" aria-labelledby="order-inputs-title">
    <h3 id="order-inputs-title">The inputs</h3>
    <p class="order-note">
      Made-up word vectors (a trained model would learn them; any values show the same effect) and
      the encodings of positions 0, 1, 2 from <code id="order-sinusoidal-call"></code>.
    </p>
    <div class="order-tables">
      <div class="order-table-box" id="order-embedding"></div>
      <div class="order-table-box" id="order-pe"></div>
    </div>
  </section>

  <section class="order-step" aria-labelledby="order-plain-title">
    <h3 id="order-plain-title">Without positional encoding</h3>
    <p class="order-note">
      Both sentences hand the encoder the same three vectors, in another order. Pooled, nothing of
      the order is left:
    </p>
    <div class="order-table-box" id="order-mean-plain"></div>
    <div class="order-table-box" id="order-attention-plain"></div>
  </section>

  <section class="order-step" aria-labelledby="order-pe-title">
    <h3 id="order-pe-title">With positional encoding</h3>
    <p class="order-note">
      <code id="order-add-call"></code> adds PE(0), PE(1), PE(2) to the tokens in sentence order, so
      each word's vector now depends on its place:
    </p>
    <div class="order-tables">
      <div class="order-table-box" id="order-inputs-a"></div>
      <div class="order-table-box" id="order-inputs-b"></div>
    </div>
    <p class="order-note">
      A plain mean still cannot tell the sentences apart: both add the same PE(0) + PE(1) + PE(2),
      only to different words, and a sum does not care which word got which.
    </p>
    <div class="order-table-box" id="order-mean-pe"></div>
    <p class="order-note">
      Attention does: its scores, the dot products of two tokens' vectors x + PE(pos), now mix
      words with positions, so the pooled vectors differ. Highlighted: the components that differ.
    </p>
    <div class="order-table-box" id="order-attention-pe"></div>
  </section>
  <p class="status" id="order-status" role="status"></p>`;

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

/** The rows of a sentence's word vectors, first dModel columns, as float32 (the package's type). */
function sentenceRows(sentence: readonly Word[], dModel: number): Float32Array {
  return Float32Array.from(sentence.flatMap((word) => EMBEDDING[word].slice(0, dModel)));
}

function difference(a: Float64Array, b: Float64Array): Float64Array {
  return a.map((v, j) => v - b[j]!);
}

interface Comparison {
  a: Float64Array;
  b: Float64Array;
  diff: Float64Array;
  differing: boolean[];
}

function compare(pool: (rows: Rows) => Float64Array, a: Float32Array, b: Float32Array, dModel: number): Comparison {
  const pooledA = pool({ values: a, count: 3, dModel });
  const pooledB = pool({ values: b, count: 3, dModel });
  const diff = difference(pooledA, pooledB);
  return { a: pooledA, b: pooledB, diff, differing: Array.from(diff, (v) => Math.abs(v) >= VISIBLE) };
}

type Verdict = 'identical' | 'rounding' | 'differ';

function verdictOf(comparison: Comparison): Verdict {
  if (comparison.differing.some(Boolean)) return 'differ';
  return comparison.diff.every((v) => v === 0) ? 'identical' : 'rounding';
}

function verdict(comparison: Comparison): string {
  const count = comparison.differing.filter(Boolean).length;
  const largest = Math.max(...comparison.diff.map(Math.abs));
  if (verdictOf(comparison) === 'identical') return 'identical';
  if (verdictOf(comparison) === 'rounding') {
    return `equal up to the float32 rounding of x + PE (largest difference ${largest.toExponential(1)})`;
  }
  return `different in ${count} of ${comparison.diff.length} components (largest ${largest.toFixed(DECIMALS)})`;
}

const NAME_A = SENTENCE_A.join(' ');
const NAME_B = SENTENCE_B.join(' ');

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

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const dModelSelect = part<HTMLSelectElement>(panel, '#order-dmodel');
  const baseSelect = part<HTMLSelectElement>(panel, '#order-base');
  const status = part<HTMLParagraphElement>(panel, '#order-status');
  const figureBox = part<HTMLElement>(panel, '#order-figure');
  const figure = createOrderFigure(figureBox);
  // A phone draws the sentences one above the other: the layout follows the figure's width.
  context.lifetime.observeResize(figureBox, () => figure.fit());
  // The selects show the store's orderDModel and orderBase (links and attributes set them too).
  const showChoices = (state: Readonly<AppState>): void => {
    dModelSelect.value = String(state.orderDModel);
    baseSelect.value = String(state.orderBase);
  };
  showChoices(store.state);

  function render(): void {
    const dModel = store.state.orderDModel;
    const base = store.state.orderBase;
    const shape: [number, number, number] = [1, 3, dModel];
    const plainA = sentenceRows(SENTENCE_A, dModel);
    const plainB = sentenceRows(SENTENCE_B, dModel);
    const withPeA = addPositionalEncoding(plainA, shape, { base });
    const withPeB = addPositionalEncoding(plainB, shape, { base });
    // The figure first: it reads its width, a layout of what is drawn so far, before the tables
    // under it are (after them, that layout took them in too: 4x slower CPU, about 150 ms).
    figure.show(
      {
        plain: [
          { words: SENTENCE_A, inputs: plainA },
          { words: SENTENCE_B, inputs: plainB },
        ],
        withPe: [
          { words: SENTENCE_A, inputs: withPeA },
          { words: SENTENCE_B, inputs: withPeB },
        ],
      },
      dModel,
    );
    part(panel, '#order-sinusoidal-call').textContent = `sinusoidal(3, ${dModel}, { base: ${base} })`;
    part(panel, '#order-add-call').textContent = `addPositionalEncoding(x, [1, 3, ${dModel}], { base: ${base} })`;

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

    const meanPlain = compare(meanPool, plainA, plainB, dModel);
    const attentionPlain = compare(selfAttentionMeanPool, plainA, plainB, dModel);
    comparisonTable(part(panel, '#order-mean-plain'), 'Mean of the token vectors', meanPlain, dModel);
    comparisonTable(
      part(panel, '#order-attention-plain'),
      'Self-attention (softmax(XX<sup>T</sup>/√d)·X, no learned weights), then the mean',
      attentionPlain,
      dModel,
    );

    const inputRows = (sentence: readonly Word[], values: Float32Array): TableRow[] =>
      sentence.map((word, pos) => ({
        label: `${word} + PE(${pos})`,
        key: `${word}`,
        values: values.subarray(pos * dModel, (pos + 1) * dModel),
      }));
    vectorTable(part(panel, '#order-inputs-a'), `“${NAME_A}” + PE`, inputRows(SENTENCE_A, withPeA), dModel);
    vectorTable(part(panel, '#order-inputs-b'), `“${NAME_B}” + PE`, inputRows(SENTENCE_B, withPeB), dModel);
    const meanPe = compare(meanPool, withPeA, withPeB, dModel);
    const attentionPe = compare(selfAttentionMeanPool, withPeA, withPeB, dModel);
    comparisonTable(part(panel, '#order-mean-pe'), 'Mean of the token vectors + PE', meanPe, dModel);
    comparisonTable(part(panel, '#order-attention-pe'), 'Self-attention, then the mean', attentionPe, dModel);

    part(panel, '#order-summary').textContent =
      `d_model = ${dModel}, n = ${base}. Without PE: the mean is ${verdict(meanPlain)}, after self-attention ` +
      `${verdict(attentionPlain)}. With PE: the mean is ${verdict(meanPe)}, after self-attention ${verdict(attentionPe)}.`;
  }

  const rerender = (): void => {
    try {
      render();
      status.textContent = '';
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error);
    }
  };
  dModelSelect.addEventListener('change', () =>
    store.update({ orderDModel: SETTINGS.orderDModel.parse(dModelSelect.value) }),
  );
  baseSelect.addEventListener('change', () => store.update({ orderBase: SETTINGS.orderBase.parse(baseSelect.value) }));
  part(panel, '#order-controls').addEventListener('submit', (event) => event.preventDefault());
  rerender();
  panel.dataset.ready = 'true';
  return {
    update(state, changed) {
      if (!changed.has('orderDModel') && !changed.has('orderBase')) return;
      showChoices(state);
      rerender();
    },
  };
}

export const orderPanel: ViewPanel = { template: TEMPLATE, styles: [orderCss, orderFigureCss], mount };
