// The shape of the Emscripten/embind module built from cpp/bindings/embind.cpp. Emscripten 3.1.6
// cannot emit TypeScript declarations, so this is written by hand and kept next to the glue.

/** Status codes of positional_encoding::Status (cpp/include/positional_encoding.h). */
export const enum WasmStatus {
  Ok = 0,
  InvalidArgument = 1,
  OutOfMemory = 2,
}

export interface WasmModule {
  /** Recreated by Emscripten whenever memory grows: read it afresh after every call. */
  HEAPF32: Float32Array;
  HEAP8: Int8Array;
  HEAPF64: Float64Array;
  _malloc(bytes: number): number;
  _free(address: number): void;
  _sinusoidalTable(
    out: number,
    length: number,
    dModel: number,
    base: number,
    offset: number,
    layout: number,
    exponent: number,
  ): WasmStatus;
  _addPositionalEncoding(
    x: number,
    y: number,
    batch: number,
    length: number,
    dModel: number,
    call: WasmAddEncodingCall,
  ): WasmStatus;
  _applyInvertedDropout(data: number, count: number, p: number, seedHigh: number, seedLow: number): WasmStatus;
  _rowDotProducts(table: number, length: number, dModel: number, out: number): WasmStatus;
  _frequencies(out: number, dModel: number, base: number, exponent: number): WasmStatus;
  _angles(out: number, length: number, dModel: number, base: number, offset: number, exponent: number): WasmStatus;
  /** An address, or 0 when the stream cannot be opened. */
  _tableStreamOpen(
    length: number,
    dModel: number,
    base: number,
    offset: number,
    layout: number,
    exponent: number,
  ): number;
  _tableStreamRead(stream: number, out: number, rows: number): WasmStatus;
  _tableStreamClose(stream: number): void;
  _heapBytesInUse(): number;
}

/** The core's AddEncodingCall value_object: the scale of x and the table's options as codes. */
export interface WasmAddEncodingCall {
  scale: number;
  base: number;
  offset: number;
  /** 0 interleaved, 1 split. */
  layout: number;
  /** positional_encoding::Exponent's code. */
  exponent: number;
}

/** Options Emscripten's factory understands (the subset this package passes on). */
export interface WasmFactoryOptions {
  wasmBinary?: ArrayBuffer | Uint8Array;
  locateFile?: (path: string, prefix: string) => string;
  /** Where the glue writes output and errors (console.log / console.warn by default). */
  print?: (text: string) => void;
  printErr?: (text: string) => void;
  /** Called with the reason before the module rejects with "Aborted(…)". */
  onAbort?: (reason: unknown) => void;
}

export type WasmFactory = (options?: WasmFactoryOptions) => Promise<WasmModule>;

// ---- RoPE (cpp/bindings/rope_bindings.cpp) ----------------------------------------------------

/** The core's RopeCall value_object: unset numbers are NaN, arrays are heap addresses (0: none). */
export interface RopeCall {
  base: number;
  rotaryDim: number;
  seqLen: number;
  layout: number;
  scalingType: number;
  factor: number;
  originalMaxPositionEmbeddings: number;
  maxPositionEmbeddings: number;
  lowFreqFactor: number;
  highFreqFactor: number;
  betaFast: number;
  betaSlow: number;
  mscale: number;
  mscaleAllDim: number;
  attentionFactor: number;
  partialRotaryFactor: number;
  truncate: boolean;
  shortFactor: number;
  longFactor: number;
  offset: number;
  positions: number;
  mropeTime: number;
  mropeHeight: number;
  mropeWidth: number;
  rope2d: boolean;
}

export interface WasmModule {
  _ropeFrequencies(invFreq: number, attentionFactor: number, headDim: number, call: RopeCall): WasmStatus;
  _ropeCosSin(cos: number, sin: number, length: number, headDim: number, call: RopeCall): WasmStatus;
  _applyRope(
    x: number,
    y: number,
    batch: number,
    heads: number,
    length: number,
    headDim: number,
    call: RopeCall,
  ): WasmStatus;
}

// ---- xPos (cpp/bindings/xpos_bindings.cpp) -----------------------------------------------------

/** The core's XposCall value_object: XposOptions with the layout as a code. */
export interface WasmXposCall {
  base: number;
  scaleBase: number;
  gamma: number;
  /** 0 'half', 1 'pairs'. */
  layout: number;
}

export interface WasmModule {
  _applyXpos(
    q: number,
    k: number,
    qOut: number,
    kOut: number,
    batch: number,
    heads: number,
    length: number,
    headDim: number,
    call: WasmXposCall,
  ): WasmStatus;
}

// ---- ALiBi, T5 buckets and attention scores (cpp/bindings/attention_bindings.cpp) ------------

/** AlibiOptions of attention_bias.h as numbers. mode: 0 causal, 1 symmetric. */
export interface WasmAlibiOptions {
  mode: number;
  offset: number;
}

export interface WasmT5Options {
  bidirectional: boolean;
  numBuckets: number;
  maxDistance: number;
}

/** AttentionScoreOptions of attention_bias.h. encoding: 0 none, 1 alibi, 2 t5; scale 0 = 1/√d. */
export interface WasmScoreOptions {
  encoding: number;
  scale: number;
  causal: boolean;
  alibiMode: number;
  /** Address of the num_buckets × heads float table (0 unless encoding is t5). */
  t5Bias: number;
  t5: WasmT5Options;
  softmax: boolean;
}

export interface WasmModule {
  HEAP32: Int32Array;
  _alibiSlopes(out: number, heads: number): WasmStatus;
  _alibiBias(out: number, heads: number, length: number, keyLength: number, options: WasmAlibiOptions): WasmStatus;
  _t5RelativeBuckets(positions: number, out: number, count: number, options: WasmT5Options): WasmStatus;
  _t5BucketMatrix(
    out: number,
    queryLength: number,
    keyLength: number,
    offset: number,
    options: WasmT5Options,
  ): WasmStatus;
  _attentionScores(
    q: number,
    k: number,
    out: number,
    heads: number,
    length: number,
    headDim: number,
    options: WasmScoreOptions,
  ): WasmStatus;
  /** out: five length × length blocks (cc, cp, pc, pp, total), one after another. */
  _attentionDecomposition(
    x: number,
    p: number,
    wq: number,
    wk: number,
    length: number,
    dModel: number,
    headDim: number,
    out: number,
  ): WasmStatus;
}

// ---- Precision lab (cpp/bindings/precision_bindings.cpp) --------------------------------------

/** The core's PrecisionOptions as numbers: enums as codes, x as a heap address (0: all ones). */
export interface WasmPrecisionCall {
  base: number;
  arithmetic: number;
  quantity: number;
  x: number;
  /** −1: the worst of all planes. */
  plane: number;
}

export interface WasmModule {
  _precisionErrors(out: number, positions: number, count: number, headDim: number, call: WasmPrecisionCall): WasmStatus;
  _roundToFormat(values: number, out: number, count: number, format: number): WasmStatus;
}
