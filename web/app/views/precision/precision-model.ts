// The precision lab's numbers and texts, from its settings: no DOM, so Node tests import it. Every
// error comes from precisionErrors() and every rounded position from roundToFormat(): the
// emulations live in the core. Two sets: the plane the reader picks and the worst over all planes.
import { precisionErrors, ropeFrequencies, roundToFormat, type PrecisionArithmetic } from 'positional-encoding';
import { formatNumber } from '../../format.js';
import { powerOfTen } from '../../figures/power-of-ten.js';
import type { AppState } from '../../state/app-state.js';
import type { DotSeries, Marker } from './error-plot.js';
import { quantityLabel } from './precision-view.js';
import { PER_DECADE, samplePositions } from './samples.js';

/** The four arithmetics, in legend order; the dot sizes let equal values show both colours. */
export const ARITHMETICS: readonly { key: PrecisionArithmetic; label: string; slot: number; size: number }[] = [
  { key: 'package', label: 'this package', slot: 0, size: 3 },
  { key: 'float32', label: 'float32 (Hugging Face, tutorials)', slot: 1, size: 6 },
  { key: 'float16', label: 'float16', slot: 2, size: 4 },
  { key: 'bfloat16', label: 'bfloat16', slot: 3, size: 4 },
];
/** Drawn widest first, so a smaller dot on top of an equal value leaves a ring of the other colour. */
const DRAW_ORDER: readonly PrecisionArithmetic[] = ['bfloat16', 'float16', 'float32', 'package'];

/** head_dim and rope_theta of model configs (tests/js/fixtures/model-configs) and the tutorials' head. */
export const PRESETS = [
  { label: 'Mistral 7B', headDim: 128, base: 10000 },
  { label: 'Llama 3.1 8B', headDim: 128, base: 500000 },
  { label: 'Qwen 2.5 7B', headDim: 128, base: 1000000 },
  { label: 'Phi-3.5 mini', headDim: 96, base: 10000 },
] as const;

// A decade above the largest error (about 2.8) holds the markers' labels.
export const Y_DOMAIN: [number, number] = [1e-9, 100];

/** Where each format stops holding whole positions, marked on the chosen plane's panel. */
export const MARKERS: readonly Marker[] = [
  { at: 257, label: 'bf16: 257', slot: 3 },
  { at: 2049, label: 'fp16: 2049', slot: 2 },
  { at: 65520, label: 'fp16: ∞', slot: 2 },
  { at: 2 ** 24 + 1, label: 'fp32: 2²⁴+1', slot: 1 },
];

export interface Measured {
  headDim: number;
  base: number;
  plane: number;
  quantity: AppState['precisionQuantity'];
  upTo: number;
  positions: number[];
  /** precisionErrors() on the chosen plane and over all planes, by arithmetic. */
  onPlane: Map<PrecisionArithmetic, Float64Array>;
  worst: Map<PrecisionArithmetic, Float64Array>;
  /** ω_k of the chosen plane, from ropeFrequencies(). */
  omega: number;
  bf16: Float64Array;
  fp16: Float64Array;
}

/**
 * The chosen plane's errors at the reader's settings, the worst plane's still to come (addWorst,
 * one arithmetic at a time: the lab's first draw computes each in a task of its own); a plane the
 * head does not have is refused in words.
 */
export function measurePlane(state: Readonly<AppState>): Measured {
  const { headDim, base, precisionQuantity: quantity, precisionUpTo: upTo } = state;
  const planes = headDim / 2;
  if (state.precisionPlane >= planes) {
    throw new RangeError(
      `plane=${state.precisionPlane} is not allowed for head_dim ${headDim}: use a plane from 0 to ${planes - 1}.`,
    );
  }
  const plane = state.precisionPlane;
  const positions = samplePositions(upTo);
  const onPlane = new Map<PrecisionArithmetic, Float64Array>();
  for (const { key } of ARITHMETICS)
    onPlane.set(key, precisionErrors(positions, headDim, { base, arithmetic: key, quantity, plane }));
  return {
    headDim,
    base,
    plane,
    quantity,
    upTo,
    positions,
    onPlane,
    worst: new Map(),
    omega: ropeFrequencies(headDim, { base }).invFreq[plane]!,
    bf16: roundToFormat(positions, 'bfloat16'),
    fp16: roundToFormat(positions, 'float16'),
  };
}

