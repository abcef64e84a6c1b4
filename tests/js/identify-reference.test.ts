// Tensors made by other code than this package's: plain-JS transcriptions of what students and
// ports write (NumPy's sinusoid, Hugging Face's rotary cache, BLOOM's ALiBi slopes), correct and
// with the mistakes public threads report. identifyEncoding names the convention and the mistake.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { identifyEncoding } from '../../web/lib/index.js';

beforeAll(() => init());

/** The tutorials' NumPy sinusoid: pe[pos, 2i] = sin(pos / base^(2i/d)), pe[pos, 2i+1] = cos(…). */
function numpySinusoid(length: number, d: number, base = 10000, start = 0): Float64Array {
  const pe = new Float64Array(length * d);
  for (let pos = 0; pos < length; pos++)
    for (let i = 0; i < d / 2; i++) {
      const angle = (pos + start) / base ** ((2 * i) / d);
      pe[pos * d + 2 * i] = Math.sin(angle);
      pe[pos * d + 2 * i + 1] = Math.cos(angle);
    }
  return pe;
}

/** transformers' rotary cache: inv_freq over `dimForFreq`, emb = cat(freqs, freqs), × attention. */
function hfCosSin(
  positions: number[],
  rotaryDim: number,
  opts: { base?: number; invFreq?: number[]; attention?: number; layout?: 'half' | 'pairs'; dimForFreq?: number } = {},
) {
  const base = opts.base ?? 10000;
  const h = rotaryDim / 2;
  const dim = opts.dimForFreq ?? rotaryDim;
  const inv = opts.invFreq ?? Array.from({ length: h }, (_, k) => 1 / base ** ((2 * k) / dim));
  const cos = new Float32Array(positions.length * rotaryDim);
  const sin = new Float32Array(positions.length * rotaryDim);
  positions.forEach((p, r) => {
    for (let j = 0; j < rotaryDim; j++) {
      const k = opts.layout === 'pairs' ? j >> 1 : j % h;
      cos[r * rotaryDim + j] = Math.cos(p * inv[k]!) * (opts.attention ?? 1);
      sin[r * rotaryDim + j] = Math.sin(p * inv[k]!) * (opts.attention ?? 1);
    }
  });
  return { cos, sin };
}

/**
 * transformers' _compute_yarn_parameters written out: the correction range from beta_fast and
 * beta_slow, floored and ceiled unless `truncate` is false (gpt-oss), then the linear ramp.
 */
function yarnInvFreq(
  dim: number,
  base: number,
  factor: number,
  original: number,
  { betaFast = 32, betaSlow = 1, truncate = true } = {},
): number[] {
  const corr = (rot: number) => (dim * Math.log(original / (rot * 2 * Math.PI))) / (2 * Math.log(base));
  const low = Math.max(truncate ? Math.floor(corr(betaFast)) : corr(betaFast), 0);
  const high = Math.min(truncate ? Math.ceil(corr(betaSlow)) : corr(betaSlow), dim - 1);
  return Array.from({ length: dim / 2 }, (_, k) => {
    const pos = base ** ((2 * k) / dim);
    const ramp = Math.min(1, Math.max(0, (k - low) / (high - low)));
    const extrapolation = 1 - ramp;
    return (1 / (factor * pos)) * (1 - extrapolation) + (1 / pos) * extrapolation;
  });
}

/** IEEE half rounding of a non-negative integer (ties to even), as torch's .half() does. */
/** A whole number rounded to a binary format with `bits` significand bits, ties to even: 11 for float16, 8 for bfloat16. */
function toHalf(n: number, bits = 11): number {
  if (n <= 2 ** bits) return n;
  const step = 2 ** (Math.floor(Math.log2(n)) - (bits - 1));
  const q = n / step;
  const f = Math.floor(q);
  const r = q - f === 0.5 ? (f % 2 === 0 ? f : f + 1) : Math.round(q);
  return r * step;
}

