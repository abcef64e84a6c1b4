// The attention lab's model in Node. Its inputs are rebuilt here from the documents (the
// textbook's "John likes Jane" vectors, first 4 columns; the article's printed embeddings) and the
// seeds it names (np.random.seed(15) for W_q, W_k; np.random.seed(16) for the T5 table); every
// score is then written out in float64 from the formulas: the sinusoid sin/cos(pos · n^(−2i/d)),
// q = x·W, q·k/√d, RoPE's rotate_half pairs (k, k + d/2), ALiBi's −m·|i − j| with m = 2^(−8/8)
// for head 1 of 8, T5's bidirectional buckets (16 + r for 0 < r < 8, |r| for r ≤ 0, below
// max_exact = 8). The model's float32 numbers from the core must agree to float32's precision.
import { beforeAll, describe, expect, it } from 'vitest';
import init from 'positional-encoding';
import { EMBEDDING, SENTENCE_A } from '../../../web/app/documents/word-order.js';
import { D_MODEL, PRINTED_EMBEDDINGS, SEQ_LENGTH } from '../../../web/app/documents/article.js';
import { numpyRand } from '../../../web/app/figures/mt19937.js';
import {
  computeLab,
  concatNote,
  ENCODINGS,
  fileStem,
  labCsv,
  MATRICES,
  scoreTex,
  SLIDE_DISTANCE,
  SLIDE_POSITIONS,
  slideRows,
  slideScale,
  swapRows,
  type EncodingKey,
  type LabResult,
} from '../../../web/app/views/attention/attention-model.js';
import { ATTENTION_TEMPLATE } from '../../../web/app/views/attention/attention-template.js';
import { labTokens } from '../../../web/app/views/attention/lab-data.js';

const D = 4;
const draws = numpyRand(15, 2, D * D);
const WQ = Array.from(draws.subarray(0, D * D), (v) => v - 0.5);
const WK = Array.from(draws.subarray(D * D), (v) => v - 0.5);
const T5 = Array.from(numpyRand(16, 32, 1), (v) => v * 2 - 1);
const JOHN = SENTENCE_A.map((word) => EMBEDDING[word].slice(0, D));
/** The article's first sequence: 6 tokens of 4 numbers. */
const SEQ1 = Array.from({ length: SEQ_LENGTH }, (_, t) => PRINTED_EMBEDDINGS.slice(t * D_MODEL, (t + 1) * D_MODEL));

type Rows = number[][];
const sinusoid = (length: number, base: number): Rows =>
  Array.from({ length }, (_, pos) =>
    Array.from({ length: D }, (_, c) => {
      const angle = pos * base ** (-(c - (c % 2)) / D);
      return c % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
    }),
  );
const add = (a: Rows, b: Rows): Rows => a.map((row, i) => row.map((v, c) => v + b[i]![c]!));
const times = (x: Rows, w: number[]): Rows =>
  x.map((row) => Array.from({ length: D }, (_, c) => row.reduce((s, v, r) => s + v * w[r * D + c]!, 0)));
const dot = (a: number[], b: number[]): number => a.reduce((s, v, c) => s + v * b[c]!, 0);
/** Row-major L × L of f(i, j). */
const square = (L: number, f: (i: number, j: number) => number): number[] =>
  Array.from({ length: L * L }, (_, n) => f(Math.floor(n / L), n % L));
const rotate = (v: number[], pos: number, base: number): number[] => {
  const h = D / 2;
  const out = [...v];
  for (let k = 0; k < h; k++) {
    const angle = pos * base ** ((-2 * k) / D);
    out[k] = v[k]! * Math.cos(angle) - v[k + h]! * Math.sin(angle);
    out[k + h] = v[k]! * Math.sin(angle) + v[k + h]! * Math.cos(angle);
  }
  return out;
};
const t5Bucket = (r: number): number => (r > 0 ? 16 : 0) + Math.abs(r);
const softmaxRows = (scores: number[], L: number): number[] =>
  scores.map((_, n) => {
    const row = scores.slice(Math.floor(n / L) * L, Math.floor(n / L) * L + L);
    const top = Math.max(...row);
    return Math.exp(scores[n]! - top) / row.reduce((s, v) => s + Math.exp(v - top), 0);
  });