/** Adds `arithmetic`'s errors over all planes (the worst at each position) to `current`. */
export function addWorst(current: Measured, arithmetic: PrecisionArithmetic): void {
  const { positions, headDim, base, quantity } = current;
  current.worst.set(arithmetic, precisionErrors(positions, headDim, { base, arithmetic, quantity }));
}

/** Every error the lab draws at the reader's settings; a plane the head does not have is refused in words. */
export function measure(state: Readonly<AppState>): Measured {
  const current = measurePlane(state);
  for (const { key } of ARITHMETICS) addWorst(current, key);
  return current;
}

/** The status line's words for an error: the package's prefix dropped. */
export function problemText(error: unknown): string {
  return error instanceof Error ? error.message.replace('positional-encoding: ', '') : String(error);
}

/** Three significant digits, ∞ for an overflow, 0 for exact. */
export function shortError(value: number): string {
  return value === Infinity ? '∞' : formatNumber(value, 3);
}

/** The three facts, each with the numbers measured at the reader's settings (HTML of numbers and fixed words). */
export function noticeItems(current: Measured): string[] {
  const at = (position: number): number => current.positions.indexOf(position);
  const bf = current.onPlane.get('bfloat16')!;
  const k256 = at(256);
  const k257 = at(257);
  const f32 = current.worst.get('float32')!;
  const drift = [2, 4, 6]
    .filter((k) => k <= current.upTo)
    .map((k) => `${shortError(f32[at(10 ** k)]!)} at ${powerOfTen(10 ** k)}`);
  let largest = 0;
  for (const value of current.worst.get('package')!) largest = Math.max(largest, value);
  return [
    `<strong>bfloat16 positions are wrong from 257.</strong> bfloat16 keeps 8 significant bits, so it holds every ` +
      `whole position only up to 256: it stores 257 as ${formatNumber(current.bf16[k257]!)}. On plane ${current.plane} ` +
      `(ω = ${formatNumber(current.omega, 4)} rad per position) the error jumps from ${shortError(bf[k256]!)} at 256 ` +
      `to ${shortError(bf[k257]!)} at 257, and from there on only the positions bfloat16 can hold stay low. ` +
      `float16 (11 bits) holds them up to 2048 and none from 65520 on (∞).`,
    `<strong>float32 drifts with the position</strong> (the worst-plane panel): float32 rounds the angle p · ω, and that ` +
      `rounding grows with p: ${drift.join(', ')}. Past 10⁴ a table computed this way is off in the fourth decimal.`,
    `<strong>This package stays at 10⁻⁷.</strong> It forms the angle in float64 and rounds once: its largest error ` +
      `over all ${current.headDim / 2} planes and every position drawn is ${shortError(largest)}.`,
  ];
}

/** The figure's label for screen readers. */
export function figureLabel(current: Measured): string {
  return (
    `Error of ${quantityLabel(current.quantity)} against float64 for positions 1 to ${powerOfTen(10 ** current.upTo)}, log axes: ` +
    `plane ${current.plane} and the worst plane, for this package, float32, float16 and bfloat16`
  );
}

/** The readout at sample k: the position and each arithmetic's error on the plane and the worst plane. */
export function readingAt(
  current: Measured,
  k: number,
): { position: number; cells: Map<PrecisionArithmetic, { plane: string; worst: string }> } {
  const cells = new Map<PrecisionArithmetic, { plane: string; worst: string }>();
  for (const { key } of ARITHMETICS) {
    cells.set(key, {
      plane: shortError(current.onPlane.get(key)![k]!),
      worst: shortError(current.worst.get(key)![k]!),
    });
  }
  return { position: current.positions[k]!, cells };
}

/** The rings of the cursor at sample k, one per arithmetic. */
export function ringsAt(errors: Map<PrecisionArithmetic, Float64Array>, k: number): { slot: number; value: number }[] {
  return ARITHMETICS.map(({ key, slot }) => ({ slot, value: errors.get(key)![k]! }));
}

