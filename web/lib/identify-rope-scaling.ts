// From measured RoPE frequencies θ_k to the rope_type and fields that made them. The base comes
// from the ratio of neighbouring fast planes (no scaling changes those but linear, which scales
// them all); each scaling's factor from the planes it changed: q_k = θ_default,k / θ_k is 1 where
// a plane is kept and the factor where it is interpolated; yarn's ramp is linear in k, llama3's
// blend linear in 1/wavelength, so two planes in the blend give their bounds in closed form.
import { fmt, roundNumber } from './identify-compare.js';
import type { RopeScaling } from './rope-options.js';

export interface RopeCandidate {
  /** ropeFrequencies / ropeCosSin options besides layout and positions. */
  base: number;
  scaling?: RopeScaling;
  /** headDim to call with (the table's width, or the whole head for proportional). */
  headDim: number;
  departures: string[];
  /** Tried after the others: longrope's per-plane factors can fit nearly any table. */
  lastResort?: boolean;
}

const yarnMscale = (factor: number, mscale = 1) => (factor <= 1 ? 1 : 0.1 * mscale * Math.log(factor) + 1);

/** The roundest number in (lo, hi]: a power of two, an integer, a half, a quarter, …, or undefined. */
function roundestIn(lo: number, hi: number): number | undefined {
  if (!(hi > lo && hi > 0)) return undefined;
  for (let power = 2 ** Math.floor(Math.log2(hi)); power >= 1; power /= 2) if (power > lo) return power;
  for (const step of [1, 0.5, 0.25, 0.125, 0.0625]) {
    const x = Math.floor(hi / step) * step;
    if (x > lo && x > 0) return x;
  }
  return undefined;
}

/**
 * A yarn candidate with `fields`, and the attention factor the table shows: as yarn's default for
 * the factor (no field), or set, with the departure named when it looks like a known mistake.
 */
function pushYarn(
  out: RopeCandidate[],
  factor: number,
  fields: Partial<RopeScaling>,
  width: number,
  base: number,
  attention: number,
  departures: string[],
): void {
  const scaling = { type: 'yarn', factor, ...fields } as RopeScaling;
  const expected = yarnMscale(factor);
  const yarnDepartures: string[] = [];
  if (Math.abs(attention - expected) > 1e-5 * expected) {
    (scaling as { attentionFactor?: number }).attentionFactor = attention;
    if (Math.abs(attention - 1) < 1e-5)
      // DeepSeek's configs set mscale = mscale_all_dim: transformers then puts factor 1 in cos/sin
      // and mscale² in the softmax scale, so a factor of 1 is not always a mistake.
      yarnDepartures.push(
        `matches yarn ×${fmt(factor)} except that the attention factor ${fmt(expected)} is missing ` +
          '(right only for a config whose mscale equals mscale_all_dim, as DeepSeek-V2/V3 set: transformers then moves the factor into the softmax scale)',
      );
    else if (Math.abs(attention - expected * expected) < 1e-4)
      yarnDepartures.push(
        `matches yarn ×${fmt(factor)} except that the attention factor ${fmt(expected)} is applied twice (${fmt(attention)})`,
      );
    else yarnDepartures.push(`yarn ×${fmt(factor)} with attention factor ${fmt(attention)}, not ${fmt(expected)}`);
  }
  out.push({ base, scaling, headDim: width, departures: [...departures, ...yarnDepartures] });
}

/**
 * The blend between kept and scaled planes: the run of neighbouring planes, from the first one
 * partly scaled, whose weight e falls strictly. Slow planes measured over few rows can show a
 * small e by noise alone; they are past the run, so they never count as blended.
 */
