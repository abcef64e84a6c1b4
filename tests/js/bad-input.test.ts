// Bad arguments must throw a TypeError (wrong type) or RangeError (right type, outside the range)
// whose message names the argument, before anything reaches WebAssembly; and the module must keep
// working afterwards.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { addPositionalEncoding, MAX_ELEMENTS, PositionalEncoding, sinusoidal } from '../../web/lib/index.js';
import { referenceTable } from '../golden/reference.mjs';
import { CONTRACT_ERROR } from './helpers/contract.js';
import { maxErrorVsFround } from './helpers/float32.js';

// Untyped handles: these tests pass what TypeScript would reject, as JavaScript callers can.
const table = sinusoidal as (...args: unknown[]) => Float32Array;
const add = addPositionalEncoding as (...args: unknown[]) => Float32Array;
const makeModule = (options?: unknown) => new PositionalEncoding(options as never);

const x72 = () => new Float32Array(3 * 6 * 4);
const SIDE = 2 ** 14; // SIDE × SIDE = 2^28 = MAX_ELEMENTS

interface BadCall {
  what: string;
  call: () => unknown;
  error: typeof TypeError | typeof RangeError;
  message: RegExp;
}

const BAD_CALLS: BadCall[] = [
  // sinusoidal(length, dModel)
  { what: 'length 2.5', call: () => table(2.5, 4), error: RangeError, message: /\blength\b/ },
  { what: 'length NaN', call: () => table(NaN, 4), error: RangeError, message: /\blength\b/ },
  { what: 'length Infinity', call: () => table(Infinity, 4), error: RangeError, message: /\blength\b/ },
  { what: 'length -Infinity', call: () => table(-Infinity, 4), error: RangeError, message: /\blength\b/ },
  { what: 'length 0', call: () => table(0, 4), error: RangeError, message: /\blength\b/ },
  { what: 'length -6', call: () => table(-6, 4), error: RangeError, message: /\blength\b/ },
  { what: "length '6'", call: () => table('6', 4), error: TypeError, message: /\blength\b/ },
  { what: 'length missing', call: () => table(), error: TypeError, message: /\blength\b/ },
  { what: 'length 2^28 + 1', call: () => table(MAX_ELEMENTS + 1, 1), error: RangeError, message: /\blength\b/ },
  { what: 'dModel 4.5', call: () => table(6, 4.5), error: RangeError, message: /dModel/ },
  { what: 'dModel NaN', call: () => table(6, NaN), error: RangeError, message: /dModel/ },
  { what: 'dModel Infinity', call: () => table(6, Infinity), error: RangeError, message: /dModel/ },
  { what: 'dModel 0', call: () => table(6, 0), error: RangeError, message: /dModel/ },
  { what: 'dModel -4', call: () => table(6, -4), error: RangeError, message: /dModel/ },
  { what: 'dModel null', call: () => table(6, null), error: TypeError, message: /dModel/ },
  { what: 'dModel 2^28 + 1', call: () => table(1, MAX_ELEMENTS + 1), error: RangeError, message: /dModel/ },
  {
    what: 'length × dModel beyond 2^28',
    call: () => table(SIDE, SIDE + 1),
    error: RangeError,
    message: /length 16384 × dModel 16385.*268435456/,
  },
  { what: 'base 1', call: () => table(6, 4, { base: 1 }), error: RangeError, message: /options\.base/ },
  { what: 'base 0.5', call: () => table(6, 4, { base: 0.5 }), error: RangeError, message: /options\.base/ },
  { what: 'base 0', call: () => table(6, 4, { base: 0 }), error: RangeError, message: /options\.base/ },
  { what: 'base -100', call: () => table(6, 4, { base: -100 }), error: RangeError, message: /options\.base/ },
  { what: 'base NaN', call: () => table(6, 4, { base: NaN }), error: RangeError, message: /options\.base/ },
  { what: 'base Infinity', call: () => table(6, 4, { base: Infinity }), error: RangeError, message: /options\.base/ },
  { what: "base '100'", call: () => table(6, 4, { base: '100' }), error: TypeError, message: /options\.base/ },
  { what: 'offset -1', call: () => table(6, 4, { offset: -1 }), error: RangeError, message: /options\.offset/ },
  { what: 'offset 1.5', call: () => table(6, 4, { offset: 1.5 }), error: RangeError, message: /options\.offset/ },
  { what: 'offset NaN', call: () => table(6, 4, { offset: NaN }), error: RangeError, message: /options\.offset/ },
  {
    what: 'offset Infinity',
    call: () => table(6, 4, { offset: Infinity }),
    error: RangeError,
    message: /options\.offset/,
  },
  { what: "offset '5'", call: () => table(6, 4, { offset: '5' }), error: TypeError, message: /options\.offset/ },
  {
    // Rows 0..5 would reach 2^53, which is not a safe integer.
    what: 'last position beyond 2^53 - 1',
    call: () => table(6, 4, { offset: Number.MAX_SAFE_INTEGER - 4 }),
    error: RangeError,
    message: /options\.offset/,
  },
  {
    what: "layout 'Split'",
    call: () => table(6, 4, { layout: 'Split' }),
    error: RangeError,
    message: /options\.layout/,
  },
  { what: 'layout 1', call: () => table(6, 4, { layout: 1 }), error: RangeError, message: /options\.layout/ },
  { what: 'unknown option', call: () => table(6, 4, { bsae: 100 }), error: TypeError, message: /"bsae"/ },
  { what: 'options a string', call: () => table(6, 4, 'base'), error: TypeError, message: /options/ },
  { what: 'options null', call: () => table(6, 4, null), error: TypeError, message: /options/ },
  {
    what: 'out too short',
    call: () => table(6, 4, { out: new Float32Array(23) }),
    error: RangeError,
    message: /options\.out/,
  },
  {
    what: 'out a Float64Array',
    call: () => table(6, 4, { out: new Float64Array(24) }),
    error: TypeError,
    message: /options\.out/,
  },

  // addPositionalEncoding(x, shape)
  { what: 'x a Float64Array', call: () => add(new Float64Array(72), [3, 6, 4]), error: TypeError, message: /\bx\b/ },
  { what: 'x a plain array', call: () => add(new Array(72).fill(0), [3, 6, 4]), error: TypeError, message: /\bx\b/ },
  { what: 'x missing', call: () => add(undefined, [3, 6, 4]), error: TypeError, message: /\bx\b/ },
  {
    what: 'shape not matching x.length',
    call: () => add(x72(), [3, 6, 5]),
    error: RangeError,
    message: /shape.*x\.length/,
  },
  { what: 'shape of 2', call: () => add(x72(), [18, 4]), error: TypeError, message: /shape/ },
  { what: 'shape of 4', call: () => add(x72(), [3, 6, 4, 1]), error: TypeError, message: /shape/ },
  { what: 'shape a string', call: () => add(x72(), '3,6,4'), error: TypeError, message: /shape/ },
  { what: 'shape missing', call: () => add(x72()), error: TypeError, message: /shape/ },
  { what: 'shape[1] 6.5', call: () => add(x72(), [3, 6.5, 4]), error: RangeError, message: /shape\[1\]/ },
  { what: 'shape[1] NaN', call: () => add(x72(), [3, NaN, 4]), error: RangeError, message: /shape\[1\]/ },
  { what: "shape[1] '6'", call: () => add(x72(), [3, '6', 4]), error: TypeError, message: /shape\[1\]/ },
  {
    what: 'shape[0] 0 with empty x',
    call: () => add(new Float32Array(0), [0, 6, 4]),
    error: RangeError,
    message: /shape\[0\]/,
  },
  { what: 'shape[0] negative', call: () => add(x72(), [-3, -6, 4]), error: RangeError, message: /shape\[0\]/ },
  { what: 'shape[2] Infinity', call: () => add(x72(), [3, 6, Infinity]), error: RangeError, message: /shape\[2\]/ },
  {
    what: 'scale NaN',
    call: () => add(x72(), [3, 6, 4], { scale: NaN }),
    error: RangeError,
    message: /options\.scale/,
  },
  {
    what: 'scale Infinity',
    call: () => add(x72(), [3, 6, 4], { scale: Infinity }),
    error: RangeError,
    message: /options\.scale/,
  },
  {
    what: "scale 'SQRT'",
    call: () => add(x72(), [3, 6, 4], { scale: 'SQRT' }),
    error: TypeError,
    message: /options\.scale/,
  },
  { what: "scale '2'", call: () => add(x72(), [3, 6, 4], { scale: '2' }), error: TypeError, message: /options\.scale/ },
  {
    what: "inPlace 'yes'",
    call: () => add(x72(), [3, 6, 4], { inPlace: 'yes' }),
    error: TypeError,
    message: /options\.inPlace/,
  },
  {
    what: 'inPlace and out together',
    call: () => add(x72(), [3, 6, 4], { inPlace: true, out: x72() }),
    error: TypeError,
    message: /inPlace.*out/,
  },
  { what: 'add: base 1', call: () => add(x72(), [3, 6, 4], { base: 1 }), error: RangeError, message: /options\.base/ },
  {
    what: 'add: base NaN',
    call: () => add(x72(), [3, 6, 4], { base: NaN }),
    error: RangeError,
    message: /options\.base/,
  },
  {
    what: "add: base 'e'",
    call: () => add(x72(), [3, 6, 4], { base: 'e' }),
    error: TypeError,
    message: /options\.base/,
  },
  {
    what: 'add: offset -1',
    call: () => add(x72(), [3, 6, 4], { offset: -1 }),
    error: RangeError,
    message: /options\.offset/,
  },
  {
    what: "add: layout 'rows'",
    call: () => add(x72(), [3, 6, 4], { layout: 'rows' }),
    error: RangeError,
    message: /options\.layout/,
  },
  {
    what: 'add: unknown option',
    call: () => add(x72(), [3, 6, 4], { inplace: true }),
    error: TypeError,
    message: /"inplace"/,
  },

  // new PositionalEncoding(options)
  { what: 'PE: no options', call: () => makeModule(), error: TypeError, message: /options/ },
  { what: 'PE: options null', call: () => makeModule(null), error: TypeError, message: /options/ },
  { what: 'PE: dropout 1', call: () => makeModule({ dModel: 4, dropout: 1 }), error: RangeError, message: /dropout/ },
  {
    what: 'PE: dropout -0.1',
    call: () => makeModule({ dModel: 4, dropout: -0.1 }),
    error: RangeError,
    message: /dropout/,
  },
  {
    what: 'PE: dropout NaN',
    call: () => makeModule({ dModel: 4, dropout: NaN }),
    error: RangeError,
    message: /dropout/,
  },
  {
    what: "PE: dropout '0.1'",
    call: () => makeModule({ dModel: 4, dropout: '0.1' }),
    error: TypeError,
    message: /dropout/,
  },
  { what: 'PE: dModel 0', call: () => makeModule({ dModel: 0 }), error: RangeError, message: /dModel/ },
  { what: 'PE: dModel missing', call: () => makeModule({ maxLength: 10 }), error: TypeError, message: /dModel/ },
  {
    what: 'PE: maxLength 0',
    call: () => makeModule({ dModel: 4, maxLength: 0 }),
    error: RangeError,
    message: /maxLength/,
  },
  { what: 'PE: base 1', call: () => makeModule({ dModel: 4, base: 1 }), error: RangeError, message: /options\.base/ },
  { what: 'PE: seed -1', call: () => makeModule({ dModel: 4, seed: -1 }), error: RangeError, message: /seed/ },
  { what: 'PE: seed 0.5', call: () => makeModule({ dModel: 4, seed: 0.5 }), error: RangeError, message: /seed/ },
  {
    what: 'PE: unknown option',
    call: () => makeModule({ dModel: 4, d_model: 4 }),
    error: TypeError,
    message: /"d_model"/,
  },
  {
    what: 'PE: maxLength × dModel beyond 2^28',
    call: () => makeModule({ dModel: SIDE, maxLength: SIDE + 1 }),
    error: RangeError,
    message: /16385 × dModel 16384.*268435456/,
  },
];

