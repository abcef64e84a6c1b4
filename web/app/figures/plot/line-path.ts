// The plot kit's line mark: the SVG path data of a line through `count` values, built as a string.
// A line with more than two values per pixel column is reduced to the first, lowest, highest and
// last value of each column (M4), which draws the same picture from far fewer points.

export interface LinePoints {
  count: number;
  /** Value k's x in px. */
  x(k: number): number;
  /** Value k (before the y scale). */
  value(k: number): number;
}

/** Path data ("M…L…") for `line` through `y`, on a plot `pixels` px wide. */
export function linePath(line: LinePoints, y: (value: number) => number, pixels: number): string {
  const parts: string[] = [];
  const point = (px: number, py: number) =>
    parts.push(`${parts.length === 0 ? 'M' : 'L'}${px.toFixed(1)},${py.toFixed(1)}`);
  if (line.count <= 2 * pixels) {
    for (let k = 0; k < line.count; k++) point(line.x(k), y(line.value(k)));
    return parts.join('');
  }
  // M4 reduction: per pixel column keep first, min, max, last, in drawing order.
  let column = Number.NaN;
  let first = 0,
    last = 0,
    low = 0,
    high = 0,
    lowAt = 0,
    highAt = 0;
  const flush = (): void => {
    if (Number.isNaN(column)) return;
    const px = column + 0.5;
    point(px, y(first));
    if (lowAt < highAt) {
      point(px, y(low));
      point(px, y(high));
    } else {
      point(px, y(high));
      point(px, y(low));
    }
    point(px, y(last));
  };
  for (let k = 0; k < line.count; k++) {
    const v = line.value(k);
    const c = Math.floor(line.x(k));
    if (c !== column) {
      flush();
      column = c;
      first = low = high = v;
      lowAt = highAt = k;
    }
    if (v < low) {
      low = v;
      lowAt = k;
    }
    if (v > high) {
      high = v;
      highAt = k;
    }
    last = v;
  }
  flush();
  return parts.join('');
}
