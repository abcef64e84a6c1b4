// Argument checks for the RoPE functions: every failure names the option and its allowed values,
// before anything reaches the core. The checked options come back as one plain record that
// rope.ts turns into the core's RopeCall.
import type { RopeLayout, RopeScaling, RopeScalingType } from './rope-options.js';
import {
  checkBase,
  checkBoolean,
  checkInteger,
  checkNumberAbove,
  checkOptionNames,
  describe,
  MAX_ELEMENTS,
} from './validate.js';

const PREFIX = 'positional-encoding: ';
export const ROPE_LAYOUTS: readonly RopeLayout[] = ['half', 'pairs'];
export const ROPE_SCALING_TYPES: readonly RopeScalingType[] = [
  'linear',
  'dynamic',
  'yarn',
  'longrope',
  'llama3',
  'proportional',
];
/** The core's RopeScalingType codes (cpp/include/rope.h). */
export const SCALING_CODE: Record<RopeScalingType | 'default', number> = {
  default: 0,
  linear: 1,
  dynamic: 2,
  yarn: 3,
  longrope: 4,
  llama3: 5,
  proportional: 6,
};

/** Fields each scaling type reads, the required ones first (as Hugging Face reads them). */
export const SCALING_FIELDS: Record<RopeScalingType, { required: readonly string[]; optional: readonly string[] }> = {
  linear: { required: ['factor'], optional: [] },
  dynamic: { required: ['factor', 'maxPositionEmbeddings'], optional: [] },
  yarn: {
    required: [],
    optional: [
      'factor',
      'originalMaxPositionEmbeddings',
      'maxPositionEmbeddings',
      'betaFast',
      'betaSlow',
      'mscale',
      'mscaleAllDim',
      'attentionFactor',
      'truncate',
    ],
  },
  longrope: {
    required: ['shortFactor', 'longFactor'],
    optional: ['factor', 'originalMaxPositionEmbeddings', 'maxPositionEmbeddings', 'attentionFactor'],
  },
  llama3: { required: ['factor', 'lowFreqFactor', 'highFreqFactor', 'originalMaxPositionEmbeddings'], optional: [] },
  proportional: { required: [], optional: ['factor', 'partialRotaryFactor'] },
};

export interface CheckedScaling {
  type: RopeScalingType | 'default';
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
  shortFactor?: Float64Array;
  longFactor?: Float64Array;
}

export interface CheckedRope {
  base: number;
  rotaryDim: number;
  seqLen: number; // NaN: unset
  layout: RopeLayout;
  scaling: CheckedScaling;
  offset: number;
  positions?: Float64Array;
  /** M-RoPE's plane counts (time, height, width); [0, 0, 0]: off. */
  mropeSection: [number, number, number];
  /** 2D RoPE: positions holds rows, then columns. */
  rope2d: boolean;
}

/** An even head width, as every layout pairs dimensions. */
export function checkHeadDim(name: string, value: unknown): number {
  const headDim = checkInteger(name, value, 2, MAX_ELEMENTS);
  if (headDim % 2 !== 0) {
    throw new RangeError(`${PREFIX}${name} must be even (RoPE rotates pairs of dimensions); got ${headDim}`);
  }
  return headDim;
}

function checkLayout(value: unknown): RopeLayout {
  if (value === undefined) return 'half';
  if (!ROPE_LAYOUTS.includes(value as RopeLayout)) {
    throw new RangeError(`${PREFIX}options.layout must be 'half' or 'pairs'; got ${describe(value)}`);
  }
  return value as RopeLayout;
}

function checkRotaryDim(value: unknown, headDim: number): number {
  if (value === undefined) return headDim;
  const rotaryDim = checkInteger('options.rotaryDim', value, 2, headDim);
  if (rotaryDim % 2 !== 0) {
    throw new RangeError(`${PREFIX}options.rotaryDim must be an even integer in [2, ${headDim}]; got ${rotaryDim}`);
  }
  return rotaryDim;
}

