// Property tests of every function web/lib/index.ts exports (issue 11): random shapes, options and
// values, valid and not (NaN, ±Infinity, huge, negative, non-integers, wrong types, nulls, revoked
// Proxies). Each call either meets the numeric contract (against the float64 references in
// tests/golden and tests/js/helpers where they exist) or throws a TypeError/RangeError whose
// message starts with "positional-encoding: " and names one of the function's arguments; after
// each property the module still computes correct values and malloc's usage is where it started.
import fc from 'fast-check';
import { types } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../web/lib/index.js';
import { referenceTable } from '../golden/reference.mjs';
import { allowedError } from './helpers/contract.js';
import { referenceCosSin } from './helpers/rope-reference.js';
import { t5BucketReference } from './helpers/t5-reference.js';
import { propertyRuns } from './helpers/test-tier.js';

const PREFIX = 'positional-encoding: ';
// Runs per property: 15 properties × 1000 runs take about 7 s here, well under the 60 s budget
// (250 runs in `npm run check`).
const RUNS = propertyRuns(1000, 250);
const loose = api as unknown as Record<string, (...args: unknown[]) => unknown>;

/**
 * Stands for a revoked Proxy while fast-check generates, shrinks and prints (it would touch a real
 * one); `materialize` swaps in a real revoked Proxy just before the call.
 */
class RevokedProxyToken {}

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

function materialize(value: unknown, depth = 3): unknown {
  if (value instanceof RevokedProxyToken) return revoked();
  if (depth === 0 || typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) return value.map((v) => materialize(v, depth - 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, materialize(v, depth - 1)]));
}

/** Values no argument accepts, or only some do. */
const weird = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -1, 0, -0, 0.5, 2.5, 1e300, -1e300, 2 ** 53, 2 ** 31, 1e39, 5e-324),
  fc.constantFrom(null, undefined, true, '6', 'sqrt', 'half', [], {}, [1, 2], new Float64Array(4), new Int32Array(2)),
  fc.constant(0).map(() => new RevokedProxyToken()),
  fc.constant(0).map(() => Symbol('s')),
  fc.constant(0).map(() => Object.create(null) as object),
);

/** A small size (mostly valid), or anything. */
const size = (max: number) =>
  fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max }) }, { weight: 1, arbitrary: weird });
/** An option: absent, a valid value, or anything. */
function option<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<T | unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: valid },
    { weight: 1, arbitrary: weird },
  );
}
/** An options object of the given fields (each maybe absent), sometimes replaced by anything. */
function options(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const record = fc
    .record(fields, { requiredKeys: [] })
    .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
  return fc.oneof(
    { weight: 6, arbitrary: record },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: weird },
  );
}
const floats = (n: number) =>
  fc.float32Array({ minLength: n, maxLength: n, noDefaultInfinity: true, noNaN: true, min: -100, max: 100 });

/**
 * Runs `call`: a thrown error must be a prefixed TypeError/RangeError naming one of `names`; a
 * result goes to `check`. Returns whether the call threw.
 */
function outcome<T>(call: () => T, names: readonly string[], check: (result: T) => void): boolean {
  let result: T;
  try {
    result = call();
  } catch (error) {
    const e = error as Error;
    if (!(e instanceof TypeError || e instanceof RangeError))
      throw new Error(`not a TypeError/RangeError: ${e?.constructor?.name}: ${e?.message}`);
    if (!e.message.startsWith(PREFIX)) throw new Error(`unprefixed: ${e.message}`);
    if (!names.some((name) => e.message.includes(name)))
      throw new Error(`names none of ${names.join(', ')}: ${e.message}`);
    return true;
  }
  check(result);
  return false;
}

function allocated(): number {
  return api.runtimeInfo().allocatedBytes;
}

