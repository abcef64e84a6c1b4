// A float64 reference of rotary position embeddings (RoPE) as Hugging Face transformers 5 defines
// them (modeling_rope_utils.py and the models' rotary embedding forward). Tests only: the package
// computes in C++. Where Hugging Face computes in float32, this computes the same formula in
// float64, so it is the exact value the float32 path approximates. hfFloat32* mirror that float32
// path, to show how far it drifts from the exact values.
import type { RopeFrequencyOptions, RopeLayout, RopeScaling } from '../../../web/lib/rope-options.js';

export interface ReferenceFrequencies {
  /** rotaryDim / 2 inverse frequencies, radians per position. */
  invFreq: number[];
  /** Hugging Face's attention_factor (attention_scaling): cos and sin are multiplied by it. */
  attentionFactor: number;
}

/** base^(-2i/dim) for i < dim/2: the default (unscaled) table. */
function defaultInvFreq(dim: number, base: number): number[] {
  return Array.from({ length: dim / 2 }, (_, i) => 1 / Math.pow(base, (2 * i) / dim));
}

function required(value: number | undefined, name: string, type: string): number {
  if (value === undefined) throw new Error(`rope reference: ${type} needs ${name}`);
  return value;
}

/** yarn's and longrope's factor in transformers 5: the given one, else max / original length. */
function factorOrLengthRatio(scaling: RopeScaling, originalMax: number): number {
  if (scaling.factor !== undefined) return scaling.factor;
  return required(scaling.maxPositionEmbeddings, 'factor or maxPositionEmbeddings', scaling.type) / originalMax;
}

/** YaRN's attention scale for a context stretched s times (1 when not stretched). */
function yarnMscale(s: number, mscale = 1): number {
  return s <= 1 ? 1 : 0.1 * mscale * Math.log(s) + 1;
}

function yarnFrequencies(dim: number, base: number, scaling: RopeScaling): ReferenceFrequencies {
  const originalMax =
    scaling.originalMaxPositionEmbeddings ??
    required(scaling.maxPositionEmbeddings, 'originalMaxPositionEmbeddings or maxPositionEmbeddings', 'yarn');
  const factor = factorOrLengthRatio(scaling, originalMax);
  let attentionFactor = scaling.attentionFactor;
  if (attentionFactor === undefined) {
    // Python's `if mscale and mscale_all_dim`: 0 counts as unset.
    attentionFactor =
      scaling.mscale && scaling.mscaleAllDim
        ? yarnMscale(factor, scaling.mscale) / yarnMscale(factor, scaling.mscaleAllDim)
        : yarnMscale(factor);
  }
  // Python's `or` defaults: 0 also means the default.
  const betaFast = scaling.betaFast || 32;
  const betaSlow = scaling.betaSlow || 1;
  // The dimension at which a frequency turns numRotations times over the original length.
  const correctionDim = (numRotations: number): number =>
    (dim * Math.log(originalMax / (numRotations * 2 * Math.PI))) / (2 * Math.log(base));
  let low = correctionDim(betaFast);
  let high = correctionDim(betaSlow);
  if (scaling.truncate ?? true) {
    low = Math.floor(low);
    high = Math.ceil(high);
  }
  // Clamped to dim - 1 (not dim/2 - 1) as Hugging Face does; the ramp has dim/2 entries.
  low = Math.max(low, 0);
  high = Math.min(high, dim - 1);
  if (low === high) high += 0.001;
  const extrapolated = defaultInvFreq(dim, base);
  const invFreq = extrapolated.map((inv, i) => {
    const ramp = Math.min(Math.max((i - low) / (high - low), 0), 1);
    const extrapolationWeight = 1 - ramp;
    return (inv / factor) * (1 - extrapolationWeight) + inv * extrapolationWeight;
  });
  return { invFreq, attentionFactor };
}

function longropeFrequencies(
  dim: number,
  base: number,
  scaling: RopeScaling,
  seqLen: number | undefined,
): ReferenceFrequencies {
  const originalMax =
    scaling.originalMaxPositionEmbeddings ??
    required(scaling.maxPositionEmbeddings, 'originalMaxPositionEmbeddings or maxPositionEmbeddings', 'longrope');
  const factor = factorOrLengthRatio(scaling, originalMax);
  const attentionFactor =
    scaling.attentionFactor ?? (factor <= 1 ? 1 : Math.sqrt(1 + Math.log(factor) / Math.log(originalMax)));
  // Strictly longer than the original length: long factors (Hugging Face: seq_len > original).
  const useLong = seqLen !== undefined && seqLen > originalMax;
  const perFrequency = useLong ? scaling.longFactor : scaling.shortFactor;
  if (perFrequency === undefined || perFrequency.length !== dim / 2) {
    throw new Error(`rope reference: longrope needs ${useLong ? 'longFactor' : 'shortFactor'} of ${dim / 2} values`);
  }
  const invFreq = Array.from({ length: dim / 2 }, (_, i) => 1 / (perFrequency[i]! * Math.pow(base, (2 * i) / dim)));
  return { invFreq, attentionFactor };
}

