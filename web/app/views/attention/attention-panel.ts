// The attention lab: the blog post's four terms of a score (attentionDecomposition) for the
// documents' tokens with seeded W_q, W_k; the same tokens' scores and softmax weights under no
// encoding, the sinusoid added, RoPE, ALiBi and T5 (attentionScores); what swapping two words does
// to each; and the two questions the blog post leaves open, answered with the core's numbers.
import {
  addPositionalEncoding,
  attentionDecomposition,
  attentionScores,
  sinusoidal,
  type AttentionDecomposition,
} from 'positional-encoding';
import { part } from '../../dom.js';
import { LabelledGrid } from '../../figures/labelled-grid.js';
import { LinePlot, plotFrame, type LineSeries } from '../../figures/line-plot.js';
import { seriesClass } from '../../figures/series-colours.js';
import { formatNumber } from '../../format.js';
import { renderTex } from '../../tex.js';
import { downloadBlob } from '../../export/download.js';
import { figurePng } from '../../export/figure-png.js';
import type { Store } from '../../state/app-state.js';
import { SETTINGS } from '../../state/settings.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import {
  ALIBI_HEADS,
  identity,
  LAB_D_MODEL,
  LAB_HEAD_DIM,
  labTokens,
  project,
  swapTokens,
  T5_BUCKETS,
  T5_TABLE,
  tile,
  W_K,
  W_Q,
  type LabTokens,
} from './lab-data.js';
import { attentionFirstFrame, FIRST_SECTION, gridBox, gridWidth, termsNote, TERMS } from './first-frame.js';
import { nextTask } from '../../after-paint.js';

type TermKey = (typeof TERMS)[number][0];

export const ENCODINGS = [
  ['none', 'No encoding'],
  ['sinusoid', 'Sinusoid added'],
  ['rope', 'RoPE'],
  ['alibi', 'ALiBi (head 1 of 8)'],
  ['t5', 'T5 (seeded table)'],
] as const;
type EncodingKey = (typeof ENCODINGS)[number][0];

/** The fixed distance j − i slid along in "is the sinusoid relative?", and how far. */
export const SLIDE_DISTANCE = 3;
export const SLIDE_POSITIONS = 24;

/** Its first section is the first frame the explorer draws before this code has come (first-frame.ts). */
const TEMPLATE = `${FIRST_SECTION}

  <form class="lab-controls" id="lab-controls" aria-label="Attention lab settings">
    <div class="lab-field">
      <label for="lab-input">Tokens</label>
      <select id="lab-input">
        <option value="john">“John likes Jane” (textbook)</option>
        <option value="seq1">article, sequence 1 of 3</option>
        <option value="seq2">article, sequence 2 of 3</option>
        <option value="seq3">article, sequence 3 of 3</option>
      </select>
    </div>
    <div class="lab-field">
      <label for="lab-base">base n</label>
      <select id="lab-base"><option value="100">100</option><option value="10000">10000</option></select>
    </div>
    <div class="lab-field">
      <label for="lab-show">Show</label>
      <select id="lab-show"><option value="scores">scores</option><option value="weights">softmax weights</option></select>
    </div>
    <div class="lab-field lab-check">
      <input type="checkbox" id="lab-swap" />
      <label for="lab-swap">Swap the first and last word</label>
    </div>
  </form>
  <section aria-labelledby="lab-encodings-title">
    <h3 id="lab-encodings-title">The same tokens under five encodings</h3>
    <p class="lab-note" id="lab-encodings-note"></p>
    <div class="lab-grids">${ENCODINGS.map(([key, title]) => gridBox(`lab-enc-${key}`, title)).join('')}</div>
    <div class="lab-table-scroll" tabindex="0" role="region" aria-label="Swap table"><table class="lab-table" id="lab-swap-table">
      <caption>Swap the first and last word: does the encoding notice? (largest change of a score, once the rows and columns are put back in the old order)</caption>
      <thead><tr><th scope="col">encoding</th><th scope="col">largest change</th><th scope="col">notices the order?</th></tr></thead>
      <tbody></tbody>
    </table></div>
  </section>

  <section aria-labelledby="lab-concat-title">
    <h3 id="lab-concat-title">Add or concatenate?</h3>
    <p class="lab-note" id="lab-concat-note"></p>
    <div class="lab-grids">${TERMS.map(([key, , title]) => gridBox(`lab-cat-${key}`, `[x; e]: ${title}`)).join('')}</div>
  </section>

  <section aria-labelledby="lab-relative-title">
    <h3 id="lab-relative-title">Is the sinusoid relative?</h3>
    <p class="lab-note" id="lab-relative-note"></p>
    <div class="lab-plot" id="lab-relative-box" role="img" aria-labelledby="lab-relative-title">
      <svg id="lab-relative" aria-hidden="true"></svg>
    </div>
    <div class="lab-table-scroll" tabindex="0" role="region" aria-label="Slide table"><table class="lab-table" id="lab-relative-table">
      <caption>The score at (i, i + ${SLIDE_DISTANCE}) for i = 0 … ${SLIDE_POSITIONS - SLIDE_DISTANCE - 1}</caption>
      <thead><tr><th scope="col">score</th><th scope="col">smallest</th><th scope="col">largest</th><th scope="col">spread</th></tr></thead>
      <tbody></tbody>
    </table></div>
  </section>

  <section aria-labelledby="lab-notice-title">
    <h3 id="lab-notice-title">What to notice</h3>
    <ul class="lab-notice">
      <li>Only the sum is what attention uses; the four terms show where it comes from. The first has no
        position in it; the cross terms mix a word with a place; the fourth is positions alone.</li>
      <li>Without an encoding, swapping two words only swaps rows and columns: the model cannot tell the
        sentences apart. Every encoding here notices, except ALiBi's symmetric bias on a three-word
        sentence, whose distances read the same backwards.</li>
      <li>Concatenating [x; e] instead of adding makes the cross terms exactly 0: the score is content plus
        position, and the model pays with twice the dimensions.</li>
      <li>e<sub>i</sub> · e<sub>j</sub> depends only on j − i, but through learned W<sub>q</sub>, W<sub>k</sub>
        the fourth term does not: it changes as i and j slide together. RoPE's score does not: that is
        the reason RoPE exists.</li>
    </ul>
  </section>`;

