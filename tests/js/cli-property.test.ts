// Property test of the command line with fast-check: random flags and values, valid and not, for
// the main command and every subcommand, run as a user runs them (node dist/lib/cli.js). Each
// run either exits 0 with output that parses and equals the API's result for the same options,
// or exits 2 with one line on stderr that names a flag; never a stack trace, never another code.
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import init, { alibiBias, ropeCosSin, sinusoidal, t5BucketMatrix } from '../../web/lib/index.js';
import { propertyRuns } from './helpers/test-tier.js';

const cli = new URL('../../dist/lib/cli.js', import.meta.url).pathname;
/** Runs per command: each is a child process (~0.3 s on 2 cores), so four commands stay near 35 s (10 s in `npm run check`). */
const RUNS = propertyRuns(30, 8);

type Flags = Record<string, string | true | undefined>;
const argv = (flags: Flags) =>
  Object.entries(flags).flatMap(([flag, value]) =>
    value === undefined ? [] : value === true ? [`--${flag}`] : [`--${flag}`, value],
  );
const number = (text: string | true | undefined, fallback: number) =>
  typeof text === 'string' ? Number(text) : fallback;
const fromJson = (v: number | string) =>
  v === '-inf' ? -Infinity : v === 'inf' ? Infinity : v === 'nan' ? NaN : (v as number);

/** A flag's value: one of the valid texts or one of the invalid ones (someFlags() leaves some out). */
const value = (valid: string[], invalid: string[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: fc.constantFrom(...invalid) });
/** A command's flags, each present or absent at random. */
const someFlags = <T extends Record<string, fc.Arbitrary<string | true>>>(model: T) =>
  fc.record(model, { requiredKeys: [] });
const BAD_NUMBERS = ['0', '-1', '2.5', 'abc', '', '1e400', 'NaN', '9007199254740993'];

/** Runs the command; on exit 0 returns the parsed JSON, on exit 2 checks the one-line message. */
let succeeded = 0;
function check(args: string[], expectOk: (json: unknown) => void): void {
  const { status, stdout, stderr } = spawnSync(process.execPath, [cli, ...args, '--format', 'json'], {
    encoding: 'utf8',
  });
  if (status === 0) {
    expect(stderr).toBe('');
    expectOk(JSON.parse(stdout));
    succeeded += 1;
    return;
  }
  expect({ args, status }).toEqual({ args, status: 2 });
  expect(stdout).toBe('');
  expect(stderr).toMatch(/^positional-encoding: [^\n]*--[a-z][^\n]*\n$/);
  expect(stderr).not.toMatch(/options\.|\bat .*:\d+:\d+/);
}

beforeAll(() => init());
// Some runs of every command must get through to the comparison with the API. Random flags are
// mostly refused (each flag is invalid one time in four), so each property also starts from one
// valid example: without it a run of 30 could, by chance, compare nothing (CI saw this for rope).
beforeEach(() => {
  succeeded = 0;
});
afterEach(() => {
  expect(succeeded).toBeGreaterThan(0);
});