/** The module still answers correctly. */
function stillCorrect(): void {
  const table = api.sinusoidal(3, 4, { base: 100 });
  const reference = referenceTable({ length: 3, dModel: 4, base: 100 });
  for (let i = 0; i < table.length; i++)
    expect(Math.abs(table[i]! - Math.fround(reference[i]!))).toBeLessThanOrEqual(2e-7);
}

function property<Args extends unknown[]>(
  name: string,
  args: { [K in keyof Args]: fc.Arbitrary<Args[K]> },
  run: (...a: Args) => void,
): void {
  it(name, () => {
    const before = allocated();
    let calls = 0;
    fc.assert(
      fc.property(...(args as unknown as [fc.Arbitrary<unknown>]), (...a: unknown[]) => {
        calls++;
        run(...(a.map((v) => materialize(v)) as Args));
      }),
      { numRuns: RUNS, seed: 20260101 },
    );
    expect(calls).toBe(RUNS);
    expect(allocated()).toBe(before);
    stillCorrect();
  });
}

function expectTableContract(
  table: Float32Array,
  length: number,
  dModel: number,
  base: number,
  offset: number,
  layout: unknown,
): void {
  expect(table.length).toBe(length * dModel);
  const reference = referenceTable({ length, dModel, base, offset, layout: layout as 'split' | undefined });
  for (let i = 0; i < table.length; i++) {
    const error = Math.abs(table[i]! - Math.fround(reference[i]!));
    if (!(error <= allowedError(offset + Math.floor(i / dModel)))) throw new Error(`value ${i}: error ${error}`);
  }
}

beforeAll(async () => {
  await api.init();
  // Warm-up: the first calls may make the core's one-time allocations.
  api.sinusoidal(100, 40, { layout: 'split' });
  api.addPositionalEncoding(new Float32Array(40), [1, 1, 40]);
  api.ropeCosSin(4, 8);
  api.alibiBias(12, 6);
  api.t5BucketMatrix(6, 6);
  api.attentionScores(new Float32Array(8), new Float32Array(8), [1, 2, 4], { encoding: 'alibi' });
});

const baseArb = option(fc.double({ min: 1.0001, max: 1e6, noNaN: true }));
const offsetArb = option(fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 2 ** 40 })));
const layoutArb = option(fc.constantFrom('interleaved', 'split'));