interface LabResult {
  tokens: LabTokens;
  terms: AttentionDecomposition;
  concat: AttentionDecomposition;
  encodings: Record<EncodingKey, Float32Array>;
  changes: Record<EncodingKey, number>;
  slide: { label: string; values: number[] }[];
}

/** Scores (or weights) of `tokens` under every encoding. */
export function encodingScores(tokens: LabTokens, base: number, softmax: boolean): Record<EncodingKey, Float32Array> {
  const L = tokens.words.length;
  const shape: [number, number, number] = [1, L, LAB_HEAD_DIM];
  const q = project(tokens.x, L, W_Q, LAB_HEAD_DIM);
  const k = project(tokens.x, L, W_K, LAB_HEAD_DIM);
  const withPe = addPositionalEncoding(tokens.x, [1, L, LAB_D_MODEL], { base });
  const qp = project(withPe, L, W_Q, LAB_HEAD_DIM);
  const kp = project(withPe, L, W_K, LAB_HEAD_DIM);
  const alibi = attentionScores(tile(q, ALIBI_HEADS), tile(k, ALIBI_HEADS), [ALIBI_HEADS, L, LAB_HEAD_DIM], {
    encoding: 'alibi',
    mode: 'symmetric',
    softmax,
  });
  return {
    none: attentionScores(q, k, shape, { softmax }),
    sinusoid: attentionScores(qp, kp, shape, { softmax }),
    rope: attentionScores(q, k, shape, { encoding: 'rope', base, softmax }),
    alibi: alibi.slice(0, L * L),
    t5: attentionScores(q, k, shape, { encoding: 't5', bias: T5_TABLE, numBuckets: T5_BUCKETS, softmax }),
  };
}

/** [x; 0] and [0; e]: each row padded to twice the width, x in the first half, e in the second. */
function halves(values: Float32Array, rows: number, width: number, second: boolean): Float32Array {
  const out = new Float32Array(rows * 2 * width);
  for (let r = 0; r < rows; r++)
    out.set(values.subarray(r * width, (r + 1) * width), r * 2 * width + (second ? width : 0));
  return out;
}

/** diag(W, W): the concatenated input's projection, W acting on each half. */
function blockDiagonal(w: Float32Array, rows: number, cols: number): Float32Array {
  const out = new Float32Array(4 * rows * cols);
  for (let r = 0; r < rows; r++) {
    out.set(w.subarray(r * cols, (r + 1) * cols), r * 2 * cols);
    out.set(w.subarray(r * cols, (r + 1) * cols), (rows + r) * 2 * cols + cols);
  }
  return out;
}

