// Every number the two source documents print for these functions, recomputed with the public API.
// Article: /work/shared/seeds/003_c2b1c30ef93e9668.txt (d_model = 4, n = 100 and n = 10000).
// Tutorial: /work/shared/seeds/002_86e5fa809c931059.txt (d_model = 512, n = 10000).
import { beforeAll, describe, expect, it } from 'vitest';
import init, { addPositionalEncoding, sinusoidal } from '../../web/lib/index.js';
import {
  DIV_TERM_D4_N100,
  EMBEDDINGS,
  PE_N100_2_DECIMALS,
  PE_N100_4_DECIMALS,
  PE_N100_FIRST_6_ROWS,
  PE_N10000_2_DECIMALS,
  PRINTED_2_DECIMAL_SUM_TOLERANCE,
  SUMS_N100,
  SUMS_N10000,
} from './fixtures/article-values.js';
import {
  EMBEDDINGS_D512,
  PE_D512,
  PRINTED_COLUMNS,
  SUMS_D512,
  TUTORIAL_D_MODEL,
  TUTORIAL_LENGTH,
} from './fixtures/tutorial-values.js';
import { mismatches, ulp32 } from './helpers/float32.js';

/** The header's contract: |value - fround(float64 formula)| <= 2e-7. */
const CONTRACT = 2e-7;
/** |fround(v) - v| for |v| <= 1 (every PE value): half a float32 ulp in [0.5, 1). */
const HALF_ULP_BELOW_1 = 2 ** -25;
/** A PE value may miss the exact formula by the contract plus its own float32 rounding. */
const PE_ERROR = CONTRACT + HALF_ULP_BELOW_1;

/** Half a unit in the last printed digit of numpy's 9-significant-digit scientific notation. */
function halfUnitOf9Digits(printed: number): number {
  return printed === 0 ? 0 : 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(printed))) - 8);
}

/** The printed columns of a row-major table with `dModel` columns, row by row. */
function printedColumns(table: Float32Array, dModel: number, rows: number): number[] {
  const out: number[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (const column of PRINTED_COLUMNS) out.push(table[row * dModel + column]!);
  }
  return out;
}

beforeAll(async () => {
  await init();
});

describe('the article (d_model = 4)', () => {
  it('reproduces the 10 × 4 table for n = 100 printed with 4 decimals', () => {
    // Printed rounding <= 5e-5, plus the library's own error.
    const table = sinusoidal(10, 4, { base: 100 });
    expect(mismatches(table, PE_N100_4_DECIMALS.flat(), 5e-5 + PE_ERROR)).toEqual([]);
  });

  it('reproduces the PyTorch 10 × 4 table for n = 100 printed with 2 decimals', () => {
    const table = sinusoidal(10, 4, { base: 100 });
    expect(mismatches(table, PE_N100_2_DECIMALS.flat(), 0.005 + PE_ERROR)).toEqual([]);
  });

  it('reproduces the 6-row slice encodings[:6] printed with 2 decimals', () => {
    const table = sinusoidal(6, 4, { base: 100 });
    expect(mismatches(table, PE_N100_FIRST_6_ROWS.flat(), 0.005 + PE_ERROR)).toEqual([]);
  });

  it('reproduces the PositionalEncoding buffer for n = 10000 printed with 2 decimals', () => {
    const table = sinusoidal(10, 4);
    expect(mismatches(table, PE_N10000_2_DECIMALS.flat(), 0.005 + PE_ERROR)).toEqual([]);
  });

  it('uses the frequencies div_term = [1.0000, 0.1000] for n = 100', () => {
    // Row 1 (pos = 1) holds sin(w_i), cos(w_i), so atan2 recovers each frequency w_i. Moving a
    // point on the unit circle by PE_ERROR in each coordinate turns it by at most √2·PE_ERROR.
    const row1 = sinusoidal(2, 4, { base: 100 }).subarray(4, 8);
    const frequencies = [Math.atan2(row1[0]!, row1[1]!), Math.atan2(row1[2]!, row1[3]!)];
    expect(mismatches(frequencies, DIV_TERM_D4_N100, 5e-5 + Math.SQRT2 * PE_ERROR)).toEqual([]);
  });

  it('reproduces embeddings + PE for n = 100 (3 × 6 × 4)', () => {
    const sums = addPositionalEncoding(Float32Array.from(EMBEDDINGS.flat(2)), [3, 6, 4], { base: 100 });
    expect(mismatches(sums, SUMS_N100.flat(2), PRINTED_2_DECIMAL_SUM_TOLERANCE)).toEqual([]);
  });

  it('reproduces embeddings + PE for n = 10000 (3 × 6 × 4)', () => {
    const sums = addPositionalEncoding(Float32Array.from(EMBEDDINGS.flat(2)), [3, 6, 4]);
    expect(mismatches(sums, SUMS_N10000.flat(2), PRINTED_2_DECIMAL_SUM_TOLERANCE)).toEqual([]);
  });
});

describe('the tutorial (d_model = 512, n = 10000)', () => {
  it('reproduces the printed columns of the 6 × 512 positional encodings', () => {
    // numpy printed float64 with 9 significant digits, finer than float32 (about 7.2): the
    // printed digits are off by half a unit in the 9th digit, the nearest float32 by half an ulp
    // more, and the contract allows 2e-7 beyond that.
    const table = sinusoidal(TUTORIAL_LENGTH, TUTORIAL_D_MODEL);
    const printed = PE_D512.flat();
    const tolerance = (k: number) => halfUnitOf9Digits(printed[k]!) + ulp32(printed[k]!) / 2 + CONTRACT;
    expect(mismatches(printedColumns(table, TUTORIAL_D_MODEL, TUTORIAL_LENGTH), printed, tolerance)).toEqual([]);
  });

  it('reproduces the printed columns of "Input Embeddings with Positional Encoding"', () => {
    // A 6 × 512 input holding the printed embeddings in the printed columns (zeros elsewhere).
    const x = new Float32Array(TUTORIAL_LENGTH * TUTORIAL_D_MODEL);
    EMBEDDINGS_D512.forEach((row, r) => {
      PRINTED_COLUMNS.forEach((column, k) => {
        x[r * TUTORIAL_D_MODEL + column] = row[k]!;
      });
    });
    const y = addPositionalEncoding(x, [1, TUTORIAL_LENGTH, TUTORIAL_D_MODEL]);

    // The tutorial added unrounded float64 embeddings, then printed 8 decimals: the printed
    // embedding and the printed sum are each within 5e-9 of the true ones. Float32 cannot hold 8
    // decimals (its ulp is 1.2e-7 in [1, 2)), so also allow half an ulp for storing the embedding,
    // the PE error, and half an ulp for rounding the sum.
    const embeddings = EMBEDDINGS_D512.flat();
    const sums = SUMS_D512.flat();
    const tolerance = (k: number) => 1e-8 + ulp32(embeddings[k]!) / 2 + PE_ERROR + ulp32(sums[k]!) / 2;
    expect(mismatches(printedColumns(y, TUTORIAL_D_MODEL, TUTORIAL_LENGTH), sums, tolerance)).toEqual([]);

    // Columns whose embedding was 0 hold the bare table, bit for bit (0 + pe is exact).
    const table = sinusoidal(TUTORIAL_LENGTH, TUTORIAL_D_MODEL);
    const untouched = [...table.keys()].filter((k) => !PRINTED_COLUMNS.includes(k % TUTORIAL_D_MODEL));
    expect(untouched.filter((k) => y[k] !== table[k])).toEqual([]);
  });
});
