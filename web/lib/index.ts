/**
 * positional-encoding: sinusoidal transformer positional encodings computed by a C++ core
 * compiled to WebAssembly (SIMD where available).
 *
 * ```ts
 * import init, { sinusoidal } from 'positional-encoding';
 * await init();
 * const pe = sinusoidal(6, 4, { base: 100 }); // Float32Array of 6 × 4
 * ```
 *
 * Numeric contract: every value is within 2e-7 of the float64 formula rounded to float32, for
 * positions below 1e6, dModel <= 8192 and base in (1, 1e6].
 */
import { init } from './default-runtime.js';

export default init;
export { init };
export { PositionalEncoding, type PositionalEncodingOptions } from './positional-encoding-module.js';
export { MAX_ELEMENTS, type Layout, type SinusoidExponent } from './validate.js';
export { supportsWasmSimd } from './simd-support.js';
/** The text numpy's print() shows for a 1-D or 2-D float array (as the documents print tables). */
export { formatNumpyArray } from './format-numpy.js';
export type { InitOptions } from './load-wasm.js';
export type {
  AddPositionalEncodingOptions,
  AngleOptions,
  FrequencyOptions,
  ResultTarget,
  Shape3,
  SinusoidalOptions,
  SinusoidalOutOptions,
} from './runtime.js';
export type { WasmBuffer } from './wasm-buffer.js';

// Each public function checks its arguments, then calls the default runtime; they live in
// modules by capability, so the package's own modules (identification) import them without a
// cycle through this entry.
export {
  addPositionalEncoding,
  allocate,
  angles,
  dotProductMatrix,
  frequencies,
  runtimeInfo,
  sinusoidal,
} from './public-sinusoid.js';

// ---- Rotary position embeddings (RoPE) ----------------------------------------------------------
export type { RopeFrequencyOptions, RopeLayout, RopeOptions, RopeScaling, RopeScalingType } from './rope-options.js';
export type { ApplyRopeOptions, RopeCosSinOptions, RopeFrequencies, RopeShape } from './rope.js';
export type { RopeConfig, RopeFromConfigOptions } from './rope-config.js';
export type { LayerAttention, LayerRopeOptions, ModelLayers, RopeLayer, RopeLayersOptions } from './rope-layers.js';
export type { MropePositionOptions, MropeSegment } from './mrope.js';
export type { XposOptions } from './xpos.js';
export {
  applyRope,
  applyXpos,
  mropePositions,
  rope2dPositions,
  ropeCosSin,
  ropeFrequencies,
  ropePermutation,
} from './public-rope.js';

// Reading a model's config.json (the family table): a module of its own, so that a bundle whose
// views never read a config leaves the table out (it is a quarter of the core's JS).
export { modelFamilies, readModelTypes, ropeFromConfig, ropeLayers, TRANSFORMERS_COMMIT } from './model-config.js';
export type { FamilyGroup, ModelFamilyInfo } from './model-config.js';

// ---- ALiBi, T5 buckets and attention scores ------------------------------------------------
export {
  alibiBias,
  alibiSlopes,
  attentionDecomposition,
  attentionScores,
  t5BucketMatrix,
  t5RelativeBucket,
} from './public-attention.js';
export type { AlibiBiasOptions, AlibiMode } from './alibi.js';
export type {
  AlibiScoreOptions,
  AttentionDecomposition,
  AttentionEncoding,
  AttentionScoreOptions,
  PlainScoreOptions,
  RopeScoreOptions,
  T5ScoreOptions,
} from './attention.js';
export type { T5BucketMatrixOptions, T5BucketOptions } from './t5.js';

// ---- Precision lab -----------------------------------------------------------------------------
export { precisionErrors, roundToFormat } from './public-precision.js';
export type { NumberFormat, PrecisionArithmetic, PrecisionErrorOptions, PrecisionQuantity } from './precision.js';

// ---- Check your encoding (issue 30) ------------------------------------------------------------
export { identifyEncoding } from './identify.js';
export type {
  DetectedPrecision,
  EncodingKind,
  EncodingMatch,
  IdentifyOptions,
  IdentifyResult,
} from './identify-types.js';
export { parseTensor, type Tensor } from './tensor-readers.js';
export { readNpy, MAX_TENSOR_BYTES } from './read-npy.js';
