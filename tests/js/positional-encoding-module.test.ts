// PositionalEncoding mirrors the article's PyTorch module: a registered `pe` buffer of
// max_length × d_model, and forward(x) = dropout(x + pe[:, :L]) with inverted dropout.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { PositionalEncoding, sinusoidal } from '../../web/lib/index.js';
import {
  EMBEDDINGS,
  PE_N10000_2_DECIMALS,
  PRINTED_2_DECIMAL_SUM_TOLERANCE,
  SUMS_N10000,
} from './fixtures/article-values.js';
import { CONTRACT_ERROR } from './helpers/contract.js';
import { bitIdentical, mismatches } from './helpers/float32.js';

/** fround(x + pe[:L]) broadcast over the batch: the exact float32 result the header promises. */
function addTable(x: Float32Array, [batch, length, dModel]: [number, number, number], pe: Float32Array): Float32Array {
  const y = new Float32Array(x.length);
  for (let b = 0; b < batch; b += 1) {
    for (let k = 0; k < length * dModel; k += 1) {
      const at = b * length * dModel + k;
      y[at] = Math.fround(x[at]! + pe[k]!);
    }
  }
  return y;
}

/** Embeddings far from zero (in [9, 11)), so that a zero in the output can only be dropout. */
function embeddingsAwayFromZero(count: number): Float32Array {
  const x = new Float32Array(count);
  let state = 12345;
  for (let k = 0; k < count; k += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    x[k] = 9 + (state / 2 ** 32) * 2;
  }
  return x;
}

function zeroMask(y: Float32Array): Uint8Array {
  return Uint8Array.from(y, (v) => (v === 0 ? 1 : 0));
}

beforeAll(async () => {
  await init();
});

describe('the pe buffer', () => {
  it('is maxLength × dModel and equals sinusoidal(maxLength, dModel)', () => {
    const module = new PositionalEncoding({ dModel: 4, maxLength: 10 });
    expect(module.pe).toBeInstanceOf(Float32Array);
    expect(module.pe.length).toBe(10 * 4);
    expect(bitIdentical(module.pe, sinusoidal(10, 4))).toBe(true);
    // The article's state_dict()['pe'] for n = 10000, printed with 2 decimals.
    expect(mismatches(module.pe, PE_N10000_2_DECIMALS.flat(), 0.005 + CONTRACT_ERROR + 2 ** -25)).toEqual([]);
  });

  it('has the article defaults: maxLength 5000, n = 10000; and honours base', () => {
    const module = new PositionalEncoding({ dModel: 6 });
    expect([module.maxLength, module.base, module.dModel]).toEqual([5000, 10000, 6]);
    expect(bitIdentical(module.pe, sinusoidal(5000, 6))).toBe(true);
    const n100 = new PositionalEncoding({ dModel: 4, maxLength: 10, base: 100 });
    expect(bitIdentical(n100.pe, sinusoidal(10, 4, { base: 100 }))).toBe(true);
  });
});

describe('forward without dropout', () => {
  it('equals x + pe[:L] exactly, broadcast over the batch', () => {
    const module = new PositionalEncoding({ dModel: 32, maxLength: 300, dropout: 0 });
    const shape: [number, number, number] = [3, 130, 32]; // L < maxLength, several 64-row blocks
    const x = embeddingsAwayFromZero(3 * 130 * 32);
    expect(bitIdentical(module.forward(x, shape), addTable(x, shape, module.pe))).toBe(true);
  });

  it("reproduces the article's pe(embeddings) for n = 10000", () => {
    const module = new PositionalEncoding({ dModel: 4, maxLength: 10, dropout: 0.0 });
    const y = module.forward(Float32Array.from(EMBEDDINGS.flat(2)), [3, 6, 4]);
    // Printed embeddings and sums are both rounded to 2 decimals: see the tolerance's comment.
    expect(mismatches(y, SUMS_N10000.flat(2), PRINTED_2_DECIMAL_SUM_TOLERANCE)).toEqual([]);
  });

  it('defaults to no dropout, and training = false disables dropout', () => {
    const x = embeddingsAwayFromZero(2 * 50 * 16);
    const shape: [number, number, number] = [2, 50, 16];
    const plain = new PositionalEncoding({ dModel: 16, maxLength: 50 });
    expect(plain.dropout).toBe(0);
    const expected = addTable(x, shape, plain.pe);
    expect(bitIdentical(plain.forward(x, shape), expected)).toBe(true);

    const dropping = new PositionalEncoding({ dModel: 16, maxLength: 50, dropout: 0.5, seed: 1 });
    expect(dropping.training).toBe(true);
    dropping.training = false;
    expect(bitIdentical(dropping.forward(x, shape), expected)).toBe(true);
  });
});

