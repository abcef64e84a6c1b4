// Wires the page: loads the WebAssembly core, reads the controls, computes the table with the
// package's sinusoidal(), and redraws at most once per animation frame.
import init, { runtimeInfo, sinusoidal } from 'positional-encoding';
import { createAxes } from './axes.js';
import { describeCell, type Params } from './cell-info.js';
import { createCellCursor, type Cell } from './cell-cursor.js';
import { createCellMarks } from './cell-marks.js';
import { createColourBar } from './colour-bar.js';
import { createControls } from './controls.js';
import { layoutFigure } from './figure-layout.js';
import { Heatmap } from './heatmap.js';
import { createReadout } from './readout.js';

function byId<T extends HTMLElement | SVGElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`explorer: missing #${id}`);
  return found as unknown as T;
}

const figure = byId<HTMLDivElement>('figure');
const canvas = byId<HTMLCanvasElement>('heatmap');
const overlay = byId<SVGSVGElement>('overlay');
const status = byId<HTMLParagraphElement>('status');
const figureShape = byId<HTMLSpanElement>('figure-shape');

const heatmap = new Heatmap(canvas);
const drawAxes = createAxes(overlay);
const drawColourBar = createColourBar(overlay);
const marks = createCellMarks(overlay);
const readout = createReadout(byId('readout'));

// The table on screen and the parameters it was computed with (the form may be ahead of it).
let table: Float32Array | null = null;
let drawn: Params | null = null;
let tableStale = true;
let frame = 0;
let lastWidth = 0;

const showCell = (cell: Cell): void => {
  marks.select(cell);
  if (table && drawn) readout.show(describeCell(drawn, table, cell.pos, cell.dimension));
};
const cursor = createCellCursor(canvas, showCell);

function schedule(dataChanged: boolean): void {
  if (dataChanged) tableStale = true;
  if (frame === 0) frame = requestAnimationFrame(draw);
}

function draw(): void {
  frame = 0;
  if (tableStale) {
    tableStale = false;
    const params = { ...controls.params };
    try {
      table = sinusoidal(params.length, params.dModel, { base: params.base, layout: params.layout });
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error);
      return;
    }
    status.textContent = '';
    drawn = params;
    heatmap.setTable(table, params.length, params.dModel);
    cursor.fit(params.length, params.dModel);
    figureShape.textContent = `${params.length} positions × ${params.dModel} dimensions`;
    canvas.setAttribute('aria-label',
      `Heatmap of the positional encoding table: ${params.length} positions by ${params.dModel} dimensions, base ${params.base}, ${params.layout} layout`);
  }
  if (!table || !drawn) return;

  const rows = drawn.length;
  const cols = drawn.dModel;
  lastWidth = figure.clientWidth;
  const layout = layoutFigure(lastWidth, rows, window.innerHeight);
  const { plot } = layout;
  figure.style.height = `${layout.height}px`;
  overlay.setAttribute('width', String(layout.width));
  overlay.setAttribute('height', String(layout.height));
  overlay.setAttribute('viewBox', `0 0 ${layout.width} ${layout.height}`);
  canvas.style.left = `${plot.left}px`;
  canvas.style.top = `${plot.top}px`;
  canvas.style.width = `${plot.width}px`;
  canvas.style.height = `${plot.height}px`;

  heatmap.render(plot.width, plot.height, window.devicePixelRatio || 1);
  drawAxes(layout, rows, cols);
  drawColourBar(layout);
  marks.update(layout, table, rows, cols);
  if (cursor.current) showCell(cursor.current);
  figure.dataset.state = 'ready';
}

const controls = createControls(byId<HTMLFormElement>('controls'), () => schedule(true));

new ResizeObserver(() => {
  if (figure.clientWidth !== lastWidth) schedule(false);
}).observe(figure);
window.addEventListener('resize', () => schedule(false));

try {
  await init();
  byId('runtime-info').textContent = `${runtimeInfo().simd ? 'SIMD' : 'baseline'} build.`;
  schedule(true);
} catch (error) {
  figure.dataset.state = 'error';
  status.textContent = `The WebAssembly core did not load: ${error instanceof Error ? error.message : String(error)}`;
}
