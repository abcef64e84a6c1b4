// The precision lab on one instantiated module: the error of cos/sin tables and RoPE outputs
// against float64, by position, for this package and for emulated float32, float16 and bfloat16
// arithmetic (cpp/include/precision_lab.h computes all of it), and the formats' rounding itself.
import { checkHeadDim, checkNumberArray } from './rope-validate.js';
import type { Runtime } from './runtime.js';
import { checkBase, checkInteger, checkOptionNames, checkWork, describe, MAX_ELEMENTS } from './validate.js';

/**
 * Who computes the angles and their cos/sin:
 * - 'package': this package (ropeCosSin's tables, applyRope's outputs).
 * - 'float32': Hugging Face's rotary embedding and the tutorials in float32: float32 inverse
 *   frequencies 1/(base^(2k/headDim)), times the float32 position, rounded to float32, cos/sin.
 * - 'float16', 'bfloat16': that inverse frequency and the position rounded to the format, their
 *   product rounded to the format, cos/sin rounded to the format.
 */
export type PrecisionArithmetic = 'package' | 'float32' | 'float16' | 'bfloat16';
/** 'cos-sin': the tables' values. 'rope-output': the rotated pairs of a vector x ('half' layout). */
export type PrecisionQuantity = 'cos-sin' | 'rope-output';
/** The number formats the lab emulates exactly (round to nearest, ties to even, with overflow to ±∞). */
export type NumberFormat = 'float32' | 'float16' | 'bfloat16';

export interface PrecisionErrorOptions {
  /** rope_theta. Default 10000. */
  base?: number;
  /** Default 'package'. */
  arithmetic?: PrecisionArithmetic;
  /** Default 'cos-sin'. */
  quantity?: PrecisionQuantity;
  /** 'rope-output': the headDim values rotated (finite; rounded to float32). Default all ones. */
  x?: ArrayLike<number>;
  /** Only plane k (0 ≤ k < headDim/2; plane 0 turns by 1 radian per position). Default: the worst plane. */
  plane?: number;
}

const PREFIX = 'positional-encoding: ';
const ARITHMETIC_CODE: Record<PrecisionArithmetic, number> = { package: 0, float32: 1, float16: 2, bfloat16: 3 };
const QUANTITY_CODE: Record<PrecisionQuantity, number> = { 'cos-sin': 0, 'rope-output': 1 };
const FORMAT_CODE: Record<NumberFormat, number> = { float32: 0, float16: 1, bfloat16: 2 };

/**
 * precisionErrors' work, positions × headDim / 2 planes: each takes two float64 cos/sin pairs and
 * a few roundings, about 120 ns in wasm on this 2 GHz machine, so 2^24 planes take about 2 s.
 */
export const MAX_PRECISION_WORK = 2 ** 24;

function checkChoice<T extends string>(name: string, value: unknown, choices: Record<T, number>, fallback: T): T {
  if (value === undefined) return fallback;
  const names = Object.keys(choices) as T[];
  if (!names.includes(value as T)) {
    const quoted = names.map((n) => `'${n}'`);
    const allowed = `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
    throw new RangeError(`${PREFIX}${name} must be ${allowed}; got ${describe(value)}`);
  }
  return value as T;
}

/** The length of an array or typed array of 1 … MAX_ELEMENTS values. */
function checkArrayLength(name: string, value: unknown, what: string): number {
  if ((!Array.isArray(value) && !ArrayBuffer.isView(value)) || value instanceof DataView) {
    throw new TypeError(`${PREFIX}${name} must be an array of ${what}; got ${describe(value)}`);
  }
  return checkInteger(`${name}.length`, (value as ArrayLike<unknown>).length, 1, MAX_ELEMENTS);
}

export function precisionErrors(
  runtime: Runtime,
  positions: ArrayLike<number>,
  headDim: number,
  options?: PrecisionErrorOptions,
): Float64Array {
  const what = 'integers in [0, 2^53 − 1]';
  const checkedPositions = checkNumberArray(
    'positions',
    positions,
    checkArrayLength('positions', positions, what),
    what,
    (v) => Number.isSafeInteger(v) && v >= 0,
  );
  const dim = checkHeadDim('headDim', headDim);
  const count = checkedPositions.length;
  checkWork(
    `precisionErrors(${count} positions, headDim ${dim})`,
    'positions × headDim / 2',
    (count * dim) / 2,
    MAX_PRECISION_WORK,
  );
  const o = checkOptionNames('precisionErrors', options, ['base', 'arithmetic', 'quantity', 'x', 'plane']);
  const base = checkBase(o.base);
  const arithmetic = checkChoice('options.arithmetic', o.arithmetic, ARITHMETIC_CODE, 'package');
  const quantity = checkChoice('options.quantity', o.quantity, QUANTITY_CODE, 'cos-sin');
  const x =
    o.x === undefined
      ? undefined
      : Float32Array.from(
          checkNumberArray('options.x', o.x, dim, 'finite numbers within float32 range', (v) =>
            Number.isFinite(Math.fround(v)),
          ),
        );
  const plane = o.plane === undefined ? -1 : checkInteger('options.plane', o.plane, 0, dim / 2 - 1);
  // One scratch area: positions (float64), errors (float64), then x (float32).
  return runtime.withScratch(4 * count + dim, (address) => {
    const wasm = runtime.wasm;
    const out = address + 8 * count;
    const xAddress = x ? address + 16 * count : 0;
    wasm.HEAPF64.set(checkedPositions, address >>> 3);
    if (x) wasm.HEAPF32.set(x, xAddress >>> 2);
    runtime.check(
      wasm._precisionErrors(out, address, count, dim, {
        base,
        arithmetic: ARITHMETIC_CODE[arithmetic],
        quantity: QUANTITY_CODE[quantity],
        x: xAddress,
        plane,
      }),
    );
    return wasm.HEAPF64.slice(out >>> 3, (out >>> 3) + count);
  });
}

export function roundToFormat(
  runtime: Runtime,
  values: number | ArrayLike<number>,
  format: NumberFormat,
): number | Float64Array {
  if (format === undefined) {
    throw new TypeError(`${PREFIX}format must be 'float32', 'float16' or 'bfloat16'; got undefined`);
  }
  const code = FORMAT_CODE[checkChoice('format', format, FORMAT_CODE, 'float32')];
  const single = typeof values === 'number';
  const array = single
    ? Float64Array.of(values)
    : checkNumberArray('values', values, checkArrayLength('values', values, 'numbers'), 'numbers', () => true);
  const count = array.length;
  const rounded = runtime.withScratch(2 * count, (address) => {
    runtime.wasm.HEAPF64.set(array, address >>> 3);
    runtime.check(runtime.wasm._roundToFormat(address, address, count, code));
    return runtime.wasm.HEAPF64.slice(address >>> 3, (address >>> 3) + count);
  });
  return single ? rounded[0]! : rounded;
}
