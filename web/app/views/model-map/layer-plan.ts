// The model map's reading of ropeLayers(): the distinct kinds of layer a model has (what a layer
// does with positions: its rope or none, its attention span, head width, softmax scale, query
// temperature, latent-attention split) and their words. Only describes what the API returned.
import type { RopeLayer } from 'positional-encoding';
import { formatNumber } from '../../format.js';

export interface LayerKind {
  /** 0-based, in order of first appearance: the colour slot. */
  index: number;
  /** The layers of this kind. */
  layers: number[];
  /** The first layer of this kind (its entry stands for all). */
  entry: RopeLayer;
  /** One line for the legend. */
  label: string;
}

function kindKey(entry: RopeLayer): string {
  const { layer: _layer, ...rest } = entry;
  return JSON.stringify(rest);
}

/** The distinct kinds of layer in `plan`, and each layer's kind. */
export function layerKinds(plan: readonly RopeLayer[]): { kinds: LayerKind[]; kindOf: number[] } {
  const byKey = new Map<string, LayerKind>();
  const kindOf: number[] = [];
  for (const entry of plan) {
    const key = kindKey(entry);
    let kind = byKey.get(key);
    if (!kind) {
      kind = { index: byKey.size, layers: [], entry, label: kindLabel(entry) };
      byKey.set(key, kind);
    }
    kind.layers.push(entry.layer);
    kindOf.push(kind.index);
  }
  return { kinds: [...byKey.values()], kindOf };
}

/** Layers whose kind has no positions at all (not attention that skips RoPE: that is NoPE). */
export function hasNoPositions(entry: RopeLayer): boolean {
  return entry.attention !== 'full' && entry.attention !== 'sliding' && entry.attention !== 'chunked';
}

/** The readout's word for a layer without rope: NoPE attention, or a kind that has no positions. */
export function noRopeWord(entry: RopeLayer): string {
  return hasNoPositions(entry) ? 'none' : 'NoPE';
}

/** Why a layer of a kind without positions still knows order, or does not need it. */
const NO_POSITIONS: Partial<Record<RopeLayer['attention'], string>> = {
  linear: 'no positions: order lives in its recurrent state',
  mamba: 'no positions: order lives in its recurrence',
  conv: 'no positions: order lives in its convolution',
  cross: 'no positions: it reads another sequence',
};

/** "θ = 10000", "θ = 1e+06, linear ×8", "θ = 1e+06, proportional: 25% of planes turn". */
export function ropeWords(entry: RopeLayer): string {
  const rope = entry.rope;
  if (rope === null && hasNoPositions(entry)) return NO_POSITIONS[entry.attention] ?? 'no positions';
  if (rope === null) return 'NoPE: no position encoding';
  const parts = [`RoPE θ = ${formatNumber(rope.base ?? 10000)}`];
  const scaling = rope.scaling;
  if (scaling) {
    if (scaling.type === 'proportional') {
      parts.push(`proportional (${formatNumber((scaling.partialRotaryFactor ?? 1) * 100)}% of planes turn)`);
    } else {
      parts.push(scaling.factor === undefined ? scaling.type : `${scaling.type} ×${formatNumber(scaling.factor)}`);
    }
  }
  if (rope.mropeSection) parts.push(`M-RoPE ${rope.mropeSection.join('/')}`);
  if (entry.mla) parts.push(`last ${entry.mla.ropeDim} of ${entry.headDim} turn`);
  else if (rope.rotaryDim !== undefined && rope.rotaryDim < entry.headDim)
    parts.push(`first ${rope.rotaryDim} of ${entry.headDim} turn`);
  return parts.join(', ');
}

/** "full attention", "sliding window 1024", "chunks of 8192", "linear attention", ... */
export function attentionWords(entry: RopeLayer): string {
  switch (entry.attention) {
    case 'sliding':
      return `sliding window ${entry.window ?? '?'}`;
    case 'chunked':
      return `chunks of ${entry.window ?? '?'}`;
    case 'linear':
      return 'linear attention';
    case 'mamba':
      return 'state-space (Mamba) layer';
    case 'conv':
      return 'short convolution';
    case 'cross':
      return 'cross-attention (to the image)';
    default:
      return 'full attention';
  }
}

export function kindLabel(entry: RopeLayer): string {
  const parts = [ropeWords(entry), attentionWords(entry)];
  if (entry.queryTemperature) parts.push('query temperature');
  return parts.join(' · ');
}