function leadingRun(weight: { k: number; e: number }[]): { k: number; e: number }[] {
  const start = weight.findIndex((w) => w.e > 1e-4 && w.e < 1 - 1e-4);
  if (start < 0) return [];
  const run = [weight[start]!];
  for (let i = start + 1; i < weight.length; i++) {
    const [previous, w] = [run[run.length - 1]!, weight[i]!];
    if (w.k !== previous.k + 1 || !(w.e > 1e-4 && w.e < previous.e)) break;
    run.push(w);
  }
  return run;
}

/** A measured length as a config writes it: a power of two or a multiple of 1024 when that near, else whole. */
function roundLength(x: number): number {
  const power = 2 ** Math.round(Math.log2(x));
  if (Math.abs(power / x - 1) < 1e-5) return power;
  const kilo = 1024 * Math.round(x / 1024);
  return kilo > 0 && Math.abs(kilo / x - 1) < 1e-5 ? kilo : Math.round(x);
}

/** Round lengths first (powers of two, then multiples of 1024), else the geometric middle. */
function niceIn(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let e = 8; e <= 22; e++) if (2 ** e >= lo && 2 ** e <= hi) out.push(2 ** e);
  for (let k = Math.ceil(lo / 1024); k * 1024 <= hi && out.length < 6; k++) out.push(k * 1024);
  if (out.length === 0 && lo <= hi) out.push(Math.round(Math.sqrt(Math.max(lo, 1) * hi)));
  return out;
}

/**
 * ln θ_k = ln θ_0 − k·slope over the first `count` planes with a known θ, weighted by θ² (a
 * plane's angle is known to about the same absolute error, so a slow plane's θ less well).
 */
function fastPlanes(thetas: Float64Array, count: number): { theta0: number; slope: number } | null {
  const ks: number[] = [];
  for (let k = 0; k < thetas.length && ks.length < count; k++) if (thetas[k]! > 0) ks.push(k);
  if (ks.length < 2) return null;
  let sw = 0;
  let sk = 0;
  let sl = 0;
  let skk = 0;
  let skl = 0;
  for (const k of ks) {
    const w = thetas[k]! ** 2;
    const l = Math.log(thetas[k]!);
    sw += w;
    sk += w * k;
    sl += w * l;
    skk += w * k * k;
    skl += w * k * l;
  }
  const slope = -(sw * skl - sk * sl) / (sw * skk - sk * sk);
  return { theta0: Math.exp((sl + slope * sk) / sw), slope };
}

/**
 * Candidates for the frequencies θ (one per plane of a table rotaryDim wide; NaN where a plane
 * could not be measured) and the measured attention factor.
 */
