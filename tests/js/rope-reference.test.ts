// Self-checks of the float64 RoPE reference (tests/js/helpers/rope-reference.ts) against the
// formulas of Hugging Face transformers 5 and the published model parameters, without the library.
// Tolerances are relative to float64 (2^-52 ≈ 2.2e-16): a few roundings apart is 1e-15.
import { describe, expect, it } from 'vitest';
import {
  hfFloat32CosSin,
  hfFloat32DefaultInvFreq,
  permutationReference,
  referenceApplyRope,
  referenceCosSin,
  referenceInvFreq,
} from './helpers/rope-reference.js';
import type { RopeLayout } from '../../web/lib/rope-options.js';
import { seededRandom } from './helpers/seeded.js';

// pow, a division and a multiplication apart from the other expression: 4 float64 roundings.
const RELATIVE = 1e-15;

function expectRelative(actual: number, expected: number, tolerance = RELATIVE): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.abs(expected));
}

describe('default and linear', () => {
  it('default is base^(-2i/d), attention factor 1', () => {
    const { invFreq, attentionFactor } = referenceInvFreq(64, { base: 10000 });
    expect(invFreq).toHaveLength(32);
    expect(attentionFactor).toBe(1);
    invFreq.forEach((inv, i) => {
      expectRelative(inv, 10000 ** (-(2 * i) / 64));
      // exp(t) amplifies the float64 rounding of t = −2i·ln(base)/d (|t| ≤ 9.2) by |t|: 1e-14.
      expectRelative(inv, Math.exp((-2 * i * Math.log(10000)) / 64), 1e-14);
    });
    expect(invFreq[0]).toBe(1);
  });

  it('rotaryDim sets the exponent denominator (partial rotary)', () => {
    const { invFreq } = referenceInvFreq(128, { base: 10000, rotaryDim: 32 });
    expect(invFreq).toHaveLength(16);
    invFreq.forEach((inv, i) => expectRelative(inv, 10000 ** (-(2 * i) / 32)));
  });

  it('linear is default / factor', () => {
    const plain = referenceInvFreq(128, { base: 500000 }).invFreq;
    const linear = referenceInvFreq(128, { base: 500000, scaling: { type: 'linear', factor: 4 } });
    expect(linear.attentionFactor).toBe(1);
    // Division by 4 is exact in binary floating point.
    linear.invFreq.forEach((inv, i) => expect(inv).toBe(plain[i]! / 4));
  });
});

describe('dynamic', () => {
  const scaling = { type: 'dynamic', factor: 2, maxPositionEmbeddings: 4096 } as const;

  it('at or below max_position_embeddings (or unset) equals the default table', () => {
    const plain = referenceInvFreq(64, { base: 10000 }).invFreq;
    for (const seqLen of [undefined, 1, 4000, 4096]) {
      // factor·s/max − (factor − 1) is exactly 1 here, so the base is exactly unchanged.
      expect(referenceInvFreq(64, { base: 10000, seqLen, scaling }).invFreq).toEqual(plain);
    }
  });

  it('beyond it, base·(factor·s/max − (factor − 1))^(d/(d−2)) with the ratio to max_position_embeddings', () => {
    const { invFreq, attentionFactor } = referenceInvFreq(64, { base: 10000, seqLen: 8192, scaling });
    expect(attentionFactor).toBe(1);
    const scaledBase = 10000 * 3 ** (64 / 62);
    invFreq.forEach((inv, i) => expectRelative(inv, scaledBase ** (-(2 * i) / 64)));
    expect(invFreq[1]!).toBeLessThan(referenceInvFreq(64, { base: 10000 }).invFreq[1]!);
  });
});

