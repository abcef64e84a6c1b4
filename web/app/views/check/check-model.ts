// The check view's numbers, without a DOM (tested in Node): a tensor identified by the package's
// identifyEncoding, the best match in words, its precision, the runners-up, the diagnosis as
// lines, and |input − match| cell by cell, from the table the match's own call computes.
import {
  alibiBias,
  alibiSlopes,
  applyRope,
  identifyEncoding,
  ropeCosSin,
  sinusoidal,
  t5BucketMatrix,
  type DetectedPrecision,
  type EncodingKind,
  type EncodingMatch,
  type IdentifyResult,
} from 'positional-encoding';
import type { CheckTensor } from './check-gallery.js';
import { javascriptLines, pythonLines } from './check-code.js';

export type KindChoice = 'any' | EncodingKind;

/** The kind selector's choices: the API's options.kind, or any ('rope' needs x before too: gallery only). */
export const KIND_CHOICES: readonly { value: KindChoice; label: string }[] = [
  { value: 'any', label: 'Any (from the shape)' },
  { value: 'sinusoidal', label: 'Sinusoid table (L × d_model)' },
  { value: 'rope-cos', label: 'RoPE cos cache (L × rotary dim)' },
  { value: 'rope-sin', label: 'RoPE sin cache (L × rotary dim)' },
  { value: 'alibi', label: 'ALiBi slopes or bias' },
  { value: 't5', label: 'T5 bucket ids' },
];

/** |input − match| laid out as the heatmap draws it: every axis but the last down, the last across. */
export interface ErrorTable {
  rows: number;
  cols: number;
  /** |input − match| per cell. */
  values: Float32Array;
  input: ArrayLike<number>;
  match: ArrayLike<number>;
  max: number;
  worst: { row: number; col: number };
}

export interface CheckOutcome {
  result: IdentifyResult;
  shape: readonly number[];
  best: EncodingMatch | null;
  /** The best match in words, or what nothing matching means. */
  headline: string;
  /** The number format named, in words. */
  precision: string;
  diagnosis: string[];
  runnersUp: readonly EncodingMatch[];
  errors: ErrorTable | null;
  javascript: string | null;
  python: string | null;
}

const PRECISION_WORDS: Record<DetectedPrecision, string> = {
  float64: 'float64: the values are not all float32 numbers; each is within float32’s rounding of the package’s table',
  float32: 'float32: every value is a float32 number, within the package’s float32 contract',
  float16: 'float16: every value is a float16 number, within half a float16 step of the exact table',
  bfloat16: 'bfloat16: every value is a bfloat16 number, within half a bfloat16 step of the exact table',
};

const LAYOUT_WORDS: Record<string, string> = {
  interleaved: 'sin and cos interleaved',
  split: 'split (sines, then cosines)',
  half: '“half” pairs (rotate_half)',
  pairs: '“pairs” (GPT-J’s rotate_every_two)',
};

function scalingWords(scaling: Record<string, unknown> | undefined): string {
  if (!scaling) return 'no long-context scaling';
  const fields = Object.entries(scaling)
    .filter(([key]) => key !== 'type' && key !== 'shortFactor' && key !== 'longFactor')
    .map(([key, value]) => `${key} ${typeof value === 'number' ? Number(value.toPrecision(6)) : String(value)}`);
  return `${String(scaling.type)} scaling${fields.length ? ` (${fields.join(', ')})` : ''}`;
}

