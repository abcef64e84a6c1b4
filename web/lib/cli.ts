#!/usr/bin/env node
/// <reference types="node" />
// The command line: prints a sinusoidal table (or scale·x + PE for a table read from a file) the
// way numpy prints it, or as CSV or JSON.
//   npx positional-encoding --length 6 --d-model 4 --base 100
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runAlibiCommand, runT5Command, UsageError as AttentionUsageError } from './cli-attention.js';
import { runRopeCommand, UsageError } from './cli-rope.js';
import { formatNumpyArray } from './format-numpy.js';
import init, { addPositionalEncoding, sinusoidal, type Layout } from './index.js';

const HELP = `Usage: positional-encoding --length L --d-model D [options]
       positional-encoding rope --head-dim D --length L [options]   (rope --help)
       positional-encoding alibi --heads H --length L [options]     (alibi --help)
       positional-encoding t5 --query-length Q --key-length K [opts] (t5 --help)

Prints the sinusoidal positional-encoding table PE(pos, 2i) = sin(pos / n^(2i/D)),
PE(pos, 2i+1) = cos(pos / n^(2i/D)) for positions offset … offset+L-1.

Options:
  -L, --length L        number of positions (rows), an integer >= 1
  -d, --d-model D       encoding width (columns), an integer >= 1
  -n, --base N          the base n, a number > 1 (default 10000)
      --offset K        position of the first row, an integer >= 0 (default 0)
      --layout NAME     interleaved (sin, cos, sin, cos…; default) or split (sines, then cosines)
      --input FILE      add the table to the L × D embeddings in FILE (CSV rows, or a JSON array
                        of rows; "-" reads standard input) and print scale·x + PE
      --scale S         with --input: multiply x by S first; "sqrt" means √D (formula 15.2)
      --format F        numpy (default), csv or json
  -h, --help            show this help
  -v, --version         show the version

Examples:
  positional-encoding --length 6 --d-model 4 --base 100
  positional-encoding -L 1000 -d 512 --format csv > pe.csv
  positional-encoding -L 3 -d 4 --input x.csv --scale sqrt`;

function parseNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new UsageError(`--${name} expects a number; got "${text}"`);
  return value;
}

/** Rows of numbers from CSV (commas or spaces) or a JSON array of arrays. */
function readMatrix(file: string): number[][] {
  const text = readFileSync(file === '-' ? 0 : file, 'utf8').trim();
  const rows: unknown = text.startsWith('[')
    ? JSON.parse(text)
    : text.split(/\r?\n/).filter((line) => line.trim() !== '').map((line) => line.trim().split(/[\s,]+/).map(Number));
  if (!Array.isArray(rows) || !rows.every((row) => Array.isArray(row) && row.every((v) => typeof v === 'number' && Number.isFinite(v)))) {
    throw new UsageError(`--input ${file}: expected rows of finite numbers (CSV or a JSON array of arrays)`);
  }
  return rows as number[][];
}

function print(values: Float32Array, length: number, dModel: number, format: string, meta: object): string {
  const rows = Array.from({ length }, (_, row) => Array.from(values.subarray(row * dModel, (row + 1) * dModel)));
  if (format === 'json') return JSON.stringify({ ...meta, values: rows });
  if (format === 'csv') {
    const header = ['pos', ...Array.from({ length: dModel }, (_, j) => `dim${j}`)].join(',');
    const offset = (meta as { offset: number }).offset;
    return [header, ...rows.map((row, k) => [offset + k, ...row].join(','))].join('\n');
  }
  return formatNumpyArray(values, [length, dModel]);
}

/** Subcommands: each returns the text to print. */
const SUBCOMMANDS: Record<string, (argv: string[]) => Promise<string>> = {
  rope: runRopeCommand,
  alibi: runAlibiCommand,
  t5: runT5Command,
};

async function main(argv: string[]): Promise<void> {
  const subcommand = SUBCOMMANDS[argv[0] ?? ''];
  if (subcommand) {
    console.log(await subcommand(argv.slice(1)));
    return;
  }
  const { values: options } = parseArgs({
    args: argv,
    options: {
      length: { type: 'string', short: 'L' },
      'd-model': { type: 'string', short: 'd' },
      base: { type: 'string', short: 'n' },
      offset: { type: 'string' },
      layout: { type: 'string' },
      input: { type: 'string' },
      scale: { type: 'string' },
      format: { type: 'string', default: 'numpy' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
    strict: true,
  });
  if (options.help) {
    console.log(HELP);
    return;
  }
  if (options.version) {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    console.log(manifest.version);
    return;
  }
  if (!['numpy', 'csv', 'json'].includes(options.format!)) {
    throw new UsageError(`--format must be numpy, csv or json; got "${options.format}"`);
  }
  const input = options.input === undefined ? undefined : readMatrix(options.input);
  const length = parseNumber('length', options.length) ?? input?.length;
  const dModel = parseNumber('d-model', options['d-model']) ?? input?.[0]?.length;
  if (length === undefined || dModel === undefined) throw new UsageError('--length and --d-model are required (see --help)');
  if (options.scale !== undefined && input === undefined) throw new UsageError('--scale needs --input (it scales the embeddings x)');
  const base = parseNumber('base', options.base) ?? 10000;
  const offset = parseNumber('offset', options.offset) ?? 0;
  const layout = (options.layout ?? 'interleaved') as Layout;
  const scale = options.scale === 'sqrt' ? 'sqrt' : parseNumber('scale', options.scale);

  await init();
  let table: Float32Array;
  if (input) {
    if (input.length !== length || input.some((row) => row.length !== dModel)) {
      throw new UsageError(`--input must hold ${length} rows of ${dModel} numbers to match --length and --d-model`);
    }
    table = addPositionalEncoding(Float32Array.from(input.flat()), [1, length, dModel], { base, offset, layout, scale });
  } else {
    table = sinusoidal(length, dModel, { base, offset, layout });
  }
  console.log(print(table, length, dModel, options.format!, { length, dModel, base, offset, layout }));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message.replace(/^positional-encoding: /, '') : String(error);
  console.error(`positional-encoding: ${message}`);
  if (!(error instanceof UsageError) && !(error instanceof AttentionUsageError) && !(error instanceof RangeError) && !(error instanceof TypeError)) {
    console.error(error);
  }
  process.exitCode = 2;
});
