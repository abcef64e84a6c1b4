// The RoPE view: a head's rotating pairs as dials at position m (ropeCosSin() at offset m), the
// cos and sin tables around m as heatmaps, and the score (R_m q)·(R_n k) against m − n, computed by
// attentionScores() twice, once moved on by a shift: the curves coincide. Model presets and a
// pasted config.json go through ropeFromConfig().
import { ropeCosSin, ropeFrequencies, type RopeOptions } from 'positional-encoding';
import { formatNumber } from '../../format.js';
import { renderTex } from '../../tex.js';
import { focusedElement, part, readoutFields } from '../../dom.js';
import type { AppState, Store } from '../../state/app-state.js';
import { ROPE_SPAN_CHOICES, SETTINGS } from '../../state/settings.js';
import { LinePlot, plotFrame } from '../../figures/line-plot.js';
import { downloadBlob } from '../../export/download.js';
import { figurePng } from '../../export/figure-png.js';
import { createModelPicker, modelPickerMarkup, type ChosenModel } from '../../presets/model-picker.js';
import { ropeModel } from '../../presets/rope-models.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { ropeShape, rotaryOf } from './rope-view.js';
import { CosSinTables, type TableCell } from './cos-sin-tables.js';
import { Dials } from './dials.js';
import { rotationTex, scoreTex } from './rope-formulas.js';
import { queryAndKey } from './rope-vectors.js';
import { scoreCurve, type ScoreCurve } from './score-curve.js';
import modelPickerCss from '../../presets/model-picker.css?inline';
import ropeCss from './rope.css?inline';

/** Rows of the cos/sin tables shown around m. */
const TABLE_ROWS = 64;
/** The position slider's range (the number box takes any position up to 10⁶). */
const SLIDER_MAX = 4096;
const MAX_HEAD_DIM = 512;