/** The best match in words, for a student: which convention, with which settings. */
export function describeMatch(match: EncodingMatch, shape: readonly number[]): string {
  const o = match.options as Record<string, unknown>;
  switch (match.kind) {
    case 'sinusoidal':
      return (
        `The paper’s sinusoid: ${shape[0]} positions × d_model = ${shape[1]}, ` +
        `base n = ${String(o.base)}, ${LAYOUT_WORDS[String(o.layout ?? 'interleaved')]}, ` +
        `${o.exponent === 'tensor2tensor' ? 'tensor2tensor’s exponent i/(d/2 − 1)' : 'exponent 2i/d_model'}` +
        `${o.offset ? `, rows from position ${String(o.offset)}` : ''}.`
      );
    case 'rope-cos':
    case 'rope-sin':
      return (
        `A RoPE ${match.kind === 'rope-cos' ? 'cos' : 'sin'} cache: ${shape[0]} positions × ${shape[1]} ` +
        `dimensions${match.headDim !== shape[1] ? ` (head_dim ${String(match.headDim)})` : ''}, base θ = ${String(o.base)}, ` +
        `${LAYOUT_WORDS[String(o.layout ?? 'half')]}, ${scalingWords(o.scaling as Record<string, unknown>)}` +
        `${typeof o.offset === 'number' ? `, rows from position ${o.offset}` : ''}` +
        `${Array.isArray(o.positions) ? ', at the positions listed in the call' : ''}.`
      );
    case 'rope':
      return (
        `RoPE applied to x (${shape.join(' × ')}): base θ = ${String(o.base)}, ` +
        `${LAYOUT_WORDS[String(o.layout ?? 'half')]}, ${scalingWords(o.scaling as Record<string, unknown>)}.`
      );
    case 'alibi':
      return shape.length === 1
        ? `ALiBi’s slopes for ${String(o.heads)} heads, as the paper defines them.`
        : `ALiBi’s bias for ${String(o.heads)} heads, ${shape[1]} queries × ${shape[2]} keys, ` +
            `${String(o.mode ?? 'causal')}${o.offset ? `, query 0 at key ${String(o.offset)}` : ''}.`;
    case 't5':
      return (
        `T5’s relative-position buckets: ${String(o.numBuckets)} buckets up to distance ${String(o.maxDistance)}, ` +
        `${o.bidirectional ? 'bidirectional (an encoder)' : 'unidirectional (a decoder)'}` +
        `${o.offset ? `, query 0 at key ${String(o.offset)}` : ''}.`
      );
  }
}

/** The table the match's own call computes, in the input's layout. */
function reproduce(match: EncodingMatch, tensor: CheckTensor): ArrayLike<number> {
  const o = match.options as Record<string, never>;
  const shape = tensor.shape;
  switch (match.kind) {
    case 'sinusoidal':
      return sinusoidal(shape[0]!, shape[1]!, o);
    case 'rope-cos':
    case 'rope-sin':
      return ropeCosSin(shape[0]!, match.headDim!, o)[match.kind === 'rope-cos' ? 'cos' : 'sin'];
    case 'rope':
      return applyRope(Float32Array.from(tensor.input!), shape as [number, number, number, number], o);
    case 'alibi': {
      const { heads, ...rest } = match.options as { heads: number };
      return shape.length === 1 ? alibiSlopes(heads) : alibiBias(heads, shape[1]!, { keyLength: shape[2], ...rest });
    }
    case 't5':
      return t5BucketMatrix(shape[0]!, shape[1]!, o);
  }
}

export function errorTable(input: ArrayLike<number>, table: ArrayLike<number>, shape: readonly number[]): ErrorTable {
  const cols = shape[shape.length - 1]!;
  const rows = input.length / cols;
  const values = new Float32Array(input.length);
  let max = 0;
  let worst = 0;
  for (let i = 0; i < values.length; i++) {
    const a = input[i]!;
    const b = table[i]!;
    const error = a === b ? 0 : Math.abs(a - b); // −∞ = −∞ (ALiBi's causal mask) is no error
    values[i] = error;
    if (error > max) {
      max = error;
      worst = i;
    }
  }
  return { rows, cols, values, input, match: table, max, worst: { row: Math.floor(worst / cols), col: worst % cols } };
}

export function checkTensor(tensor: CheckTensor, kind: KindChoice): CheckOutcome {
  const options = {
    ...(kind === 'any' ? {} : { kind }),
    ...(tensor.input ? { input: tensor.input } : {}),
  };
  const result = identifyEncoding(tensor.values, tensor.shape, options);
  const best = result.matches[0] ?? null;
  const diagnosis = result.diagnosis.split('\n').filter((line) => line !== '');
  if (!best) {
    return {
      result,
      shape: tensor.shape,
      best: null,
      headline: 'No convention the package knows reproduces this tensor. The diagnosis says what was tried.',
      precision: '',
      diagnosis,
      runnersUp: [],
      errors: null,
      javascript: null,
      python: null,
    };
  }
  return {
    result,
    shape: tensor.shape,
    best,
    headline: describeMatch(best, tensor.shape),
    precision: PRECISION_WORDS[best.precision],
    diagnosis,
    runnersUp: result.matches.slice(1),
    errors: errorTable(tensor.values, reproduce(best, tensor), tensor.shape),
    javascript: javascriptLines(best, tensor.shape),
    python: pythonLines(best, tensor.shape),
  };
}
