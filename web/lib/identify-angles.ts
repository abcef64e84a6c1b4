// Solving for frequencies and positions from measured angles. A table stores functions of
// pos·θ_k per plane k: both sin and cos (a sinusoid, a rotated vector: the angle itself), or only
// one of them (a RoPE cos or sin cache: the angle up to a sign or a reflection). θ_k comes from
// the position-1 row in closed form (acos, asin or atan2), then is sharpened on the rows at
// positions 2, 4, 8, … (each step keeps the error below the next row's ambiguity); an unknown
// offset comes from the phases of row 0, from the slowest plane up (a vernier).

export type Reading = 'angle' | 'cos' | 'sin';

const TWO_PI = 2 * Math.PI;

/** a in (−π, π]. */
export function wrap(a: number): number {
  const r = a - TWO_PI * Math.round(a / TWO_PI);
  return r <= -Math.PI ? r + TWO_PI : r;
}

/** The angles in [0, 2π) a reading allows: one for an angle, two for a cos or a sin. */
function anglesOf(reading: Reading, v: number): number[] {
  if (reading === 'angle') return [v - TWO_PI * Math.floor(v / TWO_PI)];
  const c = Math.min(1, Math.max(-1, v));
  if (reading === 'cos') {
    const a = Math.acos(c);
    return [a, TWO_PI - a];
  }
  const a = Math.asin(c);
  return [a < 0 ? a + TWO_PI : a, Math.PI - a];
}

/** The measured angle nearest to `predicted` (any turn), as a correction to add to it. */
function nearest(reading: Reading, v: number, predicted: number): number {
  let best = Infinity;
  for (const a of anglesOf(reading, v)) {
    const d = wrap(a - predicted);
    if (Math.abs(d) < Math.abs(best)) best = d;
  }
  return best;
}

/**
 * θ of one plane from rows at known absolute positions: `valueAt(p)` is the plane's reading at
 * position p (undefined when no row holds p). Needs a row at position 1. Returns NaN without it.
 * θ is taken in [0, π] (no convention turns a plane faster than π per position).
 */
export function frequencyFromPositions(
  reading: Reading,
  valueAt: (position: number) => number | undefined,
  maxPosition: number,
): number {
  const first = valueAt(1);
  if (first === undefined) return NaN;
  const candidates = anglesOf(reading, first).filter((a) => a <= Math.PI + 1e-12);
  let best = NaN;
  let bestScore = Infinity;
  for (let theta of candidates) {
    let score = 0;
    const steps: number[] = [];
    for (let p = 2; p < maxPosition; p *= 2) steps.push(p);
    if (maxPosition > 1) steps.push(maxPosition);
    for (const target of steps) {
      // A cos or sin near ±1 gives its angle poorly (δψ = δv/|sin ψ|): a nearby row instead.
      let p = target;
      for (let d = 0; d < 16 && reading !== 'angle'; d++) {
        const q = target - d;
        const w = valueAt(q);
        if (q > 1 && w !== undefined && Math.abs(w) < 0.9) {
          p = q;
          break;
        }
      }
      const v = valueAt(p);
      if (v === undefined) continue;
      const d = nearest(reading, v, p * theta);
      score += d * d;
      theta += d / p;
    }
    if (score < bestScore) {
      bestScore = score;
      // cos(−pθ) = cos(pθ): a slow plane refined through 0 comes out negative; it is |θ|.
      best = reading === 'cos' ? Math.abs(theta) : theta;
    }
  }
  return best;
}

/**
 * θ of one plane from full angles at consecutive positions (rows 0 … L − 1 hold p0 … p0 + L − 1,
 * p0 unknown): the differences from row 0, at row distances 1, 2, 4, …, L − 1.
 */
export function frequencyFromDifferences(angleAt: (row: number) => number, length: number): number {
  if (length < 2) return NaN;
  const zero = angleAt(0);
  let theta = wrap(angleAt(1) - zero);
  if (theta < 0) theta += TWO_PI; // a plane turning backwards is no convention's
  const steps: number[] = [];
  for (let r = 2; r < length - 1; r *= 2) steps.push(r);
  if (length > 2) steps.push(length - 1);
  for (const r of steps) theta += wrap(angleAt(r) - zero - r * theta) / r;
  return theta;
}

