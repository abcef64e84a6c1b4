// The layout Rosetta (issue 15, view 6): the interleaved and the split sinusoid as the same numbers
// moved by a permutation (drawn as a matrix), RoPE's 'half' and 'pairs' as the same scores once q
// and k are permuted, the third sinusoid convention (tensor2tensor's and fairseq's exponent), and
// who uses which. Every number comes from the package: sinusoidal(), ropePermutation(),
// dotProductMatrix(), attentionScores() and frequencies(); the view only moves them around.
import {
  attentionScores,
  dotProductMatrix,
  frequencies,
  ropePermutation,
  sinusoidal,
  type SinusoidExponent,
} from 'positional-encoding';
import type { AppState, Store } from '../../state/app-state.js';
import { formatNumber, formatValue } from '../../format.js';
import { renderTex } from '../../tex.js';
import { focusedElement, part } from '../../dom.js';
import { numpyRand } from '../../figures/mt19937.js';
import { downloadBlob } from '../../export/download.js';
import { figurePng } from '../../export/figure-png.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { layoutsShape, ROWS } from './layouts-view.js';
import { RosettaFigure, columnKind, subscript, type RosettaCell } from './rosetta-figure.js';
import { cellTex, lowestTex, omegaTex, permutationTex, ropeTex } from './formulas.js';
import { USAGE_ROWS } from './who-uses.js';
import layoutsCss from './layouts.css?inline';

/** q and k of the RoPE comparison: np.random.seed(15); 2·np.random.rand(ROWS, d) − 1, in 'pairs' order. */
export const QK_SEED = 15;

const PRESETS: readonly { label: string; values: Partial<AppState> }[] = [
  { label: 'The paper (d = 8, n = 10000)', values: { layoutsDim: 8, base: 10000, exponent: 'paper' } },
  { label: 'tensor2tensor / fairseq', values: { layoutsDim: 8, base: 10000, exponent: 'tensor2tensor' } },
  { label: 'The article (d = 4, n = 100)', values: { layoutsDim: 4, base: 100, exponent: 'paper' } },
  { label: 'Llama 2’s θ = 10000 (d = 16)', values: { layoutsDim: 16, ropeBase: 10000 } },
  { label: 'Llama 3’s θ = 500000 (d = 16)', values: { layoutsDim: 16, ropeBase: 500000 } },
];

const DIMS = Array.from({ length: 16 }, (_, k) => 2 * (k + 1));

