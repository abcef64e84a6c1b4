/// <reference types="node" />
// The command line's `alibi` and `t5` subcommands: ALiBi slopes and bias tables, T5 bucket
// tables, printed the way numpy prints arrays (or as CSV or JSON). cli.ts dispatches to these;
// each returns the text to print and throws UsageError (naming the flag) for bad input.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { formatNumpyArray, formatNumpyIntArray } from './format-numpy.js';
import init, { alibiBias, alibiSlopes, t5BucketMatrix, t5RelativeBucket, type AlibiMode } from './index.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

export const ALIBI_HELP = `Usage: positional-encoding alibi --heads H --length L [options]

Prints ALiBi's head slopes m_h (Press et al. 2022; BLOOM's rule when H is not a power of two)
and, per head, the bias added to the attention scores: -m_h·(i - j) for key j <= query i and
-inf for j > i (causal), or -m_h·|i - j| (symmetric).

Options:
      --heads H         number of attention heads, an integer in [1, 65536]
  -L, --length L        number of queries (rows), an integer >= 1
      --key-length K    number of keys (columns), default L
      --offset P        position of the first query, default 0 (K - L lines up a key cache)
      --mode M          causal (default) or symmetric
      --slopes-only     print the slopes alone
      --format F        numpy (default), csv or json
  -h, --help            show this help

Example:
  positional-encoding alibi --heads 8 --length 6`;

export const T5_HELP = `Usage: positional-encoding t5 --query-length Q --key-length K [options]

Prints T5's relative-position bucket ids (Hugging Face's _relative_position_bucket) of
key - query for every query i (rows) and key j (columns), then which relative positions each
bucket holds.

Options:
  -q, --query-length Q  number of queries (rows), an integer >= 1
  -k, --key-length K    number of keys (columns), default Q
      --offset P        position of the first query, default 0
      --num-buckets N   relative_attention_num_buckets, default 32 (even unless --unidirectional)
      --max-distance D  relative_attention_max_distance, default 128 (> N / 2)
      --unidirectional  decoder buckets (only keys before the query are told apart)
      --format F        numpy (default), csv or json
  -h, --help            show this help

Example:
  positional-encoding t5 --query-length 6 --key-length 6`;

const FORMATS = ['numpy', 'csv', 'json'];

/** An integer flag, or undefined when absent; UsageError naming the flag otherwise. */
function integerFlag(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value)) throw new UsageError(`--${name} expects an integer; got "${text}"`);
  return value;
}

function required(name: string, value: number | undefined): number {
  if (value === undefined) throw new UsageError(`--${name} is required (see --help)`);
  return value;
}

