/// <reference types="node" />
// `positional-encoding rope`: prints RoPE's cos and sin tables (as Hugging Face's rotary embedding
// returns them) for given options or for a model's config.json. Errors name the flag, not the
// API option behind it.
import { readFileSync } from 'node:fs';
import {
  type FlagOfOption,
  type Flags,
  type Format,
  formatFlag,
  numberFlag,
  parseFlags,
  UsageError,
  withFlagNames,
} from './cli-flags.js';
import { numpyText, type Output, type RowSource, STREAM_ROWS, writeCsvRows, writeJsonRows } from './cli-output.js';
import init, { ropeCosSin, ropeFromConfig, type RopeOptions, type RopeScaling } from './index.js';
import { SCALING_FIELDS } from './rope-validate.js';
import { checkElementCount, checkInteger, MAX_ELEMENTS } from './validate.js';

export const ROPE_HELP = `Usage: positional-encoding rope --head-dim D --length L [options]
       positional-encoding rope --config config.json --length L [options]

Prints the rotary position embedding (RoPE) tables cos and sin, L rows of rotaryDim values, as
Hugging Face's rotary embedding returns them (times the scaling's attention factor).

Options:
      --head-dim D          width of one attention head, an even integer >= 2
  -L, --length L            number of positions (rows), an integer >= 1
      --config FILE         read base, head dim, partial rotary and scaling from a Hugging Face
                            config.json ("-" reads standard input); the flags below override it
      --layer-type NAME     with --config, for models with one rope per layer type (Gemma 3):
                            full_attention or sliding_attention
      --family TYPE         with --config, read it as this model_type of the family table
  -n, --base N              rope_theta, a number > 1 (default 10000)
      --layout NAME         half (Hugging Face / GPT-NeoX, default) or pairs (GPT-J / Meta LLaMA)
      --rotary-dim R        rotate only the first R dimensions (even, <= D; default D)
      --offset K            position of the first row, an integer >= 0 (default 0)
      --seq-len S           dynamic and longrope: the current sequence length (default offset + L)
      --scaling TYPE        linear, dynamic, yarn, longrope, llama3 or proportional (longrope's
                            factor lists come only from --config)
      --factor F, --original-max-position-embeddings N, --max-position-embeddings N,
      --low-freq-factor F, --high-freq-factor F, --beta-fast B, --beta-slow B, --mscale M,
      --mscale-all-dim M, --attention-factor A, --partial-rotary-factor P, --no-truncate
                            the scaling's parameters (Hugging Face's names)
      --table NAME          cos, sin or both (default both)
      --format F            numpy (default), csv or json
  -h, --help                show this help

Examples:
  positional-encoding rope --head-dim 8 --length 6
  positional-encoding rope --head-dim 128 -L 4 --base 500000 --scaling llama3 --factor 8 \\
      --low-freq-factor 1 --high-freq-factor 4 --original-max-position-embeddings 8192
  positional-encoding rope --config Llama-3.1-8B/config.json -L 16 --format csv`;

export { UsageError };

/** Flag names (without "--") for the API's option names, so that an error from the API names the flag. */
const FLAG_OF_OPTION: FlagOfOption = {
  headDim: 'head-dim',
  length: 'length',
  'options.base': 'base',
  'options.layout': 'layout',
  'options.rotaryDim': 'rotary-dim',
  'options.offset': 'offset',
  'options.seqLen': 'seq-len',
  'options.scaling.type': 'scaling',
  'options.scaling': 'scaling',
};
const SCALING_FLAGS = {
  factor: 'factor',
  originalMaxPositionEmbeddings: 'original-max-position-embeddings',
  maxPositionEmbeddings: 'max-position-embeddings',
  lowFreqFactor: 'low-freq-factor',
  highFreqFactor: 'high-freq-factor',
  betaFast: 'beta-fast',
  betaSlow: 'beta-slow',
  mscale: 'mscale',
  mscaleAllDim: 'mscale-all-dim',
  attentionFactor: 'attention-factor',
  partialRotaryFactor: 'partial-rotary-factor',
} as const;
for (const [option, flag] of Object.entries(SCALING_FLAGS)) FLAG_OF_OPTION[`options.scaling.${option}`] = flag;

function readConfig(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    throw new UsageError(
      `--config ${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--config ${file}: not valid JSON (${(error as Error).message})`);
  }
}

/**
 * cos and sin as two RowSources over ropeCosSin blocks of STREAM_ROWS rows (bit-identical to the
 * whole table), after the checks ropeCosSin(length, headDim, options) makes on the whole length.
 */
