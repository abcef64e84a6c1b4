// The distance view's panel: its markup and the code that wires it. Its description (distance-view.ts) is
// in the explorer's first chunk; this is a chunk of its own, fetched when the view is first shown.
// The relative-distance view: PE_t·PE_s for every pair of positions (dotProductMatrix(), the
// shared d_model / n / layout and L capped at MAX_POSITIONS) as a heatmap, and its diagonals
// PE_t·PE_{t+k} drawn against t for a few distances k: flat lines at Σ_i cos(ω_i·k), as the
// identity says. The attention score's four terms show where this matrix enters a transformer.
import { dotProductMatrix, frequencies } from 'positional-encoding';
import type { AppState, Store } from '../../state/app-state.js';
import { formatNumber } from '../../format.js';
import { createCellCursor, type Cell } from '../../figures/cell-cursor.js';
import { Heatmap } from '../../figures/heatmap.js';
import { LinePlot, plotFrame, type LineSeries } from '../../figures/line-plot.js';
import { SERIES_SLOTS, seriesClass } from '../../figures/series-colours.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { distanceShape, MAX_POSITIONS } from './distance-view.js';
import { closedForm, diagonalStats, parseDistances, type DiagonalStats } from './diagonals.js';
import { DECOMPOSITION, IDENTITY, renderFormula } from './formulas.js';
import { addPrebuiltTex } from '../../tex.js';
import prebuiltTex, { css as prebuiltTexCss } from 'virtual:prebuilt-tex/distance';
import { createMatrixFrame, layoutMatrix } from './matrix-figure.js';
import { inputWords } from '../../figures/input-words/input-words.js';
import { part } from '../../dom.js';
import inputWordsCss from '../../figures/input-words/input-words.css?inline';
import distanceCss from './distance.css?inline';

const DEFAULT_DISTANCES = [1, 2, 5, 10, 50];

const TEMPLATE = `
  <p class="distance-cap" id="distance-cap"></p>
  <dl class="readout distance-readout" id="distance-readout" aria-live="polite" aria-atomic="true">
    <div><dt>t</dt><dd data-field="t">–</dd></div>
    <div><dt>s</dt><dd data-field="s">–</dd></div>
    <div><dt>k = s − t</dt><dd data-field="k">–</dd></div>
    <div class="value"><dt>PE<sub>t</sub> · PE<sub>s</sub></dt><dd data-field="value">–</dd></div>
    <div><dt>Σ<sub>i</sub> cos(ω<sub>i</sub> k)</dt><dd data-field="closed-form">–</dd></div>
    <div><dt>difference</dt><dd data-field="difference">–</dd></div>
  </dl>
  <div class="figure-frame" id="distance-figure" data-first-screen>
    <canvas id="distance-heatmap" class="figure-canvas" tabindex="0" role="application"
      aria-roledescription="heatmap" aria-describedby="distance-help"></canvas>
    <svg id="distance-overlay" class="figure-overlay" aria-hidden="true"></svg>
  </div>
  <p class="distance-scale" id="distance-scale"></p>
  <p class="help" id="distance-help">
    ${inputWords(
      'Hover a cell, or focus the heatmap and use the arrow keys (Page Up/Down and Home/End jump).',
      'Tap a cell, or drag across the heatmap, to read it.',
    )}
    <span id="distance-reading"></span>
  </p>
  <p class="status" id="distance-status" role="status"></p>

  <h3 class="view-section-title" id="distance-diagonals-title">Along a diagonal: PE<sub>t</sub> · PE<sub>t+k</sub> against t</h3>
  <div class="distance-identity" id="distance-identity"></div>
  <p class="distance-odd" id="distance-odd" hidden></p>
  <div class="distance-field">
    <label class="field-label" for="distance-ks">Distances k <span class="hint">up to 8, e.g. 1, 2, 5, 10, 50</span></label>
    <input id="distance-ks" class="number-list" type="text" autocomplete="off" spellcheck="false" aria-describedby="distance-ks-error" />
    <p class="error" id="distance-ks-error" aria-live="polite"></p>
  </div>
  <div class="distance-curves" id="distance-curves" role="img" aria-labelledby="distance-diagonals-title">
    <svg id="distance-curves-svg" class="distance-curves-svg" aria-hidden="true"></svg>
  </div>
  <div class="scroll-box distance-table-wrap">
    <table class="number-table distance-table" id="distance-table">
      <caption>Each diagonal of the matrix against the closed form, for every t it holds</caption>
      <thead>
        <tr>
          <th scope="col">k</th>
          <th scope="col">t</th>
          <th scope="col">closed form Σ<sub>i</sub> cos(ω<sub>i</sub> k)</th>
          <th scope="col">max over t of |PE<sub>t</sub> · PE<sub>t+k</sub> − Σ<sub>i</sub> cos(ω<sub>i</sub> k)|</th>
        </tr>
      </thead>
      <tbody></tbody>
    </table>
  </div>

  <h3 class="view-section-title">Where it enters attention</h3>
  <p class="distance-attention">
    With positions added to the token embeddings x, the score between a query at position i and a
    key at position j splits into four terms (W = W<sub>Q</sub>W<sub>K</sub><sup>⊤</sup>, rows as vectors):
  </p>
  <div class="distance-decomposition" id="distance-decomposition"></div>
  <p class="distance-attention">
    The first term holds no position, the second and third one position each; only the fourth,
    e<sub>i</sub> W e<sub>j</sub><sup>⊤</sup>, involves both. With W = I it is exactly the matrix
    above, e<sub>i</sub> · e<sub>j</sub>, which depends only on j − i. A learned W weighs and mixes
    the columns, so in a trained model the fourth term is this matrix seen through W.
  </p>`;