const TEMPLATE = `
  <div class="rope-dials-box">
    <div class="rope-dials" id="rope-dials" tabindex="0" role="application" aria-roledescription="dials"
      aria-describedby="rope-dials-help">
      <svg id="rope-dials-svg" class="rope-dials-svg" aria-hidden="true"></svg>
    </div>
  </div>
  <div class="rope-position">
    <label for="rope-m-number">Position m</label>
    <div class="pair">
      <input id="rope-m-range" type="range" min="0" max="${SLIDER_MAX}" step="1" aria-label="Position m slider" />
      <input id="rope-m-number" type="number" min="0" max="1000000" step="1" inputmode="numeric" />
    </div>
    <button type="button" class="action rope-play" id="rope-play" aria-pressed="false">Play</button>
  </div>
  <dl class="readout rope-readout" id="rope-readout" aria-live="polite" aria-atomic="true">
    <div><dt>pair i</dt><dd data-field="pair">–</dd></div>
    <div><dt>dimensions</dt><dd data-field="dims">–</dd></div>
    <div><dt>θ<sub>i</sub> (rad/position)</dt><dd data-field="theta">–</dd></div>
    <div><dt>wavelength 2π/θ<sub>i</sub></dt><dd data-field="wavelength">–</dd></div>
    <div><dt>angle m·θ<sub>i</sub></dt><dd data-field="angle">–</dd></div>
    <div><dt>turns</dt><dd data-field="turns">–</dd></div>
    <div class="value"><dt>cos</dt><dd data-field="cos">–</dd></div>
    <div class="value"><dt>sin</dt><dd data-field="sin">–</dd></div>
  </dl>
  <p class="help" id="rope-dials-help"></p>
  <div class="rope-formula" id="rope-rotation" tabindex="0" role="region" aria-label="The rotation of the selected pair"></div>
  <p class="status" id="rope-status" role="status"></p>

  <div class="rope-controls">
    <fieldset class="field">
      <legend>Layout <span class="hint">which dimensions form pair i</span></legend>
      <div class="segmented">
        <input type="radio" id="rope-layout-half" name="rope-layout" value="half" />
        <label for="rope-layout-half">half: i and i + d/2</label>
        <input type="radio" id="rope-layout-pairs" name="rope-layout" value="pairs" />
        <label for="rope-layout-pairs">pairs: 2i and 2i + 1</label>
      </div>
    </fieldset>
    ${modelPickerMarkup('rope')}
    <p class="rope-model-note" id="rope-model-note"></p>
    <div class="rope-numbers">
      <div class="field">
        <label for="rope-headdim">head_dim <span class="hint">even, 2–${MAX_HEAD_DIM}</span></label>
        <input id="rope-headdim" type="number" min="2" max="${MAX_HEAD_DIM}" step="2" inputmode="numeric"
          aria-describedby="rope-headdim-error" />
        <p class="error" id="rope-headdim-error" aria-live="polite"></p>
      </div>
      <div class="field">
        <label for="rope-base">base θ <span class="hint">rope_theta</span></label>
        <input id="rope-base" type="number" min="1" max="1000000000" step="any" inputmode="decimal"
          aria-describedby="rope-base-error" />
        <p class="error" id="rope-base-error" aria-live="polite"></p>
      </div>
    </div>
  </div>

  <h3 class="rope-subtitle" id="rope-tables-title">The cos and sin tables <span id="rope-tables-shape"></span></h3>
  <p class="rope-note" id="rope-tables-note"></p>
  <div class="rope-tables" id="rope-tables">
    <div class="rope-table-figure">
      <canvas data-table="cos" class="rope-table-canvas" tabindex="0" role="application" aria-roledescription="heatmap"
        aria-label="cos table" aria-describedby="rope-tables-help"></canvas>
      <svg data-table="cos" class="rope-table-svg" aria-hidden="true"></svg>
    </div>
    <div class="rope-table-figure">
      <canvas data-table="sin" class="rope-table-canvas" tabindex="0" role="application" aria-roledescription="heatmap"
        aria-label="sin table" aria-describedby="rope-tables-help"></canvas>
      <svg data-table="sin" class="rope-table-svg" aria-hidden="true"></svg>
    </div>
  </div>
  <p class="rope-legend"><span class="rope-ramp" aria-hidden="true"></span> −1 … +1 (viridis); the outlined row is position m.</p>
  <dl class="readout rope-table-readout" id="rope-table-readout" aria-live="polite" aria-atomic="true">
    <div><dt>table</dt><dd data-field="table">–</dd></div>
    <div><dt>position</dt><dd data-field="pos">–</dd></div>
    <div><dt>dimension</dt><dd data-field="dimension">–</dd></div>
    <div><dt>pair i</dt><dd data-field="pair">–</dd></div>
    <div class="value"><dt>value</dt><dd data-field="value">–</dd></div>
  </dl>
  <p class="help" id="rope-tables-help"></p>

  <h3 class="rope-subtitle" id="rope-score-title">The score (R<sub>m</sub> q) · (R<sub>n</sub> k) against m − n</h3>
  <div class="rope-score-controls">
    <fieldset class="field">
      <legend>q and k</legend>
      <div class="segmented">
        <input type="radio" id="rope-qk-ones" name="rope-qk" value="ones" />
        <label for="rope-qk-ones">all ones</label>
        <input type="radio" id="rope-qk-random" name="rope-qk" value="random" />
        <label for="rope-qk-random">random (fixed seed)</label>
      </div>
    </fieldset>
    <div class="field">
      <label for="rope-span">Distances m − n up to</label>
      <select id="rope-span">${ROPE_SPAN_CHOICES.map((span) => `<option value="${span}">${span}</option>`).join('')}</select>
    </div>
    <div class="field rope-shift">
      <label for="rope-shift-number">Move m and n together by s</label>
      <div class="pair">
        <input id="rope-shift-range" type="range" min="0" max="100000" step="1" aria-label="Shift s slider" />
        <input id="rope-shift-number" type="number" min="0" max="1000000" step="1" inputmode="numeric" />
      </div>
    </div>
  </div>
  <div class="rope-curve" id="rope-curve" tabindex="0" role="application" aria-roledescription="line plot"
    aria-labelledby="rope-score-title" aria-describedby="rope-curve-help">
    <svg id="rope-curve-svg" class="rope-curve-svg" aria-hidden="true"></svg>
  </div>
  <dl class="readout rope-curve-readout" id="rope-curve-readout" aria-live="polite" aria-atomic="true">
    <div><dt>m − n</dt><dd data-field="delta">–</dd></div>
    <div class="value"><dt>at (m, n) = (m − n, 0)</dt><dd data-field="reference">–</dd></div>
    <div class="value"><dt>moved by s</dt><dd data-field="shifted">–</dd></div>
    <div><dt>largest difference, all m − n</dt><dd data-field="difference">–</dd></div>
  </dl>
  <p class="help" id="rope-curve-help"></p>
  <div class="rope-formula" id="rope-score-formula" tabindex="0" role="region" aria-label="The score, which depends on m − n only"></div>
  <details class="rope-details">
    <summary>Why the two curves differ in the 7th digit</summary>
    <p>
      Each score is computed from q and k rotated in float32 (applyRope rounds every rotated value
      once), so the two curves may differ by a few float32 units in the last place: about 1e-7 of
      the score’s size. The identity itself is exact.
    </p>
  </details>

  <h3 class="rope-subtitle">What to notice</h3>
  <ul class="rope-notice">
    <li>The first dials spin (θ<sub>0</sub> = 1 radian per position); the last barely move: with
      θ = 10000 and d = 128 the slowest pair needs about 54,000 positions for one turn.</li>
    <li>The query is never added to anything: RoPE turns each pair, so the vector’s length stays
      the same at every position.</li>
    <li>Moving m and n together leaves every score as it was: the solid curve lies on the dashed
      one. Only the distance m − n matters, which is what the sinusoid’s dot products
      promised but a learned W<sub>Q</sub>, W<sub>K</sub> spoil; here it holds after the projections.</li>
    <li>With q = k = all ones the score falls, wobbling, as m − n grows: RoFormer’s long-range decay.</li>
    <li>‘half’ and ‘pairs’ turn the same planes, only stored in other columns: the tables’ stripes
      move, the dials and (for q = k = ones) the scores do not.</li>
  </ul>
  <div class="export-row rope-export">
    <button type="button" class="action" data-action="dials-png">Download PNG (dials)</button>
    <button type="button" class="action" data-action="curve-png">Download PNG (score curve)</button>
    <button type="button" class="action" data-action="tables-csv">Download CSV (cos/sin tables)</button>
    <button type="button" class="action" data-action="curve-csv">Download CSV (score curve)</button>
  </div>
  <p class="export-status" id="rope-export-status" role="status"></p>`;

