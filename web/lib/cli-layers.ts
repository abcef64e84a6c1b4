/// <reference types="node" />
// `positional-encoding layers --config config.json`: ropeLayers' per-layer plan as an aligned
// table, CSV or JSON. A config that cannot be read is refused in one line naming --config.
import { readFileSync } from 'node:fs';
import { parseFlags, UsageError } from './cli-flags.js';
import type { Output } from './cli-output.js';
import { type ModelLayers, ropeLayers, type RopeLayer } from './rope-layers.js';

export const LAYERS_HELP = `Usage: positional-encoding layers --config config.json [--format text|csv|json]

Prints what every layer of a Hugging Face model does with positions, read from its config.json as
transformers 5 reads it, by the family its model_type names (docs/models.md lists them): the
layer's attention span (full, sliding or chunked with its window; linear, mamba, conv or cross
layers, which have no positions),
its rope (base, scaling, layout, rotated dimensions) or NoPE, its head width and softmax scale,
Llama 4's query temperature on NoPE layers, DeepSeek's rotated slice.

Options:
      --config FILE         a Hugging Face config.json ("-" reads standard input); a multimodal
                            config is read from its text_config
      --family TYPE         read the config as this model_type of the family table (a fine-tune
                            that renamed its type, or a config without model_type)
      --format F            text (default: one aligned row per layer), csv or json (ropeLayers'
                            entries as they are)
  -h, --help                show this help

Examples:
  positional-encoding layers --config gemma-3-4b-it/config.json
  positional-encoding layers --config Llama-4-Scout-17B-16E-Instruct/config.json --format json
  positional-encoding layers --config internlm2-chat-7b/config.json --family llama`;

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

/** "linear ×8", "yarn ×40", "proportional 0.25", "mrope 16/24/24", "default", "NoPE", or "none" (no attention positions). */
function ropeKind(entry: RopeLayer): string {
  const rope = entry.rope;
  if (rope === null) return ['full', 'sliding', 'chunked'].includes(entry.attention) ? 'NoPE' : 'none';
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
    family: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (flags.help) return out.write(`${LAYERS_HELP}\n`);
  if (!FORMATS.includes(flags.format as LayersFormat))
    throw new UsageError(`--format must be text, csv or json; got "${String(flags.format)}"`);
  if (typeof flags.config !== 'string')
    throw new UsageError("--config is required: layers reads a model's config.json (see layers --help)");
  const config = readConfig(flags.config);
  const family = flags.family as string | undefined;
  let plan: ModelLayers;
  try {
    plan = ropeLayers(config, family === undefined ? undefined : { family });
  } catch (error) {
    if (!(error instanceof RangeError || error instanceof TypeError)) throw error;
    // The API's names are the subcommand's here.
    const message = error.message
      .replace(/^positional-encoding: /, '')
      .replace(/\bropeLayers\b/g, 'layers')
      .replace(/\{ family: '([^']+)' \}/g, '--family $1')
      .replace(/options\.family/g, '--family');
    throw new UsageError(`--config ${flags.config}: ${message}`);
  }
  if (flags.format === 'json') {
    const { family: read, textPath, unusedKeys } = plan;
    return out.write(`${JSON.stringify({ family: read, textPath, unusedKeys, layers: [...plan] })}\n`);
  }
  if (flags.format === 'csv') return out.write(csvTable(plan));
  // The text form says how the config was read, and what it holds that this family's code ignores.
  const header = [`# read as ${plan.family} (${plan.textPath})`];
  for (const { key, value } of plan.unusedKeys) {
    header.push(`# ${key} = ${JSON.stringify(value)}: not read by transformers' ${plan.family} code, ignored`);
  }
  return out.write(`${header.join('\n')}\n${textTable(plan)}`);
}
