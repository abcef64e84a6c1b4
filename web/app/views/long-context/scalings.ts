// The five long-context scalings of one head, each as Hugging Face's rope_parameters would hold it
// for this model stretched by `factor` past its training length: what the view hands to
// ropeFrequencies() and attentionScores(). Only the options are built here; every number comes
// from the core. Fields a type reads beyond factor and the training length come from the model's
// own config when it uses that type (Llama 3.1's low/high factors, DeepSeek-V3's mscales,
// Phi-3.5's per-pair factors), else from Hugging Face's defaults; longrope has no default factors.
import { ropeFrequencies, type RopeFrequencyOptions, type RopeScaling } from 'positional-encoding';

export const SCALING_TYPES = ['linear', 'dynamic', 'yarn', 'longrope', 'llama3'] as const;
export type ScalingType = (typeof SCALING_TYPES)[number];

/** The chart's colour slot of each type (series-colours.css); the unscaled rope is slot 5, grey. */
export const TYPE_SLOT: Record<ScalingType, number> = { linear: 0, dynamic: 1, yarn: 2, longrope: 3, llama3: 4 };

export const TYPE_LABEL: Record<ScalingType, string> = {
  linear: 'linear',
  dynamic: 'dynamic NTK',
  yarn: 'YaRN',
  longrope: 'LongRoPE',
  llama3: 'Llama 3',
};

/** What each type does, in one line for a student. */
export const TYPE_RULE: Record<ScalingType, string> = {
  linear: 'divides every θᵢ by the factor: positions are squeezed back into the trained range.',
  dynamic: 'leaves θ alone up to the training length, then grows the base with the sequence length (NTK-aware).',
  yarn: 'keeps the fast pairs, divides the slow ones by the factor, ramps between beta_fast and beta_slow, and scales cos/sin by mscale.',
  longrope:
    'divides each pair’s θᵢ by its own factor from the config: short factors within the training length, long ones past it.',
  llama3: 'keeps the high frequencies, divides the low ones by the factor, with a smooth band between.',
};

export interface HeadSetup {
  headDim: number;
  rotaryDim: number;
  base: number;
  factor: number;
  /** original_max_position_embeddings: the training length N. */
  train: number;
  /** The model's own scaling, if its config has one (its extra fields are reused). */
  modelScaling: RopeScaling | undefined;
}

/** The scaling of `type` for this head, or why it cannot be built. */
export function scalingFor(type: ScalingType, setup: HeadSetup): RopeScaling | string {
  const own = setup.modelScaling?.type === type ? setup.modelScaling : undefined;
  const { factor, train } = setup;
  switch (type) {
    case 'linear':
      return { type, factor };
    case 'dynamic':
      return { type, factor, maxPositionEmbeddings: train };
    case 'yarn': {
      const extras: RopeScaling = { type };
      for (const key of ['betaFast', 'betaSlow', 'mscale', 'mscaleAllDim', 'attentionFactor', 'truncate'] as const) {
        if (own?.[key] !== undefined) (extras as unknown as Record<string, unknown>)[key] = own[key];
      }
      return { ...extras, factor, originalMaxPositionEmbeddings: train };
    }
    case 'longrope': {
      const pairs = setup.rotaryDim / 2;
      if (!own?.shortFactor || !own.longFactor) {
        return 'LongRoPE needs the per-pair short_factor and long_factor of a config: choose Phi-3.5 mini or paste a config with them.';
      }
      if (own.longFactor.length !== pairs) {
        return `The config’s long_factor has ${own.longFactor.length} entries, one per pair of a ${2 * own.longFactor.length}-dimension head; this head has ${pairs} pairs.`;
      }
      const scaling: RopeScaling = {
        type,
        shortFactor: own.shortFactor,
        longFactor: own.longFactor,
        factor,
        originalMaxPositionEmbeddings: train,
      };
      if (own.attentionFactor !== undefined) scaling.attentionFactor = own.attentionFactor;
      return scaling;
    }
    case 'llama3':
      return {
        type,
        factor,
        lowFreqFactor: own?.lowFreqFactor ?? 1,
        highFreqFactor: own?.highFreqFactor ?? 4,
        originalMaxPositionEmbeddings: train,
      };
  }
}

export function ropeOptionsOf(setup: HeadSetup, scaling?: RopeScaling, seqLen?: number): RopeFrequencyOptions {
  const options: RopeFrequencyOptions = { base: setup.base };
  if (setup.rotaryDim < setup.headDim) options.rotaryDim = setup.rotaryDim;
  if (scaling) options.scaling = scaling;
  if (seqLen !== undefined) options.seqLen = seqLen;
  return options;
}

/** The target length: factor × the training length (what the scaled model is meant to reach). */
export function targetLength(setup: HeadSetup): number {
  return Math.round(setup.factor * setup.train);
}

export interface TypeFrequencies {
  type: ScalingType;
  /** Built and computed; else `reason` says why not. */
  scaling?: RopeScaling;
  invFreq?: Float64Array;
  attentionFactor?: number;
  reason?: string;
}

/** Every pair's θ_i unscaled, and under each type at the target length (dynamic's and longrope's seqLen). */
export function allFrequencies(setup: HeadSetup): { plain: Float64Array; types: TypeFrequencies[] } {
  const plain = ropeFrequencies(setup.headDim, ropeOptionsOf(setup)).invFreq;
  const seqLen = targetLength(setup);
  const types = SCALING_TYPES.map((type): TypeFrequencies => {
    const scaling = scalingFor(type, setup);
    if (typeof scaling === 'string') return { type, reason: scaling };
    try {
      const result = ropeFrequencies(setup.headDim, ropeOptionsOf(setup, scaling, seqLen));
      return { type, scaling, invFreq: result.invFreq, attentionFactor: result.attentionFactor };
    } catch (error) {
      return { type, reason: error instanceof Error ? error.message : String(error) };
    }
  });
  return { plain, types };
}