export function ropeCandidates(measured: Float64Array, width: number, attention: number): RopeCandidate[] {
  let thetas = measured;
  const planes = thetas.length;
  const out: RopeCandidate[] = [];
  // Proportional (Gemma 4): trailing planes that never turn.
  let turning = planes;
  while (turning > 0 && Math.abs(thetas[turning - 1]!) < 1e-9) turning--;
  // The fast planes no scaling but linear changes: the longest run from plane 0 with one ratio.
  let run = 2;
  const ratio = thetas[1]! / thetas[0]!;
  while (run < turning && Math.abs(thetas[run]! / thetas[run - 1]! / ratio - 1) < 1e-3) run++;
  const fast = fastPlanes(thetas, run);
  if (!fast) return out;
  const rawBase = Math.exp((fast.slope * width) / 2);
  if (!(rawBase > 1 && Number.isFinite(rawBase))) return out;
  const base = roundNumber(rawBase, 2e-4);
  if (turning < planes) {
    const factor = roundNumber(1 / fast.theta0, 1e-4);
    const scaling: RopeScaling = { type: 'proportional', partialRotaryFactor: (2 * turning) / width };
    if (Math.abs(factor - 1) > 1e-6) scaling.factor = factor;
    out.push({ base, scaling, headDim: width, departures: [] });
    // A slow plane can round to exactly cos 1 throughout (float16, or a scaled plane over a short
    // table): the analysis below also treats those planes as unmeasured rather than still.
    thetas = thetas.map((t, k) => (k >= turning ? NaN : t));
  }
  const departures: string[] = [];
  // inv_freq computed over the whole head instead of the rotated part: base = B^(rotary/head).
  // (No model's rope_theta is below 5000, so a small base is suspect too.)
  if (roundNumber(base, 1e-9) !== base || base < 5000) {
    for (const ratio of [2, 4, 8]) {
      const whole = roundNumber(rawBase ** ratio, 2e-4);
      if (roundNumber(whole, 1e-9) === whole && whole >= 5000) {
        departures.push(
          `inv_freq from head_dim ${ratio * width}, not rotary_dim ${width}: base ${fmt(rawBase)} is ${fmt(whole)}^(${width}/${ratio * width})`,
        );
        break;
      }
    }
  }
  const theta0 = fast.theta0;
  const usedBase = roundNumber(base, 1e-9) === base ? base : rawBase;
  const defaultTheta = (k: number) => usedBase ** ((-2 * k) / width);
  if (Math.abs(theta0 - 1) < 1e-4) {
    // A default table (or dynamic's, whose base is scaled to any value): the base over every
    // measured plane, as a round number and as measured.
    const all = fastPlanes(thetas, planes);
    // And from the single plane that fixes it best: base = θ_k^(−W/2k), relative error ∝ 1/(k·θ_k).
    let bestK = 1;
    for (let k = 1; k < planes; k++) if (k * thetas[k]! > bestK * thetas[bestK]!) bestK = k;
    const single = (thetas[bestK]! / thetas[0]!) ** (-width / (2 * bestK));
    const bases = [usedBase, rawBase, single, ...(all ? [Math.exp((all.slope * width) / 2)] : [])];
    for (const b of new Set(bases.filter((b) => b > 1 && Number.isFinite(b))))
      out.push({ base: b, headDim: width, departures });
  } else
    out.push({
      base: usedBase,
      scaling: { type: 'linear', factor: roundNumber(1 / theta0, 1e-5) },
      headDim: width,
      departures,
    });

  // The changed planes: q_k = θ_default / θ (1 kept, factor interpolated).
  const q = Array.from(thetas, (t, k) => defaultTheta(k) / t);
  const known = q.map((v, k) => ({ v, k })).filter((e) => Number.isFinite(e.v));
  const changed = known.filter((e) => e.v > 1.001);
  if (changed.length === 0 || Math.abs(theta0 - 1) >= 1e-4) return out;
  // The factor from the fully scaled plane that turned furthest (its angle is known best),
  // snapped to a round value within the slow planes' precision; the table confirms it.
  // The plateau starts at the first changed plane whose neighbour has the same q: the fastest
  // fully scaled plane, whose angle (and so q) the rows measure best.
  let plateau = Math.max(...known.map((e) => e.v));
  for (let i = 0; i + 1 < known.length; i++) {
    const [a, b] = [known[i]!, known[i + 1]!];
    if (a.v > 1.001 && b.k === a.k + 1 && Math.abs(a.v / b.v - 1) < 0.01) {
      plateau = a.v;
      break;
    }
  }
  const measuredFactor = roundNumber(plateau, 5e-3);
  if (!(measuredFactor > 1)) return out;
  // Slow planes over a short table pin the factor only loosely: the usual factors near it too.
  const factors = [measuredFactor, ...[2, 4, 8, 16, 32, 40, 64].filter((f) => Math.abs(f / measuredFactor - 1) < 0.2)];
  for (const factor of new Set(factors))
    scaledCandidates(out, factor, known, width, usedBase, attention, departures, q);
  return out;
}