interface Computed {
  headDim: number;
  rotaryDim: number;
  base: number;
  layout: RopeOptions['layout'];
  invFreq: Float64Array;
  /** cos and sin of each pair at position m (in pair order). */
  pairCos: Float64Array;
  pairSin: Float64Array;
  /** Column of pair i's first dimension in the tables. */
  column(pair: number): number;
}

function ropeOptions(state: Readonly<AppState>): RopeOptions {
  const options: RopeOptions = { base: state.ropeBase, layout: state.ropeLayout };
  if (state.rotaryDim !== 0 && state.rotaryDim < state.headDim) options.rotaryDim = state.rotaryDim;
  return options;
}

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const status = part<HTMLParagraphElement>(panel, '#rope-status');
  const dialsBox = part<HTMLDivElement>(panel, '#rope-dials');
  const dialsSvg = part<SVGSVGElement>(panel, '#rope-dials-svg');
  const mRange = part<HTMLInputElement>(panel, '#rope-m-range');
  const mNumber = part<HTMLInputElement>(panel, '#rope-m-number');
  const play = part<HTMLButtonElement>(panel, '#rope-play');
  const headDimInput = part<HTMLInputElement>(panel, '#rope-headdim');
  const baseInput = part<HTMLInputElement>(panel, '#rope-base');
  const shiftRange = part<HTMLInputElement>(panel, '#rope-shift-range');
  const shiftNumber = part<HTMLInputElement>(panel, '#rope-shift-number');
  const spanSelect = part<HTMLSelectElement>(panel, '#rope-span');
  const curveBox = part<HTMLDivElement>(panel, '#rope-curve');
  const curveSvg = part<SVGSVGElement>(panel, '#rope-curve-svg');
  const tablesBox = part<HTMLDivElement>(panel, '#rope-tables');
  const modelNote = part<HTMLParagraphElement>(panel, '#rope-model-note');
  const exportStatus = part<HTMLParagraphElement>(panel, '#rope-export-status');
  const setDial = readoutFields(part(panel, '#rope-readout'));
  const setTableField = readoutFields(part(panel, '#rope-table-readout'));
  const setCurveField = readoutFields(part(panel, '#rope-curve-readout'));

  const touch = window.matchMedia('(pointer: coarse)').matches;
  part(panel, '#rope-dials-help').textContent = touch
    ? 'Tap or drag across the dials to read a pair; drag the slider to move m.'
    : 'Hover a dial, or focus the dials: ←/→ choose a pair, ↑/↓ move m by one (Page Up/Down by 64).';
  part(panel, '#rope-tables-help').textContent = touch
    ? 'Tap or drag on a table to read a value.'
    : 'Hover a cell, or focus a table and use the arrow keys.';
  part(panel, '#rope-curve-help').textContent = touch
    ? 'Tap or drag along the plot to read both scores at one distance.'
    : 'Hover the plot, or focus it and use ←/→ (Page Up/Down jump), to read both scores at one distance.';

  const dials = new Dials(dialsSvg);
  const curvePlot = new LinePlot(curveSvg, { x: 'Distance m − n', y: '(R_{m} q) · (R_{n} k)' });
  const marker = curvePlot.layer('rope-curve-marker');
  const tables = new CosSinTables(tablesBox, showTableCell);

  let computed: Computed | null = null;
  let curves: { reference: ScoreCurve; shifted: ScoreCurve; span: number } | null = null;
  let selectedPair = 0;
  let selectedDelta = 1;
  let lastTableCell: TableCell | null = null;
  let dirty = { dials: true, tables: true, curves: true };
  let lastWidth = 0;

  const picker = createModelPicker(panel, 'rope', (chosen: ChosenModel) => {
    const { headDim, options } = chosen.rope;
    if (headDim > MAX_HEAD_DIM || headDim % 2 !== 0) {
      throw new RangeError(`head_dim ${headDim}: this view draws even head sizes up to ${MAX_HEAD_DIM}.`);
    }
    store.update({
      ropeModel: chosen.key,
      headDim,
      rotaryDim: options.rotaryDim ?? 0,
      ropeBase: options.base ?? 10000,
      ropeLayout: options.layout ?? 'half',
    });
    showModelNote(chosen);
  });

  function showModelNote(chosen: ChosenModel | null): void {
    if (!chosen) {
      modelNote.textContent = '';
      return;
    }
    const { headDim, options } = chosen.rope;
    const parts = [
      `${chosen.label}: head_dim ${headDim}`,
      options.rotaryDim !== undefined ? `of which the first ${options.rotaryDim} turn` : null,
      `θ = ${formatNumber(options.base ?? 10000)}`,
      `layout ${options.layout ?? 'half'}`,
    ].filter(Boolean);
    const scaling = options.scaling
      ? ` It also rescales θ for long inputs (${options.scaling.type}): see the Long context view.`
      : '';
    modelNote.textContent = `${parts.join(', ')}.${scaling}`;
  }

  function compute(state: Readonly<AppState>): void {
    const rotaryDim = rotaryOf(state);
    const options = ropeOptions(state);
    const { invFreq } = ropeFrequencies(state.headDim, { base: options.base, rotaryDim: options.rotaryDim });
    const row = ropeCosSin(1, state.headDim, { ...options, offset: state.ropePos });
    const pairs = rotaryDim / 2;
    const column = state.ropeLayout === 'half' ? (pair: number) => pair : (pair: number) => 2 * pair;
    const pairCos = new Float64Array(pairs);
    const pairSin = new Float64Array(pairs);
    for (let pair = 0; pair < pairs; pair++) {
      pairCos[pair] = row.cos[column(pair)]!;
      pairSin[pair] = row.sin[column(pair)]!;
    }
    computed = {
      headDim: state.headDim,
      rotaryDim,
      base: state.ropeBase,
      layout: state.ropeLayout,
      invFreq,
      pairCos,
      pairSin,
      column,
    };
    selectedPair = Math.min(selectedPair, pairs - 1);
  }

  function showPair(): void {
    const shown = computed;
    if (!shown) return;
    const state = store.state;
    const i = selectedPair;
    const h = shown.rotaryDim / 2;
    const theta = shown.invFreq[i]!;
    const angle = state.ropePos * theta;
    dials.select(i);
    setDial('pair', String(i));
    setDial('dims', shown.layout === 'half' ? `${i} and ${i + h}` : `${2 * i} and ${2 * i + 1}`);
    setDial('theta', formatNumber(theta, 6));
    setDial('wavelength', formatNumber((2 * Math.PI) / theta, 6));
    setDial('angle', formatNumber(angle, 7));
    setDial('turns', formatNumber(angle / (2 * Math.PI), 5));
    setDial('cos', formatNumber(shown.pairCos[i]!, 7));
    setDial('sin', formatNumber(shown.pairSin[i]!, 7));
    renderTex(
      part(panel, '#rope-rotation'),
      rotationTex({
        pair: i,
        rotaryDim: shown.rotaryDim,
        base: shown.base,
        theta,
        m: state.ropePos,
        cos: shown.pairCos[i]!,
        sin: shown.pairSin[i]!,
      }),
      true,
    );
  }

  function showTableCell(cell: TableCell): void {
    lastTableCell = cell;
    const shown = computed;
    if (!shown) return;
    const h = shown.rotaryDim / 2;
    const pair = shown.layout === 'half' ? cell.dimension % h : Math.floor(cell.dimension / 2);
    setTableField('table', cell.table);
    setTableField('pos', String(cell.pos));
    setTableField('dimension', String(cell.dimension));
    setTableField('pair', String(pair));
    setTableField('value', formatNumber(cell.value, 7));
  }

  function drawTables(state: Readonly<AppState>, width: number): void {
    const options = ropeOptions(state);
    const rotaryDim = rotaryOf(state);
    const first = Math.max(0, state.ropePos - TABLE_ROWS / 2 + 1);
    if (dirty.tables) {
      const table = ropeCosSin(TABLE_ROWS, state.headDim, { ...options, offset: first });
      tables.setTables({ first, rows: TABLE_ROWS, cols: rotaryDim, cos: table.cos, sin: table.sin });
      part(panel, '#rope-tables-shape').textContent =
        `(positions ${first} … ${first + TABLE_ROWS - 1} × ${rotaryDim} dimensions, ${state.ropeLayout})`;
      part(panel, '#rope-tables-note').textContent =
        state.ropeLayout === 'half'
          ? `Layout ‘half’: column j and column j + ${rotaryDim / 2} hold the same angle, so each table is one pattern twice.`
          : 'Layout ‘pairs’: columns 2i and 2i + 1 hold the same angle, so each stripe is two columns wide.';
      for (const side of ['cos', 'sin']) {
        panel
          .querySelector(`canvas[data-table="${side}"]`)!
          .setAttribute(
            'aria-label',
            `${side} table of positions ${first} to ${first + TABLE_ROWS - 1} by ${rotaryDim} dimensions`,
          );
      }
      dirty.tables = false;
      if (lastTableCell) lastTableCell = null;
    }
    const sideBySide = width >= 560;
    const each = sideBySide ? Math.floor((width - 16) / 2) : width;
    const height = Math.round(Math.min(340, Math.max(200, each * 0.7)));
    for (const figure of panel.querySelectorAll<HTMLElement>('.rope-table-figure')) {
      figure.style.width = `${each}px`;
      figure.style.height = `${height}px`;
    }
    tables.render(each, height, state.ropePos);
  }

  function computeCurves(state: Readonly<AppState>): void {
    const { q, k } = queryAndKey(state.ropeVectors, state.headDim);
    const options = ropeOptions(state);
    const span = state.ropeSpan;
    curves = {
      reference: scoreCurve(q, k, state.headDim, span, 0, options),
      shifted: scoreCurve(q, k, state.headDim, span, state.ropeShift, options),
      span,
    };
    let largest = 0;
    for (let d = 0; d <= span; d++) {
      largest = Math.max(largest, Math.abs(curves.shifted.scores[d]! - curves.reference.scores[d]!));
    }
    setCurveField('difference', formatNumber(largest, 2));
    selectedDelta = Math.min(selectedDelta, span);
  }

  function drawCurves(width: number): void {
    const shown = curves;
    if (!shown) return;
    const frame = plotFrame(width, { aspect: 0.42, minHeight: 180, maxHeight: 300, rightMargin: 16 });
    curveBox.style.height = `${frame.height}px`;
    let low = Infinity;
    let high = -Infinity;
    for (const value of shown.reference.scores) {
      low = Math.min(low, value);
      high = Math.max(high, value);
    }
    const pad = (high - low) * 0.06 || 1;
    const yDomain: [number, number] = [Math.min(0, low - pad), high + pad];
    const ticks = curvePlot.y.domain(yDomain).nice(5).ticks(5);
    curvePlot.draw(
      frame,
      [
        {
          key: 'shifted',
          slot: 0,
          firstX: 0,
          count: shown.span + 1,
          value: (d) => shown.shifted.scores[d]!,
        },
        {
          key: 'reference',
          slot: 1,
          dashed: true,
          firstX: 0,
          count: shown.span + 1,
          value: (d) => shown.reference.scores[d]!,
        },
      ],
      [0, shown.span],
      yDomain,
      ticks,
    );
    showDelta();
  }

  function showDelta(): void {
    const shown = curves;
    if (!shown) return;
    const d = selectedDelta;
    const reference = shown.reference.scores[d]!;
    const shifted = shown.shifted.scores[d]!;
    setCurveField('delta', String(d));
    setCurveField('reference', formatNumber(reference, 7));
    setCurveField('shifted', formatNumber(shifted, 7));
    const x = curvePlot.x(d);
    const [top, bottom] = curvePlot.y.range() as [number, number];
    marker.selectAll('line').data([d]).join('line').attr('x1', x).attr('x2', x).attr('y1', bottom).attr('y2', top);
    marker
      .selectAll('circle')
      .data([reference])
      .join('circle')
      .attr('r', 4)
      .attr('cx', x)
      .attr('cy', (v) => curvePlot.y(v));
    renderTex(part(panel, '#rope-score-formula'), scoreTex(d, shown.shifted.shift, reference, shifted), true);
  }

  const scheduler = context.lifetime.frameScheduler(draw);

  function draw(): void {
    if (panel.hidden) return;
    const state = store.state;
    try {
      if (dirty.dials) compute(state);
      if (dirty.curves) computeCurves(state);
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error);
      return;
    }
    status.textContent = '';
    const shown = computed!;
    // Every width is read before anything is written: read between the writes, each forced a
    // layout of the whole panel, three in the first frame (issue 12: blocking time).
    const width = dialsBox.clientWidth;
    const tablesWidth = tablesBox.clientWidth;
    const curveWidth = curveBox.clientWidth;
    lastWidth = width;
    dials.build(shown.rotaryDim / 2, width);
    dials.point(shown.pairCos, shown.pairSin);
    dialsBox.setAttribute(
      'aria-label',
      `${shown.rotaryDim / 2} dials, one per rotating pair, at position ${state.ropePos}; pair ${selectedPair} selected`,
    );
    part(panel, '#rope-shape').textContent = ropeShape(state);
    showPair();
    dirty.dials = false;
    drawTables(state, tablesWidth);
    if (dirty.curves || curveWidth !== 0) drawCurves(curveWidth);
    dirty.curves = false;
    panel.dataset.ready = 'true';
  }

  function reflect(state: Readonly<AppState>): void {
    if (focusedElement(panel) !== mNumber) mNumber.value = String(state.ropePos);
    mRange.value = String(Math.min(SLIDER_MAX, state.ropePos));
    headDimInput.value = String(state.headDim);
    baseInput.value = String(state.ropeBase);
    shiftNumber.value = String(state.ropeShift);
    shiftRange.value = String(Math.min(100000, state.ropeShift));
    spanSelect.value = String(state.ropeSpan);
    for (const radio of panel.querySelectorAll<HTMLInputElement>('input[name="rope-layout"]'))
      radio.checked = radio.value === state.ropeLayout;
    for (const radio of panel.querySelectorAll<HTMLInputElement>('input[name="rope-qk"]'))
      radio.checked = radio.value === state.ropeVectors;
    picker.mark(state.ropeModel);
  }

  // ---- controls -------------------------------------------------------------------------------
  const setPosition = (value: number): void => {
    const m = Math.max(0, Math.min(1_000_000, Math.round(value)));
    store.update({ ropePos: m });
  };
  mRange.addEventListener('input', () => setPosition(Number(mRange.value)));
  mNumber.addEventListener('input', () => {
    const value = SETTINGS.ropePos.parse(mNumber.value);
    mNumber.setAttribute('aria-invalid', String(value === undefined));
    if (value !== undefined) store.update({ ropePos: value });
  });

  let playing = 0;
  let lastStep = 0;
  const stopPlaying = (): void => {
    cancelAnimationFrame(playing);
    playing = 0;
    play.textContent = 'Play';
    play.setAttribute('aria-pressed', 'false');
  };
  const step = (time: number): void => {
    if (time - lastStep >= 120) {
      lastStep = time;
      setPosition(store.state.ropePos + 1);
    }
    playing = requestAnimationFrame(step);
  };
  play.addEventListener('click', () => {
    if (playing) {
      stopPlaying();
      return;
    }
    play.textContent = 'Pause';
    play.setAttribute('aria-pressed', 'true');
    playing = requestAnimationFrame(step);
  });
  context.lifetime.onEnd(stopPlaying);

  const numberField = (
    input: HTMLInputElement,
    error: HTMLElement,
    parse: (text: string) => number | undefined,
    allowed: string,
    apply: (value: number) => void,
  ): void => {
    input.addEventListener('input', () => {
      const value = parse(input.value);
      input.setAttribute('aria-invalid', String(value === undefined));
      error.textContent = value === undefined ? `Use ${allowed}.` : '';
      if (value !== undefined) apply(value);
    });
  };
  numberField(
    headDimInput,
    part(panel, '#rope-headdim-error'),
    (text) => SETTINGS.headDim.parse(text),
    SETTINGS.headDim.allowed,
    (headDim) => store.update({ headDim, rotaryDim: 0, ropeModel: 'custom' }),
  );
  numberField(
    baseInput,
    part(panel, '#rope-base-error'),
    (text) => SETTINGS.ropeBase.parse(text),
    SETTINGS.ropeBase.allowed,
    (ropeBase) => store.update({ ropeBase, ropeModel: 'custom' }),
  );
  for (const radio of panel.querySelectorAll<HTMLInputElement>('input[name="rope-layout"]')) {
    radio.addEventListener('change', () => store.update({ ropeLayout: SETTINGS.ropeLayout.parse(radio.value) }));
  }
  for (const radio of panel.querySelectorAll<HTMLInputElement>('input[name="rope-qk"]')) {
    radio.addEventListener('change', () => store.update({ ropeVectors: SETTINGS.ropeVectors.parse(radio.value) }));
  }
  spanSelect.addEventListener('change', () => store.update({ ropeSpan: SETTINGS.ropeSpan.parse(spanSelect.value) }));
  shiftRange.addEventListener('input', () => store.update({ ropeShift: Number(shiftRange.value) }));
  shiftNumber.addEventListener('input', () => {
    const value = SETTINGS.ropeShift.parse(shiftNumber.value);
    shiftNumber.setAttribute('aria-invalid', String(value === undefined));
    if (value !== undefined) store.update({ ropeShift: value });
  });

  // ---- dials: pointer and keys ------------------------------------------------------------------
  const pairFromPointer = (event: PointerEvent): void => {
    const box = dialsSvg.getBoundingClientRect();
    const pair = dials.pairAt(event.clientX - box.left, event.clientY - box.top);
    if (pair >= 0 && pair !== selectedPair) {
      selectedPair = pair;
      showPair();
    }
  };
  dialsBox.addEventListener('pointermove', pairFromPointer);
  dialsBox.addEventListener('pointerdown', pairFromPointer);
  dialsBox.addEventListener('keydown', (event) => {
    const pairs = (computed?.rotaryDim ?? 2) / 2;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => (selectedPair = Math.max(0, selectedPair - 1)),
      ArrowRight: () => (selectedPair = Math.min(pairs - 1, selectedPair + 1)),
      Home: () => (selectedPair = 0),
      End: () => (selectedPair = pairs - 1),
      ArrowUp: () => setPosition(store.state.ropePos + 1),
      ArrowDown: () => setPosition(store.state.ropePos - 1),
      PageUp: () => setPosition(store.state.ropePos + 64),
      PageDown: () => setPosition(store.state.ropePos - 64),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
    showPair();
  });

  // ---- curve: pointer and keys ------------------------------------------------------------------
  const deltaFromPointer = (event: PointerEvent): void => {
    if (!curves) return;
    const box = curveSvg.getBoundingClientRect();
    const d = Math.round(curvePlot.x.invert(event.clientX - box.left));
    selectedDelta = Math.max(0, Math.min(curves.span, d));
    showDelta();
  };
  curveBox.addEventListener('pointermove', deltaFromPointer);
  curveBox.addEventListener('pointerdown', deltaFromPointer);
  curveBox.addEventListener('keydown', (event) => {
    if (!curves) return;
    const page = Math.max(1, Math.round(curves.span / 16));
    const next = { ArrowLeft: -1, ArrowRight: 1, PageDown: -page, PageUp: page }[event.key];
    if (next === undefined && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    if (event.key === 'Home') selectedDelta = 0;
    else if (event.key === 'End') selectedDelta = curves.span;
    else selectedDelta = Math.max(0, Math.min(curves.span, selectedDelta + next!));
    showDelta();
  });

  // ---- export -----------------------------------------------------------------------------------
  const say = (text: string): void => {
    exportStatus.textContent = text;
  };
  const pngOf = async (svg: SVGSVGElement, name: string): Promise<void> => {
    const width = Number(svg.getAttribute('width'));
    const height = Number(svg.getAttribute('height'));
    const blob = await figurePng({
      width,
      height,
      background: getComputedStyle(panel).backgroundColor,
      overlay: svg,
      drawCells: () => undefined,
    });
    downloadBlob(blob, name);
    say(`Saved ${name}.`);
  };
  const stem = (): string => {
    const state = store.state;
    return `rope-hd${state.headDim}-theta${state.ropeBase}-${state.ropeLayout}`;
  };
  const actions: Record<string, () => void | Promise<void>> = {
    'dials-png': () => pngOf(dialsSvg, `${stem()}-m${store.state.ropePos}-dials.png`),
    'curve-png': () => pngOf(curveSvg, `${stem()}-score.png`),
    'tables-csv': () => {
      const state = store.state;
      const rotaryDim = rotaryOf(state);
      const first = Math.max(0, state.ropePos - TABLE_ROWS / 2 + 1);
      const table = ropeCosSin(TABLE_ROWS, state.headDim, { ...ropeOptions(state), offset: first });
      const header = ['pos', ...Array.from({ length: rotaryDim }, (_, j) => `cos${j}`)];
      header.push(...Array.from({ length: rotaryDim }, (_, j) => `sin${j}`));
      const lines = [header.join(',')];
      for (let row = 0; row < TABLE_ROWS; row++) {
        const cells = [String(first + row)];
        for (let j = 0; j < rotaryDim; j++) cells.push(table.cos[row * rotaryDim + j]!.toPrecision(9));
        for (let j = 0; j < rotaryDim; j++) cells.push(table.sin[row * rotaryDim + j]!.toPrecision(9));
        lines.push(cells.join(','));
      }
      const name = `${stem()}-cos-sin-${first}.csv`;
      downloadBlob(new Blob([`${lines.join('\n')}\n`], { type: 'text/csv;charset=utf-8' }), name);
      say(`Saved ${name}: ${TABLE_ROWS} positions × ${rotaryDim} cos and ${rotaryDim} sin values.`);
    },
    'curve-csv': () => {
      const shown = curves;
      if (!shown) return;
      const s = shown.shifted.shift;
      const lines = [`m_minus_n,score_m_n_0,score_m_plus_${s}_n_${s}`];
      for (let d = 0; d <= shown.span; d++) {
        lines.push(`${d},${shown.reference.scores[d]!.toPrecision(9)},${shown.shifted.scores[d]!.toPrecision(9)}`);
      }
      const name = `${stem()}-score-shift${s}.csv`;
      downloadBlob(new Blob([`${lines.join('\n')}\n`], { type: 'text/csv;charset=utf-8' }), name);
      say(`Saved ${name}: ${shown.span + 1} distances.`);
    },
  };
  for (const button of panel.querySelectorAll<HTMLButtonElement>('.rope-export button[data-action]')) {
    button.addEventListener('click', () => void actions[button.dataset.action!]?.());
  }

  context.lifetime.observeResize(dialsBox, () => {
    if (dialsBox.clientWidth !== lastWidth) scheduler.schedule();
  });

  const preset = ropeModel(store.state.ropeModel);
  if (preset) {
    showModelNote({
      key: preset.key,
      label: preset.label,
      config: preset.config,
      rope: { headDim: store.state.headDim, options: { ...ropeOptions(store.state) } },
    });
  }
  reflect(store.state);
  scheduler.schedule();

  return {
    update(state, changed) {
      reflect(state);
      const rope = ['headDim', 'rotaryDim', 'ropeBase', 'ropeLayout'] as const;
      if (rope.some((key) => changed.has(key))) dirty = { dials: true, tables: true, curves: true };
      if (changed.has('ropePos')) dirty = { ...dirty, dials: true, tables: true };
      if (changed.has('ropeShift') || changed.has('ropeSpan') || changed.has('ropeVectors'))
        dirty = { ...dirty, curves: true };
      if (changed.has('ropeModel') && state.ropeModel === 'custom') showModelNote(null);
      scheduler.schedule();
    },
    shown: () => scheduler.schedule(),
  };
}

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const ropePanel: ViewPanel = { template: TEMPLATE, styles: [modelPickerCss, ropeCss], mount };
