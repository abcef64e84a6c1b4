// The options of the rotary position embedding (RoPE) functions: the camelCase names of Hugging
// Face transformers' rope parameters, so that a config.json maps onto them one to one.

/**
 * Which dimensions rotate together.
 * - 'half': Hugging Face / GPT-NeoX `rotate_half`: dimension k pairs with k + rotaryDim/2.
 * - 'pairs': GPT-J / Meta's original LLaMA / RoFormer / torchtune: dimension 2i pairs with 2i + 1.
 */
export type RopeLayout = 'half' | 'pairs';

/** Hugging Face's rope_type values besides 'default' (no scaling). */
export type RopeScalingType = 'linear' | 'dynamic' | 'yarn' | 'longrope' | 'llama3' | 'proportional';

/**
 * Long-context scaling, as Hugging Face's `rope_parameters` (transformers 5) or `rope_scaling`
 * (transformers 4) hold it. Which fields a type reads, and their defaults, follow transformers 5's
 * modeling_rope_utils.py.
 */
export interface RopeScaling {
  type: RopeScalingType;
  /**
   * linear, dynamic, llama3: required. yarn, longrope: default maxPositionEmbeddings / originalMaxPositionEmbeddings.
   * proportional: every frequency is divided by it; default 1.
   */
  factor?: number;
  /** llama3: required. yarn, longrope: default maxPositionEmbeddings. */
  originalMaxPositionEmbeddings?: number;
  /** The model's max_position_embeddings. dynamic: required; yarn, longrope: used for a missing factor. */
  maxPositionEmbeddings?: number;
  /** llama3 only: required. */
  lowFreqFactor?: number;
  highFreqFactor?: number;
  /** yarn only: default 32 and 1 (0 also means the default, as in Hugging Face's `or`). */
  betaFast?: number;
  betaSlow?: number;
  /** yarn only: the attention factor is mscale(factor, mscale) / mscale(factor, mscaleAllDim) when both are set. */
  mscale?: number;
  mscaleAllDim?: number;
  /** yarn, longrope: overrides the computed attention factor. */
  attentionFactor?: number;
  /** yarn only: round the correction range to whole dimensions. Default true. */
  truncate?: boolean;
  /**
   * proportional only (Gemma 4's global layers): the first ⌊partialRotaryFactor · headDim / 2⌋ planes
   * turn with the default frequencies base^(−2i/headDim) (the exponent over the whole head), the
   * others stand still (frequency 0). In [0, 1]; default 1. rotaryDim must be headDim.
   */
  partialRotaryFactor?: number;
  /** longrope only: rotaryDim / 2 per-frequency divisors for short and long sequences. */
  shortFactor?: ArrayLike<number>;
  longFactor?: ArrayLike<number>;
}

export interface RopeFrequencyOptions {
  /** rope_theta. Default 10000. */
  base?: number;
  /** Dimensions that rotate (even, <= headDim): the first rotaryDim; the rest pass through. Default headDim. */
  rotaryDim?: number;
  /** dynamic and longrope: the current sequence length. Default: the largest position + 1. */
  seqLen?: number;
  scaling?: RopeScaling;
  /** Default 'half' (Hugging Face). ropeFrequencies accepts it and is not changed by it. */
  layout?: RopeLayout;
}

export interface RopeOptions extends RopeFrequencyOptions {
  /** Position of the first row: rows are positions offset … offset + length − 1. Default 0. */
  offset?: number;
  /**
   * One non-negative integer position per row (Hugging Face's position_ids), instead of offset.
   * With mropeSection: 3 × length ids, rows time, height, width (mropePositions' result).
   */
  positions?: ArrayLike<number>;
  /**
   * M-RoPE (Qwen2-VL, Qwen2.5-VL; applyRope only): frequency planes given to time, height and
   * width, summing to rotaryDim / 2 (mrope_section, e.g. [16, 24, 24]); plane k turns by the id of
   * its section's row of `positions`. Requires positions.
   */
  mropeSection?: readonly [number, number, number];
  /**
   * 2D RoPE for image patches (Pixtral's vision encoder; applyRope only): positions holds 2 ×
   * length ids, the patches' rows then their columns (rope2dPositions' result). With h =
   * rotaryDim / 4, plane i < h turns by row · θ₂ᵢ and plane h + j by column · θ₂ⱼ₊₁, θ the
   * frequency table (the default one for Pixtral). rotaryDim must be a multiple of 4. Layout
   * 'half' is transformers' PixtralRotaryEmbedding; 'pairs' is mistral-inference's complex form.
   */
  rope2d?: boolean;
}
