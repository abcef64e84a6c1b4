// The precision lab (issue 15, view 5): how far cos/sin tables (or RoPE outputs) are from float64
// at each position, on log axes up to 10^6 … 10^9, for this package, float32 as Hugging Face and
// the tutorials compute it, and float16 / bfloat16 angles. Every error comes from
// precisionErrors() and every rounded position from roundToFormat(): the emulations live in the
// core. Two panels: the plane the reader picks (plane 0 turns one radian per position, where a
// rounded position shows at once) and the worst over all planes (where float32's drift shows).
import { precisionErrors, ropeFrequencies, roundToFormat, type PrecisionArithmetic } from 'positional-encoding';
import { select } from 'd3-selection';
import type { AppState, Store } from '../../state/app-state.js';
import { PRECISION_UP_TO_CHOICES } from '../../state/settings.js';
import { formatNumber } from '../../format.js';
import { renderTex } from '../../tex.js';
import { focusedElement, part } from '../../dom.js';
import { seriesClass } from '../../figures/series-colours.js';
import { downloadBlob } from '../../export/download.js';
import { figurePng } from '../../export/figure-png.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { precisionShape, quantityLabel } from './precision-view.js';
import { powerOfTen } from '../../figures/power-of-ten.js';
import { ErrorPlot, INFINITY_BAND, type DotSeries, type Marker } from './error-plot.js';
import { errorTex, roundingTex } from './formulas.js';
import { PER_DECADE, samplePositions } from './samples.js';
import precisionCss from './precision.css?inline';

/** The four arithmetics, in legend order; the dot sizes let equal values show both colours. */
export const ARITHMETICS: readonly { key: PrecisionArithmetic; label: string; slot: number; size: number }[] = [
  { key: 'package', label: 'this package', slot: 0, size: 3 },
  { key: 'float32', label: 'float32 (Hugging Face, tutorials)', slot: 1, size: 6 },
  { key: 'float16', label: 'float16', slot: 2, size: 4 },
  { key: 'bfloat16', label: 'bfloat16', slot: 3, size: 4 },
];
/** Drawn widest first, so a smaller dot on top of an equal value leaves a ring of the other colour. */
const DRAW_ORDER = ['bfloat16', 'float16', 'float32', 'package'];

/** head_dim and rope_theta of model configs (tests/js/fixtures/model-configs) and the tutorials' head. */
const PRESETS = [
  { label: 'Mistral 7B', headDim: 128, base: 10000 },
  { label: 'Llama 3.1 8B', headDim: 128, base: 500000 },
  { label: 'Qwen 2.5 7B', headDim: 128, base: 1000000 },
  { label: 'Phi-3.5 mini', headDim: 96, base: 10000 },
] as const;

// A decade above the largest error (about 2.8) holds the markers' labels.
const Y_DOMAIN: [number, number] = [1e-9, 100];