/** Array-like numbers as a Float64Array of `length` values, each checked by `check`. */
export function checkNumberArray(
  name: string,
  value: unknown,
  length: number,
  what: string,
  check: (v: number) => boolean,
): Float64Array {
  const isArrayLike = Array.isArray(value) || ArrayBuffer.isView(value);
  if (!isArrayLike || value instanceof DataView) {
    throw new TypeError(`${PREFIX}${name} must be an array of ${length} ${what}`);
  }
  const values = value as ArrayLike<unknown>;
  if (values.length !== length) {
    throw new RangeError(`${PREFIX}${name} must hold ${length} values (${what}); it holds ${values.length}`);
  }
  const out = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    const v = values[i];
    if (typeof v !== 'number' && typeof v !== 'bigint') {
      throw new TypeError(`${PREFIX}${name}[${i}] must be a number (${what}); got ${describe(v)}`);
    }
    const n = Number(v);
    if (!check(n)) throw new RangeError(`${PREFIX}${name}[${i}] must be one of ${what}; got ${n}`);
    out[i] = n;
  }
  return out;
}

function checkScaling(value: unknown, rotaryDim: number, headDim: number): CheckedScaling {
  const checked: CheckedScaling = {
    type: 'default',
    factor: NaN,
    originalMaxPositionEmbeddings: NaN,
    maxPositionEmbeddings: NaN,
    lowFreqFactor: NaN,
    highFreqFactor: NaN,
    betaFast: NaN,
    betaSlow: NaN,
    mscale: NaN,
    mscaleAllDim: NaN,
    attentionFactor: NaN,
    partialRotaryFactor: NaN,
    truncate: true,
  };
  if (value === undefined) return checked;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`${PREFIX}options.scaling must be an object { type, … }; got ${describe(value)}`);
  }
  const type = (value as { type?: unknown }).type;
  if (!ROPE_SCALING_TYPES.includes(type as RopeScalingType)) {
    throw new RangeError(
      `${PREFIX}options.scaling.type must be one of ${ROPE_SCALING_TYPES.map((t) => `'${t}'`).join(', ')}; ` +
        `got ${describe(type)}`,
    );
  }
  const fields = SCALING_FIELDS[type as RopeScalingType];
  const s = checkOptionNames(
    `${type} scaling`,
    value,
    ['type', ...fields.required, ...fields.optional],
    'options.scaling',
  );
  for (const name of fields.required) {
    if (s[name] === undefined) {
      throw new RangeError(
        `${PREFIX}options.scaling.${name} is required for ${type} scaling (it needs ${fields.required.join(', ')})`,
      );
    }
  }
  checked.type = type as RopeScalingType;
  const positive = (name: keyof RopeScaling) =>
    s[name] === undefined ? NaN : checkNumberAbove(`options.scaling.${name}`, s[name], 0);
  const finite = (name: keyof RopeScaling) =>
    s[name] === undefined ? NaN : checkNumberAbove(`options.scaling.${name}`, s[name], -Infinity);
  const length = (name: keyof RopeScaling) =>
    s[name] === undefined ? NaN : checkInteger(`options.scaling.${name}`, s[name], 1, Number.MAX_SAFE_INTEGER);
  checked.factor = positive('factor');
  checked.originalMaxPositionEmbeddings = length('originalMaxPositionEmbeddings');
  checked.maxPositionEmbeddings = length('maxPositionEmbeddings');
  checked.lowFreqFactor = positive('lowFreqFactor');
  checked.highFreqFactor = positive('highFreqFactor');
  checked.betaFast = finite('betaFast');
  checked.betaSlow = finite('betaSlow');
  checked.mscale = finite('mscale');
  checked.mscaleAllDim = finite('mscaleAllDim');
  checked.attentionFactor = positive('attentionFactor');
  if (checked.attentionFactor > FLOAT32_MAX) {
    throw new RangeError(
      `${PREFIX}options.scaling.attentionFactor must be at most ${FLOAT32_MAX} (cos and sin are ` +
        `multiplied by it in float32); got ${checked.attentionFactor}`,
    );
  }
  for (const name of ['betaFast', 'betaSlow'] as const) {
    // transformers takes log(original / (beta · 2π)): a negative beta has no logarithm (0 means the default).
    if (checked[name] < 0)
      throw new RangeError(`${PREFIX}options.scaling.${name} must be >= 0 (0: the default); got ${checked[name]}`);
  }
  if (s.partialRotaryFactor !== undefined) {
    const fraction = s.partialRotaryFactor;
    if (typeof fraction !== 'number') {
      throw new TypeError(
        `${PREFIX}options.scaling.partialRotaryFactor must be a number in [0, 1]; got ${describe(fraction)}`,
      );
    }
    if (!(fraction >= 0 && fraction <= 1)) {
      throw new RangeError(`${PREFIX}options.scaling.partialRotaryFactor must be a number in [0, 1]; got ${fraction}`);
    }
    checked.partialRotaryFactor = fraction;
  }
  checked.truncate = checkBoolean('options.scaling.truncate', s.truncate, true);
  checkScalingCombination(checked, rotaryDim);
  if (type === 'proportional' && rotaryDim !== headDim) {
    throw new RangeError(
      `${PREFIX}proportional scaling rotates part of the head through options.scaling.partialRotaryFactor; ` +
        `options.rotaryDim must be headDim (${headDim}) or absent; got ${rotaryDim}`,
    );
  }
  if (type === 'longrope') {
    const what = 'finite numbers > 0';
    const isPositive = (v: number) => Number.isFinite(v) && v > 0;
    checked.shortFactor = checkNumberArray(
      'options.scaling.shortFactor',
      s.shortFactor,
      rotaryDim / 2,
      what,
      isPositive,
    );
    checked.longFactor = checkNumberArray('options.scaling.longFactor', s.longFactor, rotaryDim / 2, what, isPositive);
  }
  return checked;
}