function ropeRows(length: number, headDim: number, options: RopeOptions): { cos: RowSource; sin: RowSource } {
  checkInteger('length', length, 1, MAX_ELEMENTS);
  const offset = options.offset ?? 0;
  if (options.offset !== undefined) checkInteger('options.offset', offset, 0, Number.MAX_SAFE_INTEGER - (length - 1));
  // dynamic and longrope scale by the sequence length, offset + length unless given: every block
  // must use the whole table's.
  const blockOptions =
    length > STREAM_ROWS &&
    options.seqLen === undefined &&
    options.scaling !== undefined &&
    ['dynamic', 'longrope'].includes(options.scaling.type)
      ? { ...options, seqLen: offset + length }
      : options;
  let last: { start: number; cos: Float32Array; sin: Float32Array } | undefined;
  const block = (start: number, count: number) => {
    if (last?.start !== start)
      last = { start, ...ropeCosSin(count, headDim, { ...blockOptions, offset: offset + start }) };
    return last;
  };
  const first = Math.min(length, STREAM_ROWS);
  const width = block(0, first).cos.length / first;
  checkElementCount(`cos and sin tables of length ${length} × rotaryDim ${width}`, length * width);
  const source = (name: 'cos' | 'sin'): RowSource => ({
    rows: length,
    cols: width,
    blockRows: STREAM_ROWS,
    block: (start, count) => block(start, count)[name],
  });
  return { cos: source('cos'), sin: source('sin') };
}

async function writeTable(out: Output, table: RowSource, offset: number, format: Format): Promise<void> {
  if (format === 'numpy') return out.write(`${numpyText(table)}\n`);
  if (format === 'json') return writeJsonRows(out, table);
  await out.write(`${['pos', ...Array.from({ length: table.cols }, (_, j) => `dim${j}`)].join(',')}\n`);
  return writeCsvRows(out, table, (row) => String(offset + row));
}

/** Writes what `positional-encoding rope …` prints; throws UsageError naming the flag for bad input. */
export async function runRopeCommand(argv: string[], out: Output): Promise<void> {
  const flags = parseFlags(argv, {
    'head-dim': { type: 'string' },
    length: { type: 'string', short: 'L' },
    config: { type: 'string' },
    'layer-type': { type: 'string' },
    family: { type: 'string' },
    base: { type: 'string', short: 'n' },
    layout: { type: 'string' },
    'rotary-dim': { type: 'string' },
    offset: { type: 'string' },
    'seq-len': { type: 'string' },
    scaling: { type: 'string' },
    'no-truncate': { type: 'boolean' },
    ...Object.fromEntries(Object.values(SCALING_FLAGS).map((flag) => [flag, { type: 'string' as const }])),
    table: { type: 'string', default: 'both' },
    format: { type: 'string', default: 'numpy' },
    help: { type: 'boolean', short: 'h' },
  });
  if (flags.help) return out.write(`${ROPE_HELP}\n`);
  const format = formatFlag(flags.format);
  if (!['cos', 'sin', 'both'].includes(flags.table as string))
    throw new UsageError(`--table must be cos, sin or both; got "${String(flags.table)}"`);
  if (flags['layer-type'] !== undefined && flags.config === undefined)
    throw new UsageError('--layer-type needs --config');
  if (flags.family !== undefined && flags.config === undefined) throw new UsageError('--family needs --config');

  const { headDim, length, options, tables } = await withFlagNames(FLAG_OF_OPTION, flags, async () => {
    let headDim: number | undefined;
    let options: RopeOptions = {};
    await init();
    if (typeof flags.config === 'string') {
      const layerType = flags['layer-type'] as string | undefined;
      const family = flags.family as string | undefined;
      ({ headDim, options } = inConfigFlags(() =>
        ropeFromConfig(readConfig(flags.config as string), {
          ...(layerType !== undefined && { layerType }),
          ...(family !== undefined && { family }),
        }),
      ));
    }
    headDim = numberFlag('head-dim', flags['head-dim']) ?? headDim;
    const length = numberFlag('length', flags.length);
    if (headDim === undefined || length === undefined)
      throw new UsageError('--length and --head-dim (or --config) are required (see rope --help)');
    options = withFlags(options, flags);
    return { headDim, length, options, tables: ropeRows(length, headDim, options) };
  });
  const offset = options.offset ?? 0;
  if (flags.table !== 'both') return writeTable(out, tables[flags.table as 'cos' | 'sin'], offset, format);
  if (format === 'json') {
    await out.write(`${JSON.stringify({ headDim, length, offset }).slice(0, -1)},"cos":`);
    await writeJsonRows(out, tables.cos);
    await out.write(',"sin":');
    await writeJsonRows(out, tables.sin);
    return out.write('}\n');
  }
  await out.write('cos\n');
  await writeTable(out, tables.cos, offset, format);
  await out.write('\nsin\n');
  return writeTable(out, tables.sin, offset, format);
}