const TEMPLATE = `
  <div class="layouts-figure scroll-box" id="layouts-figure" data-first-screen>
    <svg id="layouts-svg" class="layouts-svg" aria-describedby="layouts-help"></svg>
  </div>
  <p class="help" id="layouts-help">
    <span class="on-fine-pointer">Hover a cell of either table, or focus a table and use the arrow keys: its column is outlined in both tables and its 1 in P.</span>
    <span class="on-touch">Tap or drag across either table: its column is outlined in both tables and its 1 in P.</span>
  </p>
  <dl class="readout layouts-readout" id="layouts-readout" aria-live="polite" aria-atomic="true">
    <div><dt>position t</dt><dd data-field="row">–</dd></div>
    <div><dt>interleaved column j</dt><dd data-field="col">–</dd></div>
    <div><dt>split column k</dt><dd data-field="k">–</dd></div>
    <div><dt>holds</dt><dd data-field="kind">–</dd></div>
    <div><dt>ω<sub>i</sub></dt><dd data-field="omega">–</dd></div>
    <div><dt>angle t·ω<sub>i</sub></dt><dd data-field="angle">–</dd></div>
    <div class="value"><dt>value (both tables)</dt><dd data-field="value">–</dd></div>
    <div><dt>identical bits</dt><dd data-field="same">–</dd></div>
  </dl>
  <div class="layouts-tex" id="layouts-cell-tex" tabindex="0" role="group" aria-label="The cell under the cursor in both layouts"></div>
  <div class="layouts-tex" id="layouts-omega-tex" tabindex="0" role="group" aria-label="Its frequency"></div>
  <div class="layouts-tex" id="layouts-perm-tex" tabindex="0" role="group" aria-label="The permutation and the dot products"></div>

  <div class="layouts-controls">
    <fieldset class="layouts-field layouts-presets-field">
      <legend>Presets</legend>
      <div class="preset-buttons" id="layouts-presets">
        ${PRESETS.map((preset, index) => `<button type="button" data-preset="${index}">${preset.label}</button>`).join('')}
      </div>
    </fieldset>
    <div class="layouts-field">
      <label for="layouts-dim">d <span class="hint">d_model of the tables, head_dim of RoPE</span></label>
      <select id="layouts-dim">${DIMS.map((d) => `<option value="${d}">${d}</option>`).join('')}</select>
    </div>
    <fieldset class="layouts-field">
      <legend>Sinusoid exponent</legend>
      <div class="segmented" id="layouts-exponent">
        <input type="radio" id="layouts-exponent-paper" name="layouts-exponent" value="paper" />
        <label for="layouts-exponent-paper">paper: 2i/d</label>
        <input type="radio" id="layouts-exponent-t2t" name="layouts-exponent" value="tensor2tensor" />
        <label for="layouts-exponent-t2t">tensor2tensor: i/(d/2 − 1)</label>
      </div>
    </fieldset>
    <div class="layouts-field layouts-numbers">
      <label for="layouts-base">sinusoid base n</label>
      <input id="layouts-base" type="number" min="1" max="1000000" step="any" inputmode="decimal"
        aria-describedby="layouts-base-error" />
      <label for="layouts-theta">RoPE θ</label>
      <input id="layouts-theta" type="number" min="1" max="1000000000" step="any" inputmode="decimal"
        aria-describedby="layouts-theta-error" />
      <p class="error" id="layouts-base-error" aria-live="polite"></p>
      <p class="error" id="layouts-theta-error" aria-live="polite"></p>
    </div>
  </div>
  <p class="status" id="layouts-status" role="status"></p>

  <h3 class="view-section-title">Dot products: PE<sub>t</sub> · PE<sub>s</sub> in either layout</h3>
  <div class="scroll-box" tabindex="0" role="group" aria-label="Dot products">
    <table class="number-table layouts-matrix" id="layouts-dots"></table>
  </div>
  <p class="layouts-verdict" id="layouts-dots-verdict"></p>

  <h3 class="view-section-title">RoPE: 'pairs' and 'half' give the same scores once q and k are permuted</h3>
  <div class="scroll-box" tabindex="0" role="group" aria-label="RoPE scores">
    <table class="number-table layouts-matrix" id="layouts-scores"></table>
  </div>
  <div class="layouts-tex" id="layouts-rope-tex" tabindex="0" role="group" aria-label="The largest difference of the scores"></div>
  <p class="layouts-verdict" id="layouts-rope-verdict"></p>

  <h3 class="view-section-title">The third convention: tensor2tensor’s and fairseq’s exponent</h3>
  <div class="scroll-box" tabindex="0" role="group" aria-label="Frequencies under both exponents">
    <table class="number-table" id="layouts-frequencies"></table>
  </div>
  <div class="layouts-tex" id="layouts-lowest-tex" tabindex="0" role="group" aria-label="The lowest frequency under both exponents"></div>

  <h3 class="view-section-title">Who uses which (as of transformers 5)</h3>
  <div class="scroll-box" tabindex="0" role="group" aria-label="Who uses which layout">
    <table class="number-table layouts-usage" id="layouts-usage">
      <thead><tr><th scope="col">code or model</th><th scope="col">layout</th><th scope="col">how the code says it</th><th scope="col">source</th></tr></thead>
      <tbody>
        ${USAGE_ROWS.map(
          (row) =>
            `<tr data-family="${row.family}"><th scope="row">${row.who}</th><td>${row.layout}</td><td>${row.how}</td>` +
            `<td><a href="${row.source.href}">${row.source.label}</a></td></tr>`,
        ).join('')}
      </tbody>
    </table>
  </div>

  <h3 class="view-section-title">What to notice</h3>
  <ul class="layouts-notice" id="layouts-notice"></ul>
  <div class="export-bar layouts-export">
    <div class="export-row">
      <button type="button" class="action" id="layouts-png">Download PNG</button>
      <button type="button" class="action" id="layouts-csv">Download CSV</button>
      <p class="export-status" id="layouts-export-status" role="status"></p>
    </div>
  </div>`;