/** Conditions that involve more than one field. */
function checkScalingCombination(s: CheckedScaling, rotaryDim: number): void {
  if (s.type === 'llama3' && !(s.highFreqFactor >= s.lowFreqFactor)) {
    throw new RangeError(
      `${PREFIX}options.scaling.highFreqFactor must be at least lowFreqFactor (equal: no blended band) ` +
        `(${s.lowFreqFactor}); got ${s.highFreqFactor}`,
    );
  }
  if (s.type === 'dynamic' && rotaryDim < 4) {
    throw new RangeError(
      `${PREFIX}dynamic scaling needs options.rotaryDim >= 4 (its exponent is d / (d − 2)); got ${rotaryDim}`,
    );
  }
  const hasRatio = !Number.isNaN(s.maxPositionEmbeddings) && !Number.isNaN(s.originalMaxPositionEmbeddings);
  if ((s.type === 'yarn' || s.type === 'longrope') && Number.isNaN(s.factor) && !hasRatio) {
    throw new RangeError(
      `${PREFIX}options.scaling.factor is required for ${s.type} scaling unless both ` +
        'maxPositionEmbeddings and originalMaxPositionEmbeddings are given (then it is their ratio)',
    );
  }
  const hasLength = !Number.isNaN(s.originalMaxPositionEmbeddings) || !Number.isNaN(s.maxPositionEmbeddings);
  if ((s.type === 'yarn' || s.type === 'longrope') && !hasLength) {
    throw new RangeError(
      `${PREFIX}options.scaling.originalMaxPositionEmbeddings (or maxPositionEmbeddings) ` +
        `is required for ${s.type} scaling: ${s.type === 'yarn' ? 'it sets the correction range' : 'it chooses short or long factors'}`,
    );
  }
}

const FLOAT32_MAX = 3.4028234663852886e38;

/** yarn's mscale(scale, m): the attention factor's building block (transformers' get_mscale). */
function yarnMscale(scale: number, m: number): number {
  return scale <= 1 ? 1 : 0.1 * m * Math.log(scale) + 1;
}

