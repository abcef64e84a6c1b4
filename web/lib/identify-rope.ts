// Identifying a RoPE cos or sin cache (length × rotaryDim, as models cache it): the layout from
// which columns repeat, the attention factor from the amplitude, each plane's θ from the
// position-1 row (or row-to-row for a later start), then ropeCandidates' settings confirmed by
// ropeCosSin itself. A candidate that fails is retried with positions rounded to float16 and
// bfloat16 (positions kept in a half format: exact up to 2048 and 256).
import { roundToFormat } from './public-precision.js';
import { ropeCosSin } from './public-rope.js';
import {
  frequencyFromPositions,
  frequencyFromRecurrence,
  phaseFit,
  solveOffset,
  type Reading,
} from './identify-angles.js';
import { compareTables, fmt, halfUlp } from './identify-compare.js';
import { ropeCandidates, type RopeCandidate } from './identify-rope-scaling.js';
import type { Attempt } from './identify-sinusoid.js';
import type { DetectedPrecision, EncodingMatch } from './identify-types.js';
import type { RopeLayout } from './rope-options.js';

type Column = (plane: number) => number;
const COLUMNS: Record<RopeLayout, (width: number) => [Column, Column]> = {
  half: (w) => [(k) => k, (k) => k + w / 2],
  pairs: () => [(k) => 2 * k, (k) => 2 * k + 1],
};

/** Layouts whose paired columns hold the same values (both for width 2; 'half' first). */
function layoutsOf(values: ArrayLike<number>, rows: number, width: number, tolerance: number): RopeLayout[] {
  return (['half', 'pairs'] as const).filter((layout) => {
    const [a, b] = COLUMNS[layout](width);
    for (let r = 0; r < rows; r++)
      for (let k = 0; k < width / 2; k++)
        if (Math.abs(values[r * width + a(k)]! - values[r * width + b(k)]!) > tolerance) return false;
    return true;
  });
}

function describeScaling(c: RopeCandidate): string {
  const s = c.scaling;
  if (!s) return `default base ${fmt(c.base)}`;
  return `${s.type}${s.factor !== undefined ? ` ×${fmt(s.factor)}` : ''} base ${fmt(c.base)}`;
}

