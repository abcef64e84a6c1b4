// The float64 reference for formula (15.1), written straight from the documents so that tests can
// measure the library against it. Plain JavaScript with no dependencies: generate-golden.mjs runs
// it under Node, the Vitest suites import it.
//
//   PE(pos, 2i)   = sin(pos / n^(2i/d))
//   PE(pos, 2i+1) = cos(pos / n^(2i/d))
//
// Column j uses i = floor(j / 2) (TensorFlow's rule), so an odd d ends with a sine. The split
// layout stores all sines (i = 0 .. ceil(d/2)-1) and then all cosines (i = 0 .. floor(d/2)-1).

/** The interleaved column that holds column `column` of a table in `layout`. */
export function interleavedColumn(column, dModel, layout = 'interleaved') {
  if (layout === 'interleaved') return column;
  if (layout !== 'split') throw new RangeError(`unknown layout ${layout}`);
  const sines = Math.ceil(dModel / 2);
  return column < sines ? 2 * column : 2 * (column - sines) + 1;
}

/** PE(pos, j) in float64 for interleaved column j. */
export function referenceValue(pos, column, dModel, base = 10000) {
  const i = Math.floor(column / 2);
  const angle = pos / Math.pow(base, (2 * i) / dModel);
  return column % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
}

/**
 * The whole table in float64, row-major (length × dModel), rows at positions offset … offset+length-1.
 * Same arithmetic as referenceValue; the divisors n^(2i/d) are computed once per column.
 */
export function referenceTable({ length, dModel, base = 10000, offset = 0, layout = 'interleaved' }) {
  const divisor = new Float64Array(dModel);
  const isSine = new Uint8Array(dModel);
  for (let column = 0; column < dModel; column += 1) {
    const j = interleavedColumn(column, dModel, layout);
    divisor[column] = Math.pow(base, (2 * Math.floor(j / 2)) / dModel);
    isSine[column] = j % 2 === 0 ? 1 : 0;
  }
  const out = new Float64Array(length * dModel);
  for (let row = 0; row < length; row += 1) {
    const pos = offset + row;
    for (let column = 0; column < dModel; column += 1) {
      const angle = pos / divisor[column];
      out[row * dModel + column] = isSine[column] ? Math.sin(angle) : Math.cos(angle);
    }
  }
  return out;
}