interface Computed {
  d: number;
  base: number;
  exponent: SinusoidExponent;
  theta: number;
  interleaved: Float32Array;
  split: Float32Array;
  p: Int32Array;
  /** Cells of the split table equal bit for bit to the interleaved cell p moves there. */
  sameCells: number;
  omegas: Float64Array;
  omegasPaper: Float64Array;
  omegasT2t: Float64Array;
  dotsInterleaved: Float32Array;
  dotsSplit: Float32Array;
  dotsLargest: number;
  scoresPairs: Float32Array;
  scoresHalf: Float32Array;
  scoresUnpermuted: Float32Array;
  ropeLargest: number;
  unpermutedLargest: number;
}

function largestDifference(a: Float32Array, b: Float32Array): number {
  let largest = 0;
  for (let k = 0; k < a.length; k++) largest = Math.max(largest, Math.abs(a[k]! - b[k]!));
  return largest;
}

/** q and k for the RoPE comparison, ROWS × d each, in 'pairs' order. */
export function ropeInputs(d: number): { q: Float32Array; k: Float32Array } {
  const values = numpyRand(QK_SEED, 2 * ROWS, d);
  const q = Float32Array.from(values.subarray(0, ROWS * d), (u) => 2 * u - 1);
  const k = Float32Array.from(values.subarray(ROWS * d), (u) => 2 * u - 1);
  return { q, k };
}

/** Rows of x (ROWS × d) with columns moved by p: y[t, k] = x[t, p[k]]. */
function permuteColumns(x: Float32Array, p: Int32Array): Float32Array {
  const d = p.length;
  const y = new Float32Array(x.length);
  for (let t = 0; t < x.length / d; t++) for (let k = 0; k < d; k++) y[t * d + k] = x[t * d + p[k]!]!;
  return y;
}

function compute(state: Readonly<AppState>): Computed {
  const { layoutsDim: d, base, exponent, ropeBase: theta } = state;
  const interleaved = sinusoidal(ROWS, d, { base, exponent, layout: 'interleaved' });
  const split = sinusoidal(ROWS, d, { base, exponent, layout: 'split' });
  const p = ropePermutation(d, 'pairs', 'half');
  let sameCells = 0;
  for (let t = 0; t < ROWS; t++)
    for (let k = 0; k < d; k++) if (Object.is(split[t * d + k], interleaved[t * d + p[k]!])) sameCells++;
  const dotsInterleaved = dotProductMatrix(ROWS, d, { base, exponent, layout: 'interleaved' });
  const dotsSplit = dotProductMatrix(ROWS, d, { base, exponent, layout: 'split' });
  const { q, k } = ropeInputs(d);
  const shape: [number, number, number] = [1, ROWS, d];
  const scoresPairs = attentionScores(q, k, shape, { encoding: 'rope', layout: 'pairs', base: theta });
  const scoresHalf = attentionScores(permuteColumns(q, p), permuteColumns(k, p), shape, {
    encoding: 'rope',
    layout: 'half',
    base: theta,
  });
  const scoresUnpermuted = attentionScores(q, k, shape, { encoding: 'rope', layout: 'half', base: theta });
  return {
    d,
    base,
    exponent,
    theta,
    interleaved,
    split,
    p,
    sameCells,
    omegas: frequencies(d, { base, exponent }),
    omegasPaper: frequencies(d, { base, exponent: 'paper' }),
    omegasT2t: frequencies(d, { base, exponent: 'tensor2tensor' }),
    dotsInterleaved,
    dotsSplit,
    dotsLargest: largestDifference(dotsInterleaved, dotsSplit),
    scoresPairs,
    scoresHalf,
    scoresUnpermuted,
    ropeLargest: largestDifference(scoresPairs, scoresHalf),
    unpermutedLargest: largestDifference(scoresPairs, scoresUnpermuted),
  };
}

/** The spacing of float32 numbers at |x|: the unit in the last place. */
function float32Ulp(x: number): number {
  return x === 0 ? 2 ** -149 : 2 ** (Math.floor(Math.log2(Math.abs(x))) - 23);
}

