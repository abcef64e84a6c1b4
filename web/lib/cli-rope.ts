/// <reference types="node" />
// `positional-encoding rope`: prints RoPE's cos and sin tables (as Hugging Face's rotary embedding
// returns them) for given options or for a model's config.json. Errors name the flag, not the
// API option behind it.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatNumpyArray } from './format-numpy.js';
import init, { ropeCosSin, ropeFromConfig, type RopeOptions, type RopeScaling } from './index.js';

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
  -n, --base N              rope_theta, a number > 1 (default 10000)
      --layout NAME         half (Hugging Face / GPT-NeoX, default) or pairs (GPT-J / Meta LLaMA)
      --rotary-dim R        rotate only the first R dimensions (even, <= D; default D)
      --offset K            position of the first row, an integer >= 0 (default 0)
      --seq-len S           dynamic and longrope: the current sequence length (default offset + L)
      --scaling TYPE        linear, dynamic, yarn, longrope or llama3 (longrope's factor lists
                            come only from --config)
      --factor F, --original-max-position-embeddings N, --max-position-embeddings N,
      --low-freq-factor F, --high-freq-factor F, --beta-fast B, --beta-slow B, --mscale M,
      --mscale-all-dim M, --attention-factor A, --no-truncate
                            the scaling's parameters (Hugging Face's names)
      --table NAME          cos, sin or both (default both)
      --format F            numpy (default), csv or json
  -h, --help                show this help

Examples:
  positional-encoding rope --head-dim 8 --length 6
  positional-encoding rope --head-dim 128 -L 4 --base 500000 --scaling llama3 --factor 8 \\
      --low-freq-factor 1 --high-freq-factor 4 --original-max-position-embeddings 8192
  positional-encoding rope --config Llama-3.1-8B/config.json -L 16 --format csv`;

export class UsageError extends Error {}

/** Flag names for the API's option names, so that an error from the API names the flag. */
const FLAG_OF_OPTION: Record<string, string> = {
  headDim: '--head-dim', length: '--length', 'options.base': '--base', 'options.layout': '--layout',
  'options.rotaryDim': '--rotary-dim', 'options.offset': '--offset', 'options.seqLen': '--seq-len',
  'options.scaling.type': '--scaling',
};
const SCALING_FLAGS = {
  factor: 'factor', originalMaxPositionEmbeddings: 'original-max-position-embeddings',
  maxPositionEmbeddings: 'max-position-embeddings', lowFreqFactor: 'low-freq-factor',
  highFreqFactor: 'high-freq-factor', betaFast: 'beta-fast', betaSlow: 'beta-slow', mscale: 'mscale',
  mscaleAllDim: 'mscale-all-dim', attentionFactor: 'attention-factor',
} as const;
for (const [option, flag] of Object.entries(SCALING_FLAGS)) FLAG_OF_OPTION[`options.scaling.${option}`] = `--${flag}`;

function numberFlag(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new UsageError(`--${flag} expects a number; got "${text}"`);
  return value;
}

/** An API error's message with option names replaced by the flags that set them. */
function inFlags(message: string): string {
  const names = Object.keys(FLAG_OF_OPTION).sort((a, b) => b.length - a.length);
  return names.reduce((text, name) => text.replace(new RegExp(`\\b${name.replace(/\./g, '\\.')}\\b`, 'g'), FLAG_OF_OPTION[name]!), message);
}

function readConfig(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    throw new UsageError(`--config ${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--config ${file}: not valid JSON (${(error as Error).message})`);
  }
}

function printTable(values: Float32Array, length: number, width: number, offset: number, format: string): string {
  if (format === 'numpy') return formatNumpyArray(values, [length, width]);
  const rows = Array.from({ length }, (_, r) => Array.from(values.subarray(r * width, (r + 1) * width)));
  if (format === 'json') return JSON.stringify(rows);
  const header = ['pos', ...Array.from({ length: width }, (_, j) => `dim${j}`)].join(',');
  return [header, ...rows.map((row, r) => [offset + r, ...row].join(','))].join('\n');
}

/** The text `positional-encoding rope …` prints; throws UsageError (or the API's errors, in flag names). */
export async function runRopeCommand(argv: string[]): Promise<string> {
  const { values: flags } = parseArgs({
    args: argv,
    options: {
      'head-dim': { type: 'string' }, length: { type: 'string', short: 'L' }, config: { type: 'string' },
      'layer-type': { type: 'string' }, base: { type: 'string', short: 'n' }, layout: { type: 'string' },
      'rotary-dim': { type: 'string' }, offset: { type: 'string' }, 'seq-len': { type: 'string' },
      scaling: { type: 'string' }, 'no-truncate': { type: 'boolean' },
      ...Object.fromEntries(Object.values(SCALING_FLAGS).map((flag) => [flag, { type: 'string' as const }])),
      table: { type: 'string', default: 'both' }, format: { type: 'string', default: 'numpy' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (flags.help) return ROPE_HELP;
  if (!['numpy', 'csv', 'json'].includes(flags.format!)) throw new UsageError(`--format must be numpy, csv or json; got "${flags.format}"`);
  if (!['cos', 'sin', 'both'].includes(flags.table!)) throw new UsageError(`--table must be cos, sin or both; got "${flags.table}"`);
  if (flags['layer-type'] !== undefined && flags.config === undefined) throw new UsageError('--layer-type needs --config');

  let headDim: number | undefined;
  let options: RopeOptions = {};
  try {
    if (flags.config !== undefined) {
      const layerType = flags['layer-type'];
      ({ headDim, options } = ropeFromConfig(readConfig(flags.config), layerType === undefined ? undefined : { layerType }));
    }
    headDim = numberFlag('head-dim', flags['head-dim']) ?? headDim;
    const length = numberFlag('length', flags.length);
    if (headDim === undefined || length === undefined) throw new UsageError('--length and --head-dim (or --config) are required (see rope --help)');
    options = withFlags(options, flags as Record<string, string | boolean | undefined>);
    const offset = options.offset ?? 0;
    await init();
    const { cos, sin } = ropeCosSin(length, headDim, options);
    const width = cos.length / length;
    const print = (name: string, table: Float32Array) =>
      (flags.table === 'both' && flags.format !== 'json' ? `${name}\n` : '') + printTable(table, length, width, offset, flags.format!);
    if (flags.table === 'cos') return print('cos', cos);
    if (flags.table === 'sin') return print('sin', sin);
    if (flags.format === 'json') {
      return JSON.stringify({ headDim, length, offset, cos: JSON.parse(printTable(cos, length, width, offset, 'json')),
        sin: JSON.parse(printTable(sin, length, width, offset, 'json')) });
    }
    return `${print('cos', cos)}\n\n${print('sin', sin)}`;
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) {
      const Kind = error.constructor as typeof RangeError;
      throw new Kind(inFlags(error.message));
    }
    throw error;
  }
}

/** The options from --config (if any) with each given flag laid over them. */
function withFlags(fromConfig: RopeOptions, flags: Record<string, string | boolean | undefined>): RopeOptions {
  const options: RopeOptions = { ...fromConfig };
  const number = (flag: string) => numberFlag(flag, flags[flag] as string | undefined);
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
  if (scaling) options.scaling = scaling as RopeScaling;
  return options;
}
