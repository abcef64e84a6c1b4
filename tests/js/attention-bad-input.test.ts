// Bad arguments to the ALiBi, T5 and attention-score functions throw a TypeError or RangeError
// naming the argument before anything reaches WebAssembly; the module keeps working and its
// memory stays flat over repeated good and failing calls.
import { beforeAll, describe, expect, it } from 'vitest';
import init, {
  alibiBias,
  alibiSlopes,
  allocate,
  attentionDecomposition,
  attentionScores,
  runtimeInfo,
  t5BucketMatrix,
  t5RelativeBucket,
} from '../../web/lib/index.js';

// Untyped handles: these tests pass what TypeScript would reject, as JavaScript callers can.
const loose = {
  slopes: alibiSlopes as (...args: unknown[]) => unknown,
  bias: alibiBias as (...args: unknown[]) => unknown,
  bucket: t5RelativeBucket as (...args: unknown[]) => unknown,
  matrix: t5BucketMatrix as (...args: unknown[]) => unknown,
  scores: attentionScores as (...args: unknown[]) => unknown,
  terms: attentionDecomposition as (...args: unknown[]) => unknown,
};
const f = (n: number) => new Float32Array(n);

const BAD_CALLS: [string, () => unknown, typeof TypeError | typeof RangeError, RegExp][] = [
  ['heads 0', () => loose.slopes(0), RangeError, /\bheads\b.*\[1, 65536\]/],
  ['heads -2', () => loose.slopes(-2), RangeError, /\bheads\b/],
  ['heads 2.5', () => loose.slopes(2.5), RangeError, /\bheads\b/],
  ['heads NaN', () => loose.slopes(NaN), RangeError, /\bheads\b/],
  ['heads too large', () => loose.slopes(65537), RangeError, /\bheads\b/],
  ['heads "8"', () => loose.slopes('8'), TypeError, /\bheads\b/],
  ['alibiBias length 0', () => loose.bias(8, 0), RangeError, /\blength\b/],
  ['alibiBias length 1.5', () => loose.bias(8, 1.5), RangeError, /\blength\b/],
  ['alibiBias keyLength -1', () => loose.bias(8, 4, { keyLength: -1 }), RangeError, /options\.keyLength/],
  [
    'alibiBias mode',
    () => loose.bias(8, 4, { mode: 'bidirectional' }),
    RangeError,
    /options\.mode.*'causal' or 'symmetric'/,
  ],
  ['alibiBias offset', () => loose.bias(8, 4, { offset: -1 }), RangeError, /options\.offset/],
  [
    'alibiBias too large',
    () => loose.bias(64, 4096, { keyLength: 4096 }),
    RangeError,
    /heads 64 × length 4096 × keyLength 4096/,
  ],
  ['alibiBias out wrong length', () => loose.bias(2, 3, { out: f(17) }), RangeError, /options\.out.*18/],
  ['alibiBias unknown option', () => loose.bias(2, 3, { keylength: 3 }), TypeError, /unknown option "keylength"/],
  ['bucket 1.5', () => loose.bucket(1.5), RangeError, /relativePosition/],
  ['bucket beyond int32', () => loose.bucket(2 ** 31), RangeError, /relativePosition/],
  ['bucket a Float32Array', () => loose.bucket(f(3)), TypeError, /relativePosition.*Int32Array/],
  ['numBuckets 0', () => loose.bucket(1, { numBuckets: 0 }), RangeError, /options\.numBuckets/],
  ['numBuckets -32', () => loose.bucket(1, { numBuckets: -32 }), RangeError, /options\.numBuckets/],
  ['numBuckets 31.5', () => loose.bucket(1, { numBuckets: 31.5 }), RangeError, /options\.numBuckets/],
  [
    'numBuckets odd, bidirectional',
    () => loose.bucket(1, { numBuckets: 31 }),
    RangeError,
    /options\.numBuckets must be even/,
  ],
  [
    'numBuckets too large',
    () => loose.bucket(1, { numBuckets: 2 ** 21, maxDistance: 2 ** 22 }),
    RangeError,
    /options\.numBuckets/,
  ],
  [
    'maxDistance = numBuckets/2',
    () => loose.bucket(1, { numBuckets: 32, maxDistance: 16 }),
    RangeError,
    /options\.maxDistance.*\[17,/,
  ],
  ['maxDistance 0', () => loose.bucket(1, { maxDistance: 0 }), RangeError, /options\.maxDistance/],
  [
    'maxDistance missing for 512 buckets',
    () => loose.bucket(1, { numBuckets: 512 }),
    TypeError,
    /options\.maxDistance/,
  ],
  ['bidirectional "yes"', () => loose.bucket(1, { bidirectional: 'yes' }), TypeError, /options\.bidirectional/],
  ['matrix queryLength 0', () => loose.matrix(0, 4), RangeError, /queryLength/],
  ['matrix keyLength NaN', () => loose.matrix(4, NaN), RangeError, /keyLength/],
  [
    'matrix too large',
    () => loose.matrix(2 ** 15, 2 ** 14),
    RangeError,
    /queryLength 32768 × keyLength 16384 would hold 536870912 int32 bucket ids; the maximum is 268435456/,
  ],
  ['matrix out Float32Array', () => loose.matrix(2, 2, { out: f(4) }), TypeError, /options\.out/],
  ['scores q not Float32Array', () => loose.scores([1, 2], f(2), [1, 1, 2]), TypeError, /\bq\b/],
  ['scores shape heads 0', () => loose.scores(f(8), f(8), [0, 2, 4]), RangeError, /shape\[0\] \(heads\)/],
  ['scores shape not an array', () => loose.scores(f(8), f(8), 8), TypeError, /shape/],
  [
    'scores k wrong length',
    () => loose.scores(f(8), f(7), [1, 2, 4]),
    RangeError,
    /\bk\b must hold heads × length × headDim = 8/,
  ],
  [
    'scores encoding',
    () => loose.scores(f(8), f(8), [1, 2, 4], { encoding: 'sinusoidal' }),
    RangeError,
    /options\.encoding/,
  ],
  ['scores scale 0', () => loose.scores(f(8), f(8), [1, 2, 4], { scale: 0 }), RangeError, /options\.scale/],
  ['scores t5 without bias', () => loose.scores(f(8), f(8), [1, 2, 4], { encoding: 't5' }), TypeError, /options\.bias/],
  [
    'scores t5 bias wrong length',
    () => loose.scores(f(8), f(8), [1, 2, 4], { encoding: 't5', bias: f(31) }),
    RangeError,
    /options\.bias.*numBuckets × heads = 32/,
  ],
  [
    'scores t5 bias NaN',
    () => loose.scores(f(8), f(8), [1, 2, 4], { encoding: 't5', bias: f(32).fill(NaN) }),
    RangeError,
    /options\.bias/,
  ],
  [
    'scores t5 odd buckets',
    () => loose.scores(f(8), f(8), [1, 2, 4], { encoding: 't5', bias: f(31), numBuckets: 31 }),
    RangeError,
    /options\.numBuckets/,
  ],
  [
    'scores alibi option on none',
    () => loose.scores(f(8), f(8), [1, 2, 4], { mode: 'causal' }),
    TypeError,
    /unknown option "mode"/,
  ],
  [
    'scores rope, odd headDim',
    () => loose.scores(f(6), f(6), [1, 2, 3], { encoding: 'rope' }),
    RangeError,
    /shape\[2\] \(headDim\) must be even/,
  ],
  [
    'scores rope, unknown rope option',
    () => loose.scores(f(8), f(8), [1, 2, 4], { encoding: 'rope', theta: 5 }),
    TypeError,
    /unknown option "theta"/,
  ],
  [
    'scores too large',
    () => loose.scores(f(16385), f(16385), [1, 16385, 1]),
    RangeError,
    /scores of heads 1 × length 16385/,
  ],
  [
    'decomposition wq wrong length',
    () => loose.terms(f(24), f(24), f(15), f(16), [6, 4, 4]),
    RangeError,
    /\bwq\b.*dModel × headDim = 16/,
  ],
  [
    'decomposition p wrong length',
    () => loose.terms(f(24), f(20), f(16), f(16), [6, 4, 4]),
    RangeError,
    /\bp\b.*length × dModel = 24/,
  ],
  [
    'decomposition wk Float64Array',
    () => loose.terms(f(24), f(24), f(16), new Float64Array(16), [6, 4, 4]),
    TypeError,
    /\bwk\b/,
  ],
  ['decomposition headDim 0', () => loose.terms(f(24), f(24), f(16), f(16), [6, 4, 0]), RangeError, /headDim/],
];

beforeAll(async () => {
  await init();
});

describe('bad input to ALiBi, T5 and attention scores', () => {
  it.each(BAD_CALLS)('%s', (_, call, error, message) => {
    let thrown: unknown;
    try {
      call();
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).toBeInstanceOf(error);
    expect((thrown as Error).message).toMatch(/^positional-encoding: /);
    expect((thrown as Error).message).toMatch(message);
    // Still usable afterwards.
    expect(Array.from(alibiSlopes(2))).toEqual([1 / 16, 1 / 256]);
  });

  it('memory stays flat over 2000 good and failing calls', () => {
    const q = new Float32Array(2 * 16 * 8).fill(0.5);
    const bias = new Float32Array(32 * 2).fill(0.1);
    const buffer = allocate(4 * 16 * 16);
    const call = (i: number) => {
      switch (i % 6) {
        case 0:
          alibiBias(4, 16, { mode: i % 12 === 0 ? 'causal' : 'symmetric' });
          break;
        case 1:
          alibiBias(4, 16, { out: buffer });
          break;
        case 2:
          t5BucketMatrix(16, 40, { bidirectional: false });
          break;
        case 3:
          attentionScores(q, q, [2, 16, 8], { encoding: 't5', bias, softmax: true });
          break;
        case 4:
          attentionDecomposition(
            q.subarray(0, 64),
            q.subarray(64, 128),
            q.subarray(0, 64),
            q.subarray(0, 64),
            [8, 8, 8],
          );
          break;
        default:
          expect(BAD_CALLS[i % BAD_CALLS.length]![1]).toThrow();
      }
    };
    for (let i = 0; i < 6 * BAD_CALLS.length; i += 1) call(i);
    const before = runtimeInfo();
    for (let i = 0; i < 2000; i += 1) call(i);
    const after = runtimeInfo();
    expect(after.allocatedBytes).toBe(before.allocatedBytes);
    expect(after.wasmMemoryBytes).toBe(before.wasmMemoryBytes);
    buffer.free();
  });
});