/**
 * cos θ of one plane from a cos or sin cache at consecutive positions, whatever the offset:
 * v(r + 1) + v(r − 1) = 2 cos θ · v(r) for both, solved by least squares. Ill-conditioned for
 * slow planes (1 − cos θ below the noise); `reliable` says whether θ is known to ~1e-3.
 */
export function frequencyFromRecurrence(
  valueAt: (row: number) => number,
  length: number,
  noise: number,
): { theta: number; reliable: boolean } {
  let num = 0;
  let den = 0;
  for (let r = 1; r < length - 1; r++) {
    const v = valueAt(r);
    num += v * (valueAt(r + 1) + valueAt(r - 1));
    den += 2 * v * v;
  }
  if (!(den > 0)) return { theta: NaN, reliable: false };
  const c = Math.min(1, Math.max(-1, num / den));
  const theta = Math.acos(c);
  // δθ ≈ δc / sin θ, δc ≈ noise / √(rows · mean v²).
  const deltaC = noise / Math.sqrt(Math.max(den / 2, 1e-30));
  return { theta, reliable: length >= 4 && deltaC / Math.max(Math.sin(theta), 1e-12) < 1e-3 * theta };
}

/**
 * The phase φ with v(r) ≈ cos(φ + rθ) (or sin) over the rows, θ known: least squares in
 * (cos φ, sin φ), so the sign is fixed by the direction the rows advance.
 */
export function phaseFit(
  reading: 'cos' | 'sin',
  valueAt: (row: number) => number,
  length: number,
  theta: number,
): number {
  // cos(φ + rθ) = cos φ cos rθ − sin φ sin rθ; sin(φ + rθ) = sin φ cos rθ + cos φ sin rθ.
  let scc = 0;
  let sss = 0;
  let scs = 0;
  let svc = 0;
  let svs = 0;
  for (let r = 0; r < length; r++) {
    const c = Math.cos(r * theta);
    const s = Math.sin(r * theta);
    const v = valueAt(r);
    scc += c * c;
    sss += s * s;
    scs += c * s;
    svc += v * c;
    svs += v * s;
  }
  const det = scc * sss - scs * scs;
  const x = (svc * sss - svs * scs) / det; // coefficient of cos rθ
  const y = (svs * scc - svc * scs) / det; // coefficient of sin rθ
  return reading === 'cos' ? Math.atan2(-y, x) : Math.atan2(x, y);
}

/**
 * The integer p0 ≥ 0 with p0·θ_k ≡ φ_k (mod 2π) for every listed plane: candidates from the
 * slowest plane's turns, each refined through the faster planes (the error shrinks by their
 * ratio at each step), the one with the smallest final residual kept. NaN when none fits.
 */
export function solveOffset(planes: { theta: number; phase: number }[], maxOffset: number, tolerance: number): number {
  const sorted = planes.filter((p) => p.theta > 0 && Number.isFinite(p.phase)).sort((a, b) => a.theta - b.theta);
  if (sorted.length === 0) return NaN;
  const slowest = sorted[0]!;
  const turns = Math.ceil((maxOffset * slowest.theta) / TWO_PI) + 1;
  if (turns > 1 << 22) return NaN;
  let best = NaN;
  let bestResidual = Infinity;
  const start = ((slowest.phase % TWO_PI) + TWO_PI) % TWO_PI;
  for (let m = 0; m <= turns; m++) {
    let p = (start + TWO_PI * m) / slowest.theta;
    if (p > maxOffset + 0.5) break;
    for (const plane of sorted) p += wrap(plane.phase - p * plane.theta) / plane.theta;
    const rounded = Math.round(p);
    if (rounded < 0) continue;
    let residual = 0;
    for (const plane of sorted) residual = Math.max(residual, Math.abs(wrap(plane.phase - rounded * plane.theta)));
    // With few measurable planes many offsets fit nearly as well: the smallest that fits within
    // the measurement's precision is taken (rows usually start near 0), not the global best.
    if (residual <= tolerance / 50) return rounded;
    if (residual < bestResidual) {
      bestResidual = residual;
      best = rounded;
    }
  }
  return bestResidual <= tolerance ? best : NaN;
}