const TEMPLATE = `
  <div class="precision-figure" id="precision-figure" tabindex="0" role="application"
    aria-roledescription="scatter plot" aria-describedby="precision-help">
    <svg id="precision-svg" class="precision-svg" aria-hidden="true"></svg>
  </div>
  <ul class="precision-legend" id="precision-legend" aria-label="Arithmetics"></ul>
  <p class="help" id="precision-help">
    <span class="on-fine-pointer">Hover the plot, or focus it and use ← → (Page Up/Down jump a decade, Home/End) to read the errors at a position.</span>
    <span class="on-touch">Tap or drag along the plot to read the errors at a position.</span>
  </p>
  <div class="precision-reading">
    <div class="precision-readout-wrap">
      <table class="precision-readout" id="precision-readout" aria-live="polite" aria-atomic="true">
        <caption>Errors at position <strong data-field="position">–</strong></caption>
        <thead>
          <tr><th scope="col">arithmetic</th><th scope="col" id="precision-plane-head">plane 0</th><th scope="col">worst plane</th></tr>
        </thead>
        <tbody></tbody>
      </table>
    </div>
    <div class="precision-formulas">
      <div class="precision-tex" id="precision-error-tex" tabindex="0" role="group" aria-label="What is measured"></div>
      <div class="precision-tex" id="precision-rounding-tex" tabindex="0" role="group"
        aria-label="The position as bfloat16 and float16 store it"></div>
    </div>
  </div>

  <div class="precision-controls">
    <fieldset class="precision-field">
      <legend>Measure</legend>
      <div class="segmented" id="precision-quantity">
        <input type="radio" id="precision-quantity-cos-sin" name="precision-quantity" value="cos-sin" />
        <label for="precision-quantity-cos-sin">cos/sin tables</label>
        <input type="radio" id="precision-quantity-rope-output" name="precision-quantity" value="rope-output" />
        <label for="precision-quantity-rope-output">RoPE outputs of x = (1, …, 1)</label>
      </div>
    </fieldset>
    <div class="precision-field">
      <label for="precision-plane">Plane k <span class="hint">the first panel</span></label>
      <select id="precision-plane"></select>
    </div>
    <fieldset class="precision-field">
      <legend>Positions up to</legend>
      <div class="segmented" id="precision-upto">
        ${PRECISION_UP_TO_CHOICES.map(
          (k) =>
            `<input type="radio" id="precision-upto-${k}" name="precision-upto" value="${k}" />` +
            `<label for="precision-upto-${k}">${powerOfTen(10 ** k)}</label>`,
        ).join('')}
      </div>
    </fieldset>
    <fieldset class="precision-field precision-model">
      <legend>Head <span class="hint">a model’s head_dim and rope_theta</span></legend>
      <div class="preset-buttons" id="precision-presets">
        ${PRESETS.map(
          (preset) =>
            `<button type="button" data-head-dim="${preset.headDim}" data-base="${preset.base}">${preset.label}</button>`,
        ).join('')}
      </div>
      <div class="precision-numbers">
        <label for="precision-head-dim">head_dim</label>
        <input id="precision-head-dim" type="number" min="2" max="1024" step="2" inputmode="numeric"
          aria-describedby="precision-head-dim-error" />
        <label for="precision-base">rope_theta θ</label>
        <input id="precision-base" type="number" min="1" max="1000000" step="any" inputmode="decimal"
          aria-describedby="precision-base-error" />
      </div>
      <p class="error" id="precision-head-dim-error" aria-live="polite"></p>
      <p class="error" id="precision-base-error" aria-live="polite"></p>
    </fieldset>
  </div>
  <p class="status" id="precision-status" role="status"></p>

  <h3 class="precision-subtitle">What to notice</h3>
  <ul class="precision-notice" id="precision-notice"></ul>
  <details class="precision-details">
    <summary>Why float32 and this package agree on plane 0, and where the package’s own 3e-8 comes from</summary>
    <p>
      Plane 0’s inverse frequency is θ<sup>0</sup> = 1 exactly, and float32 holds every whole
      position up to 2<sup>24</sup> = 16,777,216, so float32’s angle p · 1 is exact there and its
      cos and sin are only rounded once, as this package’s are: the two sets of dots coincide (the
      wider float32 dot rings the package’s). On slower planes float32 first rounds the inverse
      frequency θ<sup>−2k/d</sup> and then the product p · ω, and that product’s rounding grows with
      p: about p · 3 × 10<sup>−8</sup> radians. This package forms the angle in float64 and rounds
      only the final cos and sin to float32, so its error is float32’s half unit in the last place,
      about 3 × 10<sup>−8</sup>, at every position (6 × 10<sup>−8</sup> by 10<sup>9</sup>, where
      float64’s own rounding of the angle starts to show).
    </p>
  </details>
  <div class="export-bar precision-export">
    <div class="export-row">
      <button type="button" class="action" id="precision-png">Download PNG</button>
      <button type="button" class="action" id="precision-csv">Download CSV</button>
      <p class="export-status" id="precision-export-status" role="status"></p>
    </div>
  </div>`;