/** The options from --config (if any) with each given flag laid over them. */
function withFlags(fromConfig: RopeOptions, flags: Flags): RopeOptions {
  const options: RopeOptions = { ...fromConfig };
  const number = (flag: string) => numberFlag(flag, flags[flag]);
  options.base = number('base') ?? options.base;
  options.rotaryDim = number('rotary-dim') ?? options.rotaryDim;
  options.offset = number('offset') ?? options.offset;
  options.seqLen = number('seq-len') ?? options.seqLen;
  if (flags.layout !== undefined) options.layout = flags.layout as RopeOptions['layout'];
  let scaling: Partial<RopeScaling> | undefined = fromConfig.scaling ? { ...fromConfig.scaling } : undefined;
  if (flags.scaling !== undefined) scaling = { type: flags.scaling as RopeScaling['type'] };
  for (const [option, flag] of Object.entries(SCALING_FLAGS)) {
    const value = number(flag);
    if (value === undefined) continue;
    if (!scaling) throw new UsageError(`--${flag} needs --scaling (or a --config with rope scaling)`);
    (scaling as Record<string, unknown>)[option] = value;
  }
  if (flags['no-truncate']) {
    if (!scaling) throw new UsageError('--no-truncate needs --scaling yarn');
    scaling.truncate = false;
  }
  for (const key of Object.keys(options) as (keyof RopeOptions)[]) if (options[key] === undefined) delete options[key];
  if (scaling) options.scaling = checkScalingFlags(scaling, flags);
  return options;
}

const flagList = (names: readonly string[], last: string) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${last} ${names[names.length - 1]!}`;

/**
 * The checks the API makes on a scaling's fields, said in flags: a flag the type does not read,
 * a required one missing, longrope's lists (only a config.json has them), yarn and longrope's
 * context length. Unknown types and bad values are left to the API (whose messages translate).
 */
function checkScalingFlags(scaling: Partial<RopeScaling>, flags: Flags): RopeScaling {
  const type = scaling.type as keyof typeof SCALING_FIELDS;
  if (!Object.prototype.hasOwnProperty.call(SCALING_FIELDS, type)) return scaling as RopeScaling;
  const { required, optional } = SCALING_FIELDS[type];
  const flagOf = SCALING_FLAGS as Record<string, string>;
  for (const [option, flag] of Object.entries(SCALING_FLAGS)) {
    if (flags[flag] !== undefined && !required.includes(option) && !optional.includes(option)) {
      const takes = [...required, ...optional].filter((name) => name in flagOf).map((name) => `--${flagOf[name]!}`);
      throw new UsageError(
        `--${flag} does not apply to --scaling ${type} (it takes ${takes.length > 0 ? flagList(takes, 'and') : 'no flags'})`,
      );
    }
  }
  if (flags['no-truncate'] && !optional.includes('truncate'))
    throw new UsageError(`--no-truncate does not apply to --scaling ${type} (only to yarn)`);
  const missing = required.filter((name) => (scaling as Record<string, unknown>)[name] === undefined);
  if (type === 'longrope' && (missing.includes('shortFactor') || missing.includes('longFactor'))) {
    throw new UsageError(
      "--scaling longrope needs the short_factor and long_factor lists of a model's config.json: use --config",
    );
  }
  if (missing.length > 0) {
    const needed = required.map((name) => `--${flagOf[name]!}`);
    throw new UsageError(`--scaling ${type} needs ${flagList(needed, 'and')}; --${flagOf[missing[0]!]!} is missing`);
  }
  if (
    (type === 'yarn' || type === 'longrope') &&
    scaling.originalMaxPositionEmbeddings === undefined &&
    scaling.maxPositionEmbeddings === undefined
  ) {
    throw new UsageError(
      `--scaling ${type} needs --original-max-position-embeddings or --max-position-embeddings ` +
        `(${type === 'yarn' ? 'it sets the correction range' : 'it chooses short or long factors'})`,
    );
  }
  return scaling as RopeScaling;
}

/** ropeFromConfig's errors with its option (`{ layerType }`) and its other reader said as the CLI's. */
function inConfigFlags<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof RangeError || error instanceof TypeError)) throw error;
    const message = error.message
      .replace(/^positional-encoding: /, '')
      .replace('pass { layerType }', 'pass --layer-type')
      .replace(/^layerType /, '--layer-type ')
      .replace(/\{ family: '([^']+)' \}/g, '--family $1')
      .replace(/options\.family/g, '--family')
      .replace(/ropeLayers\(config\)/g, 'positional-encoding layers --config FILE');
    throw new UsageError(message);
  }
}