describe('the command line on random flags', () => {
  it('positional-encoding --length --d-model …', () => {
    fc.assert(
      fc.property(
        someFlags({
          length: value(['1', '3', '7'], BAD_NUMBERS),
          'd-model': value(['1', '4', '9'], BAD_NUMBERS),
          base: value(['100', '10000', '2.5'], ['1', '0.5', 'x']),
          offset: value(['0', '7', '1000000'], ['-3', '1.5', '9007199254740993']),
          layout: value(['interleaved', 'split'], ['diagonal']),
          exponent: value(['paper', 'tensor2tensor'], ['fairseq']),
        }),
        (flags) =>
          check(argv(flags), (json) => {
            const { length, dModel, base, offset, layout, exponent } = json as {
              length: number;
              dModel: number;
              base: number;
              offset: number;
              layout: 'split';
              exponent: 'paper';
            };
            expect([length, dModel, base, offset, layout, exponent]).toEqual([
              number(flags.length, NaN),
              number(flags['d-model'], NaN),
              number(flags.base, 10000),
              number(flags.offset, 0),
              flags.layout ?? 'interleaved',
              flags.exponent ?? 'paper',
            ]);
            const values = (json as { values: number[][] }).values.flat();
            expect(new Float32Array(values)).toEqual(sinusoidal(length, dModel, { base, offset, layout, exponent }));
          }),
      ),
      { numRuns: RUNS, examples: [[{ length: '3', 'd-model': '4' }]] },
    );
  });

  it('positional-encoding rope …', () => {
    fc.assert(
      fc.property(
        someFlags({
          'head-dim': value(['2', '4', '8'], ['3', ...BAD_NUMBERS]),
          length: value(['1', '3', '5'], BAD_NUMBERS),
          base: value(['100', '500000'], ['1', 'x']),
          layout: value(['half', 'pairs'], ['rows']),
          'rotary-dim': value(['2', '4'], ['3', '10']),
          offset: value(['0', '9000'], ['-1', '9007199254740993']),
          scaling: value(['linear'], ['cubic']),
          factor: value(['2', '8'], ['0', 'x']),
        }),
        (flags) =>
          check(['rope', ...argv(flags)], (json) => {
            const printed = json as { headDim: number; length: number; cos: number[][]; sin: number[][] };
            const options = {
              ...(flags.base && { base: Number(flags.base) }),
              ...(flags.layout && { layout: flags.layout as 'half' }),
              ...(flags['rotary-dim'] && { rotaryDim: Number(flags['rotary-dim']) }),
              ...(flags.offset && { offset: Number(flags.offset) }),
              ...(flags.scaling && { scaling: { type: 'linear' as const, factor: number(flags.factor, NaN) } }),
            };
            const { cos, sin } = ropeCosSin(printed.length, printed.headDim, options);
            expect(new Float32Array(printed.cos.flat())).toEqual(cos);
            expect(new Float32Array(printed.sin.flat())).toEqual(sin);
          }),
      ),
      {
        numRuns: RUNS,
        examples: [[{ 'head-dim': '8', length: '3', 'rotary-dim': '4', scaling: 'linear', factor: '2' }]],
      },
    );
  });

  it('positional-encoding alibi …', () => {
    fc.assert(
      fc.property(
        someFlags({
          heads: value(['1', '3', '8'], ['0', '65537', 'two']),
          length: value(['1', '4'], BAD_NUMBERS),
          'key-length': value(['2', '6'], ['0', '2.5']),
          offset: value(['0', '2'], ['-2', '9007199254740993']),
          mode: value(['causal', 'symmetric'], ['future']),
          'slopes-only': fc.constant(true as const),
        }),
        (flags) =>
          check(['alibi', ...argv(flags)], (json) => {
            const printed = json as {
              heads: number;
              length?: number;
              keyLength: number;
              offset: number;
              mode: 'causal';
              bias?: (number | string)[][][];
            };
            if (!printed.bias) return;
            const bias = alibiBias(printed.heads, printed.length!, {
              keyLength: printed.keyLength,
              offset: printed.offset,
              mode: printed.mode,
            });
            expect(new Float32Array(printed.bias.flat(2).map(fromJson))).toEqual(bias);
          }),
      ),
      { numRuns: RUNS, examples: [[{ heads: '3', length: '4' }]] },
    );
  });

  it('positional-encoding t5 …', () => {
    fc.assert(
      fc.property(
        someFlags({
          'query-length': value(['1', '5'], BAD_NUMBERS),
          'key-length': value(['3', '9'], ['0', 'x']),
          offset: value(['0', '4'], ['-1', '1.5']),
          'num-buckets': value(['8', '32'], ['31', '1']),
          'max-distance': value(['16', '128'], ['2', 'far']),
          unidirectional: fc.constant(true as const),
        }),
        (flags) =>
          check(['t5', ...argv(flags)], (json) => {
            const printed = json as {
              queryLength: number;
              keyLength: number;
              offset: number;
              bidirectional: boolean;
              numBuckets: number;
              maxDistance: number;
              buckets: number[][];
            };
            const { queryLength, keyLength, offset, bidirectional, numBuckets, maxDistance } = printed;
            expect(Int32Array.from(printed.buckets.flat())).toEqual(
              t5BucketMatrix(queryLength, keyLength, { offset, bidirectional, numBuckets, maxDistance }),
            );
          }),
      ),
      { numRuns: RUNS, examples: [[{ 'query-length': '5', 'key-length': '9' }]] },
    );
  });
});