interface Measured {
  headDim: number;
  base: number;
  plane: number;
  quantity: AppState['precisionQuantity'];
  upTo: number;
  positions: number[];
  /** precisionErrors() on the chosen plane and over all planes, by arithmetic. */
  onPlane: Map<PrecisionArithmetic, Float64Array>;
  worst: Map<PrecisionArithmetic, Float64Array>;
  /** ω_k of the chosen plane, from ropeFrequencies(). */
  omega: number;
  bf16: Float64Array;
  fp16: Float64Array;
}

/** Three significant digits, ∞ for an overflow, 0 for exact. */
function shortError(value: number): string {
  return value === Infinity ? '∞' : formatNumber(value, 3);
}

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const figure = part<HTMLDivElement>(panel, '#precision-figure');
  const svgElement = part<SVGSVGElement>(panel, '#precision-svg');
  const shape = part<HTMLSpanElement>(panel, '#precision-shape');
  const legend = part<HTMLUListElement>(panel, '#precision-legend');
  const readoutBody = part<HTMLTableSectionElement>(panel, '#precision-readout tbody');
  const readoutPosition = part<HTMLElement>(panel, '#precision-readout [data-field="position"]');
  const planeHead = part<HTMLTableCellElement>(panel, '#precision-plane-head');
  const roundingBox = part<HTMLDivElement>(panel, '#precision-rounding-tex');
  const errorBox = part<HTMLDivElement>(panel, '#precision-error-tex');
  const notice = part<HTMLUListElement>(panel, '#precision-notice');
  const status = part<HTMLParagraphElement>(panel, '#precision-status');
  const planeSelect = part<HTMLSelectElement>(panel, '#precision-plane');
  const headDimInput = part<HTMLInputElement>(panel, '#precision-head-dim');
  const baseInput = part<HTMLInputElement>(panel, '#precision-base');
  const headDimError = part<HTMLParagraphElement>(panel, '#precision-head-dim-error');
  const baseError = part<HTMLParagraphElement>(panel, '#precision-base-error');
  const exportStatus = part<HTMLParagraphElement>(panel, '#precision-export-status');

  const svg = select(svgElement);
  const planePlot = new ErrorPlot(svg.append('g').attr('class', 'error-plot').attr('data-panel', 'plane'), 'error');
  const worstPlot = new ErrorPlot(svg.append('g').attr('class', 'error-plot').attr('data-panel', 'worst'), 'error');

  legend.replaceChildren(
    ...ARITHMETICS.map((arithmetic) => {
      const item = document.createElement('li');
      item.className = seriesClass(arithmetic.slot);
      item.innerHTML = '<span class="precision-dot" aria-hidden="true"></span>';
      item.append(arithmetic.label);
      return item;
    }),
  );
  const rows = new Map<PrecisionArithmetic, { plane: HTMLElement; worst: HTMLElement }>();
  for (const arithmetic of ARITHMETICS) {
    const row = document.createElement('tr');
    row.className = seriesClass(arithmetic.slot);
    row.dataset.arithmetic = arithmetic.key;
    row.innerHTML = `<th scope="row"><span class="precision-dot" aria-hidden="true"></span></th><td data-field="plane">–</td><td data-field="worst">–</td>`;
    row.querySelector('th')!.append(arithmetic.label);
    readoutBody.append(row);
    rows.set(arithmetic.key, { plane: part(row, '[data-field="plane"]'), worst: part(row, '[data-field="worst"]') });
  }

  let measured: Measured | null = null;
  let stale = true;
  let cursor: number | null = null; // index into measured.positions
  let lastWidth = 0;
  const frame = context.lifetime.frameScheduler(draw);

  function measure(state: Readonly<AppState>): Measured {
    const { headDim, base, precisionQuantity: quantity, precisionUpTo: upTo } = state;
    const planes = headDim / 2;
    if (state.precisionPlane >= planes) {
      throw new RangeError(
        `plane=${state.precisionPlane} is not allowed for head_dim ${headDim}: use a plane from 0 to ${planes - 1}.`,
      );
    }
    const plane = state.precisionPlane;
    const positions = samplePositions(upTo);
    const onPlane = new Map<PrecisionArithmetic, Float64Array>();
    const worst = new Map<PrecisionArithmetic, Float64Array>();
    for (const { key } of ARITHMETICS) {
      onPlane.set(key, precisionErrors(positions, headDim, { base, arithmetic: key, quantity, plane }));
      worst.set(key, precisionErrors(positions, headDim, { base, arithmetic: key, quantity }));
    }
    return {
      headDim,
      base,
      plane,
      quantity,
      upTo,
      positions,
      onPlane,
      worst,
      omega: ropeFrequencies(headDim, { base }).invFreq[plane]!,
      bf16: roundToFormat(positions, 'bfloat16'),
      fp16: roundToFormat(positions, 'float16'),
    };
  }

  function showControls(state: Readonly<AppState>): void {
    for (const input of panel.querySelectorAll<HTMLInputElement>('input[name="precision-quantity"]'))
      input.checked = input.value === state.precisionQuantity;
    for (const input of panel.querySelectorAll<HTMLInputElement>('input[name="precision-upto"]'))
      input.checked = input.value === String(state.precisionUpTo);
    const planes = state.headDim / 2;
    if (planeSelect.options.length !== planes) {
      const options: HTMLOptionElement[] = [];
      for (let k = 0; k < planes; k++) {
        const option = document.createElement('option');
        option.value = String(k);
        option.textContent =
          k === 0 ? 'plane 0: one radian per position' : k === planes - 1 ? `plane ${k}: the slowest` : `plane ${k}`;
        options.push(option);
      }
      planeSelect.replaceChildren(...options);
    }
    planeSelect.value = String(Math.min(state.precisionPlane, planes - 1));
    if (focusedElement(panel) !== headDimInput && headDimInput.getAttribute('aria-invalid') !== 'true')
      headDimInput.value = String(state.headDim);
    if (focusedElement(panel) !== baseInput && baseInput.getAttribute('aria-invalid') !== 'true')
      baseInput.value = String(state.base);
  }

  /** The three facts, each with the numbers measured at the reader's settings. */
  function renderNotice(current: Measured): void {
    const at = (position: number): number => current.positions.indexOf(position);
    const items: string[] = [];
    const bf = current.onPlane.get('bfloat16')!;
    const k256 = at(256);
    const k257 = at(257);
    items.push(
      `<strong>bfloat16 positions are wrong from 257.</strong> bfloat16 keeps 8 significant bits, so it holds every ` +
        `whole position only up to 256: it stores 257 as ${formatNumber(current.bf16[k257]!)}. On plane ${current.plane} ` +
        `(ω = ${formatNumber(current.omega, 4)} rad per position) the error jumps from ${shortError(bf[k256]!)} at 256 ` +
        `to ${shortError(bf[k257]!)} at 257, and from there on only the positions bfloat16 can hold stay low. ` +
        `float16 (11 bits) holds them up to 2048 and none from 65520 on (∞).`,
    );
    const f32 = current.worst.get('float32')!;
    const drift = [2, 4, 6]
      .filter((k) => k <= current.upTo)
      .map((k) => `${shortError(f32[at(10 ** k)]!)} at ${powerOfTen(10 ** k)}`);
    items.push(
      `<strong>float32 drifts with the position</strong> (the worst-plane panel): float32 rounds the angle p · ω, and that ` +
        `rounding grows with p: ${drift.join(', ')}. Past 10⁴ a table computed this way is off in the fourth decimal.`,
    );
    let largest = 0;
    for (const value of current.worst.get('package')!) largest = Math.max(largest, value);
    items.push(
      `<strong>This package stays at 10⁻⁷.</strong> It forms the angle in float64 and rounds once: its largest error ` +
        `over all ${current.headDim / 2} planes and every position drawn is ${shortError(largest)}.`,
    );
    // Only numbers and fixed words go into this HTML.
    notice.innerHTML = items.map((item) => `<li>${item}</li>`).join('');
  }

  function showCursor(): void {
    const current = measured;
    if (!current) return;
    if (cursor === null) {
      planePlot.showCursor(null, []);
      worstPlot.showCursor(null, []);
      readoutPosition.textContent = '–';
      for (const cells of rows.values()) cells.plane.textContent = cells.worst.textContent = '–';
      return;
    }
    const k = cursor;
    const position = current.positions[k]!;
    readoutPosition.textContent = String(position);
    for (const { key } of ARITHMETICS) {
      const cells = rows.get(key)!;
      cells.plane.textContent = shortError(current.onPlane.get(key)![k]!);
      cells.worst.textContent = shortError(current.worst.get(key)![k]!);
    }
    const ringsOf = (errors: Map<PrecisionArithmetic, Float64Array>) =>
      ARITHMETICS.map(({ key, slot }) => ({ slot, value: errors.get(key)![k]! }));
    planePlot.showCursor(position, ringsOf(current.onPlane));
    worstPlot.showCursor(position, ringsOf(current.worst));
    renderTex(
      roundingBox,
      roundingTex(position, current.bf16[k]!, current.fp16[k]!, current.omega, current.plane),
      true,
    );
  }

  function layout(width: number): { height: number; boxes: [DotBox, DotBox]; compact: boolean } {
    const compact = width < 520;
    const margin = compact
      ? { top: 26 + INFINITY_BAND, right: 10, bottom: 44, left: 54 }
      : { top: 28 + INFINITY_BAND, right: 16, bottom: 48, left: 62 };
    const sideBySide = width >= 760;
    const columnWidth = sideBySide ? Math.floor(width / 2) : width;
    const plotWidth = Math.max(120, columnWidth - margin.left - margin.right);
    const room = Math.max(200, window.innerHeight - 300);
    const plotHeight = Math.round(Math.min(sideBySide ? 360 : 300, room, Math.max(160, plotWidth * 0.62)));
    const panelHeight = margin.top + plotHeight + margin.bottom;
    const boxes = [0, 1].map((index) => ({
      left: (sideBySide ? index * columnWidth : 0) + margin.left,
      top: (sideBySide ? 0 : index * panelHeight) + margin.top,
      width: plotWidth,
      height: plotHeight,
    })) as [DotBox, DotBox];
    return { height: sideBySide ? panelHeight : 2 * panelHeight, boxes, compact };
  }

  function draw(): void {
    if (panel.hidden) return; // a hidden panel has no size; drawn when shown
    const state = store.state;
    if (stale) {
      stale = false;
      try {
        measured = measure(state);
        status.textContent = '';
      } catch (error) {
        measured = null;
        status.textContent =
          error instanceof Error ? error.message.replace('positional-encoding: ', '') : String(error);
      }
      if (measured) {
        cursor = cursor === null ? null : Math.min(cursor, measured.positions.length - 1);
        renderNotice(measured);
        renderTex(
          errorBox,
          errorTex(measured.plane, measured.headDim, measured.base, measured.omega, measured.quantity),
          true,
        );
        const what = quantityLabel(measured.quantity);
        shape.textContent = precisionShape(state);
        planeHead.textContent = `plane ${measured.plane}`;
        figure.setAttribute(
          'aria-label',
          `Error of ${what} against float64 for positions 1 to ${powerOfTen(10 ** measured.upTo)}, log axes: ` +
            `plane ${measured.plane} and the worst plane, for this package, float32, float16 and bfloat16`,
        );
      }
    }
    const current = measured;
    if (!current) return;
    lastWidth = figure.clientWidth;
    const { height, boxes, compact } = layout(lastWidth);
    svgElement.setAttribute('width', String(lastWidth));
    svgElement.setAttribute('height', String(height));
    svgElement.setAttribute('viewBox', `0 0 ${lastWidth} ${height}`);
    figure.style.height = `${height}px`;
    const xDomain: [number, number] = [1, 10 ** current.upTo];
    const markers: Marker[] = [
      { at: 257, label: 'bf16: 257', slot: 3 },
      { at: 2049, label: 'fp16: 2049', slot: 2 },
      { at: 65520, label: 'fp16: ∞', slot: 2 },
      { at: 2 ** 24 + 1, label: 'fp32: 2²⁴+1', slot: 1 },
    ];
    const seriesOf = (errors: Map<PrecisionArithmetic, Float64Array>): DotSeries[] =>
      DRAW_ORDER.map((key) => {
        const arithmetic = ARITHMETICS.find((entry) => entry.key === key)!;
        return { key, slot: arithmetic.slot, size: arithmetic.size, values: errors.get(arithmetic.key)! };
      });
    planePlot.draw(
      boxes[0],
      `Plane ${current.plane}${current.plane === 0 ? ': one radian per position' : ''}`,
      current.positions,
      seriesOf(current.onPlane),
      xDomain,
      Y_DOMAIN,
      markers,
      compact,
    );
    worstPlot.draw(
      boxes[1],
      `Worst of all ${current.headDim / 2} planes`,
      current.positions,
      seriesOf(current.worst),
      xDomain,
      Y_DOMAIN,
      [],
      compact,
    );
    showCursor();
    panel.dataset.ready = 'true';
  }

  function schedule(changed: boolean): void {
    if (changed) stale = true;
    frame.schedule();
  }

  // Reading the errors: the pointer's position on either panel, or the keyboard.
  const moveTo = (index: number): void => {
    if (!measured) return;
    const next = Math.min(measured.positions.length - 1, Math.max(0, index));
    if (next === cursor) return;
    cursor = next;
    showCursor();
  };
  const fromPointer = (event: PointerEvent): void => {
    if (!measured) return;
    const box = figure.getBoundingClientRect();
    const px = event.clientX - box.left;
    const py = event.clientY - box.top;
    const plot = py >= worstPlot.box.top - INFINITY_BAND - 30 && px >= worstPlot.box.left - 40 ? worstPlot : planePlot;
    const position = plot.x.invert(Math.min(plot.box.left + plot.box.width, Math.max(plot.box.left, px)));
    // The sampled position nearest on the log axis.
    const target = Math.log(position);
    let best = 0;
    measured.positions.forEach((p, k) => {
      if (Math.abs(Math.log(p) - target) < Math.abs(Math.log(measured!.positions[best]!) - target)) best = k;
    });
    moveTo(best);
  };
  figure.addEventListener('pointermove', fromPointer);
  figure.addEventListener('pointerdown', fromPointer);
  figure.addEventListener('focus', () => {
    if (cursor === null && measured) moveTo(measured.positions.indexOf(257));
  });
  figure.addEventListener('keydown', (event) => {
    if (!measured) return;
    const at = cursor ?? 0;
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowDown: -1,
      ArrowRight: 1,
      ArrowUp: 1,
      PageUp: PER_DECADE,
      PageDown: -PER_DECADE,
    };
    if (event.key in steps) moveTo(at + steps[event.key]!);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(measured.positions.length - 1);
    else return;
    event.preventDefault();
  });

  // The view's own controls write the store; the store's changes come back through update().
  for (const input of panel.querySelectorAll<HTMLInputElement>('input[name="precision-quantity"]'))
    input.addEventListener('change', () =>
      store.update({ precisionQuantity: input.value as AppState['precisionQuantity'] }),
    );
  for (const input of panel.querySelectorAll<HTMLInputElement>('input[name="precision-upto"]'))
    input.addEventListener('change', () =>
      store.update({ precisionUpTo: Number(input.value) as AppState['precisionUpTo'] }),
    );
  planeSelect.addEventListener('change', () => store.update({ precisionPlane: Number(planeSelect.value) }));
  for (const button of panel.querySelectorAll<HTMLButtonElement>('#precision-presets button'))
    button.addEventListener('click', () => {
      const headDim = Number(button.dataset.headDim);
      headDimInput.setAttribute('aria-invalid', 'false');
      baseInput.setAttribute('aria-invalid', 'false');
      headDimError.textContent = baseError.textContent = '';
      store.update({
        headDim,
        base: Number(button.dataset.base),
        precisionPlane: Math.min(store.state.precisionPlane, headDim / 2 - 1),
      });
    });
  const numberInput = (
    input: HTMLInputElement,
    error: HTMLParagraphElement,
    valid: (value: number) => boolean,
    allowed: string,
    apply: (value: number) => void,
  ): void => {
    input.addEventListener('input', () => {
      const value = Number(input.value);
      const ok = input.value.trim() !== '' && valid(value);
      input.setAttribute('aria-invalid', String(!ok));
      error.textContent = ok ? '' : `${input.value || 'empty'} is not allowed: use ${allowed}.`;
      if (ok) apply(value);
    });
  };
  numberInput(
    headDimInput,
    headDimError,
    (v) => Number.isInteger(v) && v >= 2 && v <= 1024 && v % 2 === 0,
    'an even whole number from 2 to 1024',
    (headDim) => store.update({ headDim, precisionPlane: Math.min(store.state.precisionPlane, headDim / 2 - 1) }),
  );
  numberInput(
    baseInput,
    baseError,
    (v) => Number.isFinite(v) && v > 1 && v <= 1e6,
    'a number greater than 1 and at most 1000000',
    (base) => store.update({ base }),
  );

  part<HTMLButtonElement>(panel, '#precision-png').addEventListener('click', async () => {
    if (!measured) return;
    const surface = getComputedStyle(panel).backgroundColor;
    const blob = await figurePng({
      width: lastWidth,
      height: Number(svgElement.getAttribute('height')),
      background: surface,
      overlay: svgElement,
      drawCells: () => undefined,
    });
    const name = `precision-hd${measured.headDim}-theta${measured.base}-${measured.quantity}-plane${measured.plane}.png`;
    downloadBlob(blob, name);
    exportStatus.textContent = `Saved ${name}`;
  });
  part<HTMLButtonElement>(panel, '#precision-csv').addEventListener('click', () => {
    if (!measured) return;
    const current = measured;
    const header = [
      'position',
      ...ARITHMETICS.map((a) => `${a.key}_plane${current.plane}`),
      ...ARITHMETICS.map((a) => `${a.key}_worst`),
    ];
    const lines = [header.join(',')];
    current.positions.forEach((position, k) => {
      const cells = [String(position)];
      for (const errors of [current.onPlane, current.worst])
        for (const { key } of ARITHMETICS) cells.push(String(errors.get(key)![k]));
      lines.push(cells.join(','));
    });
    const name = `precision-hd${current.headDim}-theta${current.base}-${current.quantity}-plane${current.plane}.csv`;
    downloadBlob(new Blob([`${lines.join('\n')}\n`], { type: 'text/csv;charset=utf-8' }), name);
    exportStatus.textContent = `Saved ${name}`;
  });

  context.lifetime.observeResize(figure, () => {
    if (figure.clientWidth !== lastWidth) schedule(false);
  });

  showControls(store.state);
  schedule(true);
  return {
    update(state, changed) {
      const keys: (keyof AppState)[] = ['headDim', 'base', 'precisionQuantity', 'precisionPlane', 'precisionUpTo'];
      if (keys.some((key) => changed.has(key))) {
        showControls(state);
        schedule(true);
      }
    },
    shown: () => schedule(false),
  };
}

type DotBox = { left: number; top: number; width: number; height: number };

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const precisionPanel: ViewPanel = { template: TEMPLATE, styles: [precisionCss], mount };
