// How the table meets the screen's device pixels, so the heatmap never shows a pattern that is
// not in the data. A cell gets a whole number of device pixels (a 1.6-pixel column would be drawn
// 1 or 2 pixels wide, and neighbouring sin/cos columns would beat into bands); where cells are
// thinner than a device pixel, a whole number of them shares one pixel, which shows their mean
// (instead of a resampling filter's moiré). The plot shrinks to the whole-pixel size.
import type { FigureLayout } from './figure-layout.js';

/** One axis of the table against the device pixels available for it. */
export interface AxisFit {
  /** Device pixels per cell (1 when cells share pixels). */
  pixelsPerCell: number;
  /** Cells whose mean one device pixel shows (1 when every cell has its own pixels). */
  cellsPerPixel: number;
  /** Device pixels drawn along this axis. */
  devicePixels: number;
}

export interface DeviceFit {
  columns: AxisFit;
  rows: AxisFit;
  /** The figure layout with the plot (and the colour bar beside it) at the drawn size. */
  layout: FigureLayout;
}

export function fitAxis(cells: number, availablePixels: number): AxisFit {
  const available = Math.max(1, Math.floor(availablePixels));
  if (available >= cells) {
    const pixelsPerCell = Math.floor(available / cells);
    return { pixelsPerCell, cellsPerPixel: 1, devicePixels: pixelsPerCell * cells };
  }
  const cellsPerPixel = Math.ceil(cells / available);
  return { pixelsPerCell: 1, cellsPerPixel, devicePixels: Math.ceil(cells / cellsPerPixel) };
}

/**
 * The layout's plot cut down to whole device pixels per cell (or whole cells per pixel); the
 * figure narrows and shortens with it.
 */
export function fitToDevicePixels(layout: FigureLayout, rows: number, cols: number, dpr: number): DeviceFit {
  const columns = fitAxis(cols, layout.plot.width * dpr);
  const rowFit = fitAxis(rows, layout.plot.height * dpr);
  const width = columns.devicePixels / dpr;
  const height = rowFit.devicePixels / dpr;
  const shift = layout.plot.width - width;
  return {
    columns,
    rows: rowFit,
    layout: {
      ...layout,
      plot: { ...layout.plot, width, height },
      colourBar: { ...layout.colourBar, left: layout.colourBar.left - shift, height },
      // The colour bar's label follows it; whole CSS pixels keep the figure (and its PNG) integral.
      width: Math.max(0, layout.width - Math.floor(shift)),
      height: layout.height - Math.floor(layout.plot.height - height),
    },
  };
}
