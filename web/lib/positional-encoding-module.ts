// PositionalEncoding mirrors the article's PyTorch module: a precomputed `pe` buffer of
// maxLength × dModel, and forward(x) = dropout(x + pe[:L]).
import { runtime } from './default-runtime.js';
import type { Shape3 } from './runtime.js';
import {
  checkBase,
  checkElementCount,
  checkFloat32Array,
  checkInteger,
  checkOptionNames,
  checkShape,
  checkUsable,
  describe,
  MAX_ELEMENTS,
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
const MASK_64 = (1n << 64n) - 1n;

/** SplitMix64's finaliser (Steele, Lea, Flood 2014): a bijection of 64-bit words that mixes every bit. */
function splitMix64(z: bigint): bigint {
  z = (z + 0x9e3779b97f4a7c15n) & MASK_64;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK_64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK_64;
  return z ^ (z >> 31n);
}

/**
 * The dropout seed of forward() call `call` under `seed`: mix(mix(seed) + call). Distinct
 * (seed, call) pairs give distinct 64-bit words unless mix(s) − mix(s') is a difference of call
 * counts (about 2^-64 per pair of seeds per call), so every call draws from its own stream; XOR
 * of the call into the seed's high word would let seed 0's call c equal another seed's call 0.
 */
export function dropoutSeed(seed: number, call: number): { high: number; low: number } {
  const word = splitMix64((splitMix64(BigInt(seed)) + BigInt(call)) & MASK_64);
  return { high: Number(word >> 32n), low: Number(word & 0xffffffffn) };
}

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
  readonly #pe: Float32Array;
  #training = true;
  readonly #seed: number;
  #calls = 0;

  /**
   * The table, maxLength × dModel, row-major (the module's registered buffer): a copy on every
   * read. The table forward() adds is fixed when the module is built; writing into the copy does
   * not change it (unlike torch, where editing the buffer changes forward). Read it once, not in a loop.
   */
  get pe(): Float32Array {
    return this.#pe.slice();
  }

  /** Dropout applies only while training, as in torch.nn.Module; set false for evaluation. A boolean. */
  get training(): boolean {
    return this.#training;
  }

  set training(value: boolean) {
    // A string such as 'false' would otherwise keep dropout on.
    if (typeof value !== 'boolean')
      throw new TypeError(`positional-encoding: training must be a boolean; got ${describe(value)}`);
    this.#training = value;
  }

  constructor(options: PositionalEncodingOptions) {
    checkUsable('options', options);
    if (options === undefined) {
      throw new TypeError('positional-encoding: new PositionalEncoding({ dModel, … }) needs an options object');
    }
    const o = checkOptionNames('PositionalEncoding', options, OPTION_NAMES);
    this.dModel = checkInteger('dModel', o.dModel, 1, MAX_ELEMENTS);
    this.maxLength = o.maxLength === undefined ? 5000 : checkInteger('maxLength', o.maxLength, 1, MAX_ELEMENTS);
    checkElementCount(`pe (maxLength ${this.maxLength} × dModel ${this.dModel})`, this.maxLength * this.dModel);
    this.base = checkBase(o.base);
    this.dropout = o.dropout === undefined ? 0 : checkDropout(o.dropout);
    this.#seed = o.seed === undefined ? randomSeed() : checkInteger('seed', o.seed, 0, Number.MAX_SAFE_INTEGER);
    this.#pe = runtime().sinusoidal(this.maxLength, this.dModel, { base: this.base });
  }

  /** x + pe[:L] for x of shape [batch, L, dModel], then dropout while training. A new array. */
  forward(x: Float32Array, shape: Shape3): Float32Array {
    checkUsable('shape', shape, 0);
    checkFloat32Array('x', x);
    const [, length, dModel] = checkShape(shape, x.length);
    if (dModel !== this.dModel) {
      throw new RangeError(`positional-encoding: shape[2] must equal dModel (${this.dModel}); got ${dModel}`);
    }
    if (length > this.maxLength) {
      throw new RangeError(
        `positional-encoding: shape[1] (length) must be <= maxLength (${this.maxLength}); got ${length}`,
      );
    }
    const y = runtime().addPositionalEncoding(x, shape, { base: this.base });
    if (this.#training && this.dropout > 0) {
      // Each call draws a fresh mask from its own stream; the sequence of masks is fixed by the seed.
      const { high, low } = dropoutSeed(this.#seed, this.#calls++);
      runtime().applyInvertedDropout(y, this.dropout, high, low);
    }
    return y;
  }
}

function checkDropout(value: unknown): number {
  if (typeof value !== 'number') {
    throw new TypeError(`positional-encoding: dropout must be a number in [0, 1); got ${describe(value)}`);
  }
  if (!(value >= 0 && value < 1)) {
    throw new RangeError(`positional-encoding: dropout must be a number in [0, 1); got ${value}`);
  }
  return value;
}
