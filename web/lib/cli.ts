#!/usr/bin/env node
/// <reference types="node" />
// The command line: prints a sinusoidal table (or scale·x + PE for a table read from a file) the
// way numpy prints it, or as CSV or JSON.
//   npx positional-encoding --length 6 --d-model 4 --base 100
import { readFileSync } from 'node:fs';
import { runAlibiCommand, runT5Command } from './cli-attention.js';
import { runLayersCommand } from './cli-layers.js';
import { NoMatch, runCheckCommand } from './cli-check.js';
import { formatFlag, numberFlag, parseFlags, UsageError, withFlagNames, type FlagOfOption } from './cli-flags.js';
import { readMatrix } from './cli-matrix.js';
import {
  numpyText,
  rowsOf,
  STREAM_ROWS,
  streamOutput,
  writeCsvRows,
  writeJsonRows,
  type Output,
  type RowSource,
} from './cli-output.js';
import { runRopeCommand } from './cli-rope.js';
import init, { addPositionalEncoding, sinusoidal, type Layout, type SinusoidExponent } from './index.js';
import { checkElementCount, checkInteger, checkOffset, MAX_ELEMENTS } from './validate.js';

const HELP = `Usage: positional-encoding --length L --d-model D [options]
       positional-encoding rope --head-dim D --length L [options]   (rope --help)
       positional-encoding alibi --heads H --length L [options]     (alibi --help)
       positional-encoding t5 --query-length Q --key-length K [opts] (t5 --help)
       positional-encoding layers --config config.json [options]     (layers --help)
       positional-encoding check FILE [--kind K] [--json]             (check --help)

Prints the sinusoidal positional-encoding table PE(pos, 2i) = sin(pos / n^(2i/D)),
PE(pos, 2i+1) = cos(pos / n^(2i/D)) for positions offset … offset+L-1.

Options:
  -L, --length L        number of positions (rows), an integer >= 1
  -d, --d-model D       encoding width (columns), an integer >= 1
  -n, --base N          the base n, a number > 1 (default 10000)
      --offset K        position of the first row, an integer >= 0 (default 0)
      --layout NAME     interleaved (sin, cos, sin, cos…; default) or split (sines, then cosines)
      --exponent NAME   paper (n^(2i/D); default) or tensor2tensor (n^(i/(D/2-1)), as
                        tensor2tensor and fairseq: the lowest frequency is exactly 1/n)
      --input FILE      add the table to the L × D embeddings in FILE and print scale·x + PE:
                        CSV (one row per line, numbers separated by commas or spaces) or a JSON
                        array of rows; "-" reads standard input. Only finite numbers, every row
                        as long as the first: anything else is refused naming its line and column
      --scale S         with --input: multiply x by S first; "sqrt" means √D (formula 15.2)
      --format F        numpy (default), csv or json. Infinities and NaN (a value beyond
                        float32 after --scale) print as numpy writes them: inf, -inf, nan; JSON,
                        which has no such numbers, holds them as the strings "inf", "-inf", "nan"
  -h, --help            show this help
  -v, --version         show the version

Examples:
  positional-encoding --length 6 --d-model 4 --base 100
  positional-encoding -L 1000 -d 512 --format csv > pe.csv
  positional-encoding -L 3 -d 4 --input x.csv --scale sqrt`;

/** The API's names for the values the flags set, for its error messages. */
const FLAG_OF_OPTION: FlagOfOption = {
  length: 'length',
  dModel: 'd-model',
  'options.base': 'base',
  'options.offset': 'offset',
  'options.layout': 'layout',
  'options.exponent': 'exponent',
  'options.scale': 'scale',
  'shape[1] (length)': 'length',
  'shape[2] (dModel)': 'd-model',
};

/** Subcommands: each writes its text to the output. */
const SUBCOMMANDS: Record<string, (argv: string[], out: Output) => Promise<void>> = {
  rope: runRopeCommand,
  alibi: runAlibiCommand,
  t5: runT5Command,
  layers: runLayersCommand,
  check: runCheckCommand,
};