function matrixHtml(caption: string, values: Float32Array, rowHead: string, colHead: string): string {
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

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const figureBox = part<HTMLDivElement>(panel, '#layouts-figure');
  const svg = part<SVGSVGElement>(panel, '#layouts-svg');
  const shape = part<HTMLSpanElement>(panel, '#layouts-shape');
  const status = part<HTMLParagraphElement>(panel, '#layouts-status');
  const cellBox = part<HTMLDivElement>(panel, '#layouts-cell-tex');
  const omegaBox = part<HTMLDivElement>(panel, '#layouts-omega-tex');
  const permBox = part<HTMLDivElement>(panel, '#layouts-perm-tex');
  const ropeBox = part<HTMLDivElement>(panel, '#layouts-rope-tex');
  const lowestBox = part<HTMLDivElement>(panel, '#layouts-lowest-tex');
  const dotsTable = part<HTMLTableElement>(panel, '#layouts-dots');
  const scoresTable = part<HTMLTableElement>(panel, '#layouts-scores');
  const frequencyTable = part<HTMLTableElement>(panel, '#layouts-frequencies');
  const dotsVerdict = part<HTMLParagraphElement>(panel, '#layouts-dots-verdict');
  const ropeVerdict = part<HTMLParagraphElement>(panel, '#layouts-rope-verdict');
  const notice = part<HTMLUListElement>(panel, '#layouts-notice');
  const dimSelect = part<HTMLSelectElement>(panel, '#layouts-dim');
  const baseInput = part<HTMLInputElement>(panel, '#layouts-base');
  const thetaInput = part<HTMLInputElement>(panel, '#layouts-theta');
  const baseError = part<HTMLParagraphElement>(panel, '#layouts-base-error');
  const thetaError = part<HTMLParagraphElement>(panel, '#layouts-theta-error');
  const exportStatus = part<HTMLParagraphElement>(panel, '#layouts-export-status');
  const field = (name: string): HTMLElement => part<HTMLElement>(panel, `#layouts-readout [data-field="${name}"]`);

  let computed: Computed | null = null;
  let stale = true;
  let lastWidth = 0;
  let cursor: RosettaCell | null = null;
  const figure = new RosettaFigure(svg, (cell) => {
    cursor = cell;
    showCell();
  });
  const frame = context.lifetime.frameScheduler(draw);

  function showCell(): void {
    const current = computed;
    if (!current || !cursor) return;
    const { row, col } = cursor;
    const k = figure.inverse[col]!;
    const { fn, pair } = columnKind('interleaved', current.d, col);
    const omega = current.omegas[pair]!;
    const value = current.interleaved[row * current.d + col]!;
    field('row').textContent = String(row);
    field('col').textContent = String(col);
    field('k').textContent = String(k);
    field('kind').textContent = `${fn}${subscript(pair)}: ${fn}(t·ω${subscript(pair)})`;
    field('omega').textContent = formatNumber(omega, 6);
    field('angle').textContent = formatNumber(row * omega, 6);
    field('value').textContent = formatValue(value, 6);
    field('same').textContent = Object.is(current.split[row * current.d + k], value) ? 'yes' : 'no';
    renderTex(cellBox, cellTex(row, col, k, fn, pair, omega, value), true);
    renderTex(omegaBox, omegaTex(current.exponent, pair, current.d, current.base, omega), true);
  }

  function renderNumbers(current: Computed): void {
    const { d } = current;
    shape.textContent = layoutsShape(store.state);
    renderTex(permBox, permutationTex(current.p), true);

    dotsTable.innerHTML = matrixHtml(
      `PE<sub>t</sub> · PE<sub>s</sub> of the interleaved table, dotProductMatrix(${ROWS}, ${d}, { layout: 'interleaved' })`,
      current.dotsInterleaved,
      't',
      's',
    );
    const dotsUlp = float32Ulp(Math.max(...Array.from(current.dotsInterleaved, Math.abs)));
    dotsVerdict.innerHTML =
      `The same matrix from the split table (<code>layout: 'split'</code>) differs from it by at most ` +
      `<strong data-field="dots-largest">${formatNumber(current.dotsLargest, 3)}</strong> over all ${ROWS * ROWS} entries ` +
      `(one float32 ulp at the largest entry is ${formatNumber(dotsUlp, 3)}).`;

    scoresTable.innerHTML = matrixHtml(
      `(R<sub>m</sub> q<sub>m</sub>) · (R<sub>n</sub> k<sub>n</sub>) / √${d}, attentionScores(q, k, [1, ${ROWS}, ${d}], { encoding: 'rope', layout: 'pairs', base: ${formatNumber(current.theta)} }); q, k seeded (np.random.seed(${QK_SEED}))`,
      current.scoresPairs,
      'm',
      'n',
    );
    const ropeUlp = float32Ulp(Math.max(...Array.from(current.scoresPairs, Math.abs)));
    renderTex(ropeBox, ropeTex(d, current.theta, current.ropeLargest), true);
    ropeVerdict.innerHTML =
      `With q and k permuted by <code>ropePermutation(${d}, 'pairs', 'half')</code> and scored with ` +
      `<code>layout: 'half'</code>, the largest difference is <strong data-field="rope-largest">${formatNumber(current.ropeLargest, 3)}</strong> ` +
      `(float32 rounding: one ulp at the largest score is ${formatNumber(ropeUlp, 3)}). ` +
      `Without the permutation, the same q and k scored with <code>'half'</code> are off by up to ` +
      `<strong data-field="unpermuted-largest">${formatNumber(current.unpermutedLargest, 3)}</strong>: ` +
      `a checkpoint read with the other layout’s code is a different model.`;

    const half = Math.ceil(d / 2);
    const rows = Array.from({ length: half }, (_, i) => {
      const paper = current.omegasPaper[i]!;
      const t2t = current.omegasT2t[i]!;
      return (
        `<tr data-pair="${i}"><th scope="row">${i}</th><td data-field="paper">${formatNumber(paper, 6)}</td>` +
        `<td data-field="t2t">${formatNumber(t2t, 6)}</td><td>${formatNumber(t2t / paper, 4)}</td></tr>`
      );
    }).join('');
    frequencyTable.innerHTML =
      `<caption>ω<sub>i</sub> from frequencies(${d}, { base: ${formatNumber(current.base)}, exponent })</caption>` +
      `<thead><tr><th scope="col">pair i</th><th scope="col">paper n<sup>−2i/d</sup></th>` +
      `<th scope="col">tensor2tensor n<sup>−i/(d/2−1)</sup></th><th scope="col">ratio</th></tr></thead><tbody>${rows}</tbody>`;
    renderTex(
      lowestBox,
      lowestTex(d, current.base, current.omegasPaper[half - 1]!, current.omegasT2t[half - 1]!),
      true,
    );

    const firstDiffering = Array.from(current.omegasPaper).findIndex(
      (w, i) => Math.abs(w - current.omegasT2t[i]!) > 1e-12 * w,
    );
    const items = [
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
    notice.innerHTML = items.map((item) => `<li>${item}</li>`).join('');
  }

  function showControls(state: Readonly<AppState>): void {
    dimSelect.value = String(state.layoutsDim);
    for (const input of panel.querySelectorAll<HTMLInputElement>('input[name="layouts-exponent"]'))
      input.checked = input.value === state.exponent;
    if (focusedElement(panel) !== baseInput && baseInput.getAttribute('aria-invalid') !== 'true')
      baseInput.value = String(state.base);
    if (focusedElement(panel) !== thetaInput && thetaInput.getAttribute('aria-invalid') !== 'true')
      thetaInput.value = String(state.ropeBase);
  }

  function draw(): void {
    if (panel.hidden) return;
    if (stale) {
      stale = false;
      try {
        computed = compute(store.state);
        status.textContent = '';
      } catch (error) {
        computed = null;
        status.textContent =
          error instanceof Error ? error.message.replace('positional-encoding: ', '') : String(error);
      }
      if (computed) {
        figure.setData({
          rows: ROWS,
          d: computed.d,
          interleaved: computed.interleaved,
          split: computed.split,
          p: computed.p,
        });
        renderNumbers(computed);
      }
    }
    if (!computed) return;
    lastWidth = figureBox.clientWidth;
    figure.draw(lastWidth);
    if (cursor) {
      cursor = { row: Math.min(cursor.row, ROWS - 1), col: Math.min(cursor.col, computed.d - 1) };
      figure.show(cursor);
    } else {
      // Opens on the cell the first notice talks about: position 1, the first cosine (column 1).
      figure.show({ row: 1, col: Math.min(1, computed.d - 1) });
    }
    panel.dataset.ready = 'true';
  }

  function schedule(changed: boolean): void {
    if (changed) stale = true;
    frame.schedule();
  }

  for (const button of panel.querySelectorAll<HTMLButtonElement>('#layouts-presets button'))
    button.addEventListener('click', () => {
      const preset = PRESETS[Number(button.dataset.preset)]!;
      for (const [input, error] of [
        [baseInput, baseError],
        [thetaInput, thetaError],
      ] as const) {
        input.setAttribute('aria-invalid', 'false');
        error.textContent = '';
      }
      store.update(preset.values);
    });
  dimSelect.addEventListener('change', () => store.update({ layoutsDim: Number(dimSelect.value) }));
  for (const input of panel.querySelectorAll<HTMLInputElement>('input[name="layouts-exponent"]'))
    input.addEventListener('change', () => store.update({ exponent: input.value as SinusoidExponent }));
  const numberInput = (
    input: HTMLInputElement,
    error: HTMLParagraphElement,
    max: number,
    apply: (value: number) => void,
  ): void => {
    input.addEventListener('input', () => {
      const value = Number(input.value);
      const ok = input.value.trim() !== '' && Number.isFinite(value) && value > 1 && value <= max;
      input.setAttribute('aria-invalid', String(!ok));
      error.textContent = ok
        ? ''
        : `${input.value || 'empty'} is not allowed: use a number greater than 1 and at most ${max}.`;
      if (ok) apply(value);
    });
  };
  numberInput(baseInput, baseError, 1e6, (base) => store.update({ base }));
  numberInput(thetaInput, thetaError, 1e9, (ropeBase) => store.update({ ropeBase }));

  part<HTMLButtonElement>(panel, '#layouts-png').addEventListener('click', async () => {
    if (!computed) return;
    const blob = await figurePng({
      width: Number(svg.getAttribute('width')),
      height: Number(svg.getAttribute('height')),
      background: getComputedStyle(panel).backgroundColor,
      overlay: svg,
      drawCells: () => undefined,
    });
    const name = `layouts-d${computed.d}-n${computed.base}-${computed.exponent}.png`;
    downloadBlob(blob, name);
    exportStatus.textContent = `Saved ${name}`;
  });
  part<HTMLButtonElement>(panel, '#layouts-csv').addEventListener('click', () => {
    if (!computed) return;
    const current = computed;
    const { d } = current;
    const lines = [['table', 'row', ...Array.from({ length: d }, (_, k) => `c${k}`)].join(',')];
    for (const [name, values] of [
      ['interleaved', current.interleaved],
      ['split', current.split],
    ] as const)
      for (let t = 0; t < ROWS; t++) lines.push([name, t, ...values.subarray(t * d, (t + 1) * d)].join(','));
    lines.push(['permutation', '', ...current.p].join(','));
    const name = `layouts-d${d}-n${current.base}-${current.exponent}.csv`;
    downloadBlob(new Blob([`${lines.join('\n')}\n`], { type: 'text/csv;charset=utf-8' }), name);
    exportStatus.textContent = `Saved ${name}`;
  });

  context.lifetime.observeResize(figureBox, () => {
    if (figureBox.clientWidth !== lastWidth) schedule(false);
  });

  showControls(store.state);
  schedule(true);
  return {
    update(state, changed) {
      const keys: (keyof AppState)[] = ['layoutsDim', 'base', 'exponent', 'ropeBase'];
      if (keys.some((key) => changed.has(key))) {
        showControls(state);
        schedule(true);
      }
    },
    shown: () => schedule(false),
  };
}

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const layoutsPanel: ViewPanel = { template: TEMPLATE, styles: [layoutsCss], mount };
