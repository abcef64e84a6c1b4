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

  return {
    set(current) {
      measured = current;
      if (current && cursor !== null) cursor = Math.min(cursor, current.positions.length - 1);
    },
    draw() {
      const current = measured;
      if (!current) return null;
      const width = figure.clientWidth;
      const { height, boxes, compact } = panelsLayout(width, window.innerHeight);
      svgElement.setAttribute('width', String(width));
      svgElement.setAttribute('height', String(height));
      svgElement.setAttribute('viewBox', `0 0 ${width} ${height}`);
      figure.style.height = `${height}px`;
      const xDomain: [number, number] = [1, 10 ** current.upTo];
      const [planeTitle, worstTitle] = panelTitles(current);
      const { positions } = current;
      planePlot.draw(boxes[0], planeTitle, positions, dotSeries(current.onPlane), xDomain, Y_DOMAIN, MARKERS, compact);
      worstPlot.draw(boxes[1], worstTitle, positions, dotSeries(current.worst), xDomain, Y_DOMAIN, [], compact);
      showCursor();
      return width;
    },
  };
}