/** The table: sinusoidal() a block of STREAM_ROWS rows at a time (bit-identical to the whole table). */
function sinusoidalRows(
  length: number,
  dModel: number,
  base: number,
  offset: number,
  layout: Layout,
  exponent: SinusoidExponent,
): RowSource {
  // What sinusoidal(length, dModel, …) would check, since no block is asked for the whole length.
  checkInteger('length', length, 1, MAX_ELEMENTS);
  checkInteger('dModel', dModel, 1, MAX_ELEMENTS);
  checkElementCount(`a table of length ${length} × dModel ${dModel}`, length * dModel);
  checkOffset(offset, length);
  const block = (start: number, count: number) =>
    sinusoidal(count, dModel, { base, offset: offset + start, layout, exponent });
  block(0, Math.min(length, 1)); // the other options' checks, before any output
  return { rows: length, cols: dModel, blockRows: STREAM_ROWS, block };
}

async function main(argv: string[], out: Output): Promise<void> {
  const subcommand = SUBCOMMANDS[argv[0] ?? ''];
  if (subcommand) return subcommand(argv.slice(1), out);
  const flags = parseFlags(argv, {
    length: { type: 'string', short: 'L' },
    'd-model': { type: 'string', short: 'd' },
    base: { type: 'string', short: 'n' },
    offset: { type: 'string' },
    layout: { type: 'string' },
    exponent: { type: 'string' },
    input: { type: 'string' },
    scale: { type: 'string' },
    format: { type: 'string', default: 'numpy' },
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean', short: 'v' },
  });
  if (flags.help) return out.write(`${HELP}\n`);
  if (flags.version) {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    return out.write(`${manifest.version}\n`);
  }
  const format = formatFlag(flags.format);
  if (flags.scale !== undefined && flags.input === undefined)
    throw new UsageError('--scale needs --input (it scales the embeddings x)');
  const input = typeof flags.input === 'string' ? await readMatrix(flags.input) : undefined;
  const length = numberFlag('length', flags.length) ?? input?.rows;
  const dModel = numberFlag('d-model', flags['d-model']) ?? input?.cols;
  if (length === undefined || dModel === undefined)
    throw new UsageError('--length and --d-model are required (see --help)');
  const base = numberFlag('base', flags.base) ?? 10000;
  const offset = numberFlag('offset', flags.offset) ?? 0;
  const layout = (flags.layout ?? 'interleaved') as Layout;
  const exponent = (flags.exponent ?? 'paper') as SinusoidExponent;
  const scale = flags.scale === 'sqrt' ? 'sqrt' : numberFlag('scale', flags.scale);

  await init();
  const table = await withFlagNames(FLAG_OF_OPTION, flags, () => {
    if (!input) return sinusoidalRows(length, dModel, base, offset, layout, exponent);
    if (input.rows !== length || input.cols !== dModel) {
      throw new UsageError(
        `--input ${flags.input} holds ${input.rows} rows of ${input.cols} numbers; --length and --d-model ask for ${length} of ${dModel}`,
      );
    }
    return rowsOf(
      addPositionalEncoding(input.values, [1, length, dModel], { base, offset, layout, exponent, scale }),
      length,
      dModel,
    );
  });
  if (format === 'numpy') return out.write(`${numpyText(table)}\n`);
  if (format === 'csv') {
    await out.write(`${['pos', ...Array.from({ length: dModel }, (_, j) => `dim${j}`)].join(',')}\n`);
    return writeCsvRows(out, table, (row) => String(offset + row));
  }
  await out.write(`${JSON.stringify({ length, dModel, base, offset, layout, exponent }).slice(0, -1)},"values":`);
  await writeJsonRows(out, table);
  await out.write('}\n');
}

const stdout = streamOutput(process.stdout);
main(process.argv.slice(2), stdout)
  .then(() => stdout.flush())
  .catch(async (error: unknown) => {
    // check: the report is written; no convention reproduced the tensor.
    if (error instanceof NoMatch) {
      await stdout.flush();
      process.exitCode = 1;
      return;
    }
    const message = error instanceof Error ? error.message.replace(/^positional-encoding: /, '') : String(error);
    console.error(`positional-encoding: ${message}`);
    // A mistake in the input is one line; anything else is a bug worth its stack trace.
    if (!(error instanceof UsageError) && !(error instanceof RangeError) && !(error instanceof TypeError))
      console.error(error);
    process.exitCode = 2;
  });