function llama3Frequencies(dim: number, base: number, scaling: RopeScaling): ReferenceFrequencies {
  const factor = required(scaling.factor, 'factor', 'llama3');
  const lowFreqFactor = required(scaling.lowFreqFactor, 'lowFreqFactor', 'llama3');
  const highFreqFactor = required(scaling.highFreqFactor, 'highFreqFactor', 'llama3');
  const originalMax = required(scaling.originalMaxPositionEmbeddings, 'originalMaxPositionEmbeddings', 'llama3');
  const lowFreqWavelength = originalMax / lowFreqFactor;
  const highFreqWavelength = originalMax / highFreqFactor;
  const invFreq = defaultInvFreq(dim, base).map((inv) => {
    const wavelength = (2 * Math.PI) / inv;
    if (wavelength < highFreqWavelength) return inv;
    if (wavelength > lowFreqWavelength) return inv / factor;
    if (highFreqFactor === lowFreqFactor) return inv; // no band (Llama 4 Scout): only 0/0 could land here
    // Medium band, both edges included: 0 at the low-frequency edge, 1 at the high one.
    const smooth = (originalMax / wavelength - lowFreqFactor) / (highFreqFactor - lowFreqFactor);
    return ((1 - smooth) * inv) / factor + smooth * inv;
  });
  return { invFreq, attentionFactor: 1 };
}

/**
 * Inverse frequencies and attention factor of a head of headDim values, in float64. seqLen is
 * taken as given: unset means Hugging Face's initial table (dynamic: max_position_embeddings,
 * i.e. the default table; longrope: the short factors).
 */
export function referenceInvFreq(headDim: number, options: RopeFrequencyOptions): ReferenceFrequencies {
  const base = options.base ?? 10000;
  const dim = options.rotaryDim ?? headDim;
  const scaling = options.scaling;
  if (scaling === undefined) return { invFreq: defaultInvFreq(dim, base), attentionFactor: 1 };
  switch (scaling.type) {
    case 'linear': {
      const factor = required(scaling.factor, 'factor', 'linear');
      return { invFreq: defaultInvFreq(dim, base).map((inv) => inv / factor), attentionFactor: 1 };
    }
    case 'dynamic': {
      const factor = required(scaling.factor, 'factor', 'dynamic');
      const maxPositions = required(scaling.maxPositionEmbeddings, 'maxPositionEmbeddings', 'dynamic');
      const seqLen = Math.max(options.seqLen ?? maxPositions, maxPositions);
      // The ratio is to max_position_embeddings, not to the original length.
      const scaledBase = base * Math.pow((factor * seqLen) / maxPositions - (factor - 1), dim / (dim - 2));
      return { invFreq: defaultInvFreq(dim, scaledBase), attentionFactor: 1 };
    }
    case 'yarn':
      return yarnFrequencies(dim, base, scaling);
    case 'longrope':
      return longropeFrequencies(dim, base, scaling, options.seqLen);
    case 'llama3':
      return llama3Frequencies(dim, base, scaling);
    case 'proportional': {
      // Gemma 4: ⌊p·headDim/2⌋ planes with exponents over the whole head, the rest standing still.
      const turning = Math.floor(((scaling.partialRotaryFactor ?? 1) * headDim) / 2);
      const factor = scaling.factor ?? 1;
      const invFreq = defaultInvFreq(headDim, base).map((inv, i) => (i < turning ? inv / factor : 0));
      return { invFreq, attentionFactor: 1 };
    }
  }
}

/** Which dimension of a rotating row holds frequency k's cosine partner: a, b of plane k. */
function planeDims(k: number, half: number, layout: RopeLayout): [number, number] {
  return layout === 'half' ? [k, k + half] : [2 * k, 2 * k + 1];
}

export interface ReferenceCosSin {
  /** positions.length rows of 2·invFreq.length values, row-major, times the attention factor. */
  cos: Float64Array;
  sin: Float64Array;
}

/**
 * The tables Hugging Face's rotary embedding returns, in float64: row p holds the angles
 * position_p·invFreq[k] laid out as 'half' [θ0..θh−1, θ0..θh−1] or 'pairs' [θ0, θ0, θ1, θ1, …].
 */
export function referenceCosSin(
  positions: ArrayLike<number>,
  invFreq: ArrayLike<number>,
  attentionFactor: number,
  layout: RopeLayout,
): ReferenceCosSin {
  const half = invFreq.length;
  const width = 2 * half;
  const cos = new Float64Array(positions.length * width);
  const sin = new Float64Array(positions.length * width);
  for (let row = 0; row < positions.length; row += 1) {
    for (let k = 0; k < half; k += 1) {
      const angle = positions[row]! * invFreq[k]!;
      const c = attentionFactor * Math.cos(angle);
      const s = attentionFactor * Math.sin(angle);
      for (const dim of planeDims(k, half, layout)) {
        cos[row * width + dim] = c;
        sin[row * width + dim] = s;
      }
    }
  }
  return { cos, sin };
}

