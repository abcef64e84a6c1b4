/// <reference types="node" />
// The command line's `alibi` and `t5` subcommands: ALiBi slopes and bias tables, T5 bucket
// tables, printed the way numpy prints arrays (or as CSV or JSON). cli.ts dispatches to these;
// each returns the text to print and throws UsageError (naming the flag) for bad input.
import { type Format, formatFlag, integerFlag, parseFlags, UsageError, withFlagNames } from './cli-flags.js';
import { numpyText, type Output, type RowSource, rowsOf, writeCsvRows, writeJsonRows } from './cli-output.js';
import { formatNumpyArray } from './format-numpy.js';
import init, { alibiBias, alibiSlopes, t5BucketMatrix, t5RelativeBucket, type AlibiMode } from './index.js';
import { checkElementCount, checkInteger, MAX_ELEMENTS } from './validate.js';

export { UsageError };

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
      --format F        numpy (default), csv or json (JSON holds -inf as the string "-inf")
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

/** Values per computed block of a streamed table (4 MiB of float32). */
const BLOCK_VALUES = 1 << 20;

function required(name: string, value: number | undefined): number {
  if (value === undefined) throw new UsageError(`--${name} is required (see --help)`);
  return value;
}

/** Rows per block for a table whose one row costs `rowValues` values to compute. */
const blockRowsFor = (rowValues: number) => Math.max(1, Math.floor(BLOCK_VALUES / rowValues));

async function writeTable(out: Output, table: RowSource, format: Format, integer = false): Promise<void> {
  if (format === 'csv') return writeCsvRows(out, table);
  return out.write(`${numpyText(table, integer)}\n`);
}

/**
 * Each head's bias as a RowSource over alibiBias blocks of queries (all heads at once, the last
 * two blocks kept), after the checks alibiBias makes on the whole length.
 */
function alibiRows(
  heads: number,
  length: number,
  keyLength: number,
  offset: number,
  mode: AlibiMode,
): (head: number) => RowSource {
  checkInteger('length', length, 1, MAX_ELEMENTS);
  checkInteger('options.keyLength', keyLength, 1, MAX_ELEMENTS);
  checkInteger('options.offset', offset, 0, Number.MAX_SAFE_INTEGER + 1 - length);
  checkElementCount(`a bias of heads ${heads} × length ${length} × keyLength ${keyLength}`, heads * length * keyLength);
  const kept: { start: number; count: number; bias: Float32Array }[] = [];
  const block = (start: number, count: number) => {
    let found = kept.find((b) => b.start === start && b.count === count);
    if (!found) {
      found = { start, count, bias: alibiBias(heads, count, { keyLength, mode, offset: offset + start }) };
      kept.unshift(found);
      kept.length = Math.min(kept.length, 2);
    }
    return found.bias;
  };
  const blockRows = blockRowsFor(heads * keyLength);
  block(0, Math.min(length, blockRows));
  return (head) => ({
    rows: length,
    cols: keyLength,
    blockRows,
    block: (start, count) => block(start, count).subarray(head * count * keyLength, (head + 1) * count * keyLength),
  });
}

/** Writes what `positional-encoding alibi …` prints; UsageError naming the flag for bad input. */
export async function runAlibiCommand(argv: string[], out: Output): Promise<void> {
  const o = parseFlags(argv, {
    heads: { type: 'string' },
    length: { type: 'string', short: 'L' },
    'key-length': { type: 'string' },
    offset: { type: 'string' },
    mode: { type: 'string', default: 'causal' },
    'slopes-only': { type: 'boolean' },
    format: { type: 'string', default: 'numpy' },
    help: { type: 'boolean', short: 'h' },
  });
  if (o.help) return out.write(`${ALIBI_HELP}\n`);
  const format = formatFlag(o.format);
  const heads = required('heads', integerFlag('heads', o.heads));
  const mode = o.mode as string;
  if (mode !== 'causal' && mode !== 'symmetric')
    throw new UsageError(`--mode must be causal or symmetric; got "${mode}"`);
  const slopesOnly = o['slopes-only'] === true;
  const length = slopesOnly ? 1 : required('length', integerFlag('length', o.length));
  const keyLength = integerFlag('key-length', o['key-length']) ?? length;
  const offset = integerFlag('offset', o.offset) ?? 0;

  const flagOf = {
    heads: 'heads',
    length: 'length',
    'options.keyLength': 'key-length',
    keyLength: 'key-length',
    'options.offset': 'offset',
  };
  await init();
  const { slopes, headRows } = await withFlagNames(flagOf, o, () => {
    const slopes = alibiSlopes(heads);
    return { slopes, headRows: slopesOnly ? undefined : alibiRows(heads, length, keyLength, offset, mode) };
  });
  if (!headRows) {
    if (format === 'json') return out.write(`${JSON.stringify({ heads, slopes: Array.from(slopes) })}\n`);
    if (format === 'csv')
      return out.write(`${['head,slope', ...Array.from(slopes, (m, h) => `${h},${m}`)].join('\n')}\n`);
    return out.write(`${formatNumpyArray(slopes, [heads])}\n`);
  }
  if (format === 'json') {
    // JSON has no infinity: the causal mask's -inf is the string "-inf".
    await out.write(
      `${JSON.stringify({ heads, length, keyLength, offset, mode, slopes: Array.from(slopes) }).slice(0, -1)},"bias":[`,
    );
    for (let h = 0; h < heads; h += 1) {
      if (h > 0) await out.write(',');
      await writeJsonRows(out, headRows(h));
    }
    return out.write(']}\n');
  }
  await out.write(`slopes (${heads} heads):\n`);
  await writeTable(out, rowsOf(slopes, 1, heads), format);
  for (let h = 0; h < heads; h += 1) {
    await out.write(`\nhead ${h}, m = ${slopes[h]}: bias (queries × keys, ${mode})\n`);
    await writeTable(out, headRows(h), format);
  }
}