describe('llama3 with Llama-3.1 parameters', () => {
  const options = {
    base: 500000,
    scaling: { type: 'llama3', factor: 8, lowFreqFactor: 1, highFreqFactor: 4, originalMaxPositionEmbeddings: 8192 },
  } as const;
  const plain = referenceInvFreq(128, { base: 500000 }).invFreq;
  const { invFreq, attentionFactor } = referenceInvFreq(128, options);
  const wavelength = (i: number): number => (2 * Math.PI) / plain[i]!;

  it('wavelengths below 8192/4 keep their frequency', () => {
    expect(attentionFactor).toBe(1);
    // Frequency 28 is the last below 2048 (wavelength ≈ 1786); 29 is above (≈ 2201).
    expect(wavelength(28)).toBeLessThan(2048);
    expect(wavelength(29)).toBeGreaterThan(2048);
    for (let i = 0; i <= 28; i += 1) expect(invFreq[i]).toBe(plain[i]);
  });

  it('wavelengths above 8192 are divided by 8', () => {
    // Frequency 35 is the first above 8192 (≈ 8215); 34 is below (≈ 6665).
    expect(wavelength(34)).toBeLessThan(8192);
    expect(wavelength(35)).toBeGreaterThan(8192);
    for (let i = 35; i < 64; i += 1) expect(invFreq[i]).toBe(plain[i]! / 8);
  });

  it('the medium band is smoothed between the two', () => {
    for (let i = 29; i <= 34; i += 1) {
      const smooth = (8192 / wavelength(i) - 1) / (4 - 1);
      expect(smooth).toBeGreaterThan(0);
      expect(smooth).toBeLessThan(1);
      expectRelative(invFreq[i]!, (1 - smooth) * (plain[i]! / 8) + smooth * plain[i]!);
      expect(invFreq[i]!).toBeLessThan(plain[i]!);
      expect(invFreq[i]!).toBeGreaterThan(plain[i]! / 8);
    }
  });
});