function computeLab(input: LabTokens, base: number, softmax: boolean, swap: boolean): LabResult {
  const L = input.words.length;
  const tokens = swap ? swapTokens(input, 0, L - 1) : input;
  const pe = sinusoidal(L, LAB_D_MODEL, { base });
  const terms = attentionDecomposition(tokens.x, pe, W_Q, W_K, [L, LAB_D_MODEL, LAB_HEAD_DIM]);
  const concat = attentionDecomposition(
    halves(tokens.x, L, LAB_D_MODEL, false),
    halves(pe, L, LAB_D_MODEL, true),
    blockDiagonal(W_Q, LAB_D_MODEL, LAB_HEAD_DIM),
    blockDiagonal(W_K, LAB_D_MODEL, LAB_HEAD_DIM),
    [L, 2 * LAB_D_MODEL, 2 * LAB_HEAD_DIM],
  );
  const encodings = encodingScores(tokens, base, softmax);
  const other = encodingScores(swapTokens(tokens, 0, L - 1), base, softmax);
  // Position of each token in the other order: the swap exchanges 0 and L − 1.
  const moved = (i: number) => (i === 0 ? L - 1 : i === L - 1 ? 0 : i);
  const changes = Object.fromEntries(
    ENCODINGS.map(([key]) => {
      let largest = 0;
      for (let i = 0; i < L; i++)
        for (let j = 0; j < L; j++)
          largest = Math.max(largest, Math.abs(other[key][moved(i) * L + moved(j)]! - encodings[key][i * L + j]!));
      return [key, largest];
    }),
  ) as Record<EncodingKey, number>;

  // Slide i and j = i + k together: e W_q · e W_k with W = I and with the seeded W, and RoPE's
  // score of the first token's q against the second token's k placed at i and i + k.
  const n = SLIDE_POSITIONS;
  const slidePe = sinusoidal(n, LAB_D_MODEL, { base });
  const zeros = new Float32Array(n * LAB_D_MODEL);
  const eye = identity(LAB_D_MODEL);
  const plain = attentionDecomposition(zeros, slidePe, eye, eye, [n, LAB_D_MODEL, LAB_D_MODEL]).positionPosition;
  const seeded = attentionDecomposition(zeros, slidePe, W_Q, W_K, [n, LAB_D_MODEL, LAB_HEAD_DIM]).positionPosition;
  const q = project(tokens.x, L, W_Q, LAB_HEAD_DIM).slice(0, LAB_HEAD_DIM);
  const k = project(tokens.x, L, W_K, LAB_HEAD_DIM).slice(LAB_HEAD_DIM, 2 * LAB_HEAD_DIM);
  const rope = attentionScores(tile(q, n), tile(k, n), [1, n, LAB_HEAD_DIM], { encoding: 'rope', base });
  const diagonal = (m: Float32Array) =>
    Array.from({ length: n - SLIDE_DISTANCE }, (_, i) => m[i * n + i + SLIDE_DISTANCE]!);
  return {
    tokens,
    terms,
    concat,
    encodings,
    changes,
    slide: [
      { label: 'e_i · e_j (W = I)', values: diagonal(plain) },
      { label: 'e_i W_q · e_j W_k (seeded)', values: diagonal(seeded) },
      { label: `RoPE: “${tokens.words[0]}” · “${tokens.words[1]}”`, values: diagonal(rope) },
    ],
  };
}

/** The line plot's frame in `width` px. */
const slideFrame = (width: number) =>
  plotFrame(width, { aspect: 0.38, minHeight: 170, maxHeight: 260, rightMargin: 12 });

