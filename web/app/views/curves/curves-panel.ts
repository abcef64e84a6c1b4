// The curves view's panel: its markup and the code that wires it. Its description (curves-view.ts) is
// in the explorer's first chunk; this is a chunk of its own, fetched when the view is first shown.
// The curves view: chosen columns of the PE table (sinusoidal(), the shared d_model / L / n /
// layout) drawn against position, as in The Annotated Transformer's figure of dimensions 4–7.
// The legend says which sine or cosine each column is and how long its wavelength is; hovering
// or moving a keyboard cursor along the positions reads every curve's value there.
import { frequencies, sinusoidal } from 'positional-encoding';
import type { AppState, Store } from '../../state/app-state.js';
import { formatNumber, formatValue } from '../../format.js';
import { columnRole } from '../../figures/cell-info.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { curvesShape } from './curves-view.js';
import { createDimsControl } from './dims-control.js';
import { LinePlot, plotFrame, type LineSeries } from '../../figures/line-plot.js';
import { seriesClass } from '../../figures/series-colours.js';
import { inputWords } from '../../figures/input-words/input-words.js';
import { part } from '../../dom.js';
import inputWordsCss from '../../figures/input-words/input-words.css?inline';
import curvesCss from './curves.css?inline';

/** The legend's position line before a position is chosen. */
const NO_POSITION = inputWords('values: hover a position', 'values: tap a position');

const TEMPLATE = `
  <div class="curves-controls" id="curves-dims-field">
    <div class="curves-field">
      <label class="field-label" for="curves-dims">Dimensions j <span class="hint">up to 8: “4, 5, 6, 7” or “4-7”</span></label>
      <input id="curves-dims" class="number-list" type="text" autocomplete="off" spellcheck="false"
        aria-describedby="curves-dims-error" />
    </div>
    <div class="curves-presets pill-buttons" role="group" aria-label="Dimension presets"></div>
    <p class="error curves-error" id="curves-dims-error" aria-live="polite"></p>
  </div>
  <div class="curves-figure figure-frame" id="curves-figure" data-first-screen tabindex="0" role="application"
    aria-roledescription="line chart" aria-describedby="curves-help">
    <svg id="curves-svg" class="curves-svg" aria-hidden="true"></svg>
  </div>
  <p class="help" id="curves-help">${inputWords(
    'Hover the plot, or focus it and use ← → (Page Up/Down and Home/End jump) to read the values at a position.',
    'Tap or drag along the plot to read the values at a position.',
  )}</p>
  <p class="visually-hidden" id="curves-live" aria-live="polite" aria-atomic="true"></p>
  <div class="curves-legend-head">
    <h3 class="curves-subtitle" id="curves-legend-title">Legend</h3>
    <p class="curves-position" id="curves-position">${NO_POSITION}</p>
  </div>
  <ul class="curves-legend" id="curves-legend" aria-labelledby="curves-legend-title"></ul>
  <p class="curves-note" id="curves-note"></p>
  <p class="status" id="curves-status" role="status"></p>`;

/** What one drawn column is: its role in the formula and its numbers. */
interface Column {
  dim: number;
  slot: number;
  inTable: boolean;
  pair: number;
  fn: 'sin' | 'cos';
  frequency: number;
  wavelength: number;
}

interface Drawn {
  length: number;
  dModel: number;
  base: number;
  columns: Column[];
  /** 2π/ω of the slowest pair. */
  longestWavelength: number;
}

