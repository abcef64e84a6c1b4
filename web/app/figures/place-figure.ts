// A heatmap figure's two layers put in place for its layout: the canvas of cells over the plot box
// and the SVG overlay (axes, colour bar, marks) over the whole figure, in the same CSS pixels.
import type { Box, FigureLayout } from './figure-layout.js';
import { fitSvg } from './plot/frame.js';

/** Sets the canvas's CSS box to the plot's (its device pixels are the heatmap's to set). */
export function placeCanvas(canvas: HTMLCanvasElement, plot: Box): void {
  canvas.style.left = `${plot.left}px`;
  canvas.style.top = `${plot.top}px`;
  canvas.style.width = `${plot.width}px`;
  canvas.style.height = `${plot.height}px`;
}

/** The overlay sized to the figure, the canvas over its plot. */
export function placeFigure(layout: FigureLayout, canvas: HTMLCanvasElement, overlay: SVGSVGElement): void {
  fitSvg(overlay, layout);
  placeCanvas(canvas, layout.plot);
}
