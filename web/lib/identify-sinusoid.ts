// Identifying a sinusoidal table (length × dModel): which columns pair into (sin, cos), each
// pair's frequency from its angles, the offset from row 0's phases, and the base from the ratio
// of neighbouring frequencies; 'paper' and 'tensor2tensor' exponents give the same geometric
// sequence with different bases, so both are confirmed and the rounder base ranks first.
import { sinusoidal } from './public-sinusoid.js';
import { compareTables, fmt, roundNumber } from './identify-compare.js';
import { frequencyFromDifferences, frequencyFromPositions, solveOffset } from './identify-angles.js';
import type { DetectedPrecision, EncodingMatch } from './identify-types.js';
import type { Layout, SinusoidExponent } from './validate.js';

export interface Attempt {
  /** What was tried, for the diagnosis when nothing matches. */
  tried: string;
  /** How near it came (largest error), Infinity when it could not be set up. */
  maxError: number;
  /** A candidate that failed confirmation, kept so the diagnosis can test departures on it. */
  note?: string;
}

interface Pairing {
  layout: Layout;
  sinColumn: (i: number) => number;
  cosColumn: (i: number) => number;
  planes: number;
}

function pairings(dModel: number): Pairing[] {
  const half = Math.ceil(dModel / 2);
  return [
    { layout: 'interleaved', sinColumn: (i) => 2 * i, cosColumn: (i) => 2 * i + 1, planes: Math.floor(dModel / 2) },
    { layout: 'split', sinColumn: (i) => i, cosColumn: (i) => half + i, planes: Math.floor(dModel / 2) },
  ];
}

/** Mean |sin² + cos² − 1| over the table: 0 for the right pairing. */
function pairingError(values: ArrayLike<number>, rows: number, dModel: number, p: Pairing): number {
  let sum = 0;
  let n = 0;
  const step = Math.max(1, Math.floor(rows / 64));
  for (let r = 0; r < rows; r += step) {
    for (let i = 0; i < p.planes; i++) {
      const s = values[r * dModel + p.sinColumn(i)]!;
      const c = values[r * dModel + p.cosColumn(i)]!;
      sum += Math.abs(s * s + c * c - 1);
      n++;
    }
  }
  return n === 0 ? Infinity : sum / n;
}

/** The table's rows at the given positions, from one call over their span (null when too wide). */
function tableAt(
  length: number,
  dModel: number,
  positions: Int32Array | undefined,
  offset: number,
  options: { base: number; layout: Layout; exponent: SinusoidExponent },
): Float32Array | null {
  if (!positions) return sinusoidal(length, dModel, { ...options, offset });
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of positions) {
    lo = Math.min(lo, p);
    hi = Math.max(hi, p);
  }
  if ((hi - lo + 1) * dModel > 1 << 26) return null;
  const span = sinusoidal(hi - lo + 1, dModel, { ...options, offset: lo });
  const out = new Float32Array(length * dModel);
  positions.forEach((p, r) => out.set(span.subarray((p - lo) * dModel, (p - lo + 1) * dModel), r * dModel));
  return out;
}

