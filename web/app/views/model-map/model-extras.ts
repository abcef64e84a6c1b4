// The model map's pictures for the models that do more than turn a whole head by one position:
// DeepSeek's head as an unrotated and a rotated slice (ropeLayers' `mla`), Qwen2.5-VL's three
// position ids over a short text-image-video sequence (mropePositions()), Pixtral's patch grid with
// the angle of a chosen pair (rope2dPositions(), applyRope({ rope2d }) on a unit vector, and θ from
// ropeFrequencies()). Every number here comes from the package. Below them, what the view shows for
// each picture: its setup read from the config, its note and its readout's texts (no DOM here).
import { applyRope, mropePositions, rope2dPositions, ropeFrequencies, type MropeSegment } from 'positional-encoding';
import type { RopeLayer } from 'positional-encoding';
import { formatNumber } from '../../format.js';

/** DeepSeek: the widths of one query/key head, in order. */
export function mlaSlices(entry: RopeLayer): { nope: number; rope: number; v: number } | null {
  return entry.mla ? { nope: entry.mla.nopeDim, rope: entry.mla.ropeDim, v: entry.mla.vHeadDim } : null;
}

/** The M-RoPE picture's sequence: three words, a 4 × 6-token image, two words, a video of 4 grid frames of 2 × 2 tokens, one word. */
export const MROPE_SEQUENCE: readonly MropeSegment[] = [
  { text: 3 },
  { image: [1, 8, 12] },
  { text: 2 },
  { video: [4, 4, 4] },
  { text: 1 },
];

export interface MropeToken {
  /** 'text', 'image' or 'video'. */
  kind: 'text' | 'image' | 'video';
  /** The three ids: time, height, width. */
  ids: [number, number, number];
}

/** The sequence's tokens with their ids from mropePositions(). */
export function mropeTokens(spatialMergeSize: number, tokensPerSecond: number | undefined): MropeToken[] {
  const ids = mropePositions(
    MROPE_SEQUENCE,
    tokensPerSecond === undefined ? { spatialMergeSize } : { spatialMergeSize, tokensPerSecond },
  );
  const length = ids.length / 3;
  const kinds: MropeToken['kind'][] = [];
  for (const segment of MROPE_SEQUENCE) {
    if ('text' in segment) kinds.push(...Array<MropeToken['kind']>(segment.text).fill('text'));
    else {
      const [t, h, w] = 'image' in segment ? segment.image : segment.video;
      const count = (t * h * w) / (spatialMergeSize * spatialMergeSize);
      kinds.push(...Array<MropeToken['kind']>(count).fill('image' in segment ? 'image' : 'video'));
    }
  }
  return kinds.map((kind, k) => ({ kind, ids: [ids[k]!, ids[length + k]!, ids[2 * length + k]!] }));
}

export interface PatchAngle {
  row: number;
  col: number;
  /** The position id the pair turns by (the row for pairs < head/4, the column after). */
  position: number;
  /** applyRope's output on the unit vector of the pair's first dimension: (cos, sin) of the angle. */
  cos: number;
  sin: number;
}

/**
 * Pixtral's 2D RoPE: every patch of a rows × cols grid, the pair `pair` of a `headDim`-wide head
 * with base `base` ('half' layout: pair k is dimensions k and k + headDim/2).
 */
export function patchAngles(rows: number, cols: number, headDim: number, base: number, pair: number): PatchAngle[] {
  const positions = rope2dPositions(rows, cols);
  const patches = rows * cols;
  const x = new Float32Array(patches * headDim);
  for (let p = 0; p < patches; p++) x[p * headDim + pair] = 1;
  const y = applyRope(x, [1, 1, patches, headDim], { base, rope2d: true, positions });
  const usesRow = pair < headDim / 4;
  return Array.from({ length: patches }, (_, p) => ({
    row: positions[p]!,
    col: positions[patches + p]!,
    position: usesRow ? positions[p]! : positions[patches + p]!,
    cos: y[p * headDim + pair]!,
    sin: y[p * headDim + pair + headDim / 2]!,
  }));
}

/** θ of pair `pair` in Pixtral's 2D RoPE: θ₂ᵢ (rows) or θ₂ⱼ₊₁ (columns) of the default table. */
export function patchTheta(headDim: number, base: number, pair: number): number {
  const { invFreq } = ropeFrequencies(headDim, { base });
  const quarter = headDim / 4;
  return pair < quarter ? invFreq[2 * pair]! : invFreq[2 * (pair - quarter) + 1]!;
}

/** The angle applyRope turned the unit vector by, in [0, 2π). */
export function angleOf(patch: PatchAngle): number {
  const angle = Math.atan2(patch.sin, patch.cos);
  return angle < 0 ? angle + 2 * Math.PI : angle;
}

// ---- what the view shows for each picture: its setup from the config and its readout's texts ----

/** The config's vision_config, when it has one. */
export function visionOf(config: Record<string, unknown>): Record<string, unknown> | undefined {
  const vision = config.vision_config;
  return typeof vision === 'object' && vision !== null ? (vision as Record<string, unknown>) : undefined;
}