const LEGEND_ITEM = `
  <span class="legend-key"><span class="series-swatch"></span><span data-field="name"></span></span>
  <span class="legend-role" data-field="role"></span>
  <span class="legend-numbers">
    <span>ω<sub>i</sub> = <span data-field="frequency"></span> rad/pos</span>
    <span>λ = 2π/ω<sub>i</sub> = <span data-field="wavelength"></span> pos</span>
  </span>
  <span class="legend-bar" aria-hidden="true"><span></span></span>
  <span class="legend-value" data-field="value">–</span>`;

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const figure = part<HTMLDivElement>(panel, '#curves-figure');
  const svg = part<SVGSVGElement>(panel, '#curves-svg');
  const shape = part<HTMLSpanElement>(panel, '#curves-shape');
  const legend = part<HTMLUListElement>(panel, '#curves-legend');
  const positionLabel = part<HTMLParagraphElement>(panel, '#curves-position');
  const live = part<HTMLParagraphElement>(panel, '#curves-live');
  const note = part<HTMLParagraphElement>(panel, '#curves-note');
  const status = part<HTMLParagraphElement>(panel, '#curves-status');
  const dimsControl = createDimsControl(part(panel, '#curves-dims-field'), store);

  const plot = new LinePlot(svg, { x: 'Position', y: 'PE value' });
  const cursorLayer = plot.layer('curves-cursor');
  const rule = cursorLayer.append('line').attr('class', 'curves-rule');
  cursorLayer.attr('visibility', 'hidden');

  // The table buffer is reused while L × d_model stays the same.
  let table = new Float32Array(0);
  let drawn: Drawn | null = null;
  let dataStale = true;
  let frame = 0;
  let lastWidth = 0;
  let position: number | null = null;

  function compute(state: Readonly<AppState>): void {
    const { length, dModel, base, layout } = state;
    if (table.length !== length * dModel) table = new Float32Array(length * dModel);
    sinusoidal(length, dModel, { base, layout, out: table });
    const omega = frequencies(dModel, { base });
    const columns = state.dims.map((dim, slot): Column => {
      const inTable = dim < dModel;
      const { pair, fn } = columnRole(Math.min(dim, dModel - 1), dModel, layout);
      const frequency = omega[pair]!;
      return { dim, slot, inTable, pair, fn, frequency, wavelength: (2 * Math.PI) / frequency };
    });
    drawn = { length, dModel, base, columns, longestWavelength: (2 * Math.PI) / omega[omega.length - 1]! };
    if (position !== null) position = Math.min(position, length - 1);
  }

  function renderLegend(current: Drawn): void {
    const items = current.columns.map((column) => {
      const item = document.createElement('li');
      item.className = `legend-item ${seriesClass(column.slot)}`;
      item.dataset.dim = String(column.dim);
      item.innerHTML = LEGEND_ITEM;
      part<HTMLElement>(item, '.series-swatch').classList.toggle('dashed', column.fn === 'cos');
      part<HTMLElement>(item, '[data-field="name"]').textContent = `dim ${column.dim}`;
      if (!column.inTable) {
        item.classList.add('missing');
        part<HTMLElement>(item, '[data-field="role"]').textContent = `not in this table (d_model = ${current.dModel})`;
        part<HTMLElement>(item, '.legend-numbers').remove();
        part<HTMLElement>(item, '.legend-bar').remove();
        return item;
      }
      part<HTMLElement>(item, '[data-field="role"]').textContent = `${column.fn} · pair i = ${column.pair}`;
      part<HTMLElement>(item, '[data-field="frequency"]').textContent = formatNumber(column.frequency, 4);
      part<HTMLElement>(item, '[data-field="wavelength"]').textContent = formatNumber(column.wavelength, 4);
      // log(λ/2π)/log(n) = 2i/d_model: the bar spans 2π … 2π·n on a log scale.
      const fraction = Math.log(column.wavelength / (2 * Math.PI)) / Math.log(current.base);
      part<HTMLElement>(item, '.legend-bar > span').style.width = `${Math.max(1.5, 100 * fraction).toFixed(1)}%`;
      return item;
    });
    legend.replaceChildren(...items);
    const ratio = Math.pow(current.base, 2 / current.dModel);
    // Only numbers go into this HTML.
    note.innerHTML =
      `Pair i turns at ω<sub>i</sub> = n<sup>−2i/d<sub>model</sub></sup> radians per position, so its ` +
      `wavelength 2π/ω<sub>i</sub> grows geometrically: 2π ≈ 6.283 positions for pair 0, each pair ` +
      `n<sup>2/d<sub>model</sub></sup> = ${formatNumber(ratio, 4)} times longer than the one before, up to ` +
      `${formatNumber(current.longestWavelength, 4)} for the last. The bars show the wavelength on a ` +
      `log scale from 2π to 2π·n.`;
  }

  function showPosition(): void {
    const current = drawn;
    if (!current) return;
    const visible = position !== null;
    cursorLayer.attr('visibility', visible ? 'visible' : 'hidden');
    const spoken: string[] = [];
    for (const column of current.columns) {
      const item = legend.querySelector<HTMLElement>(`li[data-dim="${column.dim}"]`);
      const valueCell = item?.querySelector<HTMLElement>('[data-field="value"]');
      if (!valueCell) continue;
      if (!visible || !column.inTable) {
        valueCell.textContent = '–';
        continue;
      }
      const value = table[position! * current.dModel + column.dim]!;
      valueCell.textContent = formatValue(value);
      spoken.push(`dim ${column.dim} ${formatValue(value, 4)}`);
    }
    if (!visible) {
      positionLabel.innerHTML = NO_POSITION;
      return;
    }
    positionLabel.innerHTML = `values at position <strong data-field="position">${position}</strong>`;
    live.textContent = `Position ${position}: ${spoken.join(', ')}`;
    const px = plot.x(position!);
    rule.attr('x1', px).attr('x2', px).attr('y1', plot.y.range()[1]!).attr('y2', plot.y.range()[0]!);
    cursorLayer
      .selectAll<SVGCircleElement, Column>('circle')
      .data(
        current.columns.filter((column) => column.inTable),
        (column) => String(column.dim),
      )
      .join('circle')
      .attr('class', (column) => `curves-dot ${seriesClass(column.slot)}`)
      .attr('data-dim', (column) => column.dim)
      .attr('r', 4)
      .attr('cx', px)
      .attr('cy', (column) => plot.y(table[position! * current.dModel + column.dim]!));
  }

  function schedule(dataChanged: boolean): void {
    if (dataChanged) dataStale = true;
    if (frame === 0) frame = requestAnimationFrame(draw);
  }

  function draw(): void {
    frame = 0;
    if (panel.hidden) return; // a hidden panel has no size; drawn when shown
    const state = store.state;
    if (dataStale) {
      dataStale = false;
      try {
        compute(state);
      } catch (error) {
        status.textContent = error instanceof Error ? error.message : String(error);
        return;
      }
      status.textContent = '';
      renderLegend(drawn!);
      shape.textContent = curvesShape(state);
      figure.setAttribute(
        'aria-label',
        `Line chart of PE value against position 0 to ${state.length - 1} for dimensions ${state.dims.join(', ')}`,
      );
    }
    const current = drawn;
    if (!current) return;
    lastWidth = figure.clientWidth;
    const frameBox = plotFrame(lastWidth, {
      aspect: 0.42,
      minHeight: 200,
      maxHeight: Math.max(220, Math.min(380, window.innerHeight - 380)),
    });
    const series: LineSeries[] = current.columns
      .filter((column) => column.inTable)
      .map((column) => ({
        key: String(column.dim),
        slot: column.slot,
        dashed: column.fn === 'cos',
        firstX: 0,
        count: current.length,
        value: (pos: number) => table[pos * current.dModel + column.dim]!,
      }));
    figure.style.height = `${frameBox.height}px`;
    plot.draw(frameBox, series, [0, Math.max(1, current.length - 1)], [-1.08, 1.08], [-1, -0.5, 0, 0.5, 1]);
    showPosition();
    panel.dataset.ready = 'true';
  }

  const moveTo = (next: number): void => {
    if (!drawn) return;
    next = Math.min(drawn.length - 1, Math.max(0, Math.round(next)));
    if (next === position) return;
    position = next;
    showPosition();
  };
  figure.addEventListener('pointermove', (event) => {
    const box = figure.getBoundingClientRect();
    moveTo(plot.x.invert(event.clientX - box.left));
  });
  figure.addEventListener('pointerdown', (event) => {
    const box = figure.getBoundingClientRect();
    moveTo(plot.x.invert(event.clientX - box.left));
  });
  figure.addEventListener('focus', () => {
    if (position === null) moveTo(0);
  });
  figure.addEventListener('keydown', (event) => {
    if (!drawn) return;
    const at = position ?? 0;
    const page = Math.max(1, Math.round(drawn.length / 10));
    switch (event.key) {
      case 'ArrowLeft':
      case 'ArrowDown':
        moveTo(at - 1);
        break;
      case 'ArrowRight':
      case 'ArrowUp':
        moveTo(at + 1);
        break;
      case 'PageDown':
        moveTo(at + page);
        break;
      case 'PageUp':
        moveTo(at - page);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(drawn.length - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  });

  context.lifetime.observeResize(figure, () => {
    if (figure.clientWidth !== lastWidth) schedule(false);
  });
  context.lifetime.onEnd(() => cancelAnimationFrame(frame));

  dimsControl.show(store.state);
  schedule(true);
  return {
    update(state, changed) {
      if (changed.has('dims') || changed.has('dModel')) dimsControl.show(state);
      if (['length', 'dModel', 'base', 'layout', 'dims'].some((key) => changed.has(key as keyof AppState)))
        schedule(true);
    },
    shown: () => schedule(false),
  };
}

export const curvesPanel: ViewPanel = { template: TEMPLATE, styles: [inputWordsCss, curvesCss], mount };