/**
 * Conditions on what the scaling computes, checked before the core computes it: the attention
 * factor must be a finite positive float32, dynamic's rescaled base a finite number > 1, and
 * longrope's logarithm of the original length nonzero. `seqLen` is the length the core uses
 * (options.seqLen, else the largest position + 1; NaN when unknown).
 */
function checkScalingResult(s: CheckedScaling, base: number, rotaryDim: number, seqLen: number): void {
  const set = (v: number) => !Number.isNaN(v);
  const ratio = set(s.factor) ? s.factor : s.maxPositionEmbeddings / s.originalMaxPositionEmbeddings;
  const original = set(s.originalMaxPositionEmbeddings) ? s.originalMaxPositionEmbeddings : s.maxPositionEmbeddings;
  // Each frequency is divided by the factor (longrope: by its per-frequency factors): the angles of
  // the furthest position must stay finite, or cos and sin would be NaN.
  const divisors =
    s.type === 'longrope'
      ? [...s.shortFactor!, ...s.longFactor!]
      : s.type === 'linear' || s.type === 'llama3' || s.type === 'yarn'
        ? [ratio]
        : s.type === 'proportional' && set(s.factor)
          ? [s.factor]
          : [];
  const furthest = set(seqLen) ? Math.max(seqLen, 1) : 1;
  for (const divisor of divisors) {
    if (!Number.isFinite(furthest / divisor)) {
      throw new RangeError(
        `${PREFIX}options.scaling.${s.type === 'longrope' ? 'shortFactor/longFactor' : 'factor'} ` +
          `${divisor} is too small: position ${furthest} × the frequency ÷ it overflows float64`,
      );
    }
  }
  if (s.type === 'yarn' && !set(s.attentionFactor)) {
    const useBoth = set(s.mscale) && s.mscale !== 0 && set(s.mscaleAllDim) && s.mscaleAllDim !== 0;
    const factor = useBoth ? yarnMscale(ratio, s.mscale) / yarnMscale(ratio, s.mscaleAllDim) : yarnMscale(ratio, 1);
    if (!(factor > 0 && factor <= FLOAT32_MAX)) {
      throw new RangeError(
        `${PREFIX}options.scaling.mscale and mscaleAllDim give yarn an attention factor ` +
          `(0.1·mscale·ln(factor) + 1) / (0.1·mscaleAllDim·ln(factor) + 1) = ${factor}; it must be a finite number > 0`,
      );
    }
  }
  if (s.type === 'longrope' && !set(s.attentionFactor) && ratio > 1 && original === 1) {
    throw new RangeError(
      `${PREFIX}options.scaling.originalMaxPositionEmbeddings must be >= 2 for longrope with ` +
        `factor > 1 (its attention factor divides by ln(originalMaxPositionEmbeddings)); got 1`,
    );
  }
  if (s.type === 'dynamic') {
    const length = set(seqLen) && seqLen > s.maxPositionEmbeddings ? seqLen : s.maxPositionEmbeddings;
    const scaledBase =
      base * Math.pow((s.factor * length) / s.maxPositionEmbeddings - (s.factor - 1), rotaryDim / (rotaryDim - 2));
    if (!(Number.isFinite(scaledBase) && scaledBase > 1)) {
      throw new RangeError(
        `${PREFIX}options.scaling.factor ${s.factor} gives dynamic scaling a base of ` +
          `base·(factor·seqLen/maxPositionEmbeddings − (factor − 1))^(d/(d−2)) = ${scaledBase}; it must be a finite number > 1`,
      );
    }
  }
}

/** mrope_section: three positive integers summing to rotaryDim / 2. */
function checkMropeSection(value: unknown, rotaryDim: number): [number, number, number] {
  const planes = rotaryDim / 2;
  const what = `three positive integers (time, height, width planes) summing to rotaryDim / 2 = ${planes}`;
  if (!Array.isArray(value) || value.length !== 3) {
    throw new TypeError(`${PREFIX}options.mropeSection must be ${what}; got ${describe(value)}`);
  }
  const ok = value.every((n) => typeof n === 'number' && Number.isInteger(n) && n > 0);
  if (!ok || value[0] + value[1] + value[2] !== planes) {
    throw new RangeError(`${PREFIX}options.mropeSection must be ${what}; got ${describe(value)}`);
  }
  return [value[0], value[1], value[2]];
}