describe('yarn', () => {
  it('attention factor 0.1·ln(s) + 1, and 1 for s ≤ 1', () => {
    const at = (factor: number): number =>
      referenceInvFreq(64, { scaling: { type: 'yarn', factor, originalMaxPositionEmbeddings: 4096 } }).attentionFactor;
    expectRelative(at(4), 0.1 * Math.log(4) + 1);
    expectRelative(at(40), 0.1 * Math.log(40) + 1);
    expect(at(1)).toBe(1);
    expect(at(0.5)).toBe(1);
  });

  it('DeepSeek-V2 (factor 40, mscale = mscale_all_dim = 0.707) has attention factor exactly 1', () => {
    const { attentionFactor } = referenceInvFreq(64, {
      scaling: { type: 'yarn', factor: 40, mscale: 0.707, mscaleAllDim: 0.707, originalMaxPositionEmbeddings: 4096 },
    });
    expect(attentionFactor).toBe(1);
  });

  it('mscale / mscale_all_dim otherwise, and a given attention factor wins', () => {
    const scaling = {
      type: 'yarn',
      factor: 40,
      mscale: 1,
      mscaleAllDim: 0.5,
      originalMaxPositionEmbeddings: 4096,
    } as const;
    expectRelative(
      referenceInvFreq(64, { scaling }).attentionFactor,
      (0.1 * Math.log(40) + 1) / (0.05 * Math.log(40) + 1),
    );
    // Only one of the two set (or 0): the plain mscale(factor).
    expectRelative(
      referenceInvFreq(64, { scaling: { ...scaling, mscaleAllDim: 0 } }).attentionFactor,
      0.1 * Math.log(40) + 1,
    );
    expect(referenceInvFreq(64, { scaling: { ...scaling, attentionFactor: 0.75 } }).attentionFactor).toBe(0.75);
  });

  it('the factor defaults to max / original length; a given factor wins (transformers 5)', () => {
    const ratio = referenceInvFreq(64, {
      scaling: { type: 'yarn', maxPositionEmbeddings: 131072, originalMaxPositionEmbeddings: 32768 },
    });
    expectRelative(ratio.attentionFactor, 0.1 * Math.log(4) + 1);
    const given = referenceInvFreq(64, {
      scaling: { type: 'yarn', factor: 4, maxPositionEmbeddings: 32768, originalMaxPositionEmbeddings: 32768 },
    });
    expectRelative(given.attentionFactor, 0.1 * Math.log(4) + 1);
  });

  // Qwen2.5 style: θ 1e6, d 128, factor 4, original 32768. Correction dimensions:
  // beta_fast 32 → 128·ln(32768/(64π))/(2 ln 1e6) ≈ 23.6 → 23; beta_slow 1 → ≈ 39.6 → 40.
  const qwen = { base: 1e6, scaling: { type: 'yarn', factor: 4, originalMaxPositionEmbeddings: 32768 } } as const;

  it('extrapolates up to the fast correction dimension, interpolates from the slow one, ramps between', () => {
    const plain = referenceInvFreq(128, { base: 1e6 }).invFreq;
    const { invFreq } = referenceInvFreq(128, qwen);
    const dimAt = (rotations: number): number =>
      (128 * Math.log(32768 / (rotations * 2 * Math.PI))) / (2 * Math.log(1e6));
    expect(Math.floor(dimAt(32))).toBe(23);
    expect(Math.ceil(dimAt(1))).toBe(40);
    for (let i = 0; i <= 23; i += 1) expect(invFreq[i]).toBe(plain[i]);
    for (let i = 40; i < 64; i += 1) expect(invFreq[i]).toBe(plain[i]! / 4);
    for (let i = 24; i < 40; i += 1) {
      const ramp = (i - 23) / (40 - 23);
      expectRelative(invFreq[i]!, (plain[i]! / 4) * ramp + plain[i]! * (1 - ramp));
    }
  });

  it('truncate: false keeps the fractional correction range', () => {
    const plain = referenceInvFreq(128, { base: 1e6 }).invFreq;
    const { invFreq } = referenceInvFreq(128, { ...qwen, scaling: { ...qwen.scaling, truncate: false } });
    const low = (128 * Math.log(32768 / (32 * 2 * Math.PI))) / (2 * Math.log(1e6));
    const high = (128 * Math.log(32768 / (2 * Math.PI))) / (2 * Math.log(1e6));
    expect(invFreq[23]).toBe(plain[23]);
    const ramp = (24 - low) / (high - low);
    expectRelative(invFreq[24]!, (plain[24]! / 4) * ramp + plain[24]! * (1 - ramp));
    expect(invFreq[40]).toBe(plain[40]! / 4);
  });
});

describe('longrope with Phi-3-mini-128k lengths', () => {
  // Phi-3 has 48 factors per list (head 96); synthetic values keep the check independent of them.
  const shortFactor = Array.from({ length: 48 }, (_, i) => 1 + i / 100);
  const longFactor = Array.from({ length: 48 }, (_, i) => 1 + i);
  const scaling = {
    type: 'longrope',
    maxPositionEmbeddings: 131072,
    originalMaxPositionEmbeddings: 4096,
    shortFactor,
    longFactor,
  } as const;
  const plain = referenceInvFreq(96, { base: 10000 }).invFreq;

  it('attention factor sqrt(1 + ln 32 / ln 4096) from the factor 131072/4096 = 32', () => {
    const { attentionFactor } = referenceInvFreq(96, { base: 10000, scaling });
    expectRelative(attentionFactor, Math.sqrt(1 + Math.log(32) / Math.log(4096)));
    expectRelative(attentionFactor, Math.sqrt(17 / 12)); // ln 32 / ln 4096 = 5/12
  });

  it('short factors up to the original length (or unset), long ones strictly beyond', () => {
    for (const seqLen of [undefined, 1, 4096]) {
      const { invFreq } = referenceInvFreq(96, { base: 10000, seqLen, scaling });
      invFreq.forEach((inv, i) => expectRelative(inv, plain[i]! / shortFactor[i]!));
    }
    for (const seqLen of [4097, 131072]) {
      const { invFreq } = referenceInvFreq(96, { base: 10000, seqLen, scaling });
      invFreq.forEach((inv, i) => expectRelative(inv, plain[i]! / longFactor[i]!));
    }
  });

  it('no stretch (factor ≤ 1): attention factor 1', () => {
    const { attentionFactor } = referenceInvFreq(96, { scaling: { ...scaling, factor: 1 } });
    expect(attentionFactor).toBe(1);
  });
});