/** The note under DeepSeek's head: which slice turns, and where its softmax scale comes from. */
export function mlaNote(entry: RopeLayer): string {
  const slices = mlaSlices(entry)!;
  return (
    `Multi-head latent attention: of each ${entry.headDim}-wide query and key head, the first ${slices.nope} values ` +
    `carry no position and the last ${slices.rope} are turned by RoPE (layout ${entry.rope!.layout ?? 'half'}). ` +
    `The scores add the two parts, so only the ${slices.rope}-wide slice knows where a token is; ` +
    `the softmax scale ${formatNumber(entry.softmaxScale, 7)} is ${entry.headDim}^−½ times yarn’s mscale².`
  );
}

/** An image's or a video's grid of tokens in the M-RoPE picture. */
export interface MropeGrid {
  kind: 'image' | 'video';
  frames: number;
  rows: number;
  cols: number;
}

/** The M-RoPE picture of a config whose layer `entry` has an mrope_section: tokens, grids and note. */
export function mropePicture(
  config: Record<string, unknown>,
  entry: RopeLayer,
): { tokens: MropeToken[]; grids: MropeGrid[]; note: string } {
  const vision = visionOf(config) ?? {};
  const merge = typeof vision.spatial_merge_size === 'number' ? vision.spatial_merge_size : 2;
  const perSecond = typeof vision.tokens_per_second === 'number' ? vision.tokens_per_second : undefined;
  const tokens = mropeTokens(merge, perSecond);
  const grids = MROPE_SEQUENCE.flatMap((segment): MropeGrid[] => {
    if ('text' in segment) return [];
    const [t, h, w] = 'image' in segment ? segment.image : segment.video;
    return [{ kind: 'image' in segment ? 'image' : 'video', frames: t, rows: h / merge, cols: w / merge }];
  });
  const [time, height, width] = entry.rope!.mropeSection!;
  const note =
    `Three words, an image of 4 × 6 tokens (8 × 12 patches, merged ${merge} × ${merge}), two words, a video of ` +
    `4 grid frames of 2 × 2 tokens, one word: each token shows its time, height and width id, from mropePositions()` +
    `${perSecond === undefined ? '' : ` (tokens_per_second ${perSecond}: a video frame k has time ⌊k · ${perSecond}⌋ on from its start)`}. ` +
    `Of the ${time + height + width} pairs, the first ${time} turn by the time id, the next ${height} by the height id, ` +
    `the last ${width} by the width id. Text has one id on all three rows; after the image the next word counts on from the largest id + 1.`;
  return { tokens, grids, note };
}

/** The token readout, field by field. */
export function tokenReadout(tokens: readonly MropeToken[], index: number): Record<string, string> {
  const token = tokens[index]!;
  return {
    token: `${index} of ${tokens.length}`,
    kind: token.kind,
    t: String(token.ids[0]),
    h: String(token.ids[1]),
    w: String(token.ids[2]),
  };
}

/** The token the sequence's keys go to from `index`, or undefined for another key. */
export function tokenAfterKey(key: string, index: number, count: number): number | undefined {
  const next = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[key];
  return next === undefined ? undefined : Math.max(0, Math.min(count - 1, next));
}

/** The patch grid the 2D picture shows. */
export const PATCH_ROWS = 4;
export const PATCH_COLS = 6;

/** Pixtral's vision tower (model_type 'pixtral'): its head width and base; null for other configs. */
export function patchSetup(config: Record<string, unknown>): { headDim: number; base: number } | null {
  const vision = visionOf(config);
  if (vision?.model_type !== 'pixtral') return null;
  return {
    headDim: typeof vision.head_dim === 'number' ? vision.head_dim : 64,
    base: typeof vision.rope_theta === 'number' ? vision.rope_theta : 10000,
  };
}

/** A pair asked for (a slider, a key, a link), rounded and kept within the head's headDim/2 pairs. */
export function clampPair(pair: number, headDim: number): number {
  return Math.max(0, Math.min(headDim / 2 - 1, Math.round(pair)));
}

/** The 2D title's words: "(4 × 6 patches, head 64, θ = 10000)". */
export function patchShape(headDim: number, base: number): string {
  return `(${PATCH_ROWS} × ${PATCH_COLS} patches, head ${headDim}, θ = ${formatNumber(base)})`;
}

/** The patch readout of pair `pair` on `patch`, field by field. */
export function patchReadout(headDim: number, base: number, pair: number, patch: PatchAngle): Record<string, string> {
  const usesRow = pair < headDim / 4;
  return {
    patch: `(${patch.row}, ${patch.col})`,
    pair: `${pair} of ${headDim / 2}`,
    by: usesRow ? `row ${patch.position}` : `column ${patch.position}`,
    theta: formatNumber(patchTheta(headDim, base, pair), 6),
    angle: formatNumber(angleOf(patch), 6),
    cos: formatNumber(patch.cos, 7),
    sin: formatNumber(patch.sin, 7),
  };
}
