// The lab's figure: two error plots in one SVG, the chosen plane and the worst plane, side by side
// from 760 px and stacked below. A pointer on either or the keys move one cursor through the
// sampled positions; the readout follows it.
import { select } from 'd3-selection';
import { part } from '../../dom.js';
import type { Box } from '../../figures/figure-layout.js';
import { ErrorPlot, INFINITY_BAND } from './error-plot.js';
import {
  dotSeries,
  MARKERS,
  nearestSample,
  panelTitles,
  ringsAt,
  sampleAfterKey,
  Y_DOMAIN,
  type Measured,
} from './precision-model.js';
import type { PrecisionReadout } from './precision-readout.js';

export interface PanelsLayout {
  height: number;
  boxes: [Box, Box];
  compact: boolean;
}

/** Where the two plots go in `width` px, no taller than the window leaves room for. */
export function panelsLayout(width: number, windowHeight: number): PanelsLayout {
  const compact = width < 520;
  const margin = compact
    ? { top: 26 + INFINITY_BAND, right: 10, bottom: 44, left: 54 }
    : { top: 28 + INFINITY_BAND, right: 16, bottom: 48, left: 62 };
  const sideBySide = width >= 760;
  const columnWidth = sideBySide ? Math.floor(width / 2) : width;
  const plotWidth = Math.max(120, columnWidth - margin.left - margin.right);
  const room = Math.max(200, windowHeight - 300);
  const plotHeight = Math.round(Math.min(sideBySide ? 360 : 300, room, Math.max(160, plotWidth * 0.62)));
  const panelHeight = margin.top + plotHeight + margin.bottom;
  const boxes = [0, 1].map((index) => ({
    left: (sideBySide ? index * columnWidth : 0) + margin.left,
    top: (sideBySide ? 0 : index * panelHeight) + margin.top,
    width: plotWidth,
    height: plotHeight,
  })) as [Box, Box];
  return { height: sideBySide ? panelHeight : 2 * panelHeight, boxes, compact };
}

export interface ErrorPanels {
  /** New errors (or none, after a refused setting); the cursor stays within the samples. */
  set(current: Measured | null): void;
  /** Draws the plots at the figure's width and returns it; null when there is nothing to draw. */
  draw(): number | null;
  /**
   * The first step of a draw in steps: lays the figure out at its width (both panels' height
   * reserved, nothing moves when the second comes) and draws the chosen plane's panel of
   * `current`, whose worst-plane errors may still be coming. Returns the width.
   */
  drawPlane(current: Measured): number;
  /** The last step: `current`, complete, becomes the errors shown; the worst plane's panel and the cursor are drawn. */
  drawWorst(current: Measured): void;
}

export function createErrorPanels(panel: HTMLElement, readout: PrecisionReadout): ErrorPanels {
  const figure = part<HTMLDivElement>(panel, '#precision-figure');
  const svgElement = part<SVGSVGElement>(panel, '#precision-svg');
  const svg = select(svgElement);
  const planePlot = new ErrorPlot(svg.append('g').attr('class', 'error-plot').attr('data-panel', 'plane'), 'error');
  const worstPlot = new ErrorPlot(svg.append('g').attr('class', 'error-plot').attr('data-panel', 'worst'), 'error');
  let measured: Measured | null = null;
  let cursor: number | null = null; // index into measured.positions

  function showCursor(): void {
    const current = measured;
    if (!current) return;
    const k = cursor;
    planePlot.showCursor(k === null ? null : current.positions[k]!, k === null ? [] : ringsAt(current.onPlane, k));
    worstPlot.showCursor(k === null ? null : current.positions[k]!, k === null ? [] : ringsAt(current.worst, k));
    readout.show(current, k);
  }
  const moveTo = (next: number): void => {
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
    moveTo(nearestSample(measured.positions, position));
  };
  figure.addEventListener('pointermove', fromPointer);
  figure.addEventListener('pointerdown', fromPointer);
  figure.addEventListener('focus', () => {
    if (cursor === null && measured) moveTo(measured.positions.indexOf(257));
  });
  figure.addEventListener('keydown', (event) => {
    if (!measured) return;
    const next = sampleAfterKey(event.key, cursor ?? 0, measured.positions.length);
    if (next === null) return;
    moveTo(next);
    event.preventDefault();
  });

  /** Where the panels go at the figure's width: fitted to it, the figure's height reserved. */
  type Placed = PanelsLayout & { width: number };
  function layOut(): Placed {
    const width = figure.clientWidth;
    const placed = { width, ...panelsLayout(width, window.innerHeight) };
    svgElement.setAttribute('width', String(width));
    svgElement.setAttribute('height', String(placed.height));
    svgElement.setAttribute('viewBox', `0 0 ${width} ${placed.height}`);
    figure.style.height = `${placed.height}px`;
    return placed;
  }
  /** Where the last draw placed the panels: the worst plane's is drawn there in a later step. */
  let placed: Placed | null = null;

  function drawPanel(plot: ErrorPlot, index: 0 | 1, current: Measured): void {
    const { boxes, compact } = placed!;
    const title = panelTitles(current)[index];
    const xDomain: [number, number] = [1, 10 ** current.upTo];
    const errors = index === 0 ? current.onPlane : current.worst;
    plot.draw(
      boxes[index],
      title,
      current.positions,
      dotSeries(errors),
      xDomain,
      Y_DOMAIN,
      index === 0 ? MARKERS : [],
      compact,
    );
  }

  function set(current: Measured | null): void {
    measured = current;
    if (current && cursor !== null) cursor = Math.min(cursor, current.positions.length - 1);
  }

  return {
    set,
    draw() {
      const current = measured;
      if (!current) return null;
      placed = layOut();
      drawPanel(planePlot, 0, current);
      drawPanel(worstPlot, 1, current);
      showCursor();
      return placed.width;
    },
    drawPlane(current) {
      placed = layOut();
      drawPanel(planePlot, 0, current);
      return placed.width;
    },
    drawWorst(current) {
      set(current);
      drawPanel(worstPlot, 1, current);
      showCursor();
    },
  };
}