/** The four terms and the five encodings' scores, float64, for tokens x at base n. */
function reference(x: Rows, base: number, softmax = false) {
  const L = x.length;
  const pe = sinusoid(L, base);
  const score = (q: Rows, k: Rows) => square(L, (i, j) => dot(q[i]!, k[j]!) / Math.sqrt(D));
  const [qx, kx, qe, ke] = [times(x, WQ), times(x, WK), times(pe, WQ), times(pe, WK)];
  const plain = score(qx, kx);
  const maybe = (s: number[]) => (softmax ? softmaxRows(s, L) : s);
  return {
    terms: {
      contentContent: plain,
      contentPosition: score(qx, ke),
      positionContent: score(qe, kx),
      positionPosition: score(qe, ke),
      total: score(times(add(x, pe), WQ), times(add(x, pe), WK)),
    },
    encodings: {
      none: maybe(plain),
      sinusoid: maybe(score(times(add(x, pe), WQ), times(add(x, pe), WK))),
      rope: maybe(square(L, (i, j) => dot(rotate(qx[i]!, i, base), rotate(kx[j]!, j, base)) / Math.sqrt(D))),
      alibi: maybe(plain.map((s, n) => s - 0.5 * Math.abs((n % L) - Math.floor(n / L)))),
      t5: maybe(plain.map((s, n) => s + T5[t5Bucket((n % L) - Math.floor(n / L))]!)),
    } as Record<EncodingKey, number[]>,
  };
}

/** Equal to float32's precision: a few units in the last place of numbers of order 1. */
function expectClose(actual: ArrayLike<number>, expected: readonly number[], label: string): void {
  expect(actual.length, label).toBe(expected.length);
  for (let n = 0; n < expected.length; n++)
    expect(Math.abs(actual[n]! - expected[n]!), `${label}[${n}]`).toBeLessThan(
      2e-6 * Math.max(1, Math.abs(expected[n]!)),
    );
}

let john: LabResult;

beforeAll(async () => {
  await init();
  john = computeLab(labTokens('john'), 100, false, false);
});

describe('the four terms', () => {
  it('are the float64 decomposition of (x + e)W_q · (x + e)W_k / √4, and add up to the sum', () => {
    const expected = reference(JOHN, 100).terms;
    for (const key of Object.keys(expected) as (keyof typeof expected)[])
      expectClose(john.terms[key], expected[key], key);
    const t = john.terms;
    for (let n = 0; n < 9; n++)
      expect(t.contentContent[n]! + t.contentPosition[n]! + t.positionContent[n]! + t.positionPosition[n]!).toBeCloseTo(
        t.total[n]!,
        6,
      );
  });

  it('concatenated, [x; e]: cross terms exactly 0, the others the added ones over √2 (√8 instead of √4)', () => {
    const { concat, terms } = john;
    expect([...concat.contentPosition, ...concat.positionContent].every((v) => v === 0)).toBe(true);
    const over = (v: Float32Array) => Array.from(v, (s) => s / Math.SQRT2);
    expectClose(concat.contentContent, over(terms.contentContent), 'content · content');
    expectClose(concat.positionPosition, over(terms.positionPosition), 'position · position');
    expectClose(
      concat.total,
      Array.from(terms.contentContent, (v, n) => (v + terms.positionPosition[n]!) / Math.SQRT2),
      'total',
    );
    expect(concatNote(john)).toContain('the cross terms are exactly 0 (added: up to ');
  });

  it('write a cell as its four terms and their sum, over √4 added and √8 concatenated', () => {
    const tex = scoreTex(john.terms, 3, 2, 0, false);
    expect(tex).toContain(String.raw`\frac{(x+e)_{2} W_q \cdot (x+e)_{0} W_k}{\sqrt{4}}`);
    const numbers = tex
      .split('=')
      .slice(1)
      .join('=')
      .match(/-?\d+(\.\d+)?(e-?\d+)?/g)!
      .map(Number);
    const at = 2 * 3 + 0;
    const t = john.terms;
    const cell = [t.contentContent, t.contentPosition, t.positionContent, t.positionPosition, t.total].map(
      (v) => v[at]!,
    );
    expect(numbers).toEqual(cell.map((v) => Number(v.toPrecision(4))));
    expect(scoreTex(john.concat, 3, 0, 1, true)).toContain(String.raw`[x;e]_{0} W_q \cdot [x;e]_{1} W_k}{\sqrt{8}}`);
  });
});

