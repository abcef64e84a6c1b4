// Multimodal RoPE position ids (M-RoPE) of Qwen2-VL and Qwen2.5-VL, as their `get_rope_index`
// numbers a sequence of text, images and videos: three ids per token (time, height, width). Index
// bookkeeping, not a numerical kernel: the rotation by these ids is applyRope's, in the core.
import { checkOptionNames, checkUsable, describe, MAX_ELEMENTS } from './validate.js';

const PREFIX = 'positional-encoding: ';

/** One run of tokens: n text tokens, or an image / video as its patch grid [t, h, w] before merging. */
export type MropeSegment =
  { text: number } | { image: readonly [number, number, number] } | { video: readonly [number, number, number] };

export interface MropePositionOptions {
  /** Patches merged along each of h and w into one token (vision_config.spatial_merge_size). Default 2. */
  spatialMergeSize?: number;
  /**
   * Qwen2.5-VL's vision_config.tokens_per_second: a video's grid frame k then has time id
   * ⌊k · secondsPerGrid · tokensPerSecond⌋ (computed in float32, as the model's code does). Absent:
   * Qwen2-VL, where frame k has time id k.
   */
  tokensPerSecond?: number;
  /** Qwen2.5-VL: seconds between grid frames of the videos (temporal_patch_size / fps). Default 1. */
  secondsPerGrid?: number;
}

const MAX_ID = 2 ** 31 - 1;

function checkCount(name: string, value: unknown, min: number): number {
  if (typeof value !== 'number') {
    throw new TypeError(`${PREFIX}${name} must be an integer >= ${min}; got ${describe(value)}`);
  }
  if (!Number.isInteger(value) || value < min || value > MAX_ELEMENTS) {
    throw new RangeError(`${PREFIX}${name} must be an integer in [${min}, ${MAX_ELEMENTS}]; got ${describe(value)}`);
  }
  return value;
}

function checkPositiveNumber(name: string, value: unknown, fallback: number | undefined): number | undefined {
  if (value === undefined) return fallback;
  if (typeof value !== 'number')
    throw new TypeError(`${PREFIX}${name} must be a finite number > 0; got ${describe(value)}`);
  if (!(Number.isFinite(value) && value > 0))
    throw new RangeError(`${PREFIX}${name} must be a finite number > 0; got ${describe(value)}`);
  return value;
}

interface Run {
  kind: 'text' | 'image' | 'video';
  /** text: [n]; vision: the merged grid [t, h / merge, w / merge]. */
  size: number[];
}

function checkSegments(segments: unknown, merge: number): Run[] {
  if (!Array.isArray(segments) || segments.length === 0) {
    throw new TypeError(
      `${PREFIX}segments must be a non-empty array of { text: n }, { image: [t, h, w] } or { video: [t, h, w] }; got ${describe(segments)}`,
    );
  }
  return segments.map((segment: unknown, i) => {
    const name = `segments[${i}]`;
    const keys = typeof segment === 'object' && segment !== null && !Array.isArray(segment) ? Object.keys(segment) : [];
    const kind = keys[0];
    if (keys.length !== 1 || (kind !== 'text' && kind !== 'image' && kind !== 'video')) {
      throw new TypeError(
        `${PREFIX}${name} must be { text: n }, { image: [t, h, w] } or { video: [t, h, w] }; got ${describe(segment)}`,
      );
    }
    const value = (segment as Record<string, unknown>)[kind];
    if (kind === 'text') return { kind, size: [checkCount(`${name}.text`, value, 1)] };
    if (!Array.isArray(value) || value.length !== 3) {
      throw new TypeError(
        `${PREFIX}${name}.${kind} must be its patch grid [t, h, w] (three integers); got ${describe(value)}`,
      );
    }
    const [t, h, w] = ['t', 'h', 'w'].map((axis, a) => checkCount(`${name}.${kind}[${a}] (${axis})`, value[a], 1));
    for (const [axis, n] of [
      ['h', h!],
      ['w', w!],
    ] as const) {
      if (n % merge !== 0) {
        throw new RangeError(
          `${PREFIX}${name}.${kind} ${axis} (${n} patches) must be a multiple of options.spatialMergeSize (${merge})`,
        );
      }
    }
    return { kind, size: [t!, h! / merge, w! / merge] };
  });
}

