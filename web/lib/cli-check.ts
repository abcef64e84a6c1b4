/// <reference types="node" />
// `positional-encoding check FILE [--kind K] [--json]`: which convention made a tensor in a file
// (.npy, JSON, CSV, a printed NumPy/PyTorch array), its diagnosis and the worst cell. Exit code 0
// when a convention reproduces it cleanly (within the float32 contract or the detected storage
// precision), 1 when none does or only with a departure, 2 when the file cannot be read.
import { readFileSync, statSync } from 'node:fs';
import { parseFlags, UsageError } from './cli-flags.js';
import type { Output } from './cli-output.js';
import { identifyEncoding, indexText } from './identify.js';
import { init } from './index.js';
import type { EncodingKind, IdentifyResult } from './identify-types.js';
import { MAX_TENSOR_BYTES, readNpy } from './read-npy.js';
import { parseTensor, type Tensor } from './tensor-readers.js';

export const CHECK_HELP = `Usage: positional-encoding check FILE [--kind K] [--json]

Says which positional-encoding convention made the tensor in FILE, with the call of this package
that reproduces it, where it departs from the standard convention, and its worst cell.
FILE: a NumPy .npy file, JSON nested arrays, CSV, or a printed array([...]) / tensor([...])
("-" reads standard input as text).

Options:
      --kind K     sinusoidal, rope-cos, rope-sin, alibi or t5 (default: guessed from the shape)
      --json       print the result object ({ matches, diagnosis })
  -h, --help       show this help

Exit code: 0 a convention reproduces it cleanly; 1 none does (or only with a departure);
2 the file cannot be read.`;

const KINDS = ['sinusoidal', 'rope-cos', 'rope-sin', 'alibi', 't5'];

/** Thrown to end with exit code 1 after the report is written. */
export class NoMatch extends Error {
  override name = 'NoMatch';
}

function readTensor(file: string): Tensor {
  try {
    if (file !== '-') {
      const size = statSync(file).size;
      if (size > MAX_TENSOR_BYTES) throw new RangeError(`the file is ${size} bytes; files over 256 MB are refused`);
    }
    const bytes = readFileSync(file === '-' ? 0 : file);
    if (bytes.length >= 6 && bytes[0] === 0x93 && bytes.toString('latin1', 1, 6) === 'NUMPY')
      return readNpy(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
    return parseTensor(bytes.toString('utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code
      ? `cannot read it (${(error as NodeJS.ErrnoException).code})`
      : (error as Error).message.replace(/^positional-encoding: /, '');
    throw new UsageError(`${file}: ${reason}`);
  }
}

function report(result: IdentifyResult, tensor: Tensor): string {
  const lines: string[] = [];
  const best = result.matches[0];
  if (best) {
    lines.push(`match: ${best.kind} (${best.precision}): ${best.call}`);
    for (const other of result.matches.slice(1, 4)) lines.push(`  also: ${other.call}`);
    lines.push(`worst cell: ${indexText(best.worstIndex, tensor.shape)}, off by ${best.maxError}`);
  } else lines.push('match: none');
  lines.push(...result.diagnosis.split('\n').map((l) => `# ${l}`));
  return `${lines.join('\n')}\n`;
}

export async function runCheckCommand(argv: string[], out: Output): Promise<void> {
  // FILE is the one argument that is not a flag or --kind's value.
  const at = argv.findIndex((a, i) => (a === '-' || !a.startsWith('-')) && argv[i - 1] !== '--kind');
  const file = at < 0 ? undefined : argv[at]!;
  const flags = parseFlags(
    argv.filter((_, i) => i !== at),
    {
      kind: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  );
  if (flags.help) return out.write(`${CHECK_HELP}\n`);
  if (file === undefined) throw new UsageError('check needs a FILE (see check --help)');
  if (flags.kind !== undefined && !KINDS.includes(flags.kind as string))
    throw new UsageError(`--kind must be ${KINDS.join(', ')}; got "${String(flags.kind)}"`);
  const tensor = readTensor(file);
  await init();
  const kind = flags.kind as EncodingKind | undefined;
  const result = identifyEncoding(tensor.values, tensor.shape, kind ? { kind } : undefined);
  await out.write(flags.json ? `${JSON.stringify(result)}\n` : report(result, tensor));
  if (!result.matches.some((m) => m.departures.length === 0)) throw new NoMatch();
}
