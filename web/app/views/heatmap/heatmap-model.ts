// The heatmap view's numbers and texts, from its settings: no DOM, so Node tests import it. The
// table is the package's sinusoidal(), the (15.2) row its addPositionalEncoding(); the figure's
// size comes from the shared layout (figure-layout.ts) fitted to device pixels (device-fit.ts).
import { addPositionalEncoding, sinusoidal } from 'positional-encoding';
import type { AppState, TableParams } from '../../state/app-state.js';
import { fitToDevicePixels, type DeviceFit } from '../../figures/device-fit.js';
import { layoutFigure } from '../../figures/figure-layout.js';
import { exampleEmbeddingRow } from './example-embedding.js';

/** The settings the table is computed from; the others (scale) only change the (15.2) panel. */
export const TABLE_KEYS = ['length', 'dModel', 'base', 'layout'] as const;

export function tableParams(state: Readonly<AppState>): TableParams {
  return { length: state.length, dModel: state.dModel, base: state.base, layout: state.layout };
}

/** Whether a store change asks for a new table. */
export function tableChanged(changed: ReadonlySet<keyof AppState>): boolean {
  return TABLE_KEYS.some((key) => changed.has(key));
}

/** A computed table and the parameters it was computed with. */
export interface ShownTable {
  table: Float32Array;
  params: TableParams;
}

/**
 * The PE table for `params`, written into `previous` while the size stands (no 2 MB allocation per
 * slider step); throws the package's RangeError for parameters it refuses.
 */
export function heatmapTable(params: TableParams, previous: Float32Array | null): Float32Array {
  const out = previous?.length === params.length * params.dModel ? previous : undefined;
  return sinusoidal(params.length, params.dModel, { base: params.base, layout: params.layout, out });
}

/** The status line's words for a refused table. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The canvas's label for screen readers. */
export function tableLabel(params: TableParams): string {
  return `Heatmap of the positional encoding table: ${params.length} positions by ${params.dModel} dimensions, base ${params.base}, ${params.layout} layout`;
}

/** Where the figure sits, in CSS pixels from the top of the window, and the window's height. */
export interface FigurePlace {
  figureTop: number;
  panelTop: number;
  scrollY: number;
  windowHeight: number;
}

/**
 * The height the figure may take: the window below whatever is above it when it starts on the
 * first screen (wide layouts); else (controls on top, narrow screens) the reader scrolls to it,
 * and the window less the panel's title, readout and formula is what can show at once.
 */
export function figureRoom({ figureTop, panelTop, scrollY, windowHeight }: FigurePlace): number {
  const onPage = figureTop + scrollY;
  const inPanel = figureTop - panelTop + 16;
  return windowHeight - (onPage + 120 < windowHeight ? onPage : inPanel) - 12;
}

/** The figure fitted to device pixels, and whether its columns are thinner than one (`thin`). */
export interface FittedFigure {
  fit: DeviceFit;
  thin: boolean;
}

/**
 * The figure for a box `width` CSS pixels wide: fitted to it, or, zoomed where columns are thin,
 * as wide as it takes to give every column at least 2 device pixels and 1 CSS pixel (it scrolls).
 */
export function fitFigure(
  width: number,
  rows: number,
  cols: number,
  room: number,
  dpr: number,
  zoomed: boolean,
): FittedFigure {
  const unzoomed = layoutFigure(width, rows, room);
  const fitted = fitToDevicePixels(unzoomed, rows, cols, dpr);
  const thin = fitted.columns.cellsPerPixel > 1;
  if (!zoomed || !thin) return { fit: fitted, thin };
  const plotWidth = cols * Math.max(1, 2 / dpr);
  let zoomedLayout = layoutFigure(Math.ceil(unzoomed.width - unzoomed.plot.width + plotWidth), rows, room);
  // A wider figure may take wider (non-compact) margins: widen by what the plot still lacks.
  if (zoomedLayout.plot.width < plotWidth) {
    zoomedLayout = layoutFigure(Math.ceil(zoomedLayout.width + plotWidth - zoomedLayout.plot.width), rows, room);
  }
  return { fit: fitToDevicePixels(zoomedLayout, rows, cols, dpr), thin };
}

/**
 * What the note under the figure says: where cells are thinner than a device pixel (each pixel is
 * then their mean), or, `widened` (zoomed with thin columns), that every column has its own pixels.
 */
export function samplingText(
  fit: Pick<DeviceFit, 'columns' | 'rows'>,
  widened: boolean,
  rows: number,
  cols: number,
): string {
  const lines: string[] = [];
  if (fit.columns.cellsPerPixel > 1) {
    lines.push(
      `${cols} dimensions share ${fit.columns.devicePixels} device pixels: each pixel column shows the ` +
        `mean of ${fit.columns.cellsPerPixel} neighbouring dimensions, so the finest stripes are averaged, not drawn.`,
    );
  } else if (widened) {
    lines.push(
      `Every dimension has ${fit.columns.pixelsPerCell} device pixels of its own; the figure scrolls sideways.`,
    );
  }
  if (fit.rows.cellsPerPixel > 1) {
    lines.push(
      `${rows} positions share ${fit.rows.devicePixels} device pixel rows: each shows the mean of ` +
        `${fit.rows.cellsPerPixel} neighbouring positions.`,
    );
  }
  return lines.join(' ');
}

/** The zoom button's words. */
export function zoomLabel(zoomed: boolean): string {
  return zoomed ? 'Fit the width' : 'Show every dimension';
}

export interface ScaledRow {
  pos: number;
  x: Float32Array;
  pe: Float32Array;
  sum: Float32Array;
}

/** Formula (15.2) at one position: x, PE(pos, ·) and √d_model·x + PE(pos, ·), whole rows. */
export function scaledRow(params: TableParams, pos: number): ScaledRow {
  const { dModel, base, layout } = params;
  const x = exampleEmbeddingRow(dModel);
  return {
    pos,
    x,
    pe: sinusoidal(1, dModel, { base, layout, offset: pos }),
    sum: addPositionalEncoding(x, [1, 1, dModel], { scale: 'sqrt', base, layout, offset: pos }),
  };
}