describe('the five encodings', () => {
  it('scores as the formulas give them, for the textbook’s sentence and the article’s 6 tokens', () => {
    for (const [label, result, x, base] of [
      ['john', john, JOHN, 100],
      ['seq1', computeLab(labTokens('seq1'), 10000, false, false), SEQ1, 10000],
    ] as const) {
      const expected = reference(x, base).encodings;
      for (const [key] of ENCODINGS) expectClose(result.encodings[key], expected[key], `${label} ${key}`);
    }
  });

  it('softmax weights: each row of the float64 scores through softmax, rows summing to 1', () => {
    const weights = computeLab(labTokens('john'), 100, true, false);
    const expected = reference(JOHN, 100, true).encodings;
    for (const [key] of ENCODINGS) {
      expectClose(weights.encodings[key], expected[key], key);
      for (let i = 0; i < 3; i++)
        expect(
          weights.encodings[key][3 * i]! + weights.encodings[key][3 * i + 1]! + weights.encodings[key][3 * i + 2]!,
        ).toBeCloseTo(1, 6);
    }
    // The decomposition is scores either way.
    expect(weights.terms.total).toEqual(john.terms.total);
  });
});

describe('swapping the first and last word', () => {
  /** Largest change of a score with the rows and columns put back, from the float64 references. */
  function largestChange(x: Rows, base: number, key: EncodingKey): number {
    const L = x.length;
    const swapped = [x[L - 1]!, ...x.slice(1, -1), x[0]!];
    const before = reference(x, base).encodings[key];
    const after = reference(swapped, base).encodings[key];
    const moved = (i: number) => (i === 0 ? L - 1 : i === L - 1 ? 0 : i);
    return Math.max(...before.map((v, n) => Math.abs(after[moved(Math.floor(n / L)) * L + moved(n % L)]! - v)));
  }

  it('no encoding and ALiBi on three words do not notice; the others do, by the float64 change', () => {
    const rows = swapRows(john);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.verdict]))).toEqual({
      none: 'no',
      sinusoid: 'yes',
      rope: 'yes',
      alibi: 'no',
      t5: 'yes',
    });
    for (const [key] of ENCODINGS) {
      const expected = largestChange(JOHN, 100, key);
      expect(Math.abs(john.changes[key] - expected), key).toBeLessThan(2e-6);
    }
  });

  it('on six tokens ALiBi notices too: the middle words’ distances to the ends change', () => {
    const seq = computeLab(labTokens('seq1'), 100, false, false);
    expect(largestChange(SEQ1, 100, 'alibi')).toBeGreaterThan(0.1);
    expect(Math.abs(seq.changes.alibi - largestChange(SEQ1, 100, 'alibi'))).toBeLessThan(2e-6);
    expect(swapRows(seq).find((row) => row.key === 'alibi')!.verdict).toBe('yes');
  });

  it('the swapped lab shows the other order', () => {
    const swapped = computeLab(labTokens('john'), 100, false, true);
    expect(swapped.tokens.words).toEqual(['Jane', 'likes', 'John']);
    expectClose(swapped.terms.total, reference([JOHN[2]!, JOHN[1]!, JOHN[0]!], 100).terms.total, 'total');
  });
});

