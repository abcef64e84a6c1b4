// The model map's pictures for the models that do more than turn a whole head by one position:
// DeepSeek's head as an unrotated and a rotated slice (ropeLayers' `mla`), Qwen2.5-VL's three
// position ids over a short text-image-video sequence (mropePositions()), Pixtral's patch grid with
// the angle of a chosen pair (rope2dPositions(), applyRope({ rope2d }) on a unit vector, and θ from
// ropeFrequencies()). Every number here comes from the package.
import { applyRope, mropePositions, rope2dPositions, ropeFrequencies, type MropeSegment } from 'positional-encoding';
import type { RopeLayer } from 'positional-encoding';

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
