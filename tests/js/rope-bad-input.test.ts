// Bad input to the RoPE functions: a TypeError or RangeError that names the option and its
// allowed values, never a wasm abort; the module keeps working and its memory stays flat.
import { beforeAll, describe, expect, it } from 'vitest';
import init, {
  allocate,
  applyRope,
  ropeCosSin,
  ropeFrequencies,
  ropePermutation,
  runtimeInfo,
} from '../../web/lib/index.js';

const loose = {
  frequencies: ropeFrequencies as (...args: unknown[]) => unknown,
  cosSin: ropeCosSin as (...args: unknown[]) => unknown,
  apply: applyRope as (...args: unknown[]) => unknown,
  permutation: ropePermutation as (...args: unknown[]) => unknown,
};
const x = new Float32Array(2 * 4 * 8);
const llama3 = { type: 'llama3', factor: 8, lowFreqFactor: 1, highFreqFactor: 4, originalMaxPositionEmbeddings: 8192 };

/** [what, call, error class, a part of the message that names the argument and the range]. */
const CASES: [string, () => unknown, typeof TypeError | typeof RangeError, RegExp][] = [
  ['odd headDim', () => loose.cosSin(4, 7), RangeError, /headDim must be even/],
  ['headDim a string', () => loose.frequencies('8'), TypeError, /headDim must be a number/],
  [
    'odd rotaryDim',
    () => loose.cosSin(4, 8, { rotaryDim: 5 }),
    RangeError,
    /options\.rotaryDim must be an even integer in \[2, 8\]/,
  ],
  [
    'rotaryDim > headDim',
    () => loose.cosSin(4, 8, { rotaryDim: 10 }),
    RangeError,
    /options\.rotaryDim must be an integer in \[2, 8\]/,
  ],
  [
    'unknown scaling type',
    () => loose.frequencies(8, { scaling: { type: 'ntk' } }),
    RangeError,
    /options\.scaling\.type must be one of 'linear', 'dynamic', 'yarn', 'longrope', 'llama3', 'proportional'; got "ntk"/,
  ],
  [
    'proportional with partialRotaryFactor above 1',
    () => loose.frequencies(8, { scaling: { type: 'proportional', partialRotaryFactor: 1.5 } }),
    RangeError,
    /options\.scaling\.partialRotaryFactor must be a number in \[0, 1\]; got 1\.5/,
  ],
  [
    'proportional with partialRotaryFactor a string',
    () => loose.frequencies(8, { scaling: { type: 'proportional', partialRotaryFactor: '0.25' } }),
    TypeError,
    /options\.scaling\.partialRotaryFactor must be a number in \[0, 1\]; got "0\.25"/,
  ],
  [
    'proportional with a rotaryDim',
    () => loose.cosSin(4, 8, { rotaryDim: 4, scaling: { type: 'proportional', partialRotaryFactor: 0.5 } }),
    RangeError,
    /options\.rotaryDim must be headDim \(8\) or absent; got 4/,
  ],
  [
    'partialRotaryFactor on another scaling type',
    () => loose.frequencies(8, { scaling: { type: 'linear', factor: 2, partialRotaryFactor: 0.5 } }),
    TypeError,
    /partialRotaryFactor/,
  ],
  [
    'llama3 without lowFreqFactor',
    () => loose.frequencies(128, { scaling: { ...llama3, lowFreqFactor: undefined } }),
    RangeError,
    /options\.scaling\.lowFreqFactor is required for llama3 scaling/,
  ],
  [
    'llama3 high <= low',
    () => loose.frequencies(128, { scaling: { ...llama3, highFreqFactor: 0.5 } }),
    RangeError,
    /highFreqFactor must be at least lowFreqFactor/,
  ],
  [
    'factor 0',
    () => loose.frequencies(8, { scaling: { type: 'linear', factor: 0 } }),
    RangeError,
    /options\.scaling\.factor must be a finite number > 0; got 0/,
  ],
  [
    'factor NaN',
    () => loose.frequencies(8, { scaling: { type: 'linear', factor: NaN } }),
    RangeError,
    /options\.scaling\.factor/,
  ],
  [
    'a field another type reads',
    () => loose.frequencies(8, { scaling: { type: 'linear', factor: 2, betaFast: 3 } }),
    TypeError,
    /unknown option "betaFast" for linear scaling/,
  ],
  [
    'yarn without factor or lengths',
    () => loose.frequencies(8, { scaling: { type: 'yarn' } }),
    RangeError,
    /options\.scaling\.factor is required for yarn scaling unless/,
  ],
  [
    'dynamic with rotaryDim 2',
    () => loose.frequencies(8, { rotaryDim: 2, scaling: { type: 'dynamic', factor: 2, maxPositionEmbeddings: 16 } }),
    RangeError,
    /dynamic scaling needs options\.rotaryDim >= 4/,
  ],
  [
    'longrope short factors too short',
    () =>
      loose.frequencies(8, {
        scaling: {
          type: 'longrope',
          factor: 2,
          originalMaxPositionEmbeddings: 8,
          shortFactor: [1],
          longFactor: [1, 1, 1, 1],
        },
      }),
    RangeError,
    /options\.scaling\.shortFactor must hold 4 values/,
  ],
  [
    'longrope factor not positive',
    () =>
      loose.frequencies(8, {
        scaling: {
          type: 'longrope',
          factor: 2,
          originalMaxPositionEmbeddings: 8,
          shortFactor: [1, 1, 0, 1],
          longFactor: [1, 1, 1, 1],
        },
      }),
    RangeError,
    /options\.scaling\.shortFactor\[2\] must be one of finite numbers > 0; got 0/,
  ],
  [
    'positions of the wrong length',
    () => loose.cosSin(4, 8, { positions: [0, 1, 2] }),
    RangeError,
    /options\.positions must hold 4 values/,
  ],
  [
    'negative position',
    () => loose.cosSin(4, 8, { positions: [0, 1, -2, 3] }),
    RangeError,
    /options\.positions\[2\] must be one of integers in \[0, 2\^53 − 1\]; got -2/,
  ],
  ['non-integer position', () => loose.cosSin(2, 8, { positions: [0, 1.5] }), RangeError, /options\.positions\[1\]/],
  [
    'offset and positions',
    () => loose.cosSin(2, 8, { offset: 1, positions: [0, 1] }),
    TypeError,
    /either options\.offset or options\.positions/,
  ],
  [
    'negative offset',
    () => loose.cosSin(2, 8, { offset: -1 }),
    RangeError,
    /options\.offset must be an integer in \[0, /,
  ],
  [
    'unknown layout',
    () => loose.cosSin(2, 8, { layout: 'interleaved' }),
    RangeError,
    /options\.layout must be 'half' or 'pairs'/,
  ],
  ['unknown option', () => loose.cosSin(2, 8, { theta: 5 }), TypeError, /unknown option "theta" for ropeCosSin/],
  ['base 1', () => loose.frequencies(8, { base: 1 }), RangeError, /options\.base must be a finite number > 1/],
  [
    'shape of 3',
    () => loose.apply(x, [2, 4, 8]),
    TypeError,
    /shape must be an array \[batch, heads, length, headDim\]/,
  ],
  ['shape not matching x', () => loose.apply(x, [1, 4, 4, 8]), RangeError, /holds 128 values but x\.length is 64/],
  [
    'x a Float64Array',
    () => loose.apply(new Float64Array(64), [1, 1, 8, 8]),
    TypeError,
    /x must be a Float32Array or a buffer/,
  ],
  [
    'inPlace and out',
    () => loose.apply(x, [1, 1, 8, 8], { inPlace: true, out: new Float32Array(64) }),
    TypeError,
    /either options\.inPlace or options\.out/,
  ],
  [
    'out too short',
    () => loose.apply(x, [1, 1, 8, 8], { out: new Float32Array(8) }),
    RangeError,
    /options\.out must hold/,
  ],
  [
    'cos/sin out the same array',
    () => {
      const t = new Float32Array(16);
      return loose.cosSin(2, 8, { out: { cos: t, sin: t } });
    },
    TypeError,
    /must be different arrays/,
  ],
  ['table beyond 2^28', () => loose.cosSin(2 ** 20, 512), RangeError, /the maximum is 268435456/],
  ['permutation layout', () => loose.permutation(8, 'half', 'gptj'), RangeError, /to must be 'half' or 'pairs'/],
];

beforeAll(() => init());

describe('RoPE bad input', () => {
  for (const [what, call, errorClass, message] of CASES) {
    it(`${what}: ${errorClass.name} naming it`, () => {
      expect(call).toThrow(errorClass);
      expect(call).toThrow(/^positional-encoding: /);
      expect(call).toThrow(message);
    });
  }

  it('leaves the module working and its memory flat after every failing call, many times', () => {
    const reference = ropeCosSin(8, 16, { base: 100 });
    const before = runtimeInfo();
    const buffer = allocate(64);
    for (let round = 0; round < 300; round++) {
      for (const [, call] of CASES) expect(call).toThrow();
      ropeFrequencies(128, { scaling: llama3 as never });
      applyRope(buffer, [1, 2, 4, 8], { inPlace: true, positions: [3, 1, 4, 1] });
      ropeCosSin(8, 16, {
        base: 100,
        scaling: {
          type: 'longrope',
          factor: 4,
          maxPositionEmbeddings: 16,
          originalMaxPositionEmbeddings: 4,
          shortFactor: [1, 2, 3, 4, 5, 6, 7, 8],
          longFactor: [1, 1, 1, 1, 1, 1, 1, 1],
        },
      });
    }
    buffer.free();
    const after = runtimeInfo();
    expect(after.allocatedBytes).toBe(before.allocatedBytes);
    expect(after.wasmMemoryBytes).toBe(before.wasmMemoryBytes);
    expect(ropeCosSin(8, 16, { base: 100 })).toEqual(reference);
  });
});