/** 2D RoPE: planes that split into row and column halves, its two rows of ids, no M-RoPE. */
function checkRope2d(o: Record<string, unknown>, rotaryDim: number, length: number | undefined): void {
  if (o.mropeSection !== undefined) {
    throw new TypeError(`${PREFIX}pass either options.rope2d or options.mropeSection, not both`);
  }
  if (rotaryDim % 4 !== 0) {
    throw new RangeError(
      `${PREFIX}options.rope2d needs rotaryDim (${rotaryDim}) to be a multiple of 4: half the planes turn by row, half by column`,
    );
  }
  if (length !== undefined && o.positions === undefined) {
    throw new TypeError(
      `${PREFIX}options.rope2d needs options.positions: 2 × length ids (rows, then columns; see rope2dPositions)`,
    );
  }
}

/** The checked options of a RoPE call for `length` rows (undefined: frequencies only). */
export function checkRopeOptions(
  functionName: string,
  options: unknown,
  headDim: number,
  length: number | undefined,
  extra: readonly string[] = [],
): CheckedRope {
  // ropeFrequencies takes a layout too (it changes no frequency), so one options object serves all three.
  const positional = length === undefined ? ['layout'] : ['layout', 'offset', 'positions'];
  const o = checkOptionNames(functionName, options, [
    'base',
    'rotaryDim',
    'seqLen',
    'scaling',
    ...positional,
    ...extra,
  ]);
  const rotaryDim = checkRotaryDim(o.rotaryDim, headDim);
  const checked: CheckedRope = {
    base: checkBase(o.base),
    rotaryDim,
    seqLen: o.seqLen === undefined ? NaN : checkInteger('options.seqLen', o.seqLen, 1, Number.MAX_SAFE_INTEGER),
    layout: checkLayout(o.layout),
    scaling: checkScaling(o.scaling, rotaryDim, headDim),
    offset: 0,
    mropeSection: [0, 0, 0],
    rope2d: checkBoolean('options.rope2d', o.rope2d, false),
  };
  if (o.mropeSection !== undefined) checked.mropeSection = checkMropeSection(o.mropeSection, rotaryDim);
  if (checked.rope2d) checkRope2d(o, rotaryDim, length);
  if (length === undefined) {
    checkScalingResult(checked.scaling, checked.base, rotaryDim, checked.seqLen);
    return checked;
  }
  if (o.mropeSection !== undefined) {
    if (o.positions === undefined) {
      throw new TypeError(
        `${PREFIX}options.mropeSection needs options.positions: 3 × length ids (time, height, width rows; see mropePositions)`,
      );
    }
  }
  const rowsOfIds = o.mropeSection !== undefined ? 3 : checked.rope2d ? 2 : 1;
  const rowsNote = ['', ', 2 × length for 2D RoPE (rows, then columns)', ', 3 × length for M-RoPE'][rowsOfIds - 1];
  if (o.positions !== undefined) {
    if (o.offset !== undefined) {
      throw new TypeError(`${PREFIX}pass either options.offset or options.positions, not both`);
    }
    checked.positions = checkNumberArray(
      'options.positions',
      o.positions,
      rowsOfIds * length,
      `integers in [0, 2^53 − 1]${rowsNote}`,
      (v) => Number.isSafeInteger(v) && v >= 0,
    );
  } else if (o.offset !== undefined) {
    checked.offset = checkInteger('options.offset', o.offset, 0, Number.MAX_SAFE_INTEGER - (length - 1));
  }
  const largest = checked.positions
    ? checked.positions.reduce((a, b) => Math.max(a, b), 0)
    : checked.offset + length - 1;
  checkScalingResult(
    checked.scaling,
    checked.base,
    rotaryDim,
    Number.isNaN(checked.seqLen) ? largest + 1 : checked.seqLen,
  );
  return checked;
}
