// The layout Rosetta's model in Node: its tables, permutation, dot products and RoPE scores come
// from the package; here they are checked against float64 written out in the test from the
// formulas (PE(t, 2i) = sin(t·ω_i), PE_t·PE_s = Σ cos((t − s)·ω_i), a 2-D rotation per plane), and
// the readout, texts, number boxes, CSV and the figure's layout are read as the page shows them.
import { beforeAll, describe, expect, it } from 'vitest';
import init from 'positional-encoding';
import { DEFAULT_STATE, type AppState } from '../../../web/app/state/app-state.js';
import { numpyRand } from '../../../web/app/figures/mt19937.js';
import {
  cellToShow,
  columnKind,
  computeRosetta,
  fileStem,
  problemText,
  readCell,
  readNumber,
  ropeInputs,
  subscript,
  tablesCsv,
  type Rosetta,
} from '../../../web/app/views/layouts/layouts-model.js';
import {
  dotsVerdictHtml,
  frequencyTableHtml,
  matrixHtml,
  noticeItems,
  readoutTexts,
  ropeVerdictHtml,
} from '../../../web/app/views/layouts/layouts-texts.js';
import { rosettaLayout } from '../../../web/app/views/layouts/rosetta-layout.js';
import { ROWS } from '../../../web/app/views/layouts/layouts-view.js';

/** The view's opening settings: the paper's d = 8, n = 10000, and Llama 2's θ = 10000. */
const OPENING: AppState = {
  ...DEFAULT_STATE,
  view: 'layouts',
  layoutsDim: 8,
  base: 10000,
  exponent: 'paper',
  ropeBase: 10000,
};

/** ω_i in float64: the paper's n^(−2i/d) or tensor2tensor's n^(−i/(d/2 − 1)) (1 for d = 2). */
function omega(i: number, d: number, base: number, exponent: AppState['exponent']): number {
  return exponent === 'paper' ? base ** ((-2 * i) / d) : d === 2 ? 1 : base ** (-i / (d / 2 - 1));
}

/** The spacing of float32 numbers at |x|. */
const ulp32 = (x: number): number => 2 ** (Math.floor(Math.log2(Math.max(Math.abs(x), 2 ** -126))) - 23);

/** The float64 RoPE score of q_m and k_n (d each) where `plane(i)` names plane i's two dimensions. */
function ropeScore(
  q: ArrayLike<number>,
  k: ArrayLike<number>,
  m: number,
  n: number,
  d: number,
  theta: number,
  plane: (i: number) => [number, number],
): number {
  let sum = 0;
  for (let i = 0; i < d / 2; i++) {
    const [a, b] = plane(i);
    const w = theta ** ((-2 * i) / d);
    const rotate = (x: ArrayLike<number>, row: number, pos: number): [number, number] => {
      const x0 = x[row * d + a]!;
      const x1 = x[row * d + b]!;
      return [x0 * Math.cos(pos * w) - x1 * Math.sin(pos * w), x0 * Math.sin(pos * w) + x1 * Math.cos(pos * w)];
    };
    const [q0, q1] = rotate(q, m, m);
    const [k0, k1] = rotate(k, n, n);
    sum += q0 * k0 + q1 * k1;
  }
  return sum / Math.sqrt(d);
}

const pairsPlane = (i: number): [number, number] => [2 * i, 2 * i + 1];
const halfPlane =
  (d: number) =>
  (i: number): [number, number] => [i, i + d / 2];

let opening: Rosetta;

beforeAll(async () => {
  await init();
  opening = computeRosetta(OPENING);
});