describe('sliding i and j = i + 3 together', () => {
  const count = SLIDE_POSITIONS - SLIDE_DISTANCE;

  it('e_i · e_j / √4 is (cos 3 + cos 0.3) / 2 at every i for n = 100: relative', () => {
    const [plain] = john.slide;
    expect(plain!.values).toHaveLength(count);
    for (const v of plain!.values) expect(Math.abs(v - (Math.cos(3) + Math.cos(0.3)) / 2)).toBeLessThan(2e-6);
  });

  it('through the seeded W_q, W_k the fourth term moves; RoPE’s score of John · likes stays put', () => {
    const pe = sinusoid(SLIDE_POSITIONS, 100);
    const [qe, ke] = [times(pe, WQ), times(pe, WK)];
    const seeded = Array.from({ length: count }, (_, i) => dot(qe[i]!, ke[i + SLIDE_DISTANCE]!) / 2);
    expectClose(john.slide[1]!.values, seeded, 'seeded');
    expect(Math.max(...seeded) - Math.min(...seeded)).toBeGreaterThan(0.1);
    const q = times(JOHN, WQ)[0]!;
    const k = times(JOHN, WK)[1]!;
    const rope = dot(rotate(q, 0, 100), rotate(k, SLIDE_DISTANCE, 100)) / 2;
    expectClose(john.slide[2]!.values, Array(count).fill(rope), 'rope');
    expect(john.slide[2]!.label).toBe('RoPE: “John” · “likes”');
  });

  it('tabulates each line’s range and frames all three with 8 % room', () => {
    const rows = slideRows(john);
    expect(rows.map((row) => row.label)).toEqual(john.slide.map((s) => s.label));
    const seeded = john.slide[1]!.values;
    expect(Number(rows[1]!.min.replace('−', '-'))).toBeCloseTo(Math.min(...seeded), 6);
    expect(Number(rows[1]!.max.replace('−', '-'))).toBeCloseTo(Math.max(...seeded), 6);
    const scale = slideScale(john.slide);
    const all = john.slide.flatMap((s) => s.values);
    const [low, high] = [Math.min(...all), Math.max(...all)];
    expect(scale.x).toEqual([0, count - 1]);
    expect(scale.y[0]).toBeCloseTo(low - 0.08 * (high - low), 12);
    expect(scale.y[1]).toBeCloseTo(high + 0.08 * (high - low), 12);
    expect(scale.ticks).toEqual([low, (low + high) / 2, high].map((v) => Number(v.toPrecision(2))));
  });
});

describe('the matrices and downloads', () => {
  it('draws fifteen matrices, each in a grid of the template', () => {
    expect(MATRICES).toHaveLength(15);
    expect(new Set(MATRICES.map((m) => m.id)).size).toBe(15);
    for (const { id } of MATRICES) expect(ATTENTION_TEMPLATE).toContain(`<svg class="labelled-grid" id="${id}">`);
  });

  it('writes every matrix to CSV with 9 significant digits, which give each float32 back', () => {
    const lines = labCsv(john).trimEnd().split('\n');
    expect(lines[0]).toBe('matrix,query,key,value');
    expect(lines).toHaveLength(1 + 15 * 9);
    for (const matrix of MATRICES) {
      const rows = lines.filter((line) => line.startsWith(`"${matrix.name}",`));
      expect(rows, matrix.name).toHaveLength(9);
      rows.forEach((line, n) => expect(Math.fround(Number(line.split(',').at(-1)))).toBe(matrix.of(john)[n]));
    }
    expect(lines[1]).toMatch(/^"added: content · content",0,0,/);
    expect(lines[10]).toMatch(/^"concatenated: content · content",0,0,/);
  });

  it('computes each part once, on its first read: the first draw’s steps and every later read share it', () => {
    const lab = computeLab(labTokens('seq1'), 100, true, true);
    const parts = ['terms', 'concat', 'encodings', 'changes', 'slide'] as const;
    const first = parts.map((key) => lab[key]);
    parts.forEach((key, n) => expect(lab[key], key).toBe(first[n]));
    // Read in another order, a second lab's parts are the same numbers.
    const again = computeLab(labTokens('seq1'), 100, true, true);
    for (const key of [...parts].reverse()) expect(again[key], key).toEqual(lab[key]);
  });

  it('names the downloads after the tokens, the base and the swap', () => {
    const state = { labInput: 'seq2', exampleBase: 10000, labSwap: 'on', labShow: 'weights' } as const;
    expect(fileStem(state)).toBe('attention-seq2-n10000-swapped');
    expect(fileStem({ ...state, labInput: 'john', exampleBase: 100, labSwap: 'off' })).toBe('attention-john-n100');
  });
});
