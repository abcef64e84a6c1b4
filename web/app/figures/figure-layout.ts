// Where the plot, the axes and the colour bar go inside the figure, for a given width.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface FigureLayout {
  width: number;
  height: number;
  plot: Box;
  colourBar: Box;
  /** Narrow figures use shorter labels and fewer ticks. */
  compact: boolean;
}

/**
 * Lays out a figure `width` CSS pixels wide for a table of `rows` positions, in `room` CSS pixels
 * of height (what the window leaves for the whole figure, axes included). The plot is about 0.6
 * times as tall as it is wide (1.1 on phones), no taller than the room allows but at least 200 px,
 * and short tables get short plots (cells about 40 px tall) instead of giant bands.
 */
export function layoutFigure(width: number, rows: number, room: number): FigureLayout {
  const compact = width < 520;
  const margin = compact ? { top: 8, right: 66, bottom: 44, left: 50 } : { top: 8, right: 84, bottom: 46, left: 60 };
  const plotWidth = Math.max(80, Math.floor(width - margin.left - margin.right));
  const fitWindow = Math.max(200, room - margin.top - margin.bottom);
  let plotHeight = Math.min(560, fitWindow, Math.round(plotWidth * (compact ? 1.1 : 0.6)));
  plotHeight = Math.max(180, plotHeight);
  plotHeight = Math.min(plotHeight, Math.max(120, rows * 40));
  const barGap = compact ? 10 : 16;
  const barWidth = compact ? 10 : 12;
  return {
    width,
    height: margin.top + plotHeight + margin.bottom,
    plot: { left: margin.left, top: margin.top, width: plotWidth, height: plotHeight },
    colourBar: { left: margin.left + plotWidth + barGap, top: margin.top, width: barWidth, height: plotHeight },
    compact,
  };
}