describe('the two tables and the permutation', () => {
  for (const exponent of ['paper', 'tensor2tensor'] as const)
    it(`interleaved and split tables hold sin(t·ω_i), cos(t·ω_i) to float32 rounding (${exponent})`, () => {
      const d = 12;
      const base = 100;
      const r = computeRosetta({ ...OPENING, layoutsDim: d, base, exponent });
      for (let t = 0; t < ROWS; t++)
        for (let i = 0; i < d / 2; i++) {
          const angle = t * omega(i, d, base, exponent);
          for (const [value, exact] of [
            [r.interleaved[t * d + 2 * i]!, Math.sin(angle)],
            [r.interleaved[t * d + 2 * i + 1]!, Math.cos(angle)],
            [r.split[t * d + i]!, Math.sin(angle)],
            [r.split[t * d + d / 2 + i]!, Math.cos(angle)],
          ] as const)
            expect(Math.abs(value - exact)).toBeLessThanOrEqual(ulp32(exact));
        }
    });

  it('p sends split column k to the interleaved column of the same sine or cosine, and the inverse back', () => {
    const { d, p, inverse } = opening;
    // 'half' slot k < d/2 holds plane k's first member (pairs slot 2k), k ≥ d/2 its second (2(k − d/2) + 1).
    expect(Array.from(p)).toEqual(Array.from({ length: d }, (_, k) => (k < d / 2 ? 2 * k : 2 * (k - d / 2) + 1)));
    for (let k = 0; k < d; k++) {
      expect(inverse[p[k]!]).toBe(k);
      expect(columnKind('split', d, k)).toEqual(columnKind('interleaved', d, p[k]!));
    }
  });

  it('every cell of the split table is, bit for bit, the interleaved cell p moves there', () => {
    expect(opening.sameCells).toBe(ROWS * opening.d);
  });

  it('names the columns sin₀, cos₀, … in either layout', () => {
    expect(columnKind('interleaved', 8, 5)).toEqual({ fn: 'cos', pair: 2 });
    expect(columnKind('split', 8, 5)).toEqual({ fn: 'cos', pair: 1 });
    expect(subscript(12)).toBe('₁₂');
  });
});

