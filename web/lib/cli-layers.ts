/// <reference types="node" />
// `positional-encoding layers --config config.json`: ropeLayers' per-layer plan as an aligned
// table, CSV or JSON. A config that cannot be read is refused in one line naming --config.
import { readFileSync } from 'node:fs';
import { parseFlags, UsageError } from './cli-flags.js';
import type { Output } from './cli-output.js';
import { ropeLayers, type RopeLayer } from './rope-layers.js';

export const LAYERS_HELP = `Usage: positional-encoding layers --config config.json [--format text|csv|json]

Prints what every layer of a Hugging Face model does with positions, read from its config.json as
transformers 5 reads it: the layer's attention span (full, sliding or chunked, with its window),
its rope (base, scaling, layout, rotated dimensions) or NoPE, its head width and softmax scale,
Llama 4's query temperature on NoPE layers, DeepSeek's rotated slice.

Options:
      --config FILE         a Hugging Face config.json ("-" reads standard input); a multimodal
                            config is read from its text_config
      --format F            text (default: one aligned row per layer), csv or json (ropeLayers'
                            entries as they are)
  -h, --help                show this help

Examples:
  positional-encoding layers --config gemma-3-4b-it/config.json
  positional-encoding layers --config Llama-4-Scout-17B-16E-Instruct/config.json --format json`;

const FORMATS = ['text', 'csv', 'json'] as const;
type LayersFormat = (typeof FORMATS)[number];

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

/** "linear ×8", "yarn ×40", "proportional 0.25", "mrope 16/24/24", "default", or "NoPE". */
function ropeKind(entry: RopeLayer): string {
  const rope = entry.rope;
  if (rope === null) return 'NoPE';
  if (rope.mropeSection) return `mrope ${rope.mropeSection.join('/')}`;
  const scaling = rope.scaling;
  if (scaling === undefined) return 'default';
  if (scaling.type === 'proportional') return `proportional ${scaling.partialRotaryFactor ?? 1}`;
  return scaling.factor === undefined ? scaling.type : `${scaling.type} ×${scaling.factor}`;
}

/** The columns of one layer, as strings ('' where a layer has no such value). */
function columns(entry: RopeLayer): Record<string, string> {
  const rope = entry.rope;
  const notes: string[] = [];
  if (entry.queryTemperature) {
    const { floorScale, attnScale } = entry.queryTemperature;
    notes.push(`q × (1 + ${attnScale}·ln(1 + ⌊(pos + 1)/${floorScale}⌋))`);
  }
  if (entry.mla) notes.push(`rotates the last ${entry.mla.ropeDim} of ${entry.headDim} (nope ${entry.mla.nopeDim})`);
  return {
    layer: String(entry.layer),
    attention: entry.attention,
    window: entry.window === undefined ? '' : String(entry.window),
    rope: ropeKind(entry),
    base: rope ? String(rope.base) : '',
    layout: rope?.layout ?? '',
    rotary: rope ? String(rope.rotaryDim ?? entry.headDim) : '',
    head: String(entry.headDim),
    softmax: String(entry.softmaxScale),
    notes: notes.join('; '),
  };
}

function textTable(plan: RopeLayer[]): string {
  const rows = plan.map(columns);
  const names = Object.keys(rows[0]!);
  const widths = names.map((name) => Math.max(name.length, ...rows.map((row) => row[name]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(names), ...rows.map((row) => line(names.map((name) => row[name]!)))].join('\n') + '\n';
}

function csvTable(plan: RopeLayer[]): string {
  const rows = plan.map(columns);
  const names = Object.keys(rows[0]!);
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [names.join(','), ...rows.map((row) => names.map((name) => quote(row[name]!)).join(','))].join('\n') + '\n';
}

/** Writes what `positional-encoding layers …` prints; throws UsageError naming the flag for bad input. */
export async function runLayersCommand(argv: string[], out: Output): Promise<void> {
  const flags = parseFlags(argv, {
    config: { type: 'string' },
    format: { type: 'string', default: 'text' },
    help: { type: 'boolean', short: 'h' },
  });
  if (flags.help) return out.write(`${LAYERS_HELP}\n`);
  if (!FORMATS.includes(flags.format as LayersFormat))
    throw new UsageError(`--format must be text, csv or json; got "${String(flags.format)}"`);
  if (typeof flags.config !== 'string')
    throw new UsageError("--config is required: layers reads a model's config.json (see layers --help)");
  const config = readConfig(flags.config);
  let plan: RopeLayer[];
  try {
    plan = ropeLayers(config);
  } catch (error) {
    if (!(error instanceof RangeError || error instanceof TypeError)) throw error;
    // The API's name for this reader is the subcommand's here.
    const message = error.message.replace(/^positional-encoding: /, '').replace(/\bropeLayers\b/g, 'layers');
    throw new UsageError(`--config ${flags.config}: ${message}`);
  }
  if (flags.format === 'json') return out.write(`${JSON.stringify({ layers: plan })}\n`);
  return out.write(flags.format === 'csv' ? csvTable(plan) : textTable(plan));
}