describe('every export: the contract or a named TypeError/RangeError', () => {
  property(
    'sinusoidal',
    [size(40), size(40), options({ base: baseArb, offset: offsetArb, layout: layoutArb })],
    (length, dModel, o) => {
      outcome(
        () => loose.sinusoidal!(length, dModel, o) as Float32Array,
        ['length', 'dModel', 'options'],
        (table) => {
          const { base = 10000, offset = 0, layout } = (o ?? {}) as Record<string, number>;
          expectTableContract(table, length as number, dModel as number, base, offset, layout);
        },
      );
    },
  );

  property(
    'addPositionalEncoding',
    [
      fc.integer({ min: 1, max: 3 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 12 }),
      fc.boolean(),
      weird,
      options({
        base: baseArb,
        offset: offsetArb,
        scale: option(fc.oneof(fc.constant('sqrt'), fc.double({ min: -10, max: 10, noNaN: true }))),
        inPlace: option(fc.boolean()),
      }),
    ],
    (batch, length, dModel, shapeValid, badDim, o) => {
      const x = new Float32Array(batch * length * dModel).map((_, i) => Math.sin(i));
      const shape = shapeValid ? [batch, length, dModel] : [batch, badDim, dModel];
      const input = x.slice();
      outcome(
        () => loose.addPositionalEncoding!(x, shape, o) as Float32Array,
        ['x', 'shape', 'options'],
        (y) => {
          const { base = 10000, offset = 0, scale = 1 } = (o ?? {}) as Record<string, number | string>;
          const s = scale === 'sqrt' ? Math.sqrt(dModel) : Number(scale);
          const pe = referenceTable({ length, dModel, base: Number(base), offset: Number(offset) });
          for (let i = 0; i < y.length; i++) {
            // fl(fl(fround(s)·x) + PE) (the core takes the scale as a float32): the PE term within the
            // contract, plus one rounding of the sum.
            const expected = Math.fround(Math.fround(s) * input[i]!) + pe[i % (length * dModel)]!;
            const error = Math.abs(y[i]! - expected);
            if (!(error <= allowedError(Number(offset) + length) + Math.abs(expected) * 2 ** -23))
              throw new Error(`value ${i}: error ${error}`);
          }
        },
      );
    },
  );

  property(
    'frequencies and angles',
    [size(64), size(20), options({ base: baseArb, offset: offsetArb })],
    (dModel, length, o) => {
      outcome(
        () => loose.frequencies!(dModel, o) as Float64Array,
        ['dModel', 'options'],
        (w) => {
          const { base = 10000 } = (o ?? {}) as Record<string, number>;
          for (let i = 0; i < w.length; i++) {
            const expected = Math.pow(base, (-2 * i) / (dModel as number));
            // exp(−2i·ln(base)/d) carries the exponent's rounding, relative error about |exponent|·2^-52.
            expect(Math.abs(w[i]! - expected)).toBeLessThanOrEqual(
              (2 + Math.abs(Math.log(expected))) * 2 ** -50 * expected,
            );
          }
        },
      );
      outcome(
        () => loose.angles!(length, dModel, o) as Float64Array,
        ['length', 'dModel', 'options'],
        (a) => {
          const { base = 10000, offset = 0 } = (o ?? {}) as Record<string, number>;
          const pairs = Math.ceil((dModel as number) / 2);
          expect(a.length).toBe((length as number) * pairs);
          for (let i = 0; i < a.length; i++) {
            const expected = (offset + Math.floor(i / pairs)) * Math.pow(base, (-2 * (i % pairs)) / (dModel as number));
            const w = Math.pow(base, (-2 * (i % pairs)) / (dModel as number));
            expect(Math.abs(a[i]! - expected)).toBeLessThanOrEqual(
              (3 + Math.abs(Math.log(w))) * 2 ** -50 * Math.abs(expected),
            );
          }
        },
      );
    },
  );

  property(
    'dotProductMatrix',
    [size(24), size(24), options({ base: baseArb, offset: offsetArb, layout: layoutArb })],
    (length, dModel, o) => {
      outcome(
        () => loose.dotProductMatrix!(length, dModel, o) as Float32Array,
        ['length', 'dModel', 'options'],
        (m) => {
          const rows = loose.sinusoidal!(length, dModel, o) as Float32Array;
          const L = length as number,
            d = dModel as number;
          for (let t = 0; t < L; t++)
            for (let s = 0; s < L; s++) {
              let exact = 0;
              for (let j = 0; j < d; j++) exact += rows[t * d + j]! * rows[s * d + j]!;
              expect(m[t * L + s]).toBe(Math.fround(exact)); // float64 sum of ≤ 24 products: exact enough to round the same
            }
        },
      );
    },
  );

  property(
    'PositionalEncoding and forward',
    [
      options({
        dModel: size(8),
        maxLength: size(8),
        base: baseArb,
        dropout: option(fc.double({ min: 0, max: 0.99, noNaN: true })),
        seed: option(fc.integer({ min: 0, max: 2 ** 40 })),
      }),
      fc.integer({ min: 1, max: 8 }),
      weird,
    ],
    (o, length, bad) => {
      let module: api.PositionalEncoding | undefined;
      outcome(
        () => (module = new api.PositionalEncoding(o as never)),
        ['options', 'dModel', 'maxLength', 'base', 'dropout', 'seed'],
        () => {},
      );
      if (!module) return;
      const m = module;
      const x = new Float32Array(length * m.dModel).fill(0.5);
      outcome(
        () => m.forward(x, [1, length, m.dModel]),
        ['shape', 'maxLength'],
        (y) => {
          expect(y.length).toBe(x.length);
          if (m.dropout === 0) expect(y).toEqual(api.addPositionalEncoding(x, [1, length, m.dModel], { base: m.base }));
        },
      );
      outcome(
        () => m.forward(bad as never, [1, length, m.dModel]),
        ['x'],
        () => {},
      );
      outcome(
        () => {
          (m as { training: unknown }).training = bad;
        },
        ['training'],
        () => {},
      );
    },
  );

  property('allocate and free', [size(1000)], (n) => {
    outcome(
      () => loose.allocate!(n) as api.WasmBuffer,
      ['n'],
      (buffer) => {
        expect(buffer.array.length).toBe(n);
        expect(buffer.array.every((v) => v === 0)).toBe(true);
        buffer.free();
      },
    );
  });

  const scalingArb = option(
    fc.oneof(
      fc.record({
        type: fc.constant('linear'),
        factor: fc.oneof(fc.double({ min: 0.01, max: 100, noNaN: true }), weird),
      }),
      fc.record({
        type: fc.constant('dynamic'),
        factor: fc.oneof(fc.double({ min: 0.5, max: 100, noNaN: true }), weird),
        maxPositionEmbeddings: size(64),
      }),
      fc.record({
        type: fc.constant('yarn'),
        factor: fc.oneof(fc.double({ min: 1, max: 64, noNaN: true }), weird),
        originalMaxPositionEmbeddings: size(4096),
        mscale: option(fc.double({ min: -5, max: 5, noNaN: true })),
        mscaleAllDim: option(fc.double({ min: -5, max: 5, noNaN: true })),
        betaFast: option(weird),
      }),
      fc.record({
        type: fc.constant('llama3'),
        factor: fc.constant(8),
        lowFreqFactor: fc.oneof(fc.constant(1), weird),
        highFreqFactor: fc.oneof(fc.constant(4), weird),
        originalMaxPositionEmbeddings: size(8192),
      }),
      fc.record({
        type: fc.constant('longrope'),
        factor: fc.oneof(fc.constant(4), weird),
        originalMaxPositionEmbeddings: size(4),
        shortFactor: fc.constant([1, 1]),
        longFactor: fc.oneof(fc.constant([2, 3]), weird),
      }),
      weird,
    ),
  );

  property(
    'ropeFrequencies',
    [
      fc.oneof(fc.constantFrom(2, 4, 8, 64), weird),
      options({
        base: baseArb,
        rotaryDim: option(fc.constantFrom(2, 4)),
        seqLen: option(size(100)),
        scaling: scalingArb,
      }),
    ],
    (headDim, o) => {
      outcome(
        () => loose.ropeFrequencies!(headDim, o) as api.RopeFrequencies,
        ['headDim', 'options'],
        (r) => {
          expect(r.invFreq.every((v) => Number.isFinite(v) && v > 0)).toBe(true);
          expect(Number.isFinite(r.attentionFactor) && r.attentionFactor > 0).toBe(true);
        },
      );
    },
  );

  property(
    'ropeCosSin',
    [
      size(16),
      fc.oneof(fc.constantFrom(2, 4, 8), weird),
      options({
        base: baseArb,
        offset: offsetArb,
        layout: option(fc.constantFrom('half', 'pairs')),
        scaling: scalingArb,
      }),
    ],
    (length, headDim, o) => {
      outcome(
        () => loose.ropeCosSin!(length, headDim, o) as { cos: Float32Array; sin: Float32Array },
        ['length', 'headDim', 'options'],
        ({ cos, sin }) => {
          const { offset = 0, layout = 'half' } = (o ?? {}) as { offset?: number; layout?: 'half' | 'pairs' };
          const { invFreq, attentionFactor } = loose.ropeFrequencies!(headDim, {
            base: (o as { base?: number } | undefined)?.base,
            scaling: (o as { scaling?: unknown } | undefined)?.scaling,
            seqLen: offset + (length as number),
          }) as api.RopeFrequencies;
          const positions = Array.from({ length: length as number }, (_, i) => offset + i);
          const reference = referenceCosSin(positions, invFreq, attentionFactor, layout);
          const bound = 2e-7 * attentionFactor + offset * 2 ** -50; // the contract, plus angle rounding beyond 1e6
          for (let i = 0; i < cos.length; i++) {
            if (!(
              Math.abs(cos[i]! - Math.fround(reference.cos[i]!)) <= bound &&
              Math.abs(sin[i]! - Math.fround(reference.sin[i]!)) <= bound
            )) {
              throw new Error(`cos/sin ${i} beyond ${bound}`);
            }
          }
        },
      );
    },
  );

  property(
    'applyRope',
    [
      fc.integer({ min: 1, max: 3 }),
      fc.constantFrom(2, 4, 8),
      fc.boolean(),
      weird,
      options({
        base: baseArb,
        offset: offsetArb,
        positions: option(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 3, maxLength: 3 })),
        scaling: scalingArb,
        inPlace: option(fc.boolean()),
      }),
    ],
    (heads, headDim, shapeValid, bad, o) => {
      const x = new Float32Array(heads * 3 * headDim).map((_, i) => Math.cos(i));
      outcome(
        () => loose.applyRope!(x, shapeValid ? [1, heads, 3, headDim] : [1, heads, bad, headDim], o) as Float32Array,
        ['x', 'shape', 'options'],
        (y) => {
          expect(y.length).toBe(x.length);
          expect(y.every(Number.isFinite)).toBe(true);
        },
      );
    },
  );

  property(
    'rope2dPositions and applyRope with rope2d',
    [
      size(6),
      size(6),
      fc.oneof(fc.constantFrom(4, 8, 6), weird),
      options({ rope2d: option(fc.boolean()), layout: option(fc.constantFrom('half', 'pairs')), base: baseArb }),
    ],
    (rows, cols, headDim, o) => {
      const ids = outcome(
        () => loose.rope2dPositions!(rows, cols) as Int32Array,
        ['rows', 'cols'],
        (grid) => {
          const n = (rows as number) * (cols as number);
          expect(grid.length).toBe(2 * n);
          for (let p = 0; p < n; p++) expect(grid[p]! * (cols as number) + grid[n + p]!).toBe(p);
        },
      );
      if (ids) return;
      const grid = api.rope2dPositions(rows as number, cols as number);
      const length = grid.length / 2;
      const width = Number.isInteger(headDim) && (headDim as number) > 0 && (headDim as number) <= 8 ? headDim : 4;
      const x = new Float32Array(length * (width as number)).map((_, i) => Math.sin(i));
      // Plain options get the grid's positions; anything else (a revoked Proxy, an array…) goes as it is.
      const plain = typeof o === 'object' && o !== null && !types.isProxy(o) && !Array.isArray(o);
      const withPositions = plain ? { ...o, positions: grid } : o;
      outcome(
        () => loose.applyRope!(x, [1, 1, length, headDim], withPositions) as Float32Array,
        ['x', 'shape', 'options'],
        (y) => {
          expect(y.length).toBe(x.length);
          expect(y.every(Number.isFinite)).toBe(true);
        },
      );
    },
  );

  property(
    'applyXpos',
    [
      fc.integer({ min: 1, max: 3 }),
      size(6),
      fc.oneof(fc.constantFrom(2, 4, 8), weird),
      fc.boolean(),
      options({
        base: baseArb,
        scaleBase: option(fc.double({ min: 0.5, max: 1000, noNaN: true })),
        gamma: option(fc.double({ min: 0.01, max: 2, noNaN: true })),
        layout: option(fc.constantFrom('half', 'pairs')),
      }),
    ],
    (heads, length, headDim, sameLength, o) => {
      const n = heads * (typeof length === 'number' ? length : 1) * (typeof headDim === 'number' ? headDim : 2);
      const q = new Float32Array(Number.isSafeInteger(n) && n > 0 && n < 1e6 ? n : 8).map((_, i) => Math.cos(i));
      const k = sameLength ? q.map((v) => -v) : new Float32Array(q.length + 1);
      outcome(
        () => loose.applyXpos!(q, k, [1, heads, length, headDim], o) as { q: Float32Array; k: Float32Array },
        ['q', 'k', 'shape', 'options'],
        (out) => {
          // The float64 definition (xpos.h) within its contract, 2.5e-7·(|a| + |b|)·S.
          const { base = 10000, scaleBase = 512, gamma = 0.4, layout = 'pairs' } = (o ?? {}) as api.XposOptions;
          const [L, d] = [length as number, headDim as number];
          for (const [input, output, sign] of [
            [q, out.q, 1],
            [k, out.k, -1],
          ] as const) {
            for (let at = 0; at < input.length; at += d) {
              const p = (at / d) % L;
              for (let i = 0; i < d / 2; i++) {
                const e = (2 * i) / d;
                const scale = Math.pow((e + gamma) / (1 + gamma), (sign * (p - Math.ceil(L / 2))) / scaleBase);
                const angle = p * Math.pow(base, -e);
                const [ia, ib] = layout === 'half' ? [at + i, at + i + d / 2] : [at + 2 * i, at + 2 * i + 1];
                const a = input[ia]!;
                const b = input[ib]!;
                const bound = 2.5e-7 * (Math.abs(a) + Math.abs(b)) * scale + 2 ** -147;
                const ea = scale * (a * Math.cos(angle) - b * Math.sin(angle));
                const eb = scale * (b * Math.cos(angle) + a * Math.sin(angle));
                if (!(Math.abs(output[ia]! - ea) <= bound && Math.abs(output[ib]! - eb) <= bound))
                  throw new Error(`xPos value ${ia} beyond ${bound}`);
              }
            }
          }
        },
      );
    },
  );

  property(
    'ropePermutation and ropeFromConfig',
    [
      fc.oneof(fc.constantFrom(2, 4, 8), weird),
      fc.oneof(fc.constantFrom('half', 'pairs'), weird),
      fc.oneof(fc.constantFrom('half', 'pairs'), weird),
      fc.oneof(
        fc.constant({ hidden_size: 64, num_attention_heads: 4, rope_theta: 10000 }),
        fc.record({ hidden_size: weird, num_attention_heads: size(8) }),
        weird,
      ),
    ],
    (headDim, from, to, config) => {
      outcome(
        () => loose.ropePermutation!(headDim, from, to) as Int32Array,
        ['headDim', 'from', 'to'],
        (p) => {
          expect([...p].sort((a, b) => a - b)).toEqual(Array.from({ length: headDim as number }, (_, i) => i));
        },
      );
      outcome(
        () => api.ropeFromConfig(config),
        ['config'],
        (r) => {
          expect(Number.isInteger(r.headDim) && r.headDim >= 2 && r.headDim <= api.MAX_ELEMENTS).toBe(true);
        },
      );
    },
  );

  property(
    'alibiSlopes and alibiBias',
    [
      size(12),
      size(6),
      options({ keyLength: option(size(6)), mode: option(fc.constantFrom('causal', 'symmetric')), offset: offsetArb }),
    ],
    (heads, length, o) => {
      outcome(
        () => loose.alibiSlopes!(heads) as Float64Array,
        ['heads'],
        (slopes) => {
          const h = heads as number;
          const power = 2 ** Math.floor(Math.log2(h));
          for (let i = 0; i < h; i++) {
            const expected =
              i < power ? 2 ** ((-8 * (i + 1)) / power) : 2 ** ((-8 * (2 * (i - power) + 1)) / (2 * power));
            expect(slopes[i]).toBeCloseTo(expected, 15);
          }
        },
      );
      outcome(
        () => loose.alibiBias!(heads, length, o) as Float32Array,
        ['heads', 'length', 'options'],
        (bias) => {
          const {
            keyLength = length as number,
            mode = 'causal',
            offset = 0,
          } = (o ?? {}) as { keyLength?: number; mode?: string; offset?: number };
          const slopes = api.alibiSlopes(heads as number);
          const L = length as number;
          for (let h = 0; h < (heads as number); h++)
            for (let i = 0; i < L; i++)
              for (let j = 0; j < keyLength; j++) {
                const distance = offset + i - j;
                const expected =
                  mode === 'causal' && distance < 0 ? -Infinity : Math.fround(-(slopes[h]! * Math.abs(distance))) + 0;
                expect(bias[(h * L + i) * keyLength + j]).toBe(expected);
              }
        },
      );
    },
  );

  const t5Arb = {
    bidirectional: option(fc.boolean()),
    numBuckets: option(fc.constantFrom(8, 32)),
    maxDistance: option(fc.constantFrom(64, 128)),
  };
  property(
    't5RelativeBucket and t5BucketMatrix',
    [fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), weird), size(6), size(6), options(t5Arb), offsetArb],
    (r, queryLength, keyLength, o, offset) => {
      const params = () => {
        const { bidirectional = true, numBuckets = 32, maxDistance = 128 } = (o ?? {}) as Record<string, never>;
        return { bidirectional, numBuckets, maxDistance };
      };
      outcome(
        () => loose.t5RelativeBucket!(r, o) as number | Int32Array,
        ['relativePosition', 'options'],
        (bucket) => {
          if (r instanceof Int32Array)
            expect(Array.from(bucket as Int32Array)).toEqual(Array.from(r, (v) => t5BucketReference(v, params())));
          else expect(bucket).toBe(t5BucketReference(r as number, params()));
        },
      );
      let plain: boolean;
      try {
        plain =
          o === undefined || (typeof o === 'object' && o !== null && Object.getPrototypeOf(o) === Object.prototype);
      } catch {
        plain = false; // a revoked Proxy
      }
      const usedOffset = plain ? offset : undefined;
      const matrixOptions = plain ? { ...(o as object | undefined), ...(offset === undefined ? {} : { offset }) } : o;
      outcome(
        () => loose.t5BucketMatrix!(queryLength, keyLength, matrixOptions) as Int32Array,
        ['queryLength', 'keyLength', 'options'],
        (ids) => {
          const K = keyLength as number;
          for (let i = 0; i < (queryLength as number); i++)
            for (let j = 0; j < K; j++) {
              expect(ids[i * K + j]).toBe(
                t5BucketReference(j - ((usedOffset as number | undefined) ?? 0) - i, params()),
              );
            }
        },
      );
    },
  );

  property(
    'attentionScores',
    [
      fc.integer({ min: 1, max: 3 }),
      fc.integer({ min: 1, max: 6 }),
      fc.constantFrom(2, 4),
      fc.oneof(fc.constant(undefined), weird),
      fc.constantFrom('none', 'alibi', 't5', 'rope', 'other'),
      fc.record(
        {
          scale: option(fc.double({ min: 0.01, max: 10, noNaN: true })),
          softmax: option(fc.boolean()),
          causal: option(fc.boolean()),
        },
        { requiredKeys: [] },
      ),
    ],
    (heads, length, headDim, badShape, encoding, common) => {
      const q = new Float32Array(heads * length * headDim).map((_, i) => Math.sin(i) * 0.5);
      const k = new Float32Array(heads * length * headDim).map((_, i) => Math.cos(i) * 0.5);
      const o: Record<string, unknown> = {
        ...Object.fromEntries(Object.entries(common).filter(([, v]) => v !== undefined)),
        encoding,
      };
      if (encoding === 'alibi') delete o.causal;
      if (encoding === 't5') o.bias = new Float32Array(32 * heads).fill(0.1);
      const shape = badShape === undefined ? [heads, length, headDim] : [heads, badShape, headDim];
      outcome(
        () => loose.attentionScores!(q, k, shape, o) as Float32Array,
        ['q', 'k', 'shape', 'options'],
        (scores) => {
          expect(scores.length).toBe(heads * length * length);
          if (o.softmax === true) {
            for (let row = 0; row < heads * length; row++) {
              let sum = 0;
              for (let j = 0; j < length; j++) sum += scores[row * length + j]!;
              expect(Math.abs(sum - 1)).toBeLessThan(1e-6);
            }
          } else if (encoding === 'none') {
            const scale = (o.scale as number | undefined) ?? 1 / Math.sqrt(headDim);
            for (let h = 0; h < heads; h++)
              for (let i = 0; i < length; i++)
                for (let j = 0; j < length; j++) {
                  let dot = 0;
                  for (let c = 0; c < headDim; c++)
                    dot += q[(h * length + i) * headDim + c]! * k[(h * length + j) * headDim + c]!;
                  const expected = o.causal === true && j > i ? -Infinity : scale * dot;
                  const got = scores[(h * length + i) * length + j]!;
                  if (expected === -Infinity) expect(got).toBe(-Infinity);
                  else expect(Math.abs(got - expected)).toBeLessThanOrEqual(Math.abs(expected) * 2 ** -23 + 1e-30);
                }
          }
        },
      );
    },
  );

  property(
    'attentionDecomposition',
    [
      fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 1, max: 4 }),
      fc.oneof(fc.constant(undefined), weird),
      fc.integer({ min: 0, max: 4 }),
    ],
    (length, dModel, headDim, bad, which) => {
      const arrays = [length * dModel, length * dModel, dModel * headDim, dModel * headDim].map((n, i) =>
        new Float32Array(n).map((_, j) => Math.sin(j + i)),
      );
      const args: unknown[] = [...arrays, [length, dModel, headDim]];
      if (bad !== undefined) args[which] = bad;
      outcome(
        () => loose.attentionDecomposition!(...args) as api.AttentionDecomposition,
        ['x', 'p', 'wq', 'wk', 'shape'],
        (terms) => {
          for (const term of Object.values(terms)) expect(term.length).toBe(length * length);
          for (let i = 0; i < length * length; i++) {
            const sum =
              terms.contentContent[i]! +
              terms.contentPosition[i]! +
              terms.positionContent[i]! +
              terms.positionPosition[i]!;
            expect(Math.abs(terms.total[i]! - sum)).toBeLessThanOrEqual(1e-5 * (1 + Math.abs(sum)));
          }
        },
      );
    },
  );
});