describe('dot products and RoPE scores', () => {
  it('PE_t · PE_s is Σ_i cos((t − s)·ω_i) in both layouts', () => {
    const { d, dotsInterleaved, dotsSplit } = opening;
    for (let t = 0; t < ROWS; t++)
      for (let s = 0; s < ROWS; s++) {
        let exact = 0;
        for (let i = 0; i < d / 2; i++) exact += Math.cos((t - s) * omega(i, d, 10000, 'paper'));
        // d/2 products of float32 values, each off by an ulp of 1: a few 1e-7.
        expect(Math.abs(dotsInterleaved[t * ROWS + s]! - exact)).toBeLessThan(1e-6);
        expect(Math.abs(dotsSplit[t * ROWS + s]! - exact)).toBeLessThan(1e-6);
      }
    expect(opening.dotsLargest).toBeLessThan(1e-6);
  });

  it('q and k are np.random.seed(15); 2·rand − 1, the first ROWS rows q, the next k', () => {
    const d = 6;
    const u = numpyRand(15, 2 * ROWS, d);
    const { q, k } = ropeInputs(d);
    expect(q).toHaveLength(ROWS * d);
    expect(q[0]).toBe(Math.fround(2 * u[0]! - 1));
    expect(k[0]).toBe(Math.fround(2 * u[ROWS * d]! - 1));
    for (const x of [...q, ...k]) expect(Math.abs(x)).toBeLessThanOrEqual(1);
  });

  for (const theta of [10000, 500000])
    it(`'pairs' scores, 'half' on permuted q, k, and 'half' unpermuted match float64 rotations (θ = ${theta})`, () => {
      const d = 16;
      const r = computeRosetta({ ...OPENING, layoutsDim: d, ropeBase: theta });
      const { q, k } = ropeInputs(d);
      let unpermutedLargest = 0;
      let largestScore = 0;
      for (let m = 0; m < ROWS; m++)
        for (let n = 0; n < ROWS; n++) {
          const pairs = ropeScore(q, k, m, n, d, theta, pairsPlane);
          const half = ropeScore(q, k, m, n, d, theta, halfPlane(d));
          expect(Math.abs(r.scoresPairs[m * ROWS + n]! - pairs)).toBeLessThan(1e-5);
          // Permuting q and k to 'half' order puts plane i back on dimensions i and i + d/2: the same score.
          expect(Math.abs(r.scoresHalf[m * ROWS + n]! - pairs)).toBeLessThan(1e-5);
          expect(Math.abs(r.scoresUnpermuted[m * ROWS + n]! - half)).toBeLessThan(1e-5);
          unpermutedLargest = Math.max(unpermutedLargest, Math.abs(pairs - half));
          largestScore = Math.max(largestScore, Math.abs(pairs));
        }
      // Equal up to float32 rounding (two scores, each within an ulp); the unpermuted ones a different model.
      expect(r.ropeLargest).toBeLessThanOrEqual(2 * ulp32(largestScore));
      expect(Math.abs(r.unpermutedLargest - unpermutedLargest)).toBeLessThan(2e-5);
      expect(r.unpermutedLargest).toBeGreaterThan(0.05);
    });

  it('refuses an odd d in the package’s words, its prefix dropped', () => {
    let caught: unknown;
    try {
      computeRosetta({ ...OPENING, layoutsDim: 7 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RangeError);
    expect(problemText(caught)).not.toContain('positional-encoding: ');
    expect(problemText(caught)).toMatch(/7/);
  });
});

describe('the readout and the cursor', () => {
  it('reads position 3, column 4 (sin₂) in both layouts', () => {
    const reading = readCell(opening, { row: 3, col: 4 });
    const w = omega(2, 8, 10000, 'paper'); // 10000^(−1/2) = 0.01
    expect(reading).toMatchObject({ row: 3, col: 4, k: 2, fn: 'sin', pair: 2, same: true });
    expect(Math.abs(reading.omega - w)).toBeLessThanOrEqual(1e-15);
    expect(Math.abs(reading.value - Math.sin(3 * w))).toBeLessThanOrEqual(ulp32(Math.sin(3 * w)));
    const texts = readoutTexts(reading);
    expect(texts.kind).toBe('sin₂: sin(t·ω₂)');
    expect(texts.k).toBe('2');
    expect(Number(texts.omega)).toBe(Number(w.toPrecision(6)));
    expect(Number(texts.angle)).toBe(Number((3 * w).toPrecision(6)));
    expect(Math.abs(Number(texts.value) - Math.sin(3 * w))).toBeLessThanOrEqual(5e-7);
    expect(texts.same).toBe('yes');
  });

  it('opens on position 1, the first cosine, and keeps the reader’s cell inside a smaller table', () => {
    expect(cellToShow(null, 8)).toEqual({ row: 1, col: 1 });
    expect(cellToShow({ row: 5, col: 13 }, 4)).toEqual({ row: 5, col: 3 });
    expect(cellToShow({ row: 2, col: 3 }, 16)).toEqual({ row: 2, col: 3 });
  });
});

describe('the texts', () => {
  it('prints a ROWS × ROWS matrix to 4 decimals', () => {
    const html = matrixHtml('c', opening.dotsInterleaved, 't', 's');
    const body = html.split('<tbody>')[1]!;
    const cells = [...body.matchAll(/<td>([^<]*)<\/td>/g)].map((match) => Number(match[1]));
    expect(cells).toHaveLength(ROWS * ROWS);
    cells.forEach((value, index) =>
      expect(Math.abs(value - opening.dotsInterleaved[index]!)).toBeLessThanOrEqual(5e-5),
    );
  });

  it('states the largest differences to 3 significant digits', () => {
    const shown = (html: string, field: string): number =>
      Number(new RegExp(`data-field="${field}">([^<]+)<`).exec(html)![1]);
    expect(shown(dotsVerdictHtml(opening), 'dots-largest')).toBe(Number(opening.dotsLargest.toPrecision(3)));
    const rope = ropeVerdictHtml(opening);
    expect(shown(rope, 'rope-largest')).toBe(Number(opening.ropeLargest.toPrecision(3)));
    expect(shown(rope, 'unpermuted-largest')).toBe(Number(opening.unpermutedLargest.toPrecision(3)));
  });

  it('lists both exponents’ frequencies, tensor2tensor’s ending at exactly 1/n', () => {
    const d = 12;
    const r = computeRosetta({ ...OPENING, layoutsDim: d, base: 100, exponent: 'tensor2tensor' });
    const rows = [...frequencyTableHtml(r).matchAll(/data-field="paper">([^<]+)<\/td><td data-field="t2t">([^<]+)</g)];
    expect(rows).toHaveLength(d / 2);
    rows.forEach((row, i) => {
      expect(Number(row[1])).toBe(Number(omega(i, d, 100, 'paper').toPrecision(6)));
      expect(Number(row[2])).toBe(Number(omega(i, d, 100, 'tensor2tensor').toPrecision(6)));
    });
    const [same, , exponent] = noticeItems(r);
    expect(same).toContain(`${ROWS * d} of the ${ROWS * d} cells`);
    expect(Number(/exactly 1\/n \(([\d.e-]+)\)/.exec(exponent!)![1])).toBe(0.01);
    const paperLowest = Number(/n<sup>−\(d−2\)\/d<\/sup> \(([\d.e-]+)\)/.exec(exponent!)![1]);
    expect(paperLowest).toBe(Number((100 ** (-10 / 12)).toPrecision(4)));
    // Pair 0 is 1 under both; they part from pair 1.
    expect(exponent).toContain('differ from pair 1 on');
  });

  it('says the exponents agree at d = 2', () => {
    const r = computeRosetta({ ...OPENING, layoutsDim: 2 });
    expect(noticeItems(r)[2]).toContain('At d = 2 both exponents give the same frequencies');
  });
});

describe('the number boxes and the CSV', () => {
  it('accepts a number above 1 and at most the maximum, and says so otherwise', () => {
    expect(readNumber('500000', 1e6)).toEqual({ value: 500000 });
    expect(readNumber('1e6', 1e6)).toEqual({ value: 1e6 });
    expect(readNumber('1', 1e6)).toEqual({
      error: '1 is not allowed: use a number greater than 1 and at most 1000000.',
    });
    expect(readNumber('', 1e9)).toEqual({
      error: 'empty is not allowed: use a number greater than 1 and at most 1000000000.',
    });
    expect(readNumber('abc', 1e6)).toHaveProperty('error');
  });

  it('writes both tables row by row and the permutation', () => {
    const r = computeRosetta({ ...OPENING, layoutsDim: 6, base: 100 });
    expect(fileStem(r)).toBe('layouts-d6-n100-paper');
    const lines = tablesCsv(r).trimEnd().split('\n');
    expect(lines).toHaveLength(1 + 2 * ROWS + 1);
    expect(lines[0]).toBe('table,row,c0,c1,c2,c3,c4,c5');
    for (let t = 0; t < ROWS; t++) {
      const inter = lines[1 + t]!.split(',');
      expect(inter.slice(0, 2)).toEqual(['interleaved', String(t)]);
      expect(inter.slice(2).map(Number)).toEqual(Array.from(r.interleaved.subarray(t * 6, t * 6 + 6)));
      expect(lines[1 + ROWS + t]!.split(',').slice(2).map(Number)).toEqual(
        Array.from(r.split.subarray(t * 6, t * 6 + 6)),
      );
    }
    expect(lines.at(-1)).toBe(`permutation,,${Array.from(r.p).join(',')}`);
  });
});

describe('the figure’s layout', () => {
  const fits = (width: number, d: number): void => {
    const placed = rosettaLayout(width, ROWS, d);
    const { interleaved, permutation, split } = placed.boxes;
    expect(placed.width).toBeLessThanOrEqual(width);
    if (placed.sideBySide) {
      // Three blocks in a row, each cell wide enough for "−0.757".
      expect(interleaved.cellWidth).toBeGreaterThanOrEqual(40);
      expect(interleaved.left + d * interleaved.cellWidth).toBeLessThan(permutation.left);
      expect(permutation.left + d * permutation.cellWidth).toBeLessThan(split.left);
      expect(placed.decimals).toBe(3);
    } else {
      // One above the other, each below the last one's bottom.
      expect(interleaved.top + ROWS * interleaved.cellHeight).toBeLessThan(permutation.top);
      expect(permutation.top + d * permutation.cellHeight).toBeLessThan(split.top);
      expect(split.top + ROWS * split.cellHeight).toBeLessThanOrEqual(placed.height);
    }
  };

  it('puts d = 8 side by side in a wide column and stacks it on a phone', () => {
    expect(rosettaLayout(1200, ROWS, 8).sideBySide).toBe(true);
    expect(rosettaLayout(343, ROWS, 8).sideBySide).toBe(false);
    for (const width of [343, 600, 900, 1200]) for (const d of [2, 8, 16]) fits(width, d);
  });

  it('goes side by side exactly when the three blocks fit with 40 px cells', () => {
    const d = 8;
    // 3 row-label columns of 26 px, 2 gaps of 28 px, 3·d cells of 40 px.
    const needed = 3 * 26 + 2 * 28 + 3 * d * 40;
    expect(rosettaLayout(needed, ROWS, d).sideBySide).toBe(true);
    expect(rosettaLayout(needed - 1, ROWS, d).sideBySide).toBe(false);
  });
});
