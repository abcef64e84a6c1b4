// Argument checks for the public API. Every failure names the argument and the allowed range, so
// a caller never meets a WebAssembly abort, and the module keeps working after a bad call.

/** Largest table or batch, in float32 elements (1 GiB): beyond this browsers cannot allocate it. */
export const MAX_ELEMENTS = 2 ** 28;

export type Layout = 'interleaved' | 'split';
export const LAYOUTS: readonly Layout[] = ['interleaved', 'split'];

const PREFIX = 'positional-encoding: ';

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
  if (Array.isArray(value)) return 'an array';
  return `a ${(value as object).constructor?.name ?? typeof value}`;
}

/** An integer in [min, max]; TypeError for non-numbers, RangeError for the rest. */
export function checkInteger(name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number') {
    throw new TypeError(`${PREFIX}${name} must be a number (an integer in [${min}, ${max}]); got ${describe(value)}`);
  }
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${PREFIX}${name} must be an integer in [${min}, ${max}]; got ${describe(value)}`);
  }
  return value;
}

/** A finite number in (exclusiveMin, max]. */
export function checkNumberAbove(name: string, value: unknown, exclusiveMin: number, max = Infinity): number {
  const range = `a finite number > ${exclusiveMin}${max < Infinity ? ` and <= ${max}` : ''}`;
  if (typeof value !== 'number') {
    throw new TypeError(`${PREFIX}${name} must be ${range}; got ${describe(value)}`);
  }
  if (!Number.isFinite(value) || !(value > exclusiveMin) || value > max) {
    throw new RangeError(`${PREFIX}${name} must be ${range}; got ${describe(value)}`);
  }
  return value;
}

/** Rejects option names that the function does not know (a typo would otherwise be ignored). */
export function checkOptionNames(
  functionName: string, options: unknown, allowed: readonly string[],
): Record<string, unknown> {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`${PREFIX}${functionName} options must be an object; got ${describe(options)}`);
  }
  for (const name of Object.keys(options)) {
    if (!allowed.includes(name)) {
      throw new TypeError(
        `${PREFIX}unknown option "${name}" for ${functionName}; allowed: ${allowed.join(', ')}`,
      );
    }
  }
  return options as Record<string, unknown>;
}

export function checkLayout(value: unknown): Layout {
  if (value === undefined) return 'interleaved';
  if (!LAYOUTS.includes(value as Layout)) {
    throw new RangeError(`${PREFIX}options.layout must be 'interleaved' or 'split'; got ${describe(value)}`);
  }
  return value as Layout;
}

export function checkBase(value: unknown): number {
  return value === undefined ? 10000 : checkNumberAbove('options.base', value, 1);
}

/** Row 0's position: a non-negative integer such that the last position is a safe integer. */
export function checkOffset(value: unknown, length: number): number {
  if (value === undefined) return 0;
  return checkInteger('options.offset', value, 0, Number.MAX_SAFE_INTEGER - (length - 1));
}

export function checkFloat32Array(name: string, value: unknown): Float32Array {
  if (!(value instanceof Float32Array)) {
    throw new TypeError(`${PREFIX}${name} must be a Float32Array; got ${describe(value)}`);
  }
  return value;
}

export function checkBoolean(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') {
    throw new TypeError(`${PREFIX}${name} must be a boolean; got ${describe(value)}`);
  }
  return value;
}

/** length * dModel (times batch) must fit the documented cap. */
export function checkElementCount(what: string, count: number): void {
  if (count > MAX_ELEMENTS) {
    throw new RangeError(
      `${PREFIX}${what} would hold ${count} float32 values; the maximum is ${MAX_ELEMENTS} (2^28, 1 GiB)`,
    );
  }
}

/** [batch, length, dModel] of positive integers whose product is x.length. */
export function checkShape(shape: unknown, elementCount: number): [number, number, number] {
  if (!Array.isArray(shape) || shape.length !== 3) {
    throw new TypeError(`${PREFIX}shape must be an array [batch, length, dModel]; got ${describe(shape)}`);
  }
  const names = ['shape[0] (batch)', 'shape[1] (length)', 'shape[2] (dModel)'];
  const [batch, length, dModel] = shape.map((value, i) =>
    checkInteger(names[i]!, value, 1, MAX_ELEMENTS),
  ) as [number, number, number];
  if (batch * length * dModel !== elementCount) {
    throw new RangeError(
      `${PREFIX}shape [${batch}, ${length}, ${dModel}] holds ${batch * length * dModel} values but x.length is ${elementCount}`,
    );
  }
  return [batch, length, dModel];
}
