// exponent: 'tensor2tensor' (w_i = n^(−i/(⌊d/2⌋ − 1)), tensor2tensor and fairseq) under the same
// contract as the paper's exponent: both builds within 2e-7 of the float64 formula rounded to
// float32, tensor2tensor's own table for even widths, the same frequencies in frequencies(),
// angles(), addPositionalEncoding() and the command line.
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import init, { addPositionalEncoding, angles, frequencies, sinusoidal } from '../../web/lib/index.js';
import { loadBothBuilds, type Builds } from './helpers/both-builds.js';
import { CONTRACT_ERROR } from './helpers/contract.js';
import { maxErrorVsFround, mismatches } from './helpers/float32.js';
import {
  exponentOf,
  referenceTableWithExponent,
  tensor2tensorTimingSignal,
} from './helpers/sinusoid-exponent-reference.js';
import { seededFloats } from './helpers/seeded.js';
import { describeConfig, SWEEP } from './helpers/sweep-configs.js';

let builds: Builds;
beforeAll(async () => {
  await init();
  builds = await loadBothBuilds();
});

describe("exponent 'tensor2tensor' within 2e-7 of the float64 formula rounded to float32", () => {
  it.each(SWEEP.map((config) => [describeConfig(config), config] as const))('%s', (_, config) => {
    const { length, dModel, ...options } = config;
    const reference = referenceTableWithExponent({ ...config, exponent: 'tensor2tensor' });
    for (const build of ['simd', 'baseline'] as const) {
      const table = builds[build].sinusoidal(length, dModel, { ...options, exponent: 'tensor2tensor' });
      expect(maxErrorVsFround(table, reference), build).toBeLessThanOrEqual(CONTRACT_ERROR);
    }
  });
});

describe("tensor2tensor's and fairseq's table", () => {
  it.each([4, 8, 64, 512])("d %i in the split layout is get_timing_signal_1d's, within the contract", (dModel) => {
    const length = 300;
    const table = sinusoidal(length, dModel, { layout: 'split', exponent: 'tensor2tensor' });
    const expected = tensor2tensorTimingSignal(length, dModel).map(Math.fround);
    // Both are float64 formulas rounded once; they differ by the library's 2e-7 only.
    expect(mismatches(table, expected, CONTRACT_ERROR)).toEqual([]);
  });

  it('the lowest frequency is exactly 1/base (one float64 rounding of exp)', () => {
    for (const base of [100, 10000, 5e5]) {
      const w = frequencies(512, { base, exponent: 'tensor2tensor' });
      // exp(−255·ln(n)/255): ln, product, quotient and exp each round once; |ln n| < 14 → < 4e-15.
      expect(Math.abs(w[255]! * base - 1)).toBeLessThan(4e-15);
      expect(w[0]).toBe(1);
    }
  });

  it("d 2 and 3 take tensor2tensor's max(h − 1, 1); odd d ends with the sequence's next frequency", () => {
    expect([...frequencies(2, { base: 100, exponent: 'tensor2tensor' })]).toEqual([1]);
    const w3 = frequencies(3, { base: 100, exponent: 'tensor2tensor' });
    expect(w3[0]).toBe(1);
    // exp(−ln 100): relative (3|x| + 4)·2^-53 as in tests/fuzz/fuzz_frequencies.cpp, < 2e-15.
    expect(Math.abs(w3[1]! / 0.01 - 1)).toBeLessThan(2e-15);
    const w7 = frequencies(7, { base: 100, exponent: 'tensor2tensor' });
    [1, 0.1, 0.01, 0.001].forEach((expected, i) => expect(Math.abs(w7[i]! / expected - 1)).toBeLessThan(3e-15));
    expect([0, 1, 2, 3].map((i) => exponentOf(i, 7, 'tensor2tensor'))).toEqual([0, 0.5, 1, 1.5]);
  });

  it('differs from the paper exponent from the second frequency on', () => {
    const paper = frequencies(8, { base: 10000 });
    const t2t = frequencies(8, { base: 10000, exponent: 'tensor2tensor' });
    expect(paper[0]).toBe(t2t[0]);
    expect(paper[3]).toBeCloseTo(10000 ** (-6 / 8), 15);
    expect(t2t[3]).toBeCloseTo(1e-4, 15);
  });
});