/**
 * x of shape [batch, heads, length, headDim] (float32) rotated in float64: in plane (a, b) of
 * frequency k, a' = a·c − b·s and b' = b·c + a·s with c, s = attentionFactor·cos/sin(pos·invFreq[k]).
 * Dimensions from rotaryDim on pass through.
 */
export function referenceApplyRope(
  x: Float32Array,
  shape: readonly [number, number, number, number],
  positions: ArrayLike<number>,
  invFreq: ArrayLike<number>,
  attentionFactor: number,
  layout: RopeLayout,
  rotaryDim: number,
): Float64Array {
  const [batch, heads, length, headDim] = shape;
  const half = rotaryDim / 2;
  if (x.length !== batch * heads * length * headDim) throw new Error('rope reference: x does not match its shape');
  if (positions.length !== length) throw new Error('rope reference: one position per row');
  if (invFreq.length !== half || rotaryDim > headDim)
    throw new Error('rope reference: rotaryDim = 2·invFreq.length ≤ headDim');
  const y = Float64Array.from(x);
  for (let row = 0; row < batch * heads * length; row += 1) {
    const position = positions[row % length]!;
    const start = row * headDim;
    for (let k = 0; k < half; k += 1) {
      const angle = position * invFreq[k]!;
      const c = attentionFactor * Math.cos(angle);
      const s = attentionFactor * Math.sin(angle);
      const [da, db] = planeDims(k, half, layout);
      const a = x[start + da]!;
      const b = x[start + db]!;
      y[start + da] = a * c - b * s;
      y[start + db] = b * c + a * s;
    }
  }
  return y;
}

/**
 * Hugging Face's float32 default table, step by step as torch computes it: the exponent
 * f32(2i)/dim in float32, base cast to float32 and raised to it in float32, then 1/· in float32.
 * torch's powf may differ from this correctly rounded one by one float32 ulp.
 */
export function hfFloat32DefaultInvFreq(dim: number, base: number): number[] {
  const base32 = Math.fround(base);
  return Array.from({ length: dim / 2 }, (_, i) => {
    const exponent = Math.fround((2 * i) / dim);
    return Math.fround(1 / Math.fround(Math.pow(base32, exponent)));
  });
}

export interface Float32CosSin {
  /** positions.length rows of 2·invFreq.length values, 'half' layout (the only one HF returns). */
  cos: Float32Array;
  sin: Float32Array;
}

/**
 * What Hugging Face's forward returns in float32: inv_freq and positions as float32, their product
 * rounded to float32 (a matmul with one term), cos/sin of that float32 angle rounded to float32,
 * then multiplied by the attention factor in float32.
 */
export function hfFloat32CosSin(
  positions: ArrayLike<number>,
  invFreq: ArrayLike<number>,
  attentionFactor: number,
): Float32CosSin {
  const half = invFreq.length;
  const width = 2 * half;
  const factor32 = Math.fround(attentionFactor);
  const cos = new Float32Array(positions.length * width);
  const sin = new Float32Array(positions.length * width);
  for (let row = 0; row < positions.length; row += 1) {
    const position32 = Math.fround(positions[row]!);
    for (let k = 0; k < half; k += 1) {
      const angle32 = Math.fround(Math.fround(invFreq[k]!) * position32);
      const c = Math.fround(Math.fround(Math.cos(angle32)) * factor32);
      const s = Math.fround(Math.fround(Math.sin(angle32)) * factor32);
      cos[row * width + k] = c;
      cos[row * width + k + half] = c;
      sin[row * width + k] = s;
      sin[row * width + k + half] = s;
    }
  }
  return { cos, sin };
}

/**
 * The index permutation p between layouts for one head, with v_to[k] = v_from[p[k]]. From 'pairs'
 * to 'half' it is the row permutation of Hugging Face's convert_llama_weights_to_hf.py `permute`
 * (view(heads, dim/heads/2, 2, ·).transpose(1, 2)): half[j·h + i] = pairs[2i + j]. Dimensions from
 * rotaryDim on stay in place.
 */
export function permutationReference(headDim: number, from: RopeLayout, to: RopeLayout, rotaryDim = headDim): number[] {
  const half = rotaryDim / 2;
  const p = Array.from({ length: headDim }, (_, k) => k);
  if (from === to) return p;
  for (let i = 0; i < half; i += 1) {
    for (let j = 0; j < 2; j += 1) {
      const halfIndex = j * half + i;
      const pairsIndex = 2 * i + j;
      if (to === 'half') p[halfIndex] = pairsIndex;
      else p[pairsIndex] = halfIndex;
    }
  }
  return p;
}