const signed = (value: number, digits = 3): string => formatNumber(value, digits).replace('-', '−');

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const readout = new Map<string, HTMLElement>();
  for (const cell of panel.querySelectorAll<HTMLElement>('#lab-readout [data-field]'))
    readout.set(cell.dataset.field!, cell);
  const setField = (field: string, text: string) => (readout.get(field)!.textContent = text);
  let result: LabResult | null = null;
  let frame = 0;
  let lastWidth = 0;

  const formula = part<HTMLDivElement>(panel, '#lab-formula');
  /** The score of (i, j) as its four terms and their total, every number from the decomposition. */
  const showFormula = (terms: AttentionDecomposition, i: number, j: number, concatenated: boolean): void => {
    const at = i * (result?.tokens.words.length ?? 0) + j;
    const n = (v: Float32Array) => formatNumber(v[at]!, 4);
    const e = concatenated ? String.raw`[x;e]` : String.raw`(x+e)`;
    renderTex(
      formula,
      String.raw`\frac{${e}_{${i}} W_q \cdot ${e}_{${j}} W_k}{\sqrt{${concatenated ? 2 * LAB_HEAD_DIM : LAB_HEAD_DIM}}} = ` +
        `${n(terms.contentContent)} + (${n(terms.contentPosition)}) + (${n(terms.positionContent)}) + (${n(terms.positionPosition)}) = ${n(terms.total)}`,
      true,
    );
  };
  const grids = new Map<string, { grid: LabelledGrid; values: () => Float32Array | null; name: string }>();
  const addGrid = (id: string, name: string, values: () => Float32Array | null): void => {
    const grid = new LabelledGrid(
      part(panel, `#${id}`),
      ({ pos: i, dimension: j }) => {
        const shown = values();
        if (!shown || !result) return;
        setField('figure', name);
        setField('query', `${i} “${result.tokens.words[i]}”`);
        setField('key', `${j} “${result.tokens.words[j]}”`);
        setField('value', signed(shown[i * result.tokens.words.length + j]!, 7));
        showFormula(id.startsWith('lab-cat-') ? result.concat : result.terms, i, j, id.startsWith('lab-cat-'));
      },
      { maxCell: 42, minCell: 16 },
    );
    grid.focusTarget.setAttribute('aria-describedby', 'lab-help');
    grids.set(id, { grid, values, name });
  };
  for (const [key, , title] of TERMS) {
    addGrid(`lab-term-${key}`, `added: ${title}`, () => result?.terms[key as TermKey] ?? null);
    addGrid(`lab-cat-${key}`, `concatenated: ${title}`, () => result?.concat[key as TermKey] ?? null);
  }
  for (const [key, title] of ENCODINGS) addGrid(`lab-enc-${key}`, title, () => result?.encodings[key] ?? null);
  const slidePlot = new LinePlot(part(panel, '#lab-relative'), { x: 'i (j = i + 3)', y: 'score' });

  const inputs = {
    input: part<HTMLSelectElement>(panel, '#lab-input'),
    base: part<HTMLSelectElement>(panel, '#lab-base'),
    show: part<HTMLSelectElement>(panel, '#lab-show'),
    swap: part<HTMLInputElement>(panel, '#lab-swap'),
  };
  const showInputs = (): void => {
    const state = store.state;
    inputs.input.value = state.labInput;
    inputs.base.value = String(state.exampleBase);
    inputs.show.value = state.labShow;
    inputs.swap.checked = state.labSwap === 'on';
  };

  function drawGrids(ids: string[], width: number, signedScale: boolean): void {
    if (!result) return;
    const L = result.tokens.words.length;
    let extent = 0;
    for (const id of ids) for (const v of grids.get(id)!.values()!) extent = Math.max(extent, Math.abs(v));
    extent ||= 1;
    const cellWidth = gridWidth(width, ids.length, L);
    for (const id of ids) {
      const { grid, values, name } = grids.get(id)!;
      const shown = values()!;
      grid.draw(
        {
          rowLabels: result.tokens.words,
          colLabels: result.tokens.words,
          unit: (i, j) => (signedScale ? 0.5 + shown[i * L + j]! / (2 * extent) : shown[i * L + j]! / extent),
          text: (i, j) => signed(shown[i * L + j]!, 2),
          label: `${name}, ${L} × ${L}, queries down, keys across`,
        },
        cellWidth,
      );
      if (grid.cursor.current) grid.show(grid.cursor.current);
    }
  }

  /** The first section: the four terms, their sum, the note and the opening cell's readout. */
  function drawTerms(result: LabResult, base: number, width: number): void {
    part(panel, '#lab-terms-note').textContent = termsNote(result.tokens.words, base);
    drawGrids(
      TERMS.map(([key]) => `lab-term-${key}`),
      width,
      true,
    );
    // Open on the sum's last cell of the first row: the first word looking at the last.
    const total = grids.get('lab-term-total')!.grid;
    if (!total.cursor.current) total.show({ pos: 0, dimension: result.tokens.words.length - 1 });
  }

  function drawEncodings(result: LabResult, softmax: boolean, width: number): void {
    part(panel, '#lab-encodings-note').textContent =
      `${softmax ? 'Softmax weights (each row sums to 1), colours from 0 to the largest' : 'Scores q · k / √4, one colour scale symmetric about 0'}. ` +
      'RoPE rotates q and k by their positions; ALiBi adds −m·|i − j| (head 1 of 8, m = 1/2, the encoder’s symmetric form); T5 adds a learned number per bucket (here seeded: np.random.seed(16)).';
    drawGrids(
      ENCODINGS.map(([key]) => `lab-enc-${key}`),
      width,
      !softmax,
    );
    part(panel, '#lab-swap-table tbody').innerHTML = ENCODINGS.map(
      ([key, title]) =>
        `<tr data-encoding="${key}"><th scope="row">${title}</th><td data-field="change">${result.changes[key] === 0 ? '0' : signed(result.changes[key], 3)}</td><td data-field="verdict">${result.changes[key] > 1e-6 ? 'yes' : 'no'}</td></tr>`,
    ).join('');
  }

  function drawConcat(result: LabResult, width: number): void {
    const concatCross = Math.max(...[...result.concat.contentPosition, ...result.concat.positionContent].map(Math.abs));
    const addCross = Math.max(...[...result.terms.contentPosition, ...result.terms.positionContent].map(Math.abs));
    part(panel, '#lab-concat-note').textContent =
      `With [x; e] (${2 * LAB_D_MODEL} dimensions, W acting on each half) the cross terms are exactly ${signed(concatCross)} ` +
      `(added: up to ${signed(addCross)}), and the sum is content · content plus position · position. ` +
      `The price: d_model ${LAB_D_MODEL} → ${2 * LAB_D_MODEL} and head_dim ${LAB_HEAD_DIM} → ${2 * LAB_HEAD_DIM}, so each score is divided by √${2 * LAB_HEAD_DIM}.`;
    drawGrids(
      TERMS.map(([key]) => `lab-cat-${key}`),
      width,
      true,
    );
  }

  function drawSlide(result: LabResult, base: number, width: number): void {
    part(panel, '#lab-relative-note').textContent =
      `Slide i and j = i + ${SLIDE_DISTANCE} together over ${SLIDE_POSITIONS} positions (n = ${base}). ` +
      'e_i · e_j stays put: it depends only on j − i. Through the seeded W_q, W_k the position · position term moves: ' +
      'W_qᵀW_k does not commute with the rotations. RoPE’s score of the same two tokens stays put.';
    const frameBox = slideFrame(width);
    const all = result.slide.flatMap((s) => s.values);
    const low = Math.min(...all);
    const high = Math.max(...all);
    const pad = (high - low) * 0.08 || 0.5;
    const series: LineSeries[] = result.slide.map((s, slot) => ({
      key: String(slot),
      slot,
      firstX: 0,
      count: s.values.length,
      value: (k) => s.values[k]!,
    }));
    part<HTMLElement>(panel, '#lab-relative-box').style.height = `${frameBox.height}px`;
    slidePlot.draw(
      frameBox,
      series,
      [0, SLIDE_POSITIONS - SLIDE_DISTANCE - 1],
      [low - pad, high + pad],
      [low, (low + high) / 2, high].map((v) => Number(v.toPrecision(2))),
    );
    part(panel, '#lab-relative-table tbody').innerHTML = result.slide
      .map((s, slot) => {
        const min = Math.min(...s.values);
        const max = Math.max(...s.values);
        return `<tr class="${seriesClass(slot)}" data-series="${slot}"><th scope="row"><span class="series-swatch"></span> ${s.label.replaceAll('<', '&lt;')}</th><td data-field="min">${signed(min, 7)}</td><td data-field="max">${signed(max, 7)}</td><td data-field="spread">${signed(max - min, 3)}</td></tr>`;
      })
      .join('');
  }

  // The sections each later step of the first draw shows, hidden until then; the first
  // section's matrices give the width every section is drawn for (the sections are as wide).
  const laterSections = [['lab-encodings-title'], ['lab-concat-title'], ['lab-relative-title', 'lab-notice-title']].map(
    (titles) => titles.map((title) => part<HTMLElement>(panel, `section[aria-labelledby="${title}"]`)),
  );
  for (const section of laterSections.flat()) section.hidden = true;
  const widthBox = part<HTMLElement>(panel, '.lab-grids');

  /** Which draw is the latest: a first draw's later steps stop when another draw has begun. */
  let drawing = 0;

  function draw(): void {
    frame = 0;
    if (panel.hidden) return;
    const state = store.state;
    const base = state.exampleBase;
    const softmax = state.labShow === 'weights';
    const current = computeLab(labTokens(state.labInput), base, softmax, state.labSwap === 'on');
    result = current;
    const width = widthBox.clientWidth;
    lastWidth = width;
    const steps = [
      () => drawTerms(current, base, width),
      () => drawEncodings(current, softmax, width),
      () => drawConcat(current, width),
      () => drawSlide(current, base, width),
    ];
    const run = ++drawing;
    if (panel.dataset.ready === 'true') {
      for (const step of steps) step();
      return;
    }
    // The first draw, in steps of their own tasks (issue 31: no first draw over 50 ms of the main
    // thread at a time): the first screen's figure first; each section under it is shown once its
    // step has drawn it (hidden from mount() on, it costs no layout and moves nothing above it).
    steps[0]!();
    void (async () => {
      for (const [index, step] of steps.slice(1).entries()) {
        await nextTask();
        if (run !== drawing || ended) return;
        step();
        for (const section of laterSections[index]!) section.hidden = false;
      }
      panel.dataset.ready = 'true';
    })();
  }

  const schedule = (): void => {
    if (frame === 0) frame = requestAnimationFrame(draw);
  };
  inputs.input.addEventListener('change', () =>
    store.update({ labInput: SETTINGS.labInput.parse(inputs.input.value) }),
  );
  inputs.base.addEventListener('change', () =>
    store.update({ exampleBase: SETTINGS.exampleBase.parse(inputs.base.value) }),
  );
  inputs.show.addEventListener('change', () => store.update({ labShow: SETTINGS.labShow.parse(inputs.show.value) }));
  inputs.swap.addEventListener('change', () => store.update({ labSwap: inputs.swap.checked ? 'on' : 'off' }));
  part(panel, '#lab-controls').addEventListener('submit', (event) => event.preventDefault());
  panel.addEventListener('click', (event) => {
    const action = (event.target as HTMLElement).closest<HTMLElement>('[data-export]')?.dataset.export;
    if (!action || !result) return;
    const state = store.state;
    const stem = `attention-${state.labInput}-n${state.exampleBase}${state.labSwap === 'on' ? '-swapped' : ''}`;
    if (action === 'png') {
      const svg = part<SVGSVGElement>(panel, '#lab-term-total');
      const [width, height] = [Number(svg.getAttribute('width')), Number(svg.getAttribute('height'))];
      const background = getComputedStyle(panel).backgroundColor || '#fff';
      void figurePng({ width, height, background, overlay: svg, drawCells: () => {} }).then((blob) =>
        downloadBlob(blob, `${stem}-sum.png`),
      );
    }
    if (action === 'csv') {
      const words = result.tokens.words;
      const lines = ['matrix,query,key,value'];
      for (const { name, values } of grids.values()) {
        const shown = values()!;
        words.forEach((_, i) =>
          words.forEach((_, j) => lines.push(`"${name}",${i},${j},${shown[i * words.length + j]!.toPrecision(9)}`)),
        );
      }
      downloadBlob(
        new Blob([`${lines.join('\n')}\n`], { type: 'text/csv;charset=utf-8' }),
        `${stem}-${state.labShow}.csv`,
      );
    }
  });
  context.lifetime.observeResize(widthBox, () => {
    if (widthBox.clientWidth !== lastWidth) schedule();
  });
  let ended = false;
  context.lifetime.onEnd(() => {
    ended = true;
    cancelAnimationFrame(frame);
  });
  showInputs();
  schedule();
  const keys = ['labInput', 'labShow', 'labSwap', 'exampleBase'] as const;
  return {
    update(_state, changed) {
      if (!keys.some((key) => changed.has(key))) return;
      showInputs();
      schedule();
    },
    shown: schedule,
  };
}

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const attentionPanel: ViewPanel = { template: TEMPLATE, styles: attentionFirstFrame.styles, mount };