describe('stray values anywhere', () => {
  const functions = [
    'sinusoidal',
    'addPositionalEncoding',
    'frequencies',
    'angles',
    'dotProductMatrix',
    'allocate',
    'ropeFrequencies',
    'ropeCosSin',
    'applyRope',
    'ropePermutation',
    'ropeFromConfig',
    'ropeLayers',
    'mropePositions',
    'rope2dPositions',
    'applyXpos',
    'alibiSlopes',
    'alibiBias',
    't5RelativeBucket',
    't5BucketMatrix',
    'attentionScores',
    'attentionDecomposition',
    'formatNumpyArray',
  ] as const;
  property(
    'any export with any arguments throws only named, prefixed TypeErrors/RangeErrors',
    [fc.constantFrom(...functions), fc.array(fc.oneof(weird, fc.integer({ min: 1, max: 8 })), { maxLength: 6 })],
    (name, args) => {
      const names = [
        'length',
        'dModel',
        'options',
        'x',
        'shape',
        'n',
        'headDim',
        'from',
        'to',
        'config',
        'segments',
        'rows',
        'cols',
        'heads',
        'relativePosition',
        'queryLength',
        'keyLength',
        'q',
        'k',
        'p',
        'wq',
        'wk',
        'values',
        'threshold',
      ];
      outcome(
        () => {
          const result = loose[name]!(...args);
          if (result && typeof result === 'object' && 'free' in result) (result as api.WasmBuffer).free();
          return result;
        },
        names,
        () => {},
      );
    },
  );
});