describe('cos/sin tables and rotation', () => {
  const invFreq = referenceInvFreq(8, { base: 100 }).invFreq;

  it('lays rows out as Hugging Face returns them, times the attention factor', () => {
    const half = referenceCosSin([0, 3], invFreq, 1.5, 'half');
    const pairs = referenceCosSin([0, 3], invFreq, 1.5, 'pairs');
    for (let k = 0; k < 4; k += 1) {
      const c = 1.5 * Math.cos(3 * invFreq[k]!);
      const s = 1.5 * Math.sin(3 * invFreq[k]!);
      expect([half.cos[8 + k], half.cos[8 + k + 4], pairs.cos[8 + 2 * k], pairs.cos[8 + 2 * k + 1]]).toEqual([
        c,
        c,
        c,
        c,
      ]);
      expect([half.sin[8 + k], half.sin[8 + k + 4], pairs.sin[8 + 2 * k], pairs.sin[8 + 2 * k + 1]]).toEqual([
        s,
        s,
        s,
        s,
      ]);
      expect(half.cos[k]).toBe(1.5);
      expect(half.sin[k]).toBe(0);
    }
  });

  it('applyRope is q·cos + rotate_half(q)·sin, scales each plane by A and passes the tail through', () => {
    const headDim = 12;
    const rotaryDim = 8;
    const random = seededRandom(7);
    const x = Float32Array.from({ length: 2 * headDim }, random);
    const positions = [5, 1000];
    const y = referenceApplyRope(x, [1, 1, 2, headDim], positions, invFreq, 1.25, 'half', rotaryDim);
    const { cos, sin } = referenceCosSin(positions, invFreq, 1.25, 'half');
    for (let row = 0; row < 2; row += 1) {
      const q = x.subarray(row * headDim, row * headDim + rotaryDim);
      for (let k = 0; k < rotaryDim; k += 1) {
        const rotated = k < 4 ? -q[k + 4]! : q[k - 4]!;
        expectRelative(y[row * headDim + k]!, q[k]! * cos[row * 8 + k]! + rotated * sin[row * 8 + k]!, 1e-14);
      }
      for (let k = rotaryDim; k < headDim; k += 1) expect(y[row * headDim + k]).toBe(x[row * headDim + k]);
      for (let k = 0; k < 4; k += 1) {
        const before = Math.hypot(x[row * headDim + k]!, x[row * headDim + k + 4]!);
        const after = Math.hypot(y[row * headDim + k]!, y[row * headDim + k + 4]!);
        expectRelative(after, 1.25 * before, 1e-15);
      }
    }
  });
});

