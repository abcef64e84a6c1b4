// The plot kit's frame: where the plot sits inside an SVG of a given width (margins for the axes,
// a height from the width, clamped), and the SVG sized to it. Every chart built on the kit
// (line-plot, wavelength-chart, the long-context score chart) starts from one.
import type { Box } from '../figure-layout.js';

export interface PlotFrame {
  width: number;
  height: number;
  plot: Box;
  /** Narrow figures (under 520 px) use shorter labels and fewer ticks. */
  compact: boolean;
}

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface FrameOptions {
  /** Plot height ÷ plot width; `compactAspect` on narrow figures (default: the same). */
  aspect: number;
  compactAspect?: number;
  minHeight: number;
  maxHeight: number;
  /** Overrides the default right margin (16 px, 12 px when compact). */
  rightMargin?: number;
  /** Fixed margins instead of the defaults (which grow a little on wide figures). */
  margin?: Margin;
}

const COMPACT_WIDTH = 520;

/** A plot `width` px wide: margins for the axes, the plot `aspect` times as tall as wide, clamped. */
export function plotFrame(width: number, options: FrameOptions): PlotFrame {
  const compact = width < COMPACT_WIDTH;
  const margin =
    options.margin ??
    (compact
      ? { top: 10, right: options.rightMargin ?? 12, bottom: 44, left: 50 }
      : { top: 12, right: options.rightMargin ?? 16, bottom: 46, left: 60 });
  const plotWidth = Math.max(80, Math.floor(width - margin.left - margin.right));
  const aspect = compact ? (options.compactAspect ?? options.aspect) : options.aspect;
  const plotHeight = Math.round(Math.min(options.maxHeight, Math.max(options.minHeight, plotWidth * aspect)));
  return {
    width,
    height: margin.top + plotHeight + margin.bottom,
    plot: { left: margin.left, top: margin.top, width: plotWidth, height: plotHeight },
    compact,
  };
}

/** Sizes the SVG to the frame or figure (width, height and a viewBox of the same pixels). */
export function fitSvg(svg: SVGSVGElement, frame: Pick<PlotFrame, 'width' | 'height'>): void {
  svg.setAttribute('width', String(frame.width));
  svg.setAttribute('height', String(frame.height));
  svg.setAttribute('viewBox', `0 0 ${frame.width} ${frame.height}`);
}

/** The plot's right and bottom edges. */
export function plotRight(frame: PlotFrame): number {
  return frame.plot.left + frame.plot.width;
}
export function plotBottom(frame: PlotFrame): number {
  return frame.plot.top + frame.plot.height;
}