export function identifySinusoid(
  values: Float32Array | Float64Array,
  shape: readonly number[],
  positions: Int32Array | undefined,
  format: DetectedPrecision,
  attempts: Attempt[],
): EncodingMatch[] {
  if (shape.length !== 2 || shape[1]! < 4) {
    attempts.push({ tried: 'sinusoidal (needs a length × dModel table, dModel ≥ 4)', maxError: Infinity });
    return [];
  }
  const [length, dModel] = shape as [number, number];
  const scored = pairings(dModel).map((p) => ({ p, error: pairingError(values, length, dModel, p) }));
  scored.sort((a, b) => a.error - b.error);
  const matches: EncodingMatch[] = [];
  let nearest = Infinity;
  for (const { p, error } of scored) {
    if (error > 0.05) {
      nearest = Math.min(nearest, error);
      continue;
    }
    const angleAt = (row: number, i: number) =>
      Math.atan2(values[row * dModel + p.sinColumn(i)]!, values[row * dModel + p.cosColumn(i)]!);
    // Frequencies: from consecutive rows (any offset), or from the given positions.
    const consecutive = !positions || positions.every((q, r) => q === positions[0]! + r);
    const thetas = new Float64Array(p.planes);
    let offset = positions ? positions[0]! : 0;
    if (consecutive) {
      for (let i = 0; i < p.planes; i++) thetas[i] = frequencyFromDifferences((row) => angleAt(row, i), length);
      if (!positions) {
        const planes = Array.from(thetas, (theta, i) => ({ theta, phase: angleAt(0, i) }));
        offset = length < 2 ? 0 : solveOffset(planes, 1e6, 0.05);
      }
    } else {
      const rowOf = new Map<number, number>();
      positions.forEach((q, r) => rowOf.set(q, r));
      const maxPosition = Math.max(...positions);
      for (let i = 0; i < p.planes; i++) {
        thetas[i] = frequencyFromPositions(
          'angle',
          (q) => (rowOf.has(q) ? angleAt(rowOf.get(q)!, i) : undefined),
          maxPosition,
        );
      }
    }
    if (!Number.isFinite(offset) || thetas.some((t) => !Number.isFinite(t) || t <= 0)) {
      attempts.push({ tried: `sinusoidal ${p.layout}: no consistent frequencies or offset`, maxError: Infinity });
      continue;
    }
    // ln θ_i = ln θ_0 − i·s, weighted by θ² (a slow plane's angle is known less well, relatively).
    let sw = 0;
    let si = 0;
    let sl = 0;
    let sii = 0;
    let sil = 0;
    thetas.forEach((theta, i) => {
      const w = theta * theta;
      const l = Math.log(theta);
      sw += w;
      si += w * i;
      sl += w * l;
      sii += w * i * i;
      sil += w * i * l;
    });
    const slope = -(sw * sil - si * sl) / (sw * sii - si * si);
    const half = Math.floor(dModel / 2);
    const bases: [SinusoidExponent, number][] = [['paper', Math.exp((slope * dModel) / 2)]];
    if (half > 1) bases.push(['tensor2tensor', Math.exp(slope * (half - 1))]);
    for (const [exponent, raw] of bases) {
      if (!(raw > 1 && raw <= 1e12)) continue;
      let best: EncodingMatch | null = null;
      // The roundest base first: a few rows, or a table printed with few decimals, pin the base only
      // loosely (6 rows of 4 decimals read n = 10000 as 9993), and the table confirms each.
      for (const base of new Set([roundNumber(raw, 1e-2), roundNumber(raw, 2e-3), roundNumber(raw, 2e-4), raw])) {
        const options = { base, layout: p.layout, offset, exponent };
        const table = tableAt(length, dModel, positions, offset, options);
        if (!table) continue;
        const c = compareTables(values, table, format);
        nearest = Math.min(nearest, c.maxError);
        if (!c.within) {
          attempts.push({ tried: `sinusoidal base ${fmt(base)} ${p.layout} ${exponent}`, maxError: c.maxError });
          continue;
        }
        const shown: Record<string, unknown> = { base };
        if (p.layout !== 'interleaved') shown.layout = p.layout;
        if (exponent !== 'paper') shown.exponent = exponent;
        if (offset !== 0 && !positions) shown.offset = offset;
        best = {
          kind: 'sinusoidal',
          options: shown,
          maxError: c.maxError,
          worstIndex: c.worstIndex,
          precision: format,
          call: `sinusoidal(${length}, ${dModel}, ${JSON.stringify(shown)})`,
          departures: [],
        };
        break;
      }
      if (best) matches.push(best);
    }
  }
  if (matches.length === 0 && nearest > 0.05 && Number.isFinite(nearest))
    attempts.push({ tried: 'sinusoidal: no column pairing has sin² + cos² = 1', maxError: nearest });
  // The rounder base first (10000 before 10000^(255/256)·…), as the paper's exponent usually is.
  const roundness = (m: EncodingMatch) => {
    const b = m.options.base as number;
    return roundNumber(b, 1e-9) === b ? 0 : 1;
  };
  return matches.sort((a, b) => roundness(a) - roundness(b) || a.maxError - b.maxError);
}