/**
 * Position ids of Qwen2-VL / Qwen2.5-VL's multimodal RoPE for a sequence of text, images and
 * videos, exactly as the models' `get_rope_index` numbers them: an Int32Array of 3 × L ids, row
 * 0 the time ids, row 1 height, row 2 width (row-major), L the number of tokens (text tokens plus
 * t·(h/m)·(w/m) per image or video, m = spatialMergeSize).
 *
 * Text tokens carry the same id in all three rows, counting on from the largest id so far + 1. An
 * image or video of merged grid t × h × w placed after text ending at id s − 1 gets ids s + (time,
 * row, column): time = frame index (Qwen2-VL), or ⌊k · secondsPerGrid · tokensPerSecond⌋ for
 * videos and 0 for images (Qwen2.5-VL, with tokensPerSecond given).
 * @throws TypeError / RangeError naming the segment or option that is malformed.
 */
export function mropePositions(segments: readonly MropeSegment[], options?: MropePositionOptions): Int32Array {
  checkUsable('segments', segments, 2);
  const o = checkOptionNames('mropePositions', options, ['spatialMergeSize', 'tokensPerSecond', 'secondsPerGrid']);
  const merge = o.spatialMergeSize === undefined ? 2 : checkCount('options.spatialMergeSize', o.spatialMergeSize, 1);
  const tokensPerSecond = checkPositiveNumber('options.tokensPerSecond', o.tokensPerSecond, undefined);
  const secondsPerGrid = checkPositiveNumber('options.secondsPerGrid', o.secondsPerGrid, 1)!;
  if (tokensPerSecond === undefined && o.secondsPerGrid !== undefined) {
    throw new TypeError(`${PREFIX}options.secondsPerGrid needs options.tokensPerSecond (Qwen2.5-VL's time ids)`);
  }
  const runs = checkSegments(segments, merge);
  const length = runs.reduce((sum, run) => sum + run.size.reduce((a, b) => a * b, 1), 0);
  if (length > Math.floor(MAX_ELEMENTS / 3)) {
    throw new RangeError(
      `${PREFIX}segments hold ${length} tokens; at most ${Math.floor(MAX_ELEMENTS / 3)} (3 ids each)`,
    );
  }
  // Qwen2.5-VL: time_tensor = arange(t) · second_per_grid_t (a float32 tensor) · tokens_per_second, then .long().
  const seconds32 = Math.fround(secondsPerGrid);
  const timeId = (kind: string, k: number) => {
    if (tokensPerSecond === undefined) return k;
    if (kind === 'image') return 0;
    return Math.floor(Math.fround(Math.fround(k * seconds32) * tokensPerSecond));
  };

  const ids = new Int32Array(3 * length);
  let at = 0;
  let next = 0; // the largest id so far + 1
  const put = (t: number, h: number, w: number) => {
    if (Math.max(t, h, w) > MAX_ID) throw new RangeError(`${PREFIX}segments give a position id past ${MAX_ID} (int32)`);
    ids[at] = t;
    ids[length + at] = h;
    ids[2 * length + at] = w;
    at += 1;
    next = Math.max(next, t + 1, h + 1, w + 1);
  };
  for (const run of runs) {
    if (run.kind === 'text') {
      const start = next;
      for (let i = 0; i < run.size[0]!; i++) put(start + i, start + i, start + i);
      continue;
    }
    const [t, h, w] = run.size as [number, number, number];
    const start = next;
    for (let k = 0; k < t; k++) {
      const time = start + timeId(run.kind, k);
      for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) put(time, start + r, start + c);
    }
  }
  return ids;
}