describe('every entry point uses the same frequencies', () => {
  it('angles(): pos·w_i with the frequencies() values, exactly', () => {
    const w = frequencies(10, { base: 500, exponent: 'tensor2tensor' });
    const a = angles(4, 10, { base: 500, offset: 9, exponent: 'tensor2tensor' });
    for (let row = 0; row < 4; row += 1) for (let i = 0; i < 5; i += 1) expect(a[row * 5 + i]).toBe((9 + row) * w[i]!);
  });

  it('addPositionalEncoding(): x + the same table, bit for bit (scale 1 adds each value once)', () => {
    const [batch, length, dModel] = [2, 70, 9] as const;
    const options = { base: 100, offset: 3, layout: 'split', exponent: 'tensor2tensor' } as const;
    const x = seededFloats(batch * length * dModel, 11);
    const y = addPositionalEncoding(x, [batch, length, dModel], options);
    const pe = sinusoidal(length, dModel, options);
    const expected = x.map((value, k) => Math.fround(value + pe[k % (length * dModel)]!));
    expect(y).toEqual(expected);
  });

  it('an allocate() buffer gets the streamed table, bit for bit', () => {
    const buffer = builds.simd.allocate(200 * 33);
    try {
      const options = { exponent: 'tensor2tensor', offset: 70 } as const;
      expect(builds.simd.sinusoidal(200, 33, { ...options, out: buffer })).toEqual(
        builds.simd.sinusoidal(200, 33, options),
      );
    } finally {
      buffer.free();
    }
  });

  it("'paper' is the default", () => {
    expect(sinusoidal(20, 6, { exponent: 'paper' })).toEqual(sinusoidal(20, 6));
  });

  it('an unknown exponent is a RangeError naming the option and the allowed values', () => {
    const loose = sinusoidal as (length: number, dModel: number, options: unknown) => Float32Array;
    expect(() => loose(4, 4, { exponent: 'fairseq' })).toThrow(
      new RangeError(`positional-encoding: options.exponent must be 'paper' or 'tensor2tensor'; got "fairseq"`),
    );
    expect(() => frequencies(4, { exponent: 1 as never })).toThrow(RangeError);
    expect(() => angles(2, 4, { exponent: null as never })).toThrow(/options\.exponent/);
    expect(() => addPositionalEncoding(new Float32Array(4), [1, 1, 4], { exponent: '' as never })).toThrow(
      /options\.exponent/,
    );
  });
});

describe('command line --exponent', () => {
  const cli = new URL('../../dist/lib/cli.js', import.meta.url).pathname;
  it('prints the tensor2tensor table, and refuses an unknown name in one line', () => {
    const ok = spawnSync(process.execPath, [
      cli,
      '-L',
      '3',
      '-d',
      '6',
      '--exponent',
      'tensor2tensor',
      '--format',
      'json',
    ]);
    expect(ok.status).toBe(0);
    const json = JSON.parse(ok.stdout.toString()) as { exponent: string; values: number[][] };
    expect(json.exponent).toBe('tensor2tensor');
    expect(new Float32Array(json.values.flat())).toEqual(sinusoidal(3, 6, { exponent: 'tensor2tensor' }));
    const bad = spawnSync(process.execPath, [cli, '-L', '3', '-d', '6', '--exponent', 'fairseq']);
    expect(bad.status).toBe(2);
    expect(bad.stderr.toString()).toBe(
      `positional-encoding: --exponent must be 'paper' or 'tensor2tensor'; got fairseq\n`, // echoed as typed
    );
  });
});