/** Each arithmetic's dots, widest first. */
export function dotSeries(errors: Map<PrecisionArithmetic, Float64Array>): DotSeries[] {
  return DRAW_ORDER.map((key) => {
    const arithmetic = ARITHMETICS.find((entry) => entry.key === key)!;
    return { key, slot: arithmetic.slot, size: arithmetic.size, values: errors.get(key)! };
  });
}

/** The titles of the two panels. */
export function panelTitles(current: Measured): [string, string] {
  return [
    `Plane ${current.plane}${current.plane === 0 ? ': one radian per position' : ''}`,
    `Worst of all ${current.headDim / 2} planes`,
  ];
}

/** The sample nearest `position` on the log axis (the first of equals). */
export function nearestSample(positions: readonly number[], position: number): number {
  const target = Math.log(position);
  let best = 0;
  positions.forEach((p, k) => {
    if (Math.abs(Math.log(p) - target) < Math.abs(Math.log(positions[best]!) - target)) best = k;
  });
  return best;
}

/** The sample the figure's keys move to from `at` (a decade a page), or null for another key. */
export function sampleAfterKey(key: string, at: number, count: number): number | null {
  const steps: Record<string, number> = {
    ArrowLeft: -1,
    ArrowDown: -1,
    ArrowRight: 1,
    ArrowUp: 1,
    PageUp: PER_DECADE,
    PageDown: -PER_DECADE,
  };
  let next: number;
  if (key in steps) next = at + steps[key]!;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = count - 1;
  else return null;
  return Math.min(count - 1, Math.max(0, next));
}

/** The plane select's options: plane 0 turns a radian per position, the last is the slowest. */
export function planeOptionLabels(planes: number): string[] {
  return Array.from({ length: planes }, (_, k) =>
    k === 0 ? 'plane 0: one radian per position' : k === planes - 1 ? `plane ${k}: the slowest` : `plane ${k}`,
  );
}

/** A number box's rule: what it accepts, and the words for what it does not. */
export interface NumberRule {
  valid(value: number): boolean;
  allowed: string;
}

export const HEAD_DIM_RULE: NumberRule = {
  valid: (v) => Number.isInteger(v) && v >= 2 && v <= 1024 && v % 2 === 0,
  allowed: 'an even whole number from 2 to 1024',
};

export const BASE_RULE: NumberRule = {
  valid: (v) => Number.isFinite(v) && v > 1 && v <= 1e6,
  allowed: 'a number greater than 1 and at most 1000000',
};

/** The number a box's text means under `rule`, or the error to show under it. */
export function readNumber(text: string, rule: NumberRule): { value: number } | { error: string } {
  const value = Number(text);
  return text.trim() !== '' && rule.valid(value)
    ? { value }
    : { error: `${text || 'empty'} is not allowed: use ${rule.allowed}.` };
}

/** A new head keeps the chosen plane when it has it, else takes its last. */
export function headPatch(state: Readonly<AppState>, headDim: number): Partial<AppState> {
  return { headDim, precisionPlane: Math.min(state.precisionPlane, headDim / 2 - 1) };
}

/** The download's file name, without its extension. */
export function fileStem(current: Measured): string {
  return `precision-hd${current.headDim}-theta${current.base}-${current.quantity}-plane${current.plane}`;
}

/** Every error drawn: one row per position, the chosen plane's four then the worst plane's four. */
export function errorsCsv(current: Measured): string {
  const header = [
    'position',
    ...ARITHMETICS.map((a) => `${a.key}_plane${current.plane}`),
    ...ARITHMETICS.map((a) => `${a.key}_worst`),
  ];
  const lines = [header.join(',')];
  current.positions.forEach((position, k) => {
    const cells = [String(position)];
    for (const errors of [current.onPlane, current.worst])
      for (const { key } of ARITHMETICS) cells.push(String(errors.get(key)![k]));
    lines.push(cells.join(','));
  });
  return `${lines.join('\n')}\n`;
}