/** BLOOM's build_alibi_tensor slopes. */
function bloomSlopes(heads: number): number[] {
  const closest = 2 ** Math.floor(Math.log2(heads));
  const base = 2 ** -(2 ** -(Math.log2(closest) - 3));
  const slopes = Array.from({ length: closest }, (_, i) => base ** (i + 1));
  if (closest !== heads) {
    const extra = 2 ** -(2 ** -(Math.log2(2 * closest) - 3));
    for (let i = 0; i < heads - closest; i++) slopes.push(extra ** (2 * i + 1));
  }
  return slopes;
}

const range = (n: number, start = 0) => Array.from({ length: n }, (_, i) => start + i);

describe('identifyEncoding on tensors made elsewhere', () => {
  it("a student's NumPy sinusoid (float64): the paper's table, base 10000", () => {
    const { matches, diagnosis } = identifyEncoding(numpySinusoid(100, 64), [100, 64]);
    expect(matches[0]).toMatchObject({
      kind: 'sinusoidal',
      options: { base: 10000 },
      precision: 'float64',
      departures: [],
    });
    expect(diagnosis).toMatch(/^sinusoidal\(100, 64, \{"base":10000\}\) reproduces it/);
  });

  it("Hugging Face's rotary cache (float32): default rope, 'half', base 500000", () => {
    const { cos } = hfCosSin(range(512), 128, { base: 500000 });
    const { matches } = identifyEncoding(cos, [512, 128], { kind: 'rope-cos' });
    expect(matches[0]).toMatchObject({
      kind: 'rope-cos',
      options: { base: 500000 },
      headDim: 128,
      precision: 'float32',
    });
  });

  it("GPT-J's interleaved cache is named 'pairs'", () => {
    const { sin } = hfCosSin(range(256), 64, { layout: 'pairs' });
    const { matches } = identifyEncoding(sin, [256, 64], { kind: 'rope-sin' });
    expect(matches[0]?.options).toEqual({ base: 10000, layout: 'pairs' });
  });

  it('yarn ×4 without its attention factor (mlx-lm#1507)', () => {
    const inv = yarnInvFreq(64, 10000, 4, 4096);
    const { cos } = hfCosSin(range(1024), 64, { invFreq: inv, attention: 1 });
    const { matches, diagnosis } = identifyEncoding(cos, [1024, 64], { kind: 'rope-cos' });
    expect(matches[0]?.options.scaling).toMatchObject({ type: 'yarn', factor: 4, attentionFactor: 1 });
    expect(diagnosis).toContain('matches yarn ×4 except that the attention factor 1.1386 is missing');
  });

  it('yarn ×4 with its attention factor is clean', () => {
    const inv = yarnInvFreq(64, 10000, 4, 4096);
    const { cos } = hfCosSin(range(1024), 64, { invFreq: inv, attention: 0.1 * Math.log(4) + 1 });
    const { matches } = identifyEncoding(cos, [1024, 64], { kind: 'rope-cos' });
    expect(matches[0]).toMatchObject({ departures: [], options: { scaling: { type: 'yarn', factor: 4 } } });
  });

  it("gpt-oss's yarn: truncate false, factor 32 on θ 150000 from 4096 (config.json of openai/gpt-oss-20b)", () => {
    const inv = yarnInvFreq(64, 150000, 32, 4096, { truncate: false });
    const { cos } = hfCosSin(range(2048), 64, { base: 150000, invFreq: inv, attention: 0.1 * Math.log(32) + 1 });
    const { matches } = identifyEncoding(cos, [2048, 64], { kind: 'rope-cos' });
    expect(matches[0]).toMatchObject({
      departures: [],
      options: {
        base: 150000,
        scaling: { type: 'yarn', factor: 32, originalMaxPositionEmbeddings: 4096, truncate: false },
      },
    });
  });

  it('yarn with its own beta_fast 16 and beta_slow 2 is yarn, not per-plane factors', () => {
    const inv = yarnInvFreq(64, 10000, 4, 4096, { betaFast: 16, betaSlow: 2 });
    const { cos } = hfCosSin(range(1024), 64, { invFreq: inv, attention: 0.1 * Math.log(4) + 1 });
    const { matches } = identifyEncoding(cos, [1024, 64], { kind: 'rope-cos' });
    expect(matches[0]).toMatchObject({
      departures: [],
      options: { scaling: { type: 'yarn', factor: 4, originalMaxPositionEmbeddings: 4096, betaFast: 16, betaSlow: 2 } },
    });
  });

  it("DeepSeek-V3's cache (mscale = mscale_all_dim, so factor 1 in cos/sin) is not called a certain mistake", () => {
    // transformers: attention_factor = get_mscale(40, 1) / get_mscale(40, 1) = 1 for DeepSeek's config.
    const inv = yarnInvFreq(64, 10000, 40, 4096);
    const { cos } = hfCosSin(range(1024), 64, { invFreq: inv, attention: 1 });
    const { matches, diagnosis } = identifyEncoding(cos, [1024, 64], { kind: 'rope-cos' });
    expect(matches[0]?.options.scaling).toMatchObject({ type: 'yarn', factor: 40, attentionFactor: 1 });
    expect(diagnosis).toContain(
      'attention factor 1.3689 is missing (right only for a config whose mscale equals mscale_all_dim',
    );
  });

  it('inv_freq from head_dim 128 for a rotary_dim of 64', () => {
    const { cos } = hfCosSin(range(300), 64, { dimForFreq: 128 });
    const { matches, diagnosis } = identifyEncoding(cos, [300, 64], { kind: 'rope-cos' });
    expect(matches.length).toBeGreaterThan(0);
    expect(diagnosis).toContain('inv_freq from head_dim 128, not rotary_dim 64');
  });

  it('every row shifted by one position', () => {
    const { cos } = hfCosSin(range(200, 1), 64);
    const { matches, diagnosis } = identifyEncoding(cos, [200, 64], { kind: 'rope-cos' });
    expect(matches[0]?.options).toMatchObject({ offset: 1 });
    expect(diagnosis).toContain('every row shifted by one position');
  });

  it('positions held in float16 (transformers#29285)', () => {
    const { cos } = hfCosSin(
      range(4096).map((p) => toHalf(p)),
      64,
    );
    const { matches, diagnosis } = identifyEncoding(cos, [4096, 64], { kind: 'rope-cos' });
    expect(matches[0]?.departures[0]).toMatch(/^positions in float16: exact up to 2048, then off by up to 1 rad$/);
    expect(diagnosis).toContain('positions in float16: exact up to 2048');
  });

  it('positions held in bfloat16: measured up to 256, where bfloat16 is exact', () => {
    const { cos } = hfCosSin(
      range(1024).map((p) => toHalf(p, 8)),
      64,
    );
    const { matches } = identifyEncoding(cos, [1024, 64], { kind: 'rope-cos' });
    expect(matches[0]?.options.base).toBe(10000);
    expect(matches[0]?.departures[0]).toMatch(/^positions in bfloat16: exact up to 256, then off by up to 2 rad$/);
  });

  it("BLOOM's slopes for 12 heads; 16 heads' slopes used for 12 (mlx#343)", () => {
    expect(identifyEncoding(Float64Array.from(bloomSlopes(12)), [12]).matches[0]?.options).toEqual({ heads: 12 });
    const wrong = identifyEncoding(Float64Array.from(bloomSlopes(16).slice(0, 12)), [12]);
    expect(wrong.matches).toEqual([]);
    expect(wrong.diagnosis).toContain('ALiBi slopes of 16 heads, used for 12');
  });

  it('the power-of-two formula 2^(−8k/12) for 12 heads is named (mlx#343)', () => {
    const formula = Float64Array.from({ length: 12 }, (_, k) => 2 ** ((-8 * (k + 1)) / 12));
    const { matches, diagnosis } = identifyEncoding(formula, [12]);
    expect(matches).toEqual([]);
    expect(diagnosis).toContain(
      'the power-of-two formula 2^(−8k/n) applied to 12 heads: 12 is not a power of two, so ALiBi takes the slopes of 8 heads and every other slope of 16 for the other 4',
    );
  });

  it("'pairs' rotation with 'half' frequencies (x before and after)", () => {
    const [heads, length, dim] = [4, 16, 32];
    const x = Float32Array.from({ length: heads * length * dim }, (_, i) => Math.sin(i * 12.9898) * 2);
    const { cos, sin } = hfCosSin(range(length), dim); // 'half' tables
    const y = new Float32Array(x.length);
    for (let n = 0; n < heads; n++)
      for (let t = 0; t < length; t++)
        for (let j = 0; j < dim; j++) {
          const at = (n * length + t) * dim;
          const partner = j % 2 === 0 ? -x[at + j + 1]! : x[at + j - 1]!; // GPT-J's rotate_every_two
          y[at + j] = x[at + j]! * cos[t * dim + j]! + partner * sin[t * dim + j]!;
        }
    const { matches, diagnosis } = identifyEncoding(y, [1, heads, length, dim], { kind: 'rope', input: x });
    expect(matches).toEqual([]);
    expect(diagnosis).toContain("'pairs' rotation with 'half' frequencies");
  });

  it('nothing fits: a random table says what was tried and how near', () => {
    const noise = Float64Array.from({ length: 64 * 16 }, (_, i) => Math.sin(i * i * 0.37));
    const { matches, diagnosis } = identifyEncoding(noise, [64, 16]);
    expect(matches).toEqual([]);
    expect(diagnosis).toMatch(/^Nothing reproduces it/);
    expect(diagnosis).toContain('sinusoidal');
  });
});

