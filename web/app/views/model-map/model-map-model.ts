// The model map's model: which config is read (a preset's or a pasted one), what ropeLayers() makes
// of it (the layer plan and its kinds), θ_i of every kind that turns (ropeFrequencies()), and the
// texts the page shows for them: the layer readout, the legend, the wavelength readout and note, the
// status line, the CSV. Every number comes from the package; no DOM here, so Node tests read it.
import { ropeFrequencies, ropeLayers, type ModelLayers, type RopeLayer } from 'positional-encoding';
import { formatNumber } from '../../format.js';
import { texNumber } from '../../tex.js';
import { mapModel } from '../../presets/model-map-presets.js';
import { attentionWords, hasNoPositions, layerKinds, noRopeWord, ropeWords, type LayerKind } from './layer-plan.js';

export interface Plan {
  key: string;
  label: string;
  config: Record<string, unknown>;
  layers: ModelLayers;
  kinds: LayerKind[];
  kindOf: number[];
  maxPositions: number | undefined;
  /** Where maxPositions comes from when the config does not say it. */
  maxPositionsNote?: string;
}

/** A kind of layer that turns, with θ_i per pair from ropeFrequencies() (0: the pair stands still). */
export interface KindSeries {
  /** The kind's colour slot (its index in the legend). */
  slot: number;
  label: string;
  invFreq: Float64Array;
  kind: LayerKind;
}

/** What the map shows for the chosen model: its plan and series, or the refusal in `status`. */
export interface Reading {
  plan: Plan | null;
  /** The kinds that turn; null when ropeFrequencies() refused one. */
  series: KindSeries[] | null;
  /** The status line: empty, the custom model's missing paste, or a refusal in the package's words. */
  status: string;
}

export const CUSTOM_WITHOUT_PASTE =
  'map-model=custom: a pasted config.json is not kept in the link. Paste it below, or choose a preset.';

const message = (problem: unknown): string => (problem instanceof Error ? problem.message : String(problem));

/** max_position_embeddings of the config (or of its text_config), when it says it. */
export function maxPositionsOf(config: Record<string, unknown>): number | undefined {
  const text = (config.text_config ?? config) as Record<string, unknown>;
  const value = text.max_position_embeddings;
  return typeof value === 'number' ? value : undefined;
}

/** A config read by ropeLayers() (as `family` when given) and its layers grouped into kinds. */
export function readPlan(
  key: string,
  label: string,
  config: Record<string, unknown>,
  maxPositions?: number,
  family?: string,
): Plan {
  const layers = ropeLayers(config, family ? { family } : undefined);
  const { kinds, kindOf } = layerKinds(layers);
  return { key, label, config, layers, kinds, kindOf, maxPositions };
}

/** θ_i of every kind that turns, from ropeFrequencies() with the kind's rope options. */
export function kindSeries(plan: Plan): KindSeries[] {
  return plan.kinds.flatMap((kind) => {
    const rope = kind.entry.rope;
    if (rope === null) return [];
    const { invFreq } = ropeFrequencies(kind.entry.headDim, {
      base: rope.base,
      rotaryDim: rope.rotaryDim,
      scaling: rope.scaling,
      layout: rope.layout,
    });
    return [{ slot: kind.index, label: kind.label, invFreq, kind }];
  });
}

/** The model `mapModel` names (a preset key, or 'custom' for `pasted`), read; a refusal in its words. */
export function readModel(mapModelKey: string, pasted: Plan | null): Reading {
  let plan: Plan | null;
  let status = '';
  try {
    if (mapModelKey === 'custom') {
      plan = pasted;
      if (!pasted) status = CUSTOM_WITHOUT_PASTE;
    } else {
      const model = mapModel(mapModelKey)!;
      plan = {
        ...readPlan(model.key, model.label, model.config, model.maxPositions),
        maxPositionsNote: model.maxPositionsNote,
      };
    }
  } catch (problem) {
    return { plan: null, series: null, status: message(problem) };
  }
  if (!plan) return { plan, series: null, status };
  try {
    return { plan, series: kindSeries(plan), status };
  } catch (problem) {
    return { plan, series: null, status: message(problem) };
  }
}