function scaledCandidates(
  out: RopeCandidate[],
  factor: number,
  known: { v: number; k: number }[],
  width: number,
  usedBase: number,
  attention: number,
  departures: string[],
  q: number[],
): void {
  const defaultTheta = (k: number) => usedBase ** ((-2 * k) / width);
  // e_k: weight of the unscaled frequency, θ = θd·((1 − e)/f + e).
  const weight = known.map(({ v, k }) => ({ k, e: (1 / v - 1 / factor) / (1 - 1 / factor) }));

  // yarn: ramp = 1 − e = clamp((k − low)/(high − low)); with truncate low, high are integers.
  const blended = weight.filter((w) => w.e > 1e-4 && w.e < 1 - 1e-4);
  let low = -1;
  let high = Infinity;
  for (const w of weight) if (w.e >= 1 - 1e-4) low = Math.max(low, w.k);
  for (const w of weight) if (w.e <= 1e-4) high = Math.min(high, w.k);
  if (blended.length >= 1 && low >= 0 && Number.isFinite(high)) {
    // ramp(k) = (k − low)/(high − low) at a blended plane gives high from low in closed form.
    const w = blended[0]!;
    high = Math.round(low + (w.k - low) / (1 - w.e));
  }
  if (blended.length === 0 && low === -1 && weight.length > 0) low = 0;
  const lnBase = Math.log(usedBase);
  // yarn's correction range puts β at plane W·ln(orig/(β·2π))/(2 ln base): the β at a plane.
  const betaAt = (original: number, dim: number) => (original / (2 * Math.PI)) * Math.exp((-2 * lnBase * dim) / width);
  const yarn = (fields: Partial<RopeScaling>) => pushYarn(out, factor, fields, width, usedBase, attention, departures);

  // truncate: false (gpt-oss): the ramp's ends are the correction dims themselves, so a line
  // through the two fastest blended planes' ramps (measured best) gives both, and betas 32 and 1
  // give the original length.
  const ramps = leadingRun(weight).map((w) => ({ k: w.k, ramp: 1 - w.e }));
  if (ramps.length >= 2) {
    const [a, b] = [ramps[0]!, ramps[1]!];
    const span = (b.k - a.k) / (b.ramp - a.ramp); // high − low
    const fitLow = a.k - a.ramp * span;
    const fitHigh = fitLow + span;
    const integral = (x: number) => Math.abs(x - Math.round(x)) < 1e-3;
    if (span > 0 && !(integral(fitLow) && integral(fitHigh))) {
      const fromLow = 32 * 2 * Math.PI * Math.exp((2 * lnBase * fitLow) / width);
      const fromHigh = 2 * Math.PI * Math.exp((2 * lnBase * fitHigh) / width);
      const original = roundLength(fitLow > 0 ? fromLow : fromHigh);
      if (fitLow <= 0 || fitHigh >= width - 1 || Math.abs(fromLow / fromHigh - 1) < 1e-2) {
        yarn({ originalMaxPositionEmbeddings: original, truncate: false });
      } else {
        // Other betas: the usual lengths, each with the betas its ends then need.
        for (const length of [4096, 8192, 2048, 32768, 131072]) {
          const [betaFast, betaSlow] = [
            roundNumber(betaAt(length, fitLow), 1e-3),
            roundNumber(betaAt(length, fitHigh), 1e-3),
          ];
          yarn({ originalMaxPositionEmbeddings: length, betaFast, betaSlow, truncate: false });
        }
      }
    }
  }

  // low = ⌊W·ln(orig/(32·2π))/(2 ln base)⌋, high = ⌈W·ln(orig/2π)/(2 ln base)⌉ (betas 32 and 1).
  const lowRange = [
    low <= 0 ? 0 : 64 * Math.PI * Math.exp((2 * lnBase * low) / width),
    64 * Math.PI * Math.exp((2 * lnBase * (Math.max(low, 0) + 1)) / width),
  ];
  const highRange =
    high >= width - 1
      ? [2 * Math.PI * Math.exp((2 * lnBase * (width - 2)) / width), Infinity]
      : [
          2 * Math.PI * Math.exp((2 * lnBase * (high - 1)) / width),
          2 * Math.PI * Math.exp((2 * lnBase * high) / width),
        ];
  const lo = Math.max(lowRange[0]!, highRange[0]!);
  const hi = Math.min(lowRange[1]!, highRange[1]!);
  const standard = [...new Set(niceIn(lo, Math.min(hi, 1 << 24)))].slice(0, 3);
  for (const original of standard) yarn({ originalMaxPositionEmbeddings: original });
  // Other betas (a config's beta_fast/beta_slow): no length fits 32 and 1, so the usual lengths,
  // each with the roundest betas whose truncated ends are low and high.
  if (standard.length === 0 && low >= 0 && Number.isFinite(high) && high < width - 1) {
    for (const length of [4096, 8192, 2048, 32768, 131072]) {
      // ⌊dim(βf)⌋ = low ⇔ βf in (β(low + 1), β(low)]; ⌈dim(βs)⌉ = high ⇔ βs in [β(high), β(high − 1)).
      const betaFast = roundestIn(betaAt(length, low + 1), betaAt(length, low));
      const betaSlow = roundestIn(betaAt(length, high), betaAt(length, high - 1));
      if (betaFast !== undefined && betaSlow !== undefined && betaFast > betaSlow)
        yarn({ originalMaxPositionEmbeddings: length, betaFast, betaSlow });
    }
  }

  // llama3: e = s = (orig/λ − low)/(high − low) in the band, λ = 2π/θd; fixed lowFreqFactor 1
  // (only orig/low and orig/high matter), so two blended planes give orig and high.
  const band = leadingRun(weight);
  const llama = (original: number, lowFreq: number, highFreq: number) =>
    out.push({
      base: usedBase,
      scaling: {
        type: 'llama3',
        factor,
        lowFreqFactor: lowFreq,
        highFreqFactor: highFreq,
        originalMaxPositionEmbeddings: original,
      },
      headDim: width,
      departures,
    });
  if (band.length >= 2) {
    // The two fastest planes of the band: their angles are measured best.
    const [a, b] = [band[0]!, band[1]!];
    const xa = defaultTheta(a.k) / (2 * Math.PI);
    const xb = defaultTheta(b.k) / (2 * Math.PI);
    const alpha = (a.e - b.e) / (xa - xb); // orig/(high − low)
    const beta = alpha * xa - a.e; // low/(high − low)
    if (alpha > 0 && beta > 0) {
      llama(roundLength(alpha / beta), 1, roundNumber(1 + 1 / beta, 1e-3));
    }
  }
  // One plane in the band fixes orig/low for each ratio high/low: the usual ratios, kept where
  // orig comes out a length a config would write.
  if (band.length === 1) {
    const x = defaultTheta(band[0]!.k) / (2 * Math.PI);
    for (const ratio of [4, 2, 8, 16]) {
      const original = (band[0]!.e * (ratio - 1) + 1) / x;
      if (Math.abs(roundLength(original) / original - 1) < 1e-4) llama(roundLength(original), 1, ratio);
    }
  }
  // Slow planes measured over few rows bound the band only loosely: Llama 3.1's own settings
  // (and their usual original lengths) are confirmed too.
  if (attention === 1) for (const original of [8192, 4096, 2048, 16384, 32768]) llama(original, 1, 4);
  // longrope: any per-plane divisors; the attention factor given as measured.
  if (q.some((v) => !(v > 0)) || out.some((c) => c.scaling?.type === 'longrope')) return;
  const longrope: RopeScaling = {
    type: 'longrope',
    factor: 1,
    originalMaxPositionEmbeddings: 1 << 30,
    shortFactor: q.map((v) => (Number.isFinite(v) ? roundNumber(v, 1e-6) : 1)),
    longFactor: q.map((v) => (Number.isFinite(v) ? roundNumber(v, 1e-6) : 1)),
  };
  if (attention !== 1) longrope.attentionFactor = attention;
  out.push({ base: usedBase, scaling: longrope, headDim: width, departures, lastResort: true });
}
