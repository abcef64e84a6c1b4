// The word-order view's model in Node: "John likes Jane" against "Jane likes John". Without PE the
// two sentences are the same three vectors in another order, so every pooled summary is the same
// up to float rounding; with PE the inputs differ by position, and self-attention's pooled outputs
// differ while the plain mean still cannot tell them apart (it adds the same three PE rows).
import { beforeAll, describe, expect, it } from 'vitest';
import init from 'positional-encoding';
import { EMBEDDING, SENTENCE_A, SENTENCE_B, WORDS } from '../../../web/app/documents/word-order.js';
import { orderNumbers, verdict, verdictOf } from '../../../web/app/views/order/order-model.js';

beforeAll(async () => {
  await init();
});

describe('word-order numbers', () => {
  it.each([4, 8, 16])('d_model = %i: only self-attention with PE tells the sentences apart', (dModel) => {
    const numbers = orderNumbers(dModel, 10000);
    expect(verdictOf(numbers.meanPlain)).not.toBe('differ');
    expect(verdictOf(numbers.attentionPlain)).not.toBe('differ');
    expect(verdictOf(numbers.meanPe)).not.toBe('differ');
    expect(verdictOf(numbers.attentionPe)).toBe('differ');
    expect(verdict(numbers.attentionPe)).toMatch(/^different in \d+ of \d+ components/);
  });

  it('adds sinusoidal PE(pos) to each word vector in sentence order, as float32', () => {
    const dModel = 4;
    const { plainA, withPeA } = orderNumbers(dModel, 100);
    expect(Array.from(plainA)).toEqual(
      Array.from(Float32Array.from(SENTENCE_A.flatMap((word) => EMBEDDING[word].slice(0, dModel)))),
    );
    SENTENCE_A.forEach((_, pos) => {
      for (let i = 0; i < dModel; i++) {
        const angle = pos / 100 ** ((2 * Math.floor(i / 2)) / dModel);
        const pe = i % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
        const expected = Math.fround(Math.fround(plainA[pos * dModel + i]!) + Math.fround(pe));
        // The package adds a float32 PE, itself within 1 ulp of the float64 value: 2 ulps of the sum.
        expect(Math.abs(withPeA[pos * dModel + i]! - expected)).toBeLessThanOrEqual(
          2 * 2 ** -23 * Math.max(1, Math.abs(expected)),
        );
      }
    });
  });

  it('pools the same words: without PE the two sentences are permutations of one set of rows', () => {
    const { plainA, plainB } = orderNumbers(4, 10000);
    const rows = (values: Float32Array): string[] =>
      [0, 1, 2].map((pos) => Array.from(values.subarray(pos * 4, pos * 4 + 4)).join(',')).sort();
    expect(rows(plainA)).toEqual(rows(plainB));
    expect(new Set([...SENTENCE_A, ...SENTENCE_B])).toEqual(new Set(WORDS));
  });
});
