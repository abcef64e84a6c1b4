// The shapes identifyEncoding takes and returns (issue 30, "Check your encoding"). The names are
// the issue's, exactly: tests and the CLI's --json output rely on them.

/** What a tensor holds, when the caller knows (it narrows the search). */
export type EncodingKind = 'sinusoidal' | 'rope-cos' | 'rope-sin' | 'rope' | 'alibi' | 't5';

/** The narrowest number format that explains the residual against the package's own table. */
export type DetectedPrecision = 'float64' | 'float32' | 'float16' | 'bfloat16';

export interface IdentifyOptions {
  /** Narrows the search to one kind; without it the shape and values choose the candidates. */
  kind?: EncodingKind;
  /** One position per row when the rows are not 0 … L − 1 (Hugging Face's position_ids). */
  positions?: Int32Array;
  /** kind 'rope': x before the rotation, the same shape as `values` ([batch, heads, length, headDim]). */
  input?: Float32Array | Float64Array;
}

export interface EncodingMatch {
  kind: EncodingKind;
  /** Exactly what the reproducing API function takes as its options argument. */
  options: Record<string, unknown>;
  /** The headDim argument of ropeCosSin / applyRope (RoPE kinds only). */
  headDim?: number;
  /** Largest |input − the function's table| over all cells. */
  maxError: number;
  /** Flat (row-major) index of that cell. */
  worstIndex: number;
  precision: DetectedPrecision;
  /** The call that reproduces the input, as a line of TypeScript. */
  call: string;
  /** Where the match departs from the standard convention (empty for a clean match). */
  departures: string[];
}

export interface IdentifyResult {
  /** Best first; empty when nothing reproduces the input. */
  matches: EncodingMatch[];
  /** Short sentences, one per line: departures with numbers, or what was tried and how near it came. */
  diagnosis: string;
}