/** The bucket ids as a RowSource over t5BucketMatrix blocks of queries, after its whole-size checks. */
function t5Rows(
  queryLength: number,
  keyLength: number,
  offset: number,
  t5: { bidirectional: boolean; numBuckets: number; maxDistance: number },
): RowSource {
  checkInteger('queryLength', queryLength, 1, MAX_ELEMENTS);
  checkInteger('keyLength', keyLength, 1, MAX_ELEMENTS);
  checkElementCount(
    `a bucket matrix of queryLength ${queryLength} × keyLength ${keyLength}`,
    queryLength * keyLength,
    'int32 bucket ids',
  );
  checkInteger('options.offset', offset, 0, Number.MAX_SAFE_INTEGER + 1 - queryLength);
  const blockRows = blockRowsFor(keyLength);
  const block = (start: number, count: number) => t5BucketMatrix(count, keyLength, { ...t5, offset: offset + start });
  block(0, Math.min(queryLength, blockRows)); // the options' checks, before any output
  return { rows: queryLength, cols: keyLength, blockRows, block };
}

/** Writes what `positional-encoding t5 …` prints; UsageError naming the flag for bad input. */
export async function runT5Command(argv: string[], out: Output): Promise<void> {
  const o = parseFlags(argv, {
    'query-length': { type: 'string', short: 'q' },
    'key-length': { type: 'string', short: 'k' },
    offset: { type: 'string' },
    'num-buckets': { type: 'string' },
    'max-distance': { type: 'string' },
    unidirectional: { type: 'boolean' },
    format: { type: 'string', default: 'numpy' },
    help: { type: 'boolean', short: 'h' },
  });
  if (o.help) return out.write(`${T5_HELP}\n`);
  const format = formatFlag(o.format);
  const queryLength = required('query-length', integerFlag('query-length', o['query-length']));
  const keyLength = integerFlag('key-length', o['key-length']) ?? queryLength;
  const offset = integerFlag('offset', o.offset) ?? 0;
  const numBuckets = integerFlag('num-buckets', o['num-buckets']) ?? 32;
  const maxDistance = integerFlag('max-distance', o['max-distance']) ?? 128;
  const bidirectional = o.unidirectional !== true;
  const t5 = { bidirectional, numBuckets, maxDistance };

  const flagOf = {
    queryLength: 'query-length',
    keyLength: 'key-length',
    'options.offset': 'offset',
    'options.numBuckets': 'num-buckets',
    'options.maxDistance': 'max-distance',
  };
  await init();
  const { ids, ranges } = await withFlagNames(flagOf, o, () => {
    const ids = t5Rows(queryLength, keyLength, offset, t5);
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
    return { ids, ranges };
  });
  if (format === 'json') {
    await out.write(`${JSON.stringify({ queryLength, keyLength, offset, ...t5 }).slice(0, -1)},"buckets":`);
    await writeJsonRows(out, ids);
    // The outermost buckets hold every r beyond ±maxDistance: "-inf"/"inf", as JSON writes infinities.
    const open = ranges.map(({ bucket, from, to }) => ({
      bucket,
      from: from === -maxDistance ? '-inf' : from,
      to: to === maxDistance ? 'inf' : to,
    }));
    return out.write(`,"ranges":${JSON.stringify(open)}}\n`);
  }
  const describe = ({ bucket, from, to }: (typeof ranges)[number]) => {
    const text = from === to ? `${from}` : `${from} … ${to}`;
    const open = from === -maxDistance ? ' (and below)' : to === maxDistance ? ' (and above)' : '';
    return `${String(bucket).padStart(4)}: r = ${text}${open}`;
  };
  await out.write(
    `T5 buckets of r = key − query (${bidirectional ? 'bidirectional' : 'unidirectional'}, ${numBuckets} buckets, max distance ${maxDistance}):\n`,
  );
  await writeTable(out, ids, format, true);
  await out.write(['', 'bucket: relative positions r it holds', ...ranges.map(describe)].join('\n') + '\n');
}
