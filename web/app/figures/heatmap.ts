// Paints a row-major table of values in [-1, 1] onto a canvas, one colour per cell.
//
// The table is written once per parameter change into an ImageData of exactly rows × cols
// pixels (one pixel per cell, through a 256-entry colour look-up table), then scaled onto the
// visible canvas at device resolution: crisp nearest-neighbour blocks when cells are at least
// one pixel, smoothed when many positions share a pixel. Resizing only repeats the scaling.
// renderFitted() (the heatmap view) draws whole device pixels per cell or, where cells are thinner
// than a pixel, the mean of a whole number of cells per pixel (device-fit.ts).
import { interpolateViridis } from 'd3-scale-chromatic';
import type { DeviceFit } from './device-fit.js';

/** Every value the page colours lies in this range: sin and cos. */
export const VALUE_DOMAIN = [-1, 1] as const;

const LUT_SIZE = 256;

/** Position of a value in the colour ramp, 0 (−1) … 1 (+1). */
export function valueToUnit(value: number): number {
  return (value - VALUE_DOMAIN[0]) / (VALUE_DOMAIN[1] - VALUE_DOMAIN[0]);
}

/** The ramp's colour for t in [0, 1] as [r, g, b]; d3 returns '#rrggbb'. */
export function viridisRgb(t: number): [number, number, number] {
  const hex = interpolateViridis(Math.min(1, Math.max(0, t)));
  return [
    Number.parseInt(hex.slice(1, 3), 16),
    Number.parseInt(hex.slice(3, 5), 16),
    Number.parseInt(hex.slice(5, 7), 16),
  ];
}

/** 256 opaque RGBA pixels packed for a little-endian Uint32Array view of ImageData. */
function buildLookUpTable(): Uint32Array {
  const lut = new Uint32Array(LUT_SIZE);
  for (let k = 0; k < LUT_SIZE; k++) {
    const [r, g, b] = viridisRgb(k / (LUT_SIZE - 1));
    lut[k] = ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
  }
  return lut;
}

function isLittleEndian(): boolean {
  return new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
}

export class Heatmap {
  private readonly lut = buildLookUpTable();
  private readonly source = document.createElement('canvas');
  private readonly sourceContext: CanvasRenderingContext2D;
  private image: ImageData | null = null;
  private pixels = new Uint32Array(0);
  private rows = 0;
  private cols = 0;
  private values: Float32Array | null = null;
  private domain: readonly [number, number] = VALUE_DOMAIN;
  /** Means of cellsPerPixel × cellsPerPixel blocks, one pixel each, for the grouping in `meansKey`. */
  private readonly means = document.createElement('canvas');
  private meansKey = '';

  constructor(private readonly target: HTMLCanvasElement) {
    if (!isLittleEndian()) {
      // Every browser in use is little-endian; swap the table once if one ever is not.
      for (let k = 0; k < LUT_SIZE; k++) {
        const v = this.lut[k]!;
        this.lut[k] = (((v & 0xff) << 24) | ((v & 0xff00) << 8) | ((v >>> 8) & 0xff00) | (v >>> 24)) >>> 0;
      }
    }
    this.sourceContext = this.source.getContext('2d')!;
  }

  /**
   * Colours a rows × cols table (row-major) whose values span `domain` (default [-1, 1]: sin and
   * cos). Reuses the pixel buffer while the shape is unchanged.
   */
  setTable(values: Float32Array, rows: number, cols: number, domain: readonly [number, number] = VALUE_DOMAIN): void {
    if (!this.image || rows !== this.rows || cols !== this.cols) {
      this.rows = rows;
      this.cols = cols;
      this.source.width = cols;
      this.source.height = rows;
      this.image = this.sourceContext.createImageData(cols, rows);
      this.pixels = new Uint32Array(this.image.data.buffer);
    }
    this.values = values;
    this.domain = domain;
    this.meansKey = '';
    const { lut, pixels } = this;
    // value → LUT index 0…255, rounded to nearest: value·a + b, truncated. Plain integer math (no
    // Math.round or per-cell objects) keeps this loop near 2 ns a cell.
    const a = (LUT_SIZE - 1) / (domain[1] - domain[0]);
    const b = 0.5 - domain[0] * a;
    const count = rows * cols;
    for (let k = 0; k < count; k++) {
      const index = (values[k]! * a + b) | 0;
      pixels[k] = lut[index < 0 ? 0 : index > LUT_SIZE - 1 ? LUT_SIZE - 1 : index]!;
    }
    this.sourceContext.putImageData(this.image, 0, 0);
  }