beforeAll(async () => {
  await init();
});

describe('bad arguments', () => {
  it.each(BAD_CALLS.map((bad) => [bad.what, bad] as const))('%s', (_, { call, error, message }) => {
    let thrown: unknown;
    try {
      call();
    } catch (caught) {
      thrown = caught;
    }
    // The exact class: a RangeError where a TypeError is documented (or vice versa) is a bug.
    expect(thrown).toBeInstanceOf(error);
    expect((thrown as Error).constructor).toBe(error);
    expect((thrown as Error).message).toMatch(message);
  });

  it('PositionalEncoding.forward rejects a wrong width and a sequence longer than maxLength', () => {
    const module = new PositionalEncoding({ dModel: 4, maxLength: 10, dropout: 0 });
    const forward = module.forward.bind(module) as (...args: unknown[]) => Float32Array;
    expect(() => forward(new Float32Array(3 * 6 * 5), [3, 6, 5])).toThrowError(RangeError);
    expect(() => forward(new Float32Array(3 * 6 * 5), [3, 6, 5])).toThrowError(/shape\[2\].*dModel/);
    expect(() => forward(new Float32Array(11 * 4), [1, 11, 4])).toThrowError(RangeError);
    expect(() => forward(new Float32Array(11 * 4), [1, 11, 4])).toThrowError(/shape\[1\].*maxLength/);
    expect(() => forward(new Float64Array(24), [1, 6, 4])).toThrowError(TypeError);
    expect(() => forward(new Float32Array(24), [1, 6, 5])).toThrowError(/shape.*x\.length/);
  });

  it('leaves the module working: sinusoidal(6, 4, { base: 100 }) is still right', () => {
    for (const bad of BAD_CALLS) {
      try {
        bad.call();
      } catch {
        // expected: every call above throws (asserted one by one)
      }
    }
    const reference = referenceTable({ length: 6, dModel: 4, base: 100 });
    expect(maxErrorVsFround(sinusoidal(6, 4, { base: 100 }), reference)).toBeLessThanOrEqual(CONTRACT_ERROR);
  });
});

describe('init()', () => {
  it('is idempotent: later calls resolve and change nothing', async () => {
    const first = sinusoidal(10, 8, { base: 100 });
    await expect(init()).resolves.toBeUndefined();
    await expect(Promise.all([init(), init()])).resolves.toEqual([undefined, undefined]);
    expect(sinusoidal(10, 8, { base: 100 })).toEqual(first);
  });
});
