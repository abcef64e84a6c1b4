// Identifying RoPE from x before and after the rotation ([batch, heads, length, headDim]). Each
// element j at row t is y = x·c + rot(x)·s for the rotation's partner (rot pairs j with j ± h
// for 'half', with j ^ 1 for 'pairs'); c and s per (t, j) come from least squares over batch ×
// heads. The rotation layout is the one that leaves no residual; the frequency layout is the
// one whose paired elements share an angle. When they differ ('pairs' rotation with 'half'
// frequencies) no applyRope call reproduces it, and the diagnosis says so.
import { applyRope } from './public-rope.js';
import { frequencyFromDifferences, frequencyFromPositions, solveOffset } from './identify-angles.js';
import { compareTables, fmt, halfUlp } from './identify-compare.js';
import { ropeCandidates } from './identify-rope-scaling.js';
import type { Attempt } from './identify-sinusoid.js';
import type { DetectedPrecision, EncodingMatch, IdentifyOptions } from './identify-types.js';
import type { RopeLayout } from './rope-options.js';

const partnerOf: Record<RopeLayout, (j: number, w: number) => { k: number; sign: number }> = {
  half: (j, w) => (j < w / 2 ? { k: j + w / 2, sign: -1 } : { k: j - w / 2, sign: 1 }),
  pairs: (j) => (j % 2 === 0 ? { k: j + 1, sign: -1 } : { k: j - 1, sign: 1 }),
};