describe('forward with dropout', () => {
  const shape: [number, number, number] = [4, 500, 64]; // 128,000 elements
  const count = shape[0] * shape[1] * shape[2];
  const x = embeddingsAwayFromZero(count);

  it.each([0.1, 0.5, 0.9])('p = %d: zeros about p of the elements, scales the rest by 1/(1-p)', (p) => {
    const module = new PositionalEncoding({ dModel: 64, maxLength: 500, dropout: p, seed: 2024 });
    const sum = addTable(x, shape, module.pe);
    const y = module.forward(x, shape);

    // Zeros ~ Binomial(n, p). With a fixed seed this is deterministic; 6 standard deviations
    // (0.5% of n at p = 0.5) is a bound an unbiased generator exceeds with probability 2e-9, so
    // a failure means the mask is biased, not unlucky.
    const zeros = zeroMask(y).reduce((a, b) => a + b, 0);
    const sigma = Math.sqrt(count * p * (1 - p));
    expect(Math.abs(zeros - count * p)).toBeLessThanOrEqual(6 * sigma);

    // Kept values are fl(y · fl(1/(1-p))): two float32 roundings, each at most 2^-24 relative.
    const relative = 2 ** -23 + 2 ** -48;
    const kept = [...y.keys()].filter((k) => y[k] !== 0);
    const expected = kept.map((k) => sum[k]! / (1 - p));
    const tolerance = (i: number) => relative * Math.abs(expected[i]!);
    expect(
      mismatches(
        kept.map((k) => y[k]!),
        expected,
        tolerance,
      ),
    ).toEqual([]);
  });

  it('the same seed gives the same masks in two instances; another seed does not', () => {
    const a = new PositionalEncoding({ dModel: 64, maxLength: 500, dropout: 0.3, seed: 42 });
    const b = new PositionalEncoding({ dModel: 64, maxLength: 500, dropout: 0.3, seed: 42 });
    const c = new PositionalEncoding({ dModel: 64, maxLength: 500, dropout: 0.3, seed: 43 });
    for (let call = 0; call < 3; call += 1) {
      const ya = a.forward(x, shape);
      expect(bitIdentical(ya, b.forward(x, shape)), `call ${call}`).toBe(true);
      expect(bitIdentical(ya, c.forward(x, shape)), `call ${call}`).toBe(false);
    }
  });

  it('successive forward calls draw different masks', () => {
    const module = new PositionalEncoding({ dModel: 64, maxLength: 500, dropout: 0.3, seed: 7 });
    const masks = [0, 1, 2].map(() => zeroMask(module.forward(x, shape)));
    // Two independent masks agree on a fraction p² + (1-p)² = 0.58 of elements, give or take
    // sqrt(0.58·0.42/n) = 0.0014; ±0.04 is ~30 of those, yet far from the 1.0 of a repeated mask
    // (or the low agreement of complementary ones).
    for (const [i, j] of [
      [0, 1],
      [1, 2],
      [0, 2],
    ] as const) {
      const agree = masks[i]!.reduce((n, bit, k) => n + (bit === masks[j]![k] ? 1 : 0), 0) / count;
      expect(agree, `calls ${i} and ${j}`).toBeLessThan(0.62);
      expect(agree, `calls ${i} and ${j}`).toBeGreaterThan(0.54);
    }
  });

  it('without a seed, two instances draw different masks', () => {
    const a = new PositionalEncoding({ dModel: 64, maxLength: 500, dropout: 0.3 });
    const b = new PositionalEncoding({ dModel: 64, maxLength: 500, dropout: 0.3 });
    expect(bitIdentical(a.forward(x, shape), b.forward(x, shape))).toBe(false);
  });
});