/** The line under the presets: the pasted config, or the preset's Hugging Face file (a link). */
export type SourceLine = { text: string } | { href: string; linkText: string } | null;

export function sourceLine(mapModelKey: string, pasted: Plan | null): SourceLine {
  if (mapModelKey === 'custom') return pasted ? { text: 'The pasted config.json.' } : { text: '' };
  const model = mapModel(mapModelKey);
  if (!model) return null;
  const linkText = model.source.replace('https://huggingface.co/', '').replace('/blob/main/config.json', '');
  return { href: model.source, linkText };
}

// ---- the paste box ------------------------------------------------------------------------------

/** What "Read config" makes of the pasted text: not JSON, refused by ropeLayers(), or read. */
export type PasteOutcome =
  | { outcome: 'not-json'; error: string }
  | { outcome: 'refused'; error: string }
  | { outcome: 'read'; plan: Plan; familyNote: string };

/** The pasted text read as JSON, then by ropeLayers() as `family` (or its model_type when none is chosen). */
export function readPastedConfig(text: string, family: string | undefined): PasteOutcome {
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (problem) {
    return { outcome: 'not-json', error: `This is not JSON: ${message(problem)}` };
  }
  let plan: Plan;
  try {
    const json = config as Record<string, unknown>;
    plan = readPlan('custom', 'the pasted config', json, maxPositionsOf(json), family);
  } catch (problem) {
    const words = message(problem);
    // A model_type the table does not read: the reader may choose a family to read it as.
    const error = /model_type|options\.family/.test(words) ? `${words} Choose one under "read as".` : words;
    return { outcome: 'refused', error };
  }
  const unused = plan.layers.unusedKeys.map((entry) => entry.key);
  const familyNote =
    `Read as ${plan.layers.family} (${plan.layers.textPath})` +
    (unused.length > 0 ? `; transformers' ${plan.layers.family} code does not read ${unused.join(', ')}.` : '.');
  return { outcome: 'read', plan, familyNote };
}

// ---- the layer strips, the legend and the layer readout ----------------------------------------

/** The layer shown: the one asked for, or the last when the link asks past it. */
export function layerShown(mapLayer: number, plan: Plan): number {
  return Math.min(mapLayer, plan.layers.length - 1);
}

/** The status line's refusal of a map-layer past the model's last layer; null when it is a layer. */
export function layerRefusal(mapLayer: number, plan: Plan): string | null {
  const count = plan.layers.length;
  const layer = layerShown(mapLayer, plan);
  return mapLayer > layer
    ? `map-layer=${mapLayer} is not a layer of ${plan.label}: it has ${count} (0 to ${count - 1}); showing layer ${layer}.`
    : null;
}

/** The layer the strips' keys go to from `layer`, or undefined for another key. */
export function layerAfterKey(key: string, layer: number, count: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowLeft: layer - 1,
    ArrowRight: layer + 1,
    Home: 0,
    End: count - 1,
    PageUp: layer + 8,
    PageDown: layer - 8,
  };
  const next = moves[key];
  return next === undefined ? undefined : Math.max(0, Math.min(count - 1, next));
}

/** "1 + 0.1·ln(1 + ⌊(pos + 1)/8192⌋)", or "none". */
export function temperatureWords(entry: RopeLayer): string {
  const t = entry.queryTemperature;
  return t ? `1 + ${formatNumber(t.attnScale)}·ln(1 + ⌊(pos + 1)/${t.floorScale}⌋)` : 'none';
}

/** The readout of layer `layer`, field by field (the dd's data-field names). */
export function layerReadout(plan: Plan, layer: number, series: readonly KindSeries[] | null): Record<string, string> {
  const entry = plan.layers[layer]!;
  const turningSeries = series?.find((s) => s.slot === plan.kindOf[layer]);
  const turning = turningSeries ? 2 * turningSeries.invFreq.filter((theta) => theta > 0).length : 0;
  const softmax = hasNoPositions(entry) && entry.attention !== 'cross';
  return {
    layer: `${layer} of ${plan.layers.length}`,
    attention: attentionWords(entry),
    rope:
      entry.rope === null
        ? noRopeWord(entry)
        : ropeWords(entry)
            .replace(/^RoPE θ = [^,]*,? ?/, 'RoPE ')
            .trim(),
    base: entry.rope ? formatNumber(entry.rope.base ?? 10000) : '–',
    layout: entry.rope ? (entry.rope.layout ?? 'half') : '–',
    dims: `${entry.headDim} (${turning})`,
    scale: softmax ? '–' : formatNumber(entry.softmaxScale, 7),
    temperature: temperatureWords(entry),
  };
}