export function identifyRopeCache(
  values: Float32Array | Float64Array,
  shape: readonly number[],
  which: 'cos' | 'sin',
  givenPositions: Int32Array | undefined,
  format: DetectedPrecision,
  attempts: Attempt[],
  measuredUpTo = 2048,
): EncodingMatch[] {
  const kind = which === 'cos' ? 'rope-cos' : 'rope-sin';
  if (shape.length !== 2 || shape[1]! % 2 !== 0 || shape[1]! < 2) {
    attempts.push({ tried: `${kind} (needs a length × rotaryDim table, rotaryDim even)`, maxError: Infinity });
    return [];
  }
  const [length, width] = shape as [number, number];
  const noise = halfUlp(1, format) * 2 + 3e-7;
  const layouts = layoutsOf(values, length, width, noise * 4);
  if (layouts.length === 0) {
    attempts.push({ tried: `${kind}: no column pairing repeats ('half' or 'pairs')`, maxError: Infinity });
    return [];
  }
  const layout = layouts[0]!;
  const [col] = COLUMNS[layout](width);
  const planes = width / 2;
  const reading: Reading = which;
  const v = (row: number, k: number) => values[row * width + col(k)]!;
  let amplitude = 0;
  for (let i = 0; i < values.length; i++) amplitude = Math.max(amplitude, Math.abs(values[i]!));
  if (!(amplitude > 0)) {
    attempts.push({ tried: `${kind}: the table is all zeros`, maxError: Infinity });
    return [];
  }

  // Positions: given, 0 … L − 1 (row 0 is cos 0 = A or sin 0 = 0), or an offset solved from phases.
  let positions = givenPositions;
  let offset = 0;
  const atZero = (k: number) => (which === 'cos' ? Math.abs(v(0, k) - amplitude) : Math.abs(v(0, k)));
  if (!positions && Array.from({ length: planes }, (_, k) => atZero(k)).some((d) => d > noise * 8 * amplitude)) {
    const fit: { theta: number; phase: number }[] = [];
    for (let k = 0; k < planes; k++) {
      const f = frequencyFromRecurrence((r) => v(r, k) / amplitude, length, noise);
      if (f.reliable && f.theta > 0.02)
        fit.push({ theta: f.theta, phase: phaseFit(which, (r) => v(r, k) / amplitude, length, f.theta) });
    }
    offset = solveOffset(fit, 1e6, 0.05);
    if (!Number.isFinite(offset)) {
      attempts.push({ tried: `${kind} ${layout}: no offset explains row 0's phases`, maxError: Infinity });
      return [];
    }
  }
  const rowOf = new Map<number, number>();
  for (let r = 0; r < length; r++) rowOf.set(positions ? positions[r]! : offset + r, r);
  const maxPosition = Math.max(...rowOf.keys());
  // The attention factor: row of position 0 for cos; else the amplitude, refined on plane 0 below.
  let attention = which === 'cos' && rowOf.has(0) ? v(rowOf.get(0)!, 0) : amplitude;
  const thetas = new Float64Array(planes);
  for (let k = 0; k < planes; k++) {
    const valueAt = (p: number) => (rowOf.has(p) ? v(rowOf.get(p)!, k) / attention : undefined);
    // Measured on positions up to 2048, which float16 holds exactly: a table whose positions
    // went through float16 then gives the true θ, and the retry below can name the rounding
    // (bfloat16's positions, exact up to 256 only, are measured again up to there, at the end).
    let theta = frequencyFromPositions(reading, valueAt, Math.min(maxPosition, measuredUpTo));
    if (!Number.isFinite(theta)) {
      const f = frequencyFromRecurrence((r) => v(r, k) / attention, length, noise);
      theta = f.reliable ? f.theta : NaN;
    }
    // A plane that is exactly cos = A, sin = 0 in every row stands still (proportional's planes;
    // a slow plane that rounds to 1 in float16 still moves somewhere in a long table).
    let still = true;
    for (let r = 0; r < length && still; r++) still = v(r, k) === (which === 'cos' ? attention : 0);
    thetas[k] = still && length > 1 ? 0 : theta;
  }
  if (which === 'sin' && Number.isFinite(thetas[0])) {
    // Least squares A = Σ v·sin(pθ₀) / Σ sin²(pθ₀) on the fastest plane.
    let num = 0;
    let den = 0;
    for (const [p, r] of rowOf) {
      const s = Math.sin(p * thetas[0]!);
      num += v(r, 0) * s;
      den += s * s;
    }
    if (den > 0.5) attention = num / den;
  }
  attention = Math.abs(attention - 1) < noise ? 1 : attention;

  const candidates = ropeCandidates(thetas, width, attention);
  if (candidates.length === 0) {
    attempts.push({ tried: `${kind} ${layout}: frequencies not geometric (no base fits)`, maxError: Infinity });
    return [];
  }
  const positionList = positions ? Array.from(positions) : undefined;
  const matches: EncodingMatch[] = [];
  const failed: { c: RopeCandidate; error: number }[] = [];
  const confirm = (c: RopeCandidate, pos: number[] | undefined, extra: string[]): boolean => {
    const options: Record<string, unknown> = { base: c.base };
    if (layout !== 'half') options.layout = layout;
    if (c.scaling) options.scaling = c.scaling;
    if (pos) options.positions = pos;
    else if (offset !== 0) options.offset = offset;
    let table: Float32Array;
    try {
      table = ropeCosSin(length, c.headDim, options)[which];
    } catch (error) {
      attempts.push({ tried: `${kind} ${describeScaling(c)}: ${(error as Error).message}`, maxError: Infinity });
      return false;
    }
    const cmp = compareTables(values, table, format, attention);
    if (!cmp.within) {
      if (extra.length === 0) failed.push({ c, error: cmp.maxError });
      attempts.push({ tried: `${kind} ${layout} ${describeScaling(c)}`, maxError: cmp.maxError });
      return false;
    }
    const departures = [...c.departures, ...extra];
    if (offset === 1 && !positions) departures.push('every row shifted by one position: row 0 holds position 1, not 0');
    const shown = { ...options };
    if (pos && pos.length > 12) shown.positions = `[${pos.length} positions]`;
    matches.push({
      kind,
      options,
      headDim: c.headDim,
      maxError: cmp.maxError,
      worstIndex: cmp.worstIndex,
      precision: format,
      call: `ropeCosSin(${length}, ${c.headDim}, ${JSON.stringify(shown)}).${which}`,
      departures,
    });
    return true;
  };
  for (const c of candidates) {
    if (c.lastResort && matches.length > 0) continue;
    confirm(c, positionList, []);
  }
  if (matches.length === 0) {
    // A base measured from few rows can be off in its fifth digit (dynamic scaling's bases are
    // not round): Gauss–Newton on the base against ropeCosSin's own tables, from the nearest.
    const near = failed
      .filter((f) => f.error < 1e-3 && (!f.c.scaling || f.c.scaling.type === 'linear'))
      .sort((a, b) => a.error - b.error)[0];
    if (near) {
      const table = (base: number) =>
        ropeCosSin(length, near.c.headDim, {
          base,
          layout,
          ...(near.c.scaling ? { scaling: near.c.scaling } : {}),
          ...(positionList ? { positions: positionList } : { offset }),
        })[which];
      let base = near.c.base;
      for (let step = 0; step < 4; step++) {
        const h = base * 1e-6;
        const t0 = table(base);
        const t1 = table(base + h);
        let jr = 0;
        let jj = 0;
        for (let i = 0; i < t0.length; i++) {
          const j = (t1[i]! - t0[i]!) / h;
          jr += j * (values[i]! - t0[i]!);
          jj += j * j;
        }
        if (!(jj > 0)) break;
        base += jr / jj;
      }
      confirm({ ...near.c, base }, positionList, []);
    }
  }
  if (matches.length === 0) {
    // Positions held in a half format before the angles were taken (transformers#29285).
    const exact = Array.from({ length }, (_, r) => (positions ? positions[r]! : offset + r));
    for (const [formatName, limit] of [
      ['float16', 2048],
      ['bfloat16', 256],
    ] as const) {
      if (maxPosition <= limit) continue;
      const rounded = Array.from(roundToFormat(exact, formatName));
      let off = 0;
      exact.forEach((p, i) => (off = Math.max(off, Math.abs(p - rounded[i]!))));
      for (const { c } of failed.sort((a, b) => a.error - b.error).slice(0, 3)) {
        const fastest = Math.max(...thetas.filter(Number.isFinite));
        const note = `positions in ${formatName}: exact up to ${limit}, then off by up to ${fmt(off * fastest)} rad`;
        if (confirm(c, rounded, [note])) break;
      }
    }
  }
  if (matches.length === 0 && measuredUpTo > 256 && maxPosition > 256) {
    // Positions that went through bfloat16 are exact only up to 256: the frequencies measured up
    // to 2048 are not the ones that made the table, those measured up to 256 are. Kept only if
    // something then matches; the attempts above already say how near each came.
    const again = identifyRopeCache(values, shape, which, givenPositions, format, [], 256);
    if (again.length > 0) return again;
  }
  return matches;
}
