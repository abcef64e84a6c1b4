// identifyEncoding (issue 30): which convention made a tensor, with settings that reproduce it
// through the package's own functions, and where it departs. Each kind solves for its parameters
// from the values (identify-sinusoid, identify-rope, identify-bias) and confirms every candidate
// against the table the core computes; nothing unconfirmed is ever returned.
import { compareTables, fmt, printedDecimals, storageFormat, withPrintedDecimals } from './identify-compare.js';
import { identifyAlibi, identifyT5 } from './identify-bias.js';
import { identifyRopeCache } from './identify-rope.js';
import { identifySinusoid, type Attempt } from './identify-sinusoid.js';
import { identifyRotated } from './identify-rotated.js';
import type { EncodingKind, EncodingMatch, IdentifyOptions, IdentifyResult } from './identify-types.js';
import { describe } from './validate.js';

const PREFIX = 'positional-encoding: ';
const KINDS: readonly EncodingKind[] = ['sinusoidal', 'rope-cos', 'rope-sin', 'rope', 'alibi', 't5'];

function checkInput(
  values: unknown,
  shape: unknown,
  options: unknown,
): {
  values: Float32Array | Float64Array;
  shape: number[];
  options: IdentifyOptions;
} {
  if (!(values instanceof Float32Array || values instanceof Float64Array))
    throw new TypeError(`${PREFIX}values must be a Float32Array or Float64Array; got ${describe(values)}`);
  if (values.length === 0) throw new RangeError(`${PREFIX}values is empty`);
  if (!Array.isArray(shape) || shape.length === 0 || !shape.every((d) => Number.isInteger(d) && d >= 1))
    throw new TypeError(`${PREFIX}shape must be an array of positive integers; got ${describe(shape)}`);
  const product = shape.reduce((a: number, d: number) => a * d, 1);
  if (product !== values.length)
    throw new RangeError(
      `${PREFIX}shape [${shape.join(', ')}] holds ${product} values but values.length is ${values.length}`,
    );
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    // −Infinity is ALiBi's causal mask; anything else non-finite is a broken tensor.
    if (Number.isNaN(v) || v === Infinity)
      throw new RangeError(
        `${PREFIX}values[${i}] is ${v} (${indexText(i, shape)}): only finite numbers can be identified`,
      );
  }
  const o = (options ?? {}) as IdentifyOptions;
  if (typeof o !== 'object') throw new TypeError(`${PREFIX}options must be an object; got ${describe(options)}`);
  if (o.kind !== undefined && !KINDS.includes(o.kind))
    throw new RangeError(
      `${PREFIX}options.kind must be one of ${KINDS.map((k) => `'${k}'`).join(', ')}; got ${describe(o.kind)}`,
    );
  if (o.positions !== undefined) {
    if (!(o.positions instanceof Int32Array))
      throw new TypeError(`${PREFIX}options.positions must be an Int32Array; got ${describe(o.positions)}`);
    const rows = shape.length === 4 ? shape[2]! : shape[0]!;
    if (o.positions.length !== rows)
      throw new RangeError(`${PREFIX}options.positions holds ${o.positions.length} positions for ${rows} rows`);
    if (o.positions.some((p) => p < 0)) throw new RangeError(`${PREFIX}options.positions must be non-negative`);
  }
  if (o.input !== undefined && !(o.input instanceof Float32Array || o.input instanceof Float64Array))
    throw new TypeError(`${PREFIX}options.input must be a Float32Array or Float64Array; got ${describe(o.input)}`);
  return { values, shape: shape as number[], options: o };
}

/** "[row 3, column 7]"-style position of a flat index. */
export function indexText(index: number, shape: readonly number[]): string {
  const at: number[] = [];
  let rest = index;
  for (let d = shape.length - 1; d >= 0; d--) {
    at.unshift(rest % shape[d]!);
    rest = Math.floor(rest / shape[d]!);
  }
  return `index [${at.join(', ')}]`;
}