describe('tables printed with a few decimals (a course text, np.round)', () => {
  const printed = (table: Float64Array, decimals: number) =>
    Float64Array.from(table, (v) => Number(v.toFixed(decimals)) + 0); // + 0: no -0

  it("the documents' d_model = 4, L = 6 table with n = 100, printed with 4 decimals, is base 100", () => {
    const result = identifyEncoding(printed(numpySinusoid(6, 4, 100), 4), [6, 4], { kind: 'sinusoidal' });
    expect(result.matches[0]!.options).toMatchObject({ base: 100 });
    expect(result.matches[0]!.maxError).toBeLessThanOrEqual(0.5e-4);
    expect(result.diagnosis).toMatch(/printed with 4 decimals/);
  });

  it("the documents' n = 10000 tables, L = 6 and L = 10, printed with 4 decimals: the paper's base 10000 first", () => {
    // Six rows of four decimals read the base as 9993; for d_model = 4, tensor2tensor's exponent with
    // base 100 makes the same table, so it is a runner-up, after the paper's reading.
    for (const length of [6, 10]) {
      const { matches } = identifyEncoding(printed(numpySinusoid(length, 4), 4), [length, 4], { kind: 'sinusoidal' });
      expect(matches.map((m) => m.options)).toEqual([{ base: 10000 }, { base: 100, exponent: 'tensor2tensor' }]);
    }
  });

  it('a printed table with sin and cos swapped is still refused: half a decimal forgives rounding only', () => {
    const swapped = numpySinusoid(6, 4, 100);
    for (let k = 0; k < swapped.length; k += 2) [swapped[k], swapped[k + 1]] = [swapped[k + 1]!, swapped[k]!];
    const result = identifyEncoding(printed(swapped, 4), [6, 4], { kind: 'sinusoidal' });
    expect(result.matches.filter((m) => m.departures.length === 0)).toEqual([]);
  });
});