export function identifyRotated(
  values: Float32Array | Float64Array,
  shape: readonly number[],
  options: IdentifyOptions,
  format: DetectedPrecision,
  attempts: Attempt[],
  notes: string[],
): EncodingMatch[] {
  const x = options.input;
  if (shape.length !== 4 || !x || x.length !== values.length) {
    attempts.push({
      tried: 'rope (needs [batch, heads, length, headDim] and options.input, x before rotation)',
      maxError: Infinity,
    });
    return [];
  }
  const [batch, heads, length, headDim] = shape as [number, number, number, number];
  const samples = batch * heads;
  const at = (n: number, t: number, j: number) => (n * length + t) * headDim + j;
  // Trailing dimensions that pass through unchanged are outside rotaryDim.
  let width = headDim;
  const same = (j: number) => {
    for (let n = 0; n < samples; n++)
      for (let t = 0; t < length; t++) if (values[at(n, t, j)] !== x[at(n, t, j)]) return false;
    return true;
  };
  while (width > 0 && same(width - 1)) width--;
  if (width % 2) width++;
  if (width < 2) {
    attempts.push({ tried: 'rope: the output equals the input (nothing rotates; NoPE?)', maxError: 0 });
    return [];
  }
  // Per (t, j): least squares for (c, s) over the samples, for each rotation layout.
  const solve = (layout: RopeLayout) => {
    const angle = new Float64Array(length * width);
    const amp = new Float64Array(length * width);
    let residual = 0;
    let total = 0;
    for (let t = 0; t < length; t++)
      for (let j = 0; j < width; j++) {
        const { k, sign } = partnerOf[layout](j, width);
        let aa = 0;
        let ab = 0;
        let bb = 0;
        let ay = 0;
        let by = 0;
        let yy = 0;
        for (let n = 0; n < samples; n++) {
          const a = x[at(n, t, j)]!;
          const b = sign * x[at(n, t, k)]!;
          const y = values[at(n, t, j)]!;
          aa += a * a;
          ab += a * b;
          bb += b * b;
          ay += a * y;
          by += b * y;
          yy += y * y;
        }
        const det = aa * bb - ab * ab;
        // One sample: the plane's two elements share (c, s), solved together in the plane pass below.
        const c = det > 1e-12 * (aa * bb) ? (ay * bb - by * ab) / det : (ay + by) / Math.max(aa + bb, 1e-30);
        const s = det > 1e-12 * (aa * bb) ? (by * aa - ay * ab) / det : (by - ay) / Math.max(aa + bb, 1e-30);
        angle[t * width + j] = Math.atan2(s, c);
        amp[t * width + j] = Math.hypot(c, s);
        residual += Math.max(0, yy - 2 * (c * ay + s * by) + c * c * aa + 2 * c * s * ab + s * s * bb);
        total += yy;
      }
    return { angle, amp, residual: residual / Math.max(total, 1e-30) };
  };
  const fits = (['half', 'pairs'] as const).map((layout) => ({ layout, ...solve(layout) }));
  fits.sort((a, b) => a.residual - b.residual);
  const { layout: rotation, angle, amp } = fits[0]!;
  const h = width / 2;
  const angleDiff = (j: number, k: number) => {
    let worst = 0;
    for (let t = 0; t < length; t++)
      worst = Math.max(worst, Math.abs(Math.sin((angle[t * width + j]! - angle[t * width + k]!) / 2)));
    return worst;
  };
  let halfFreq = 0;
  let pairFreq = 0;
  for (let j = 0; j < h; j++) halfFreq = Math.max(halfFreq, angleDiff(j, j + h));
  for (let i = 0; i < h; i++) pairFreq = Math.max(pairFreq, angleDiff(2 * i, 2 * i + 1));
  const frequencies: RopeLayout = halfFreq <= pairFreq ? 'half' : 'pairs';
  if (frequencies !== rotation && Math.min(halfFreq, pairFreq) < 1e-3 && Math.max(halfFreq, pairFreq) > 1e-3) {
    notes.push(`'${rotation}' rotation with '${frequencies}' frequencies`);
    attempts.push({
      tried: `rope: '${rotation}' rotation, but its paired elements turn by different angles`,
      maxError: Infinity,
    });
    return [];
  }
  // Plane k's angle per row: element k ('half') or 2k ('pairs').
  const elem = (k: number) => (rotation === 'half' ? k : 2 * k);
  const positions = options.positions;
  const thetas = new Float64Array(h);
  let offset = positions ? positions[0]! : 0;
  const consecutive = !positions || positions.every((q, r) => q === positions[0]! + r);
  for (let k = 0; k < h; k++) {
    if (consecutive) thetas[k] = frequencyFromDifferences((t) => angle[t * width + elem(k)]!, length);
    else {
      const rowOf = new Map<number, number>();
      positions.forEach((q, r) => rowOf.set(q, r));
      thetas[k] = frequencyFromPositions(
        'angle',
        (q) => (rowOf.has(q) ? angle[rowOf.get(q)! * width + elem(k)]! : undefined),
        Math.max(...positions),
      );
    }
    if (Math.abs(thetas[k]!) < 1e-9) thetas[k] = 0;
  }
  if (!positions && length > 1)
    offset = solveOffset(
      Array.from(thetas, (theta, k) => ({ theta, phase: angle[elem(k)]! })),
      1e6,
      0.05,
    );
  if (!Number.isFinite(offset)) {
    attempts.push({ tried: `rope ${rotation}: no offset explains row 0's angles`, maxError: Infinity });
    return [];
  }
  let attention = 0;
  for (let i = 0; i < amp.length; i++) attention += amp[i]!;
  attention /= amp.length;
  if (Math.abs(attention - 1) < halfUlp(1, format) * 8) attention = 1;
  const matches: EncodingMatch[] = [];
  const xs = Float32Array.from(x);
  for (const c of ropeCandidates(thetas, width, attention)) {
    if (c.lastResort && matches.length) continue;
    const opts: Record<string, unknown> = { base: c.base };
    if (rotation !== 'half') opts.layout = rotation;
    if (width !== headDim) opts.rotaryDim = width;
    if (c.scaling) opts.scaling = c.scaling;
    if (positions) opts.positions = Array.from(positions);
    else if (offset) opts.offset = offset;
    let y: Float32Array;
    try {
      y = applyRope(xs, [batch, heads, length, headDim], opts);
    } catch (error) {
      attempts.push({ tried: `rope base ${fmt(c.base)}: ${(error as Error).message}`, maxError: Infinity });
      continue;
    }
    let scale = 0;
    for (let i = 0; i < xs.length; i++) scale = Math.max(scale, Math.abs(xs[i]!));
    const cmp = compareTables(values, y, format, 2 * scale * attention);
    if (!cmp.within) {
      attempts.push({
        tried: `rope ${rotation} base ${fmt(c.base)} ${c.scaling?.type ?? 'default'}`,
        maxError: cmp.maxError,
      });
      continue;
    }
    const departures = [...c.departures];
    if (offset === 1 && !positions) departures.push('every row shifted by one position: row 0 holds position 1, not 0');
    matches.push({
      kind: 'rope',
      options: opts,
      headDim,
      maxError: cmp.maxError,
      worstIndex: cmp.worstIndex,
      precision: format,
      call: `applyRope(x, [${batch}, ${heads}, ${length}, ${headDim}], ${JSON.stringify(opts)})`,
      departures,
    });
  }
  return matches;
}