/** The kinds a tensor of this shape and these values could be. */
function kindsFor(
  values: Float32Array | Float64Array,
  shape: readonly number[],
  options: IdentifyOptions,
): EncodingKind[] {
  if (options.kind) return [options.kind];
  if (shape.length === 4) return ['rope'];
  if (shape.length === 1 || shape.length === 3) return ['alibi'];
  const integers = values.every((v) => Number.isInteger(v) && v >= 0);
  return integers ? ['t5'] : ['sinusoidal', 'rope-cos', 'rope-sin'];
}

export function identifyEncoding(
  values: Float32Array | Float64Array,
  shape: readonly number[],
  options?: IdentifyOptions,
): IdentifyResult {
  const checked = checkInput(values, shape, options);
  const format = storageFormat(checked.values);
  // A table printed with a few decimals (a course text, a student's np.round) is judged by half its
  // last decimal, and the diagnosis says so.
  const decimals = format === 'float64' ? printedDecimals(checked.values) : undefined;
  return withPrintedDecimals(decimals, () => identifyStored(checked, format, decimals));
}

function identifyStored(
  checked: ReturnType<typeof checkInput>,
  format: ReturnType<typeof storageFormat>,
  decimals: number | undefined,
): IdentifyResult {
  const attempts: Attempt[] = [];
  const notes: string[] = [];
  let matches: EncodingMatch[] = [];
  for (const kind of kindsFor(checked.values, checked.shape, checked.options)) {
    const v = checked.values;
    const s = checked.shape;
    const positions = checked.options.positions;
    if (kind === 'sinusoidal') matches.push(...identifySinusoid(v, s, positions, format, attempts));
    else if (kind === 'rope-cos' || kind === 'rope-sin')
      matches.push(...identifyRopeCache(v, s, kind === 'rope-cos' ? 'cos' : 'sin', positions, format, attempts));
    else if (kind === 'rope') matches.push(...identifyRotated(v, s, checked.options, format, attempts, notes));
    else if (kind === 'alibi') matches.push(...identifyAlibi(v, s, format, attempts, notes));
    else matches.push(...identifyT5(v, s, attempts));
  }
  // Clean matches first, then by error.
  // Clean matches first; then the simpler convention (a default table before a proportional one
  // whose still planes a coarse format cannot tell from slow ones); then by error.
  const order = ['default', 'linear', 'dynamic', 'yarn', 'llama3', 'proportional', 'longrope'];
  const simplicity = (m: EncodingMatch) =>
    order.indexOf((m.options.scaling as { type?: string } | undefined)?.type ?? 'default');
  matches = matches
    .map((m, i) => ({ m, i }))
    .sort(
      (a, b) =>
        a.m.departures.length - b.m.departures.length ||
        (a.m.kind === b.m.kind ? simplicity(a.m) - simplicity(b.m) : 0) ||
        a.i - b.i,
    )
    .map(({ m }) => m);
  const lines: string[] = [];
  if (matches.length > 0) {
    const best = matches[0]!;
    lines.push(`${best.call} reproduces it within ${fmt(best.maxError)} (${best.precision}).`);
    if (decimals !== undefined && decimals >= 1 && decimals < 7 && best.maxError > 2.5e-7) {
      lines.push(`The values are printed with ${decimals} decimals: each is within half of the last one.`);
    }
    for (const d of best.departures) lines.push(`${d}.`);
    for (const n of notes) lines.push(`${n}.`);
  } else {
    for (const n of notes) lines.push(`${n}.`);
    const tried = attempts.slice().sort((a, b) => a.maxError - b.maxError);
    lines.push(`Nothing reproduces it (values stored as ${format}). Tried:`);
    for (const a of tried.slice(0, 8))
      lines.push(`- ${a.tried}${Number.isFinite(a.maxError) ? `: off by up to ${fmt(a.maxError)}` : ''}`);
    if (tried.length === 0) lines.push('- no kind fits this shape');
  }
  return { matches, diagnosis: lines.join('\n') };
}

export { compareTables };