function checkFormat(format: string): string {
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be numpy, csv or json; got "${format}"`);
  return format;
}

/** Library errors name the option (options.keyLength); the user typed the flag (--key-length). */
async function asUsage<T>(flags: Record<string, string>, run: () => T): Promise<T> {
  await init();
  try {
    return run();
  } catch (error) {
    if (!(error instanceof RangeError || error instanceof TypeError)) throw error;
    const message = error.message.replace(/^positional-encoding: /, '');
    for (const [option, flag] of Object.entries(flags)) {
      if (new RegExp(`^${option.replace('.', '\\.')}\\b`).test(message)) {
        throw new UsageError(`${flag}: ${message.slice(option.length).replace(/^\s*/, '')}`);
      }
    }
    throw new UsageError(message);
  }
}

function parse(argv: string[], options: NonNullable<ParseArgsConfig['options']>) {
  try {
    return parseArgs({ args: argv, options, strict: true }).values as Record<string, string | boolean | undefined>;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function table(values: ArrayLike<number>, rows: number, cols: number, format: string, integer = false): string {
  if (format === 'csv') {
    return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => values[r * cols + c]).join(',')).join('\n');
  }
  return (integer ? formatNumpyIntArray : formatNumpyArray)(values, [rows, cols]);
}

export async function runAlibiCommand(argv: string[]): Promise<string> {
  const o = parse(argv, {
    heads: { type: 'string' },
    length: { type: 'string', short: 'L' },
    'key-length': { type: 'string' },
    offset: { type: 'string' },
    mode: { type: 'string', default: 'causal' },
    'slopes-only': { type: 'boolean' },
    format: { type: 'string', default: 'numpy' },
    help: { type: 'boolean', short: 'h' },
  });
  if (o.help) return ALIBI_HELP;
  const format = checkFormat(o.format as string);
  const heads = required('heads', integerFlag('heads', o.heads as string | undefined));
  const mode = o.mode as string;
  if (mode !== 'causal' && mode !== 'symmetric') throw new UsageError(`--mode must be causal or symmetric; got "${mode}"`);
  const slopesOnly = o['slopes-only'] === true;
  const length = slopesOnly ? 1 : required('length', integerFlag('length', o.length as string | undefined));
  const keyLength = integerFlag('key-length', o['key-length'] as string | undefined) ?? length;
  const offset = integerFlag('offset', o.offset as string | undefined) ?? 0;

  return asUsage({ heads: '--heads', length: '--length', 'options.keyLength': '--key-length', 'options.offset': '--offset' }, () => {
    const slopes = alibiSlopes(heads);
    if (slopesOnly) {
      if (format === 'json') return JSON.stringify({ heads, slopes: Array.from(slopes) });
      return format === 'csv' ? ['head,slope', ...Array.from(slopes, (m, h) => `${h},${m}`)].join('\n') : formatNumpyArray(slopes, [heads]);
    }
    const bias = alibiBias(heads, length, { keyLength, mode: mode as AlibiMode, offset });
    const block = length * keyLength;
    const headBias = (h: number) => bias.subarray(h * block, (h + 1) * block);
    if (format === 'json') {
      // JSON has no infinity: masked entries are null.
      const rows = (h: number) => Array.from({ length }, (_, i) =>
        Array.from(headBias(h).subarray(i * keyLength, (i + 1) * keyLength), (v) => (Number.isFinite(v) ? v : null)));
      return JSON.stringify({ heads, length, keyLength, offset, mode, slopes: Array.from(slopes),
        bias: Array.from({ length: heads }, (_, h) => rows(h)) });
    }
    const parts = [`slopes (${heads} heads):`, table(slopes, 1, heads, format)];
    for (let h = 0; h < heads; h += 1) {
      parts.push('', `head ${h}, m = ${slopes[h]}: bias (queries × keys, ${mode})`, table(headBias(h), length, keyLength, format));
    }
    return parts.join('\n');
  });
}

export async function runT5Command(argv: string[]): Promise<string> {
  const o = parse(argv, {
    'query-length': { type: 'string', short: 'q' },
    'key-length': { type: 'string', short: 'k' },
    offset: { type: 'string' },
    'num-buckets': { type: 'string' },
    'max-distance': { type: 'string' },
    unidirectional: { type: 'boolean' },
    format: { type: 'string', default: 'numpy' },
    help: { type: 'boolean', short: 'h' },
  });
  if (o.help) return T5_HELP;
  const format = checkFormat(o.format as string);
  const queryLength = required('query-length', integerFlag('query-length', o['query-length'] as string | undefined));
  const keyLength = integerFlag('key-length', o['key-length'] as string | undefined) ?? queryLength;
  const offset = integerFlag('offset', o.offset as string | undefined) ?? 0;
  const numBuckets = integerFlag('num-buckets', o['num-buckets'] as string | undefined) ?? 32;
  const maxDistance = integerFlag('max-distance', o['max-distance'] as string | undefined) ?? 128;
  const bidirectional = o.unidirectional !== true;
  const t5 = { bidirectional, numBuckets, maxDistance };

  return asUsage({
    queryLength: '--query-length', keyLength: '--key-length', 'options.offset': '--offset',
    'options.numBuckets': '--num-buckets', 'options.maxDistance': '--max-distance',
  }, () => {
    const ids = t5BucketMatrix(queryLength, keyLength, { ...t5, offset });
    // Which relative positions r = key − query each bucket holds, from −maxDistance to maxDistance.
    const span = Int32Array.from({ length: 2 * maxDistance + 1 }, (_, t) => t - maxDistance);
    const spanIds = t5RelativeBucket(span, t5);
    const ranges: { bucket: number; from: number; to: number }[] = [];
    spanIds.forEach((bucket, t) => {
      const last = ranges[ranges.length - 1];
      if (last && last.bucket === bucket && last.to === span[t]! - 1) last.to = span[t]!;
      else ranges.push({ bucket, from: span[t]!, to: span[t]! });
    });
    ranges.sort((a, b) => a.bucket - b.bucket || a.from - b.from);
    if (format === 'json') {
      return JSON.stringify({ queryLength, keyLength, offset, ...t5,
        buckets: Array.from({ length: queryLength }, (_, i) => Array.from(ids.subarray(i * keyLength, (i + 1) * keyLength))),
        ranges });
    }
    const describe = ({ bucket, from, to }: (typeof ranges)[number]) => {
      const text = from === to ? `${from}` : `${from} … ${to}`;
      const open = from === -maxDistance ? ' (and below)' : to === maxDistance ? ' (and above)' : '';
      return `${String(bucket).padStart(4)}: r = ${text}${open}`;
    };
    return [
      `T5 buckets of r = key − query (${bidirectional ? 'bidirectional' : 'unidirectional'}, ${numBuckets} buckets, max distance ${maxDistance}):`,
      table(ids, queryLength, keyLength, format, true),
      '',
      'bucket: relative positions r it holds',
      ...ranges.map(describe),
    ].join('\n');
  });
}
