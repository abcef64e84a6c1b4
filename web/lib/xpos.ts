// xPos (Sun et al. 2022; torchscale's XPOS) on one instantiated module: q and k are checked and
// copied into wasm memory, the core rotates and scales them, and the results are copied out.
import { checkRopeShape, type RopeShape } from './rope.js';
import type { RopeLayout } from './rope-options.js';
import type { Runtime } from './runtime.js';
import { checkElementCount, checkFloat32Array, checkNumberAbove, checkOptionNames, describe } from './validate.js';

const PREFIX = 'positional-encoding: ';
const FLOAT32_MAX = 3.4028234663852886e38;

export interface XposOptions {
  /** RoPE's rope_theta: plane i turns by position · base^(−2i/headDim). Default 10000 (torchscale's). */
  base?: number;
  /** The scale's exponent is n / scaleBase. Default 512. */
  scaleBase?: number;
  /** ζᵢ = (2i/headDim + gamma) / (1 + gamma). Default 0.4. */
  gamma?: number;
  /** Default 'pairs' (torchscale's rotate_every_two: dimension 2i with 2i + 1); 'half' as rotate_half. */
  layout?: RopeLayout;
}

/**
 * The largest sequence length whose scales stay within float32: the first query's scale
 * ζ₀^(−⌈length/2⌉ / scaleBase), ζ₀ = gamma / (1 + gamma), is the largest of all (the core
 * refuses past FLT_MAX; the margin here keeps this check on the safe side of its rounding).
 */
function maxLength(scaleBase: number, gamma: number): number {
  const logZeta0 = Math.log(gamma / (1 + gamma));
  const fits = (half: number) => Math.exp((-half / scaleBase) * logZeta0) <= FLOAT32_MAX * (1 - 1e-9);
  let half = Math.floor((scaleBase * Math.log(FLOAT32_MAX)) / -logZeta0);
  while (half > 0 && !fits(half)) half -= 1;
  while (fits(half + 1)) half += 1;
  return 2 * half;
}

export function applyXpos(
  runtime: Runtime,
  q: Float32Array,
  k: Float32Array,
  shape: RopeShape,
  options?: XposOptions,
): { q: Float32Array; k: Float32Array } {
  q = runtime.detachFromWasmMemory('q', checkFloat32Array('q', q), false);
  k = runtime.detachFromWasmMemory('k', checkFloat32Array('k', k), false);
  const count = q.length;
  const [batch, heads, length, headDim] = checkRopeShape(shape, count, 'q');
  if (k.length !== count) {
    throw new RangeError(`${PREFIX}k must hold as many values as q (${count}, the shape's); it holds ${k.length}`);
  }
  checkElementCount('q and k together', 2 * count);
  const o = checkOptionNames('applyXpos', options, ['base', 'scaleBase', 'gamma', 'layout']);
  const base = o.base === undefined ? 10000 : checkNumberAbove('options.base', o.base, 1);
  const scaleBase = o.scaleBase === undefined ? 512 : checkNumberAbove('options.scaleBase', o.scaleBase, 0);
  const gamma = o.gamma === undefined ? 0.4 : checkNumberAbove('options.gamma', o.gamma, 0);
  if (o.layout !== undefined && o.layout !== 'half' && o.layout !== 'pairs') {
    throw new RangeError(`${PREFIX}options.layout must be 'half' or 'pairs'; got ${describe(o.layout)}`);
  }
  const layout = o.layout === 'half' ? 0 : 1;
  const longest = maxLength(scaleBase, gamma);
  if (length > longest) {
    throw new RangeError(
      `${PREFIX}shape[2] (length) must be at most ${longest} for scaleBase ${scaleBase} and gamma ${gamma}: ` +
        `the scale ζ₀^(−⌈length/2⌉ / scaleBase) of the first query (and of the keys near the end) would overflow float32`,
    );
  }
  return runtime.withScratch(2 * count, (address) => {
    const heap = runtime.wasm.HEAPF32;
    heap.set(q, address >>> 2);
    heap.set(k, (address >>> 2) + count);
    const kAddress = address + 4 * count;
    const call = { base, scaleBase, gamma, layout };
    runtime.check(runtime.wasm._applyXpos(address, kAddress, address, kAddress, batch, heads, length, headDim, call));
    return { q: runtime.copyOut(address, count), k: runtime.copyOut(kAddress, count) };
  });
}