  /** The LUT colour of a value (rounded to the nearest of 256 steps, like setTable). */
  private colour(value: number): number {
    const a = (LUT_SIZE - 1) / (this.domain[1] - this.domain[0]);
    const index = (value * a + 0.5 - this.domain[0] * a) | 0;
    return this.lut[index < 0 ? 0 : index > LUT_SIZE - 1 ? LUT_SIZE - 1 : index]!;
  }

  /** The table as one pixel per block of rowsPerPixel × columnsPerPixel cells: their mean. */
  private meanImage(rowsPerPixel: number, columnsPerPixel: number): HTMLCanvasElement {
    const key = `${rowsPerPixel}x${columnsPerPixel}`;
    if (this.meansKey === key || !this.values) return this.means;
    const { rows, cols, values } = this;
    const width = Math.ceil(cols / columnsPerPixel);
    const height = Math.ceil(rows / rowsPerPixel);
    const sums = new Float64Array(width * height);
    const counts = new Uint32Array(width * height);
    for (let r = 0; r < rows; r++) {
      const line = Math.floor(r / rowsPerPixel) * width;
      for (let c = 0; c < cols; c++) {
        const k = line + Math.floor(c / columnsPerPixel);
        sums[k]! += values[r * cols + c]!;
        counts[k]! += 1;
      }
    }
    this.means.width = width;
    this.means.height = height;
    const context = this.means.getContext('2d')!;
    const image = context.createImageData(width, height);
    const pixels = new Uint32Array(image.data.buffer);
    for (let k = 0; k < pixels.length; k++) pixels[k] = this.colour(sums[k]! / counts[k]!);
    context.putImageData(image, 0, 0);
    this.meansKey = key;
    return this.means;
  }

  /**
   * Draws the table at the device pixels of `fit` (see device-fit.ts): each cell a whole number
   * of device pixels, or each device pixel the mean of a whole number of cells; no resampling
   * filter, so no moiré. The caller sizes the canvas to fit's CSS size.
   */
  renderFitted(fit: DeviceFit): void {
    const canvas = this.target;
    const width = fit.columns.devicePixels;
    const height = fit.rows.devicePixels;
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context || !this.image) return;
    const grouped = fit.columns.cellsPerPixel > 1 || fit.rows.cellsPerPixel > 1;
    const source = grouped ? this.meanImage(fit.rows.cellsPerPixel, fit.columns.cellsPerPixel) : this.source;
    context.clearRect(0, 0, width, height);
    context.imageSmoothingEnabled = false; // whole-pixel blocks only
    context.drawImage(source, 0, 0, width, height);
  }

  /** Draws the current table to fill the target canvas, sized cssWidth × cssHeight CSS pixels. */
  render(cssWidth: number, cssHeight: number, devicePixelRatio: number): void {
    const width = Math.max(1, Math.round(cssWidth * devicePixelRatio));
    const height = Math.max(1, Math.round(cssHeight * devicePixelRatio));
    const canvas = this.target;
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, width, height);
    this.drawInto(context, 0, 0, width, height);
  }

  /**
   * Paints the cells into a box of `context` (its current transform applies), with the same
   * rule as on screen: crisp blocks when enlarging, smoothed when shrinking. The figure export
   * uses this to draw the cells at its own resolution.
   */
  drawInto(context: CanvasRenderingContext2D, x: number, y: number, width: number, height: number): void {
    if (!this.image) return;
    const scale = context.getTransform();
    const upscaling = width * Math.abs(scale.a) >= this.cols && height * Math.abs(scale.d) >= this.rows;
    context.imageSmoothingEnabled = !upscaling;
    context.imageSmoothingQuality = 'high';
    context.drawImage(this.source, x, y, width, height);
  }
}
