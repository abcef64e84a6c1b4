// Argument checks for the public API. Every failure names the argument and the allowed range, so
// a caller never meets a WebAssembly abort, and the module keeps working after a bad call.

/** Largest table or batch, in float32 elements (1 GiB): beyond this browsers cannot allocate it. */
export const MAX_ELEMENTS = 2 ** 28;

export type Layout = 'interleaved' | 'split';
export const LAYOUTS: readonly Layout[] = ['interleaved', 'split'];

/**
 * The sinusoid's exponent: 'paper' (w_i = base^(−2i/dModel), the paper and the tutorials) or
 * 'tensor2tensor' (w_i = base^(−i/max(⌊dModel/2⌋ − 1, 1)), tensor2tensor and fairseq).
 */
export type SinusoidExponent = 'paper' | 'tensor2tensor';
export const SINUSOID_EXPONENTS: readonly SinusoidExponent[] = ['paper', 'tensor2tensor'];
/** The core's Exponent enum (cpp/include/positional_encoding.h). */
export const EXPONENT_CODE: Record<SinusoidExponent, number> = { paper: 0, tensor2tensor: 1 };

const PREFIX = 'positional-encoding: ';

/**
 * A short description of a caller's value for an error message. It must never throw: a revoked
 * Proxy, a getter that throws or an object without a prototype are described, not re-thrown.
 */
export function describe(value: unknown): string {
  try {
    if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
    if (typeof value === 'bigint') return `${value}n (a bigint)`;
    if (typeof value === 'symbol') return 'a symbol';
    if (isRevokedProxy(value)) return 'a revoked Proxy';
    if (Array.isArray(value)) return 'an array';
    const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
    const what = typeof name === 'string' && name !== '' ? name : typeof value;
    return `${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what}`;
  } catch {
    return `an unreadable ${typeof value}`;
  }
}

/** True for a Proxy whose revoke() was called: any use of it (even Array.isArray) throws. */
export function isRevokedProxy(value: unknown): boolean {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false;
  try {
    Array.isArray(value);
    return false;
  } catch {
    return true;
  }
}

/** checkUsable for each named argument of a public function. */
export function checkArguments(args: Record<string, unknown>): void {
  for (const name of Object.keys(args)) checkUsable(name, args[name]);
}

/**
 * Refuses a revoked Proxy (here or one level down, in an options object or { cos, sin }) before
 * the checks below touch it, so the caller gets a named TypeError rather than V8's own.
 */
export function checkUsable(name: string, value: unknown, depth = 2): void {
  if (isRevokedProxy(value)) throw new TypeError(`${PREFIX}${name} is a revoked Proxy`);
  if (depth === 0 || typeof value !== 'object' || value === null || ArrayBuffer.isView(value) || Array.isArray(value))
    return;
  for (const key of Object.keys(value)) {
    checkUsable(`${name}.${key}`, (value as Record<string, unknown>)[key], depth - 1);
  }
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
  functionName: string,
  options: unknown,
  allowed: readonly string[],
  path = 'options',
): Record<string, unknown> {
  if (options === undefined) return {};
  checkUsable('options', options, 1);
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`${PREFIX}${functionName} options must be an object; got ${describe(options)}`);
  }
  for (const name of Object.keys(options)) {
    if (!allowed.includes(name)) {
      throw new TypeError(
        `${PREFIX}unknown option "${name}" for ${functionName} (${path}.${name}); allowed: ${allowed.join(', ')}`,
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

export function checkExponent(value: unknown): SinusoidExponent {
  if (value === undefined) return 'paper';
  if (!SINUSOID_EXPONENTS.includes(value as SinusoidExponent)) {
    throw new RangeError(`${PREFIX}options.exponent must be 'paper' or 'tensor2tensor'; got ${describe(value)}`);
  }
  return value as SinusoidExponent;
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
  checkUsable(name, value, 0);
  if (!(value instanceof Float32Array)) {
    throw new TypeError(`${PREFIX}${name} must be a Float32Array; got ${describe(value)}`);
  }
  checkNotDetached(name, value);
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
export function checkElementCount(what: string, count: number, unit = 'float32 values'): void {
  if (count > MAX_ELEMENTS) {
    throw new RangeError(`${PREFIX}${what} would hold ${count} ${unit}; the maximum is ${MAX_ELEMENTS} (2^28, 1 GiB)`);
  }
}

/** [batch, length, dModel] of positive integers whose product is x.length. */
export function checkShape(shape: unknown, elementCount: number): [number, number, number] {
  checkUsable('shape', shape, 0);
  if (!Array.isArray(shape) || shape.length !== 3) {
    throw new TypeError(`${PREFIX}shape must be an array [batch, length, dModel]; got ${describe(shape)}`);
  }
  const names = ['shape[0] (batch)', 'shape[1] (length)', 'shape[2] (dModel)'];
  const [batch, length, dModel] = shape.map((value, i) => checkInteger(names[i]!, value, 1, MAX_ELEMENTS)) as [
    number,
    number,
    number,
  ];
  if (batch * length * dModel !== elementCount) {
    throw new RangeError(
      `${PREFIX}shape [${batch}, ${length}, ${dModel}] holds ${batch * length * dModel} values but x.length is ${elementCount}`,
    );
  }
  return [batch, length, dModel];
}

/**
 * Refuses a call whose arithmetic would block the thread for more than about two seconds.
 * `work` counts the core's inner steps (see each caller's formula, measured in wasm on a 2 GHz
 * core); `formula` says how it was counted, so the caller can see which size to shrink.
 */
export function checkWork(what: string, formula: string, work: number, max: number): void {
  if (work > max) {
    throw new RangeError(
      `${PREFIX}${what} would take ${formula} = ${work.toPrecision(3)} steps; the maximum is ` +
        `2^${Math.log2(max)} (${max.toPrecision(3)}, about 2 s of computation): use fewer positions or dimensions`,
    );
  }
}

/**
 * A Float32Array whose ArrayBuffer was detached: typically a WasmBuffer's `.array` read before a
 * call that grew WebAssembly memory. Its length then reads 0, which would otherwise be reported
 * as a size mismatch.
 */
export function checkNotDetached(name: string, value: ArrayBufferView): void {
  if (value.byteLength !== 0) return;
  try {
    new Uint8Array(value.buffer, 0, 0);
  } catch {
    throw new TypeError(
      `${PREFIX}${name} is a detached view: its ArrayBuffer was detached (a WasmBuffer's .array is ` +
        'detached when WebAssembly memory grows); read buf.array again after every call, or pass the allocate() buffer itself',
    );
  }
}
