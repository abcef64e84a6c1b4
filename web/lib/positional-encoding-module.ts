// PositionalEncoding mirrors the article's PyTorch module: a precomputed `pe` buffer of
// maxLength × dModel, and forward(x) = dropout(x + pe[:L]).
import { runtime } from './default-runtime.js';
import {
  checkBase, checkElementCount, checkFloat32Array, checkInteger, checkOptionNames, checkShape, MAX_ELEMENTS,
} from './validate.js';

export interface PositionalEncodingOptions {
  /** Embedding width d_model (an integer >= 1). */
  dModel: number;
  /** Longest sequence forward() accepts; `pe` has this many rows. Default 5000, as in the article. */
  maxLength?: number;
  /** n in formula (15.1). Default 10000. */
  base?: number;
  /** Dropout probability p in [0, 1): kept values are scaled by 1/(1-p). Default 0. */
  dropout?: number;
  /** Makes the dropout masks reproducible: an integer in [0, 2^53). Default: random. */
  seed?: number;
}

const OPTION_NAMES = ['dModel', 'maxLength', 'base', 'dropout', 'seed'] as const;
const TWO_TO_32 = 2 ** 32;

function randomSeed(): number {
  const words = new Uint32Array(2);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(words);
  else words.set([Math.random() * TWO_TO_32, Math.random() * TWO_TO_32]);
  return (words[0]! & 0x1fffff) * TWO_TO_32 + words[1]!;
}

export class PositionalEncoding {
  readonly dModel: number;
  readonly maxLength: number;
  readonly base: number;
  readonly dropout: number;
  /** The table, maxLength × dModel, row-major (the module's registered buffer). */
  readonly pe: Float32Array;
  /** Dropout applies only while training, as in torch.nn.Module; set false for evaluation. */
  training = true;

  private readonly seed: number;
  private calls = 0;

  constructor(options: PositionalEncodingOptions) {
    if (options === undefined) {
      throw new TypeError('positional-encoding: new PositionalEncoding({ dModel, … }) needs an options object');
    }
    const o = checkOptionNames('PositionalEncoding', options, OPTION_NAMES);
    this.dModel = checkInteger('dModel', o.dModel, 1, MAX_ELEMENTS);
    this.maxLength = checkInteger('maxLength', o.maxLength ?? 5000, 1, MAX_ELEMENTS);
    checkElementCount(`pe (maxLength ${this.maxLength} × dModel ${this.dModel})`, this.maxLength * this.dModel);
    this.base = checkBase(o.base);
    this.dropout = o.dropout === undefined ? 0 : checkDropout(o.dropout);
    this.seed = o.seed === undefined ? randomSeed() : checkInteger('seed', o.seed, 0, Number.MAX_SAFE_INTEGER);
    this.pe = runtime().sinusoidal(this.maxLength, this.dModel, { base: this.base });
  }

  /** x + pe[:L] for x of shape [batch, L, dModel], then dropout while training. A new array. */
  forward(x: Float32Array, shape: [number, number, number]): Float32Array {
    checkFloat32Array('x', x);
    const [, length, dModel] = checkShape(shape, x.length);
    if (dModel !== this.dModel) {
      throw new RangeError(`positional-encoding: shape[2] must equal dModel (${this.dModel}); got ${dModel}`);
    }
    if (length > this.maxLength) {
      throw new RangeError(
        `positional-encoding: shape[1] (length) must be <= maxLength (${this.maxLength}); got ${length}`);
    }
    const y = runtime().addPositionalEncoding(x, shape, { base: this.base });
    if (this.training && this.dropout > 0) {
      // Each call draws a fresh mask; the sequence of masks is fixed by the seed.
      const call = this.calls++;
      const high = (Math.floor(this.seed / TWO_TO_32) ^ Math.imul(call, 0x9e3779b9)) >>> 0;
      runtime().applyInvertedDropout(y, this.dropout, high, this.seed % TWO_TO_32);
    }
    return y;
  }
}

function checkDropout(value: unknown): number {
  if (typeof value !== 'number') {
    throw new TypeError(`positional-encoding: dropout must be a number in [0, 1); got ${String(value)}`);
  }
  if (!(value >= 0 && value < 1)) {
    throw new RangeError(`positional-encoding: dropout must be a number in [0, 1); got ${value}`);
  }
  return value;
}