describe('layout permutation (convert_llama_weights_to_hf.py permute)', () => {
  it.each([
    [8, 8],
    [16, 16],
    [128, 128],
    [12, 8],
  ])('headDim %i, rotaryDim %i: a bijection, inverse of its reverse', (headDim, rotaryDim) => {
    const toHalf = permutationReference(headDim, 'pairs', 'half', rotaryDim);
    const toPairs = permutationReference(headDim, 'half', 'pairs', rotaryDim);
    expect([...toHalf].sort((a, b) => a - b)).toEqual(Array.from({ length: headDim }, (_, k) => k));
    toHalf.forEach((source, k) => expect(toPairs[source]).toBe(k));
    expect(permutationReference(headDim, 'half', 'half')).toEqual(Array.from({ length: headDim }, (_, k) => k));
  });

  it('matches the permute of the conversion script for one head of 8', () => {
    // view(1, 4, 2, ·).transpose(1, 2): rows (i, j) → (j, i), i.e. [0, 2, 4, 6, 1, 3, 5, 7].
    expect(permutationReference(8, 'pairs', 'half')).toEqual([0, 2, 4, 6, 1, 3, 5, 7]);
  });

  it.each([
    [16, 16],
    [12, 8],
  ])('a rotation in pairs form is the same rotation in half form (headDim %i, rotaryDim %i)', (headDim, rotaryDim) => {
    const shape = [2, 3, 5, headDim] as const;
    const random = seededRandom(headDim);
    const xPairs = Float32Array.from({ length: 2 * 3 * 5 * headDim }, random);
    const p = permutationReference(headDim, 'pairs', 'half', rotaryDim);
    const permute = (v: ArrayLike<number>, Out: Float32ArrayConstructor | Float64ArrayConstructor) => {
      const out = new Out(v.length);
      for (let row = 0; row < v.length / headDim; row += 1) {
        for (let k = 0; k < headDim; k += 1) out[row * headDim + k] = v[row * headDim + p[k]!]!;
      }
      return out;
    };
    const positions = [0, 1, 17, 4095, 1e6];
    const { invFreq, attentionFactor } = referenceInvFreq(headDim, {
      base: 10000,
      rotaryDim,
      scaling: { type: 'yarn', factor: 8, originalMaxPositionEmbeddings: 64 },
    });
    const run = (x: Float32Array, layout: RopeLayout) =>
      referenceApplyRope(x, shape, positions, invFreq, attentionFactor, layout, rotaryDim);
    // The same float64 operations on the same values, so equal exactly.
    expect(run(permute(xPairs, Float32Array) as Float32Array, 'half')).toEqual(
      permute(run(xPairs, 'pairs'), Float64Array),
    );
  });
});

describe("Hugging Face's float32 path drifts from float64 as positions grow", () => {
  it('its default table is the float64 one within two float32 roundings', () => {
    // The exponent 2i/128 is exact in float32; the power and the reciprocal are each rounded to
    // float32, 2^-24 relative each, so 2^-23. (This models powf as correctly rounded; torch's
    // vectorised powf may be one float32 ulp away from it.)
    const exact = referenceInvFreq(128, { base: 10000 }).invFreq;
    hfFloat32DefaultInvFreq(128, 10000).forEach((inv, i) => {
      expect(Math.abs(inv - exact[i]!)).toBeLessThanOrEqual(2 ** -23 * exact[i]!);
      expect(Math.fround(inv)).toBe(inv);
    });
  });

  it('error at positions 1e3 … 1e6 (base 10000, headDim 128)', () => {
    const exact = referenceInvFreq(128, { base: 10000 });
    const hfInvFreq = hfFloat32DefaultInvFreq(128, 10000);
    const errors: number[] = [];
    for (const start of [1e3, 1e4, 1e5, 1e6]) {
      // 64 consecutive positions per decade, so one lucky rounding does not decide the maximum.
      const positions = Array.from({ length: 64 }, (_, r) => start + r);
      const reference = referenceCosSin(positions, exact.invFreq, exact.attentionFactor, 'half');
      const hf = hfFloat32CosSin(positions, hfInvFreq, exact.attentionFactor);
      let worst = 0;
      for (let k = 0; k < hf.cos.length; k += 1) {
        worst = Math.max(worst, Math.abs(hf.cos[k]! - reference.cos[k]!), Math.abs(hf.sin[k]! - reference.sin[k]!));
      }
      errors.push(worst);
    }
    console.log(
      `HF float32 cos/sin max |error| vs float64 at 1e3, 1e4, 1e5, 1e6: ${errors.map((e) => e.toExponential(2)).join(', ')}`,
    );
    for (let d = 1; d < errors.length; d += 1) expect(errors[d]!).toBeGreaterThan(errors[d - 1]!);
    expect(errors[3]!).toBeGreaterThan(1e-4);
  });
});