/** The strips' accessible name: the model, and the chosen layer's kind. */
export function stripsLabel(plan: Plan, layer: number): string {
  return `${plan.layers.length} layers of ${plan.label}; layer ${layer}: ${plan.kinds[plan.kindOf[layer]!]!.label}`;
}

/** The title's words: "(Command R7B: 32 layers, 2 kinds)". */
export function shapeWords(plan: Plan): string {
  const kinds = plan.kinds.length;
  return `(${plan.label}: ${plan.layers.length} layers, ${kinds} kind${kinds === 1 ? '' : 's'})`;
}

/** How a kind is drawn: filled (RoPE), hollow (NoPE) or dashed (no positions at all). */
export type StripStyle = 'rope' | 'nope' | 'positionless';

export function stripStyle(entry: RopeLayer): StripStyle {
  return hasNoPositions(entry) ? 'positionless' : entry.rope === null ? 'nope' : 'rope';
}

/** The legend's lines: each kind's slot, how it is drawn and its words with its count of layers. */
export function legendItems(plan: Plan): { slot: number; style: StripStyle; text: string }[] {
  return plan.kinds.map((kind) => {
    const count = kind.layers.length;
    return {
      slot: kind.index,
      style: stripStyle(kind.entry),
      text: `${kind.label} (${count} layer${count === 1 ? '' : 's'})`,
    };
  });
}

/** The chosen layer's formula: θ_i and the softmax scale, or the NoPE score and Llama 4's temperature. */
export function layerTex(entry: RopeLayer): string {
  const scale = String.raw`\text{softmax scale} = ${formatNumber(entry.softmaxScale, 7)}`;
  if (entry.rope === null) {
    const t = entry.queryTemperature;
    const temperature = t
      ? String.raw`q_{pos} \leftarrow q_{pos}\left(1 + ${formatNumber(t.attnScale)}\,\ln\!\left(1 + \left\lfloor \tfrac{pos + 1}{${t.floorScale}} \right\rfloor\right)\right),\quad `
      : String.raw`q_m \cdot k_n \text{ (no rotation)},\quad `;
    return temperature + scale;
  }
  const d = entry.mla ? entry.mla.ropeDim : (entry.rope.rotaryDim ?? entry.headDim);
  const printed = texNumber(formatNumber(entry.rope.base ?? 10000));
  const base = printed.includes('times') ? `(${printed})` : printed;
  const theta = String.raw`\theta_i = ${base}^{-2i/${d}}`;
  const scaled = entry.rope.scaling ? String.raw`\text{ then ${entry.rope.scaling.type}}` : '';
  return String.raw`${theta}${scaled},\quad ${scale}`;
}

// ---- the wavelength chart -----------------------------------------------------------------------

/** The chart's horizontal lines: the declared context, and the length trained before a rescaling. */
export function referenceLines(plan: Plan): { key: string; label: string; value: number }[] {
  const lines: { key: string; label: string; value: number }[] = [];
  if (plan.maxPositions !== undefined)
    lines.push({ key: 'context', label: 'max_position_embeddings', value: plan.maxPositions });
  const original = plan.layers.find((entry) => entry.rope?.scaling?.originalMaxPositionEmbeddings !== undefined)?.rope
    ?.scaling?.originalMaxPositionEmbeddings;
  if (original !== undefined && original !== plan.maxPositions)
    lines.push({ key: 'original', label: 'trained before scaling', value: original });
  return lines;
}

/**
 * A rule's value as toLocaleString('en-US') writes it ("131,072"), without Intl for whole numbers:
 * its first call in a page loads the number-format tables, about 100 ms of the main thread at 4x
 * CPU in the view's first draw (issue 31).
 */