interface Computed {
  size: number;
  dModel: number;
  base: number;
  /** ⌈d_model/2⌉, the largest a product can be: the diagonal curves' scale. */
  half: number;
  /** The largest |PE_t · PE_s| in the matrix: the colours run from −extent to extent. */
  extent: number;
  /** Complete sin/cos pairs, ⌊d_model/2⌋. */
  pairs: number;
  omega: Float64Array;
  matrix: Float32Array;
}

/** The smallest and largest value of the matrix (what the colour scale must cover). */
function valueRange(values: Float32Array): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

/** 4 significant digits with a real minus sign, as on the colour bar. */
const signed = (value: number): string => formatNumber(value, 4).replace('-', '−');

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const figure = part<HTMLDivElement>(panel, '#distance-figure');
  const canvas = part<HTMLCanvasElement>(panel, '#distance-heatmap');
  const overlay = part<SVGSVGElement>(panel, '#distance-overlay');
  const shape = part<HTMLSpanElement>(panel, '#distance-shape');
  const cap = part<HTMLParagraphElement>(panel, '#distance-cap');
  const status = part<HTMLParagraphElement>(panel, '#distance-status');
  const scaleNote = part<HTMLParagraphElement>(panel, '#distance-scale');
  const oddNote = part<HTMLParagraphElement>(panel, '#distance-odd');
  const reading = part<HTMLSpanElement>(panel, '#distance-reading');
  const ksInput = part<HTMLInputElement>(panel, '#distance-ks');
  const ksError = part<HTMLParagraphElement>(panel, '#distance-ks-error');
  const curvesBox = part<HTMLDivElement>(panel, '#distance-curves');
  const tableBody = part<HTMLTableSectionElement>(panel, '#distance-table tbody');
  const readout = new Map<string, HTMLElement>();
  for (const cell of panel.querySelectorAll<HTMLElement>('#distance-readout [data-field]')) {
    readout.set(cell.dataset.field!, cell);
  }
  renderFormula(part(panel, '#distance-identity'), IDENTITY);
  renderFormula(part(panel, '#distance-decomposition'), DECOMPOSITION);

  const heatmap = new Heatmap(canvas);
  const matrixFrame = createMatrixFrame(overlay);
  const curves = new LinePlot(part(panel, '#distance-curves-svg'), { x: 'Position t', y: 'PE_{t} · PE_{t+k}' });

  let computed: Computed | null = null;
  let ks = [...DEFAULT_DISTANCES];
  let stats: DiagonalStats[] = [];
  let matrixStale = true;
  let frame = 0;
  let lastWidth = 0;
  ksInput.value = ks.join(', ');

  const setField = (field: string, text: string): void => {
    const element = readout.get(field)!;
    if (element.textContent !== text) element.textContent = text;
  };

  const showCell = (cell: Cell): void => {
    const t = cell.pos;
    const s = cell.dimension;
    matrixFrame.select({ t, s });
    if (!computed) return;
    const value = computed.matrix[t * computed.size + s]!;
    const expected = closedForm(computed.omega, computed.pairs, s - t);
    setField('t', String(t));
    setField('s', String(s));
    setField('k', String(s - t));
    setField('value', formatNumber(value, 7));
    setField('closed-form', formatNumber(expected, 7));
    setField('difference', formatNumber(value - expected, 2));
  };
  const cursor = createCellCursor(canvas, showCell);

  function compute(state: Readonly<AppState>): void {
    const size = Math.min(state.length, MAX_POSITIONS);
    const matrix = dotProductMatrix(size, state.dModel, { base: state.base, layout: state.layout });
    const half = Math.ceil(state.dModel / 2);
    const range = valueRange(matrix);
    // Symmetric about zero, so zero keeps the ramp's middle colour and the sign reads at a glance.
    const extent = Math.max(Math.abs(range.min), Math.abs(range.max)) || 1;
    computed = {
      size,
      dModel: state.dModel,
      base: state.base,
      half,
      extent,
      pairs: Math.floor(state.dModel / 2),
      omega: frequencies(state.dModel, { base: state.base }),
      matrix,
    };
    heatmap.setTable(matrix, size, size, [-extent, extent]);
    scaleNote.textContent =
      `Colour scale ${signed(-extent)} to ${signed(extent)}, fitted to the data and ` +
      `symmetric about 0: the products run from ${signed(range.min)} to ${signed(range.max)}, ` +
      'the largest on the diagonal PE_t · PE_t.';
    cursor.fit(size, size);

    shape.textContent = distanceShape(state);
    cap.textContent =
      state.length > MAX_POSITIONS
        ? `Showing the first ${MAX_POSITIONS} of L = ${state.length} positions: the matrix has L² entries, so this view stops at ${MAX_POSITIONS}.`
        : `The matrix has L² entries, so this view shows at most ${MAX_POSITIONS} positions.`;
    cap.classList.toggle('capped', state.length > MAX_POSITIONS);
    canvas.setAttribute(
      'aria-label',
      `Heatmap of PE_t · PE_s for positions 0 to ${size - 1}, d_model ${state.dModel}, base ${state.base}; colours from ${signed(-extent)} to ${signed(extent)}`,
    );
    showOddNote(state.dModel);
  }

  function showOddNote(dModel: number): void {
    reading.textContent =
      dModel % 2 === 0
        ? 'Each diagonal has one colour: the product depends only on k = s − t.'
        : 'With an odd d_model the diagonals ripple: see the note below.';
    oddNote.hidden = dModel % 2 === 0;
    if (dModel % 2 === 0) return;
    const m = Math.floor(dModel / 2);
    const omega = `ω<sub>${m}</sub>`;
    oddNote.innerHTML =
      `d<sub>model</sub> = ${dModel} is odd: its last column, sin(${omega} t), has no cosine partner. The product ` +
      `gains sin(${omega} t) · sin(${omega} (t+k)), which changes with t, so the diagonals are not exactly ` +
      `flat. The closed form sums the ${m} complete pairs only; the differences are the extra term.`;
  }

  /** Diagonal statistics and the table beside the curves, for the distances that fit. */
  function computeDiagonals(): void {
    if (!computed) return;
    const { matrix, size, omega, pairs } = computed;
    stats = ks.filter((k) => k < size).map((k) => diagonalStats(matrix, size, k, closedForm(omega, pairs, k)));
    const rows = ks.map((k, slot) => {
      const row = document.createElement('tr');
      row.className = seriesClass(slot);
      row.dataset.k = String(k);
      const found = stats.find((entry) => entry.k === k);
      const cells = found
        ? [`0 … ${found.count - 1}`, formatNumber(found.closedForm, 7), formatNumber(found.maxDeviation, 2)]
        : [`needs L > ${k}`, '', ''];
      const fields = ['positions', 'closed-form', 'max-deviation'];
      const head = document.createElement('th');
      head.scope = 'row';
      head.innerHTML = '<span class="series-swatch"></span> ';
      head.append(String(k));
      row.append(head);
      cells.forEach((text, index) => {
        const cell = document.createElement('td');
        cell.dataset.field = fields[index]!;
        cell.textContent = text;
        row.append(cell);
      });
      return row;
    });
    tableBody.replaceChildren(...rows);
  }

  function schedule(matrixChanged: boolean): void {
    if (matrixChanged) matrixStale = true;
    if (frame === 0) frame = requestAnimationFrame(draw);
  }

  function draw(): void {
    frame = 0;
    if (panel.hidden) return; // a hidden panel has no size; drawn when shown
    if (matrixStale) {
      matrixStale = false;
      try {
        compute(store.state);
      } catch (error) {
        status.textContent = error instanceof Error ? error.message : String(error);
        return;
      }
      status.textContent = '';
      computeDiagonals();
    }
    const current = computed;
    if (!current) return;

    // Both widths are read before anything is written: read after the matrix was drawn, the
    // curves' width forced a second layout of the panel (issue 12: blocking time).
    lastWidth = figure.clientWidth;
    const curvesWidth = curvesBox.clientWidth;
    const maxSide = Math.max(200, Math.min(520, window.innerHeight - 200));
    const layout = layoutMatrix(lastWidth, maxSide);
    const { plot } = layout;
    figure.style.height = `${layout.height}px`;
    canvas.style.left = `${plot.left}px`;
    canvas.style.top = `${plot.top}px`;
    canvas.style.width = `${plot.width}px`;
    canvas.style.height = `${plot.height}px`;
    heatmap.render(plot.width, plot.height, window.devicePixelRatio || 1);
    matrixFrame.draw(layout, current.size, current.extent);
    if (cursor.current) showCell(cursor.current);

    const curvesFrame = plotFrame(curvesWidth, {
      aspect: 0.4,
      minHeight: 180,
      maxHeight: 300,
      rightMargin: 58,
    });
    const series: LineSeries[] = stats.map((entry) => ({
      key: String(entry.k),
      slot: ks.indexOf(entry.k) % SERIES_SLOTS,
      firstX: 0,
      count: entry.count,
      value: (t: number) => current.matrix[t * current.size + t + entry.k]!,
      endLabel: `k = ${entry.k}`,
    }));
    curvesBox.style.height = `${curvesFrame.height}px`;
    const h = current.half;
    curves.draw(
      curvesFrame,
      series,
      [0, Math.max(1, current.size - 1)],
      [-h * 1.05, h * 1.05],
      [-h, -h / 2, 0, h / 2, h],
    );
    panel.dataset.ready = 'true';
  }

  ksInput.addEventListener('input', () => {
    const maxK = (computed?.size ?? Math.min(store.state.length, MAX_POSITIONS)) - 1;
    const parsed = parseDistances(ksInput.value, maxK, SERIES_SLOTS);
    ksInput.setAttribute('aria-invalid', String('error' in parsed));
    ksError.textContent = 'error' in parsed ? parsed.error : '';
    if ('error' in parsed) return;
    ks = parsed.ks;
    computeDiagonals();
    schedule(false);
  });
  ksInput.addEventListener('change', () => {
    if (ksInput.getAttribute('aria-invalid') !== 'true') return;
    ksInput.value = ks.join(', ');
    ksInput.setAttribute('aria-invalid', 'false');
    ksError.textContent = '';
  });
  ksInput.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') event.preventDefault();
  });

  context.lifetime.observeResize(figure, () => {
    if (figure.clientWidth !== lastWidth) schedule(false);
  });
  context.lifetime.onEnd(() => cancelAnimationFrame(frame));

  schedule(true);
  return {
    update(_state, changed) {
      if (changed.has('length') || changed.has('dModel') || changed.has('base') || changed.has('layout'))
        schedule(true);
    },
    shown: () => schedule(false),
  };
}

// Its formulas are fixed, so they are typeset at build time: the view draws before KaTeX's runtime.
addPrebuiltTex(prebuiltTex);

export const distancePanel: ViewPanel = {
  template: TEMPLATE,
  // KaTeX's rules for the build-time formulas first: the view's own rules come after them.
  styles: [prebuiltTexCss, inputWordsCss, distanceCss],
  mount,
};