export function groupedDigits(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return value.toLocaleString('en-US');
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** The note under the chart: pairs that stand still, nothing to draw, where the context comes from. */
export function wavesNote(plan: Plan, series: readonly KindSeries[]): string {
  const still = series
    .map(({ invFreq, kind }) => ({ count: invFreq.filter((theta) => theta === 0).length, kind, pairs: invFreq.length }))
    .filter(({ count }) => count > 0);
  const contextNote = plan.maxPositionsNote
    ? ` max_position_embeddings ${plan.maxPositions}: ${plan.maxPositionsNote}.`
    : '';
  return (
    (series.length === 0
      ? 'No layer of this model turns its queries and keys: nothing to draw.'
      : still
          .map(({ count, pairs, kind }) => `${kind.label}: ${count} of ${pairs} pairs stand still (θ = 0), not drawn.`)
          .join(' ')) + contextNote
  );
}

/** The chosen kind (its index among the series) and pair on the chart. */
export interface WavePick {
  index: number;
  pair: number;
}

/** The wavelength readout of the chosen kind and pair, field by field; dashes when nothing turns. */
export function waveReadout(series: readonly KindSeries[], pick: WavePick): Record<string, string> {
  const s = series[pick.index];
  if (!s) return { kind: '–', pair: '–', theta: '–', wavelength: '–' };
  const theta = s.invFreq[pick.pair]!;
  return {
    kind: s.label,
    pair: `${pick.pair} of ${s.invFreq.length}`,
    theta: formatNumber(theta, 6),
    wavelength: theta > 0 ? formatNumber((2 * Math.PI) / theta, 6) : 'none (stands still)',
  };
}

/** Where the chart's keys go from `pick`: ←/→ a pair, Page Up/Down an eighth, ↑/↓ a kind; undefined for another key. */
export function waveAfterKey(key: string, pick: WavePick, series: readonly KindSeries[]): WavePick | undefined {
  const pairs = series[pick.index]!.invFreq.length;
  const page = Math.max(1, Math.round(pairs / 8));
  const kinds = series.length;
  const moves: Record<string, () => WavePick> = {
    ArrowLeft: () => ({ ...pick, pair: Math.max(0, pick.pair - 1) }),
    ArrowRight: () => ({ ...pick, pair: Math.min(pairs - 1, pick.pair + 1) }),
    PageDown: () => ({ ...pick, pair: Math.max(0, pick.pair - page) }),
    PageUp: () => ({ ...pick, pair: Math.min(pairs - 1, pick.pair + page) }),
    Home: () => ({ ...pick, pair: 0 }),
    End: () => ({ ...pick, pair: pairs - 1 }),
    ArrowUp: () => ({ ...pick, index: (pick.index + 1) % kinds }),
    ArrowDown: () => ({ ...pick, index: (pick.index + kinds - 1) % kinds }),
  };
  const move = moves[key];
  if (!move) return undefined;
  const next = move();
  // Another kind may have fewer pairs: keep the pair's place in the head.
  const now = series[next.index]!.invFreq.length;
  let pair = next.pair;
  if (pair >= now) pair = Math.round((pair / pairs) * now);
  return { index: next.index, pair: Math.min(now - 1, pair) };
}

// ---- the CSV export ----------------------------------------------------------------------------

/** The plan layer by layer, as the "Download CSV" file holds it. */
export function planCsv(plan: Plan): string {
  const lines = ['layer,attention,window,rope,base,layout,head_dim,rotary_dim,softmax_scale,query_temperature'];
  for (const entry of plan.layers) {
    const rope = entry.rope;
    lines.push(
      [
        entry.layer,
        entry.attention,
        entry.window ?? '',
        rope === null ? noRopeWord(entry) : `"${ropeWords(entry)}"`,
        rope ? (rope.base ?? 10000) : '',
        rope ? (rope.layout ?? 'half') : '',
        entry.headDim,
        rope === null ? 0 : (rope.rotaryDim ?? entry.headDim),
        entry.softmaxScale,
        entry.queryTemperature ? `"${temperatureWords(entry)}"` : '',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
