// The RoPE view's model in Node: the dials, tables, score curves, presets and CSVs it computes
// through the package, checked against float64 formulas written out here. Llama 2 7B's head
// (head_dim 128, θ = 10000) is the running example: plane k turns 10000^(−2k/128) rad per position.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { ropeFromConfig } from 'positional-encoding';
import { DEFAULT_STATE, type AppState } from '../../../web/app/state/app-state.js';
import {
  clampPosition,
  curveFields,
  curveYDomain,
  deltaAfterKey,
  differenceText,
  dirtyAfter,
  pairAfterKey,
  pairReading,
  ropeCurves,
  ropeCurveSteps,
  ropeDials,
  ropeTables,
  tableCellFields,
  tableFirst,
  tableSize,
} from '../../../web/app/views/rope/rope-model.js';
import { curveCsv, tablesCsv } from '../../../web/app/views/rope/rope-csv.js';
import { modelNote, presetPatch } from '../../../web/app/views/rope/rope-presets.js';

/** Llama 2 7B's head at position m = 10. */
const LLAMA2: AppState = {
  ...DEFAULT_STATE,
  view: 'rope',
  ropeModel: 'custom',
  headDim: 128,
  rotaryDim: 0,
  ropeBase: 10000,
  ropeLayout: 'half',
  ropePos: 10,
  ropeShift: 1000,
  ropeSpan: 256,
  ropeVectors: 'ones',
};

/** θ_k = 10000^(−2k/128), in float64. */
const theta = (k: number): number => 10000 ** (-(2 * k) / 128);

// ropeCosSin rounds each cos and sin to float32 once: within half a unit in the last place of 1
// (2^-24 ≈ 6e-8), plus the float64 angle's own rounding; 1.2e-7 leaves room for both.
const FLOAT32_COS = 1.2e-7;

beforeAll(async () => {
  await init();
});

describe('the dials', () => {
  it('turns plane k by m·10000^(−2k/128) at m = 10 (Llama 2 7B)', () => {
    const dials = ropeDials(LLAMA2);
    expect(dials.pairs).toBe(64);
    expect(dials.invFreq[0]).toBe(1); // plane 0 turns one radian per position
    for (const k of [0, 1, 17, 32, 63]) {
      expect(dials.invFreq[k]).toBeCloseTo(theta(k), 15);
      expect(Math.abs(dials.pairCos[k]! - Math.cos(10 * theta(k)))).toBeLessThan(FLOAT32_COS);
      expect(Math.abs(dials.pairSin[k]! - Math.sin(10 * theta(k)))).toBeLessThan(FLOAT32_COS);
    }
  });

  it('reads plane 0 at m = 10: angle 10 rad, 1.5915 turns, cos 10 and sin 10', () => {
    const reading = pairReading(ropeDials(LLAMA2), 0);
    expect(reading.angle).toBe(10);
    expect(reading.fields).toEqual({
      pair: '0',
      dims: '0 and 64',
      theta: '1',
      wavelength: '6.28319', // 2π to 6 digits
      angle: '10',
      turns: '1.5915', // 10 / 2π = 1.591549…
      cos: '-0.8390715', // cos 10 = −0.83907152907…
      sin: '-0.5440211', // sin 10 = −0.54402111088…
    });
  });

  it('reads the slowest plane: θ_63 = 10000^(−126/128), one turn in about 54,000 positions', () => {
    const reading = pairReading(ropeDials(LLAMA2), 63);
    expect(reading.theta).toBeCloseTo(theta(63), 15);
    expect(reading.fields.theta).toBe('0.000115478'); // 10000^(−0.984375) = 1.154782e-4
    expect(reading.fields.wavelength).toBe('54410.1'); // 2π / θ_63 = 54410.143…
    expect(reading.fields.dims).toBe('63 and 127');
  });

  it('pairs 2i and 2i + 1 under the layout "pairs", with the same angles', () => {
    const half = ropeDials(LLAMA2);
    const pairs = ropeDials({ ...LLAMA2, ropeLayout: 'pairs' });
    expect(pairReading(pairs, 5).fields.dims).toBe('10 and 11');
    expect(Array.from(pairs.pairCos)).toEqual(Array.from(half.pairCos));
  });

  it('turns only the first rotary_dim dimensions when fewer (GPT-NeoX: 24 of 96)', () => {
    const dials = ropeDials({ ...LLAMA2, headDim: 96, rotaryDim: 24 });
    expect(dials.pairs).toBe(12);
    // θ_k = 10000^(−2k/24) when only 24 dimensions turn.
    expect(dials.invFreq[1]).toBeCloseTo(10000 ** (-2 / 24), 15);
    expect(pairReading(dials, 1).fields.dims).toBe('1 and 13');
  });

  it('moves the selected pair and m with the keys', () => {
    expect(pairAfterKey('ArrowRight', 63, 64)).toBe(63);
    expect(pairAfterKey('ArrowLeft', 0, 64)).toBe(0);
    expect(pairAfterKey('End', 3, 64)).toBe(63);
    expect(pairAfterKey('ArrowUp', 3, 64)).toBeNull();
    expect(clampPosition(-3)).toBe(0);
    expect(clampPosition(2_000_000)).toBe(1_000_000);
    expect(clampPosition(7.6)).toBe(8);
  });
});

describe('the tables', () => {
  it('shows 64 positions with m in the lower half, from position 0', () => {
    expect(tableFirst(10)).toBe(0);
    expect(tableFirst(100)).toBe(69);
    const tables = ropeTables({ ...LLAMA2, ropePos: 100 });
    expect([tables.first, tables.rows, tables.cols]).toEqual([69, 64, 128]);
    expect(tables.shape).toBe('(positions 69 … 132 × 128 dimensions, half)');
    expect(tables.label('sin')).toBe('sin table of positions 69 to 132 by 128 dimensions');
    // Row 31 is position 100; column 64 + 3 holds plane 3 under 'half'.
    const cell = tables.cos[31 * 128 + 67]!;
    expect(Math.abs(cell - Math.cos(100 * theta(3)))).toBeLessThan(FLOAT32_COS);
  });

  it('names the pair of a column: j mod 64 for "half", ⌊j/2⌋ for "pairs"', () => {
    const cell = { table: 'cos' as const, pos: 12, dimension: 70, value: 0.25 };
    expect(tableCellFields(cell, 'half', 128)).toEqual({
      table: 'cos',
      pos: '12',
      dimension: '70',
      pair: '6',
      value: '0.25',
    });
    expect(tableCellFields(cell, 'pairs', 128).pair).toBe('35');
  });

  it('sits side by side from 560 px, 70% as tall as wide within 200–340 px', () => {
    expect(tableSize(1000)).toEqual({ each: 492, height: 340 }); // (1000 − 16) / 2; 344.4 capped
    expect(tableSize(375)).toEqual({ each: 375, height: 263 }); // stacked; 262.5 rounded
    expect(tableSize(200)).toEqual({ each: 200, height: 200 }); // 140 raised to the floor
  });

  it('writes the CSV: a header of 128 cos and 128 sin columns, then one line per position', () => {
    const file = tablesCsv(LLAMA2);
    const lines = file.text.trimEnd().split('\n');
    expect(file.name).toBe('rope-hd128-theta10000-half-cos-sin-0.csv');
    expect(lines).toHaveLength(65);
    expect(lines[0]!.split(',')).toHaveLength(1 + 256);
    const row10 = lines[11]!.split(',');
    expect(row10[0]).toBe('10');
    expect(Math.abs(Number(row10[1]) - Math.cos(10))).toBeLessThan(FLOAT32_COS);
    expect(file.saved).toBe(`Saved ${file.name}: 64 positions × 128 cos and 128 sin values.`);
  });
});

describe('the score curves', () => {
  // For q = k = ones each plane adds 2·cos(Δ·θ_k): the RoFormer decay curve, in float64.
  const onesScore = (delta: number): number => {
    let sum = 0;
    for (let k = 0; k < 64; k++) sum += 2 * Math.cos(delta * theta(k));
    return sum;
  };

  it('is head_dim = 128 at distance 0 and RoFormer’s sum of cosines beyond, moved by s or not', () => {
    const curves = ropeCurves(LLAMA2);
    expect(curves.span).toBe(256);
    expect(curves.reference.scores[0]).toBe(128); // no turn at all: 128 ones times ones
    // float32 rotation and accumulation over 128 terms: a few float32 ulps of 128 (1.5e-5 each).
    for (const delta of [0, 1, 7, 100, 256]) {
      expect(Math.abs(curves.reference.scores[delta]! - onesScore(delta))).toBeLessThan(1e-4);
      expect(Math.abs(curves.shifted.scores[delta]! - onesScore(delta))).toBeLessThan(1e-4);
    }
    expect(curves.largest).toBeLessThan(1e-4);
    expect(Number(differenceText(curves))).toBe(Number(curves.largest.toPrecision(2)));
    expect(curveFields(curves, 0)).toEqual({
      delta: '0',
      reference: '128',
      shifted: String(Number(curves.shifted.scores[0]!.toPrecision(7))),
    });
  });

  it('in steps, one call to the core each (64 queries), computes the same curves', () => {
    for (const span of [64, 256] as const) {
      const steps = ropeCurveSteps({ ...LLAMA2, ropeSpan: span });
      let yields = 0;
      let next = steps.next();
      for (; !next.done; next = steps.next()) yields++;
      // Δ = 0 … span is span + 1 queries a curve, in chunks of 64; two curves.
      expect(yields).toBe(2 * Math.ceil((span + 1) / 64));
      const whole = ropeCurves({ ...LLAMA2, ropeSpan: span });
      expect(next.value.span).toBe(span);
      expect([...next.value.reference.scores]).toEqual([...whole.reference.scores]);
      expect([...next.value.shifted.scores]).toEqual([...whole.shifted.scores]);
      expect(next.value.shifted.shift).toBe(1000);
      expect(next.value.largest).toBe(whole.largest);
    }
  });

  it('keeps 0 on the y axis and pads the range by 6%', () => {
    const curves = ropeCurves(LLAMA2);
    const [low, high] = curveYDomain(curves);
    let min = Infinity;
    for (const value of curves.reference.scores) min = Math.min(min, value);
    expect(low).toBe(Math.min(0, min - (128 - min) * 0.06));
    expect(high).toBeCloseTo(128 + (128 - min) * 0.06, 10);
  });

  it('moves the chosen distance with the keys, a sixteenth of the span a page', () => {
    expect(deltaAfterKey('PageUp', 10, 256)).toBe(26);
    expect(deltaAfterKey('ArrowLeft', 0, 256)).toBe(0);
    expect(deltaAfterKey('End', 3, 256)).toBe(256);
    expect(deltaAfterKey('x', 3, 256)).toBeNull();
  });

  it('writes both curves to CSV', () => {
    const curves = ropeCurves({ ...LLAMA2, ropeSpan: 64 });
    const file = curveCsv(LLAMA2, curves);
    const lines = file.text.trimEnd().split('\n');
    expect(lines[0]).toBe('m_minus_n,score_m_n_0,score_m_plus_1000_n_1000');
    expect(lines).toHaveLength(66);
    expect(lines[1]).toMatch(/^0,128\.000000,/);
    expect(file.name).toBe('rope-hd128-theta10000-half-score-shift1000.csv');
  });
});

describe('presets and what to redraw', () => {
  it('reads a Llama 2 7B config into the settings and the note', () => {
    const rope = ropeFromConfig({ model_type: 'llama', rope_theta: 10000, hidden_size: 4096, num_attention_heads: 32 });
    const chosen = { key: 'llama-2-7b', label: 'Llama 2 7B', rope, config: {} };
    expect(presetPatch(chosen)).toEqual({
      ropeModel: 'llama-2-7b',
      headDim: 128,
      rotaryDim: 0,
      ropeBase: 10000,
      ropeLayout: 'half',
    });
    expect(modelNote(chosen)).toBe('Llama 2 7B: head_dim 128, θ = 10000, layout half.');
    expect(modelNote(null)).toBe('');
  });

  it('refuses a head it cannot draw', () => {
    const rope = { headDim: 640, options: { base: 10000 } };
    expect(() => presetPatch({ key: 'custom', label: 'big', rope, config: {} })).toThrow(
      'head_dim 640: this view draws even head sizes up to 512.',
    );
  });

  it('redraws all for a new head, dials and tables for m, the curves for s', () => {
    const clean = { dials: false, tables: false, curves: false };
    expect(dirtyAfter(clean, new Set(['ropeBase']))).toEqual({ dials: true, tables: true, curves: true });
    expect(dirtyAfter(clean, new Set(['ropePos']))).toEqual({ dials: true, tables: true, curves: false });
    expect(dirtyAfter(clean, new Set(['ropeShift']))).toEqual({ dials: false, tables: false, curves: true });
    expect(dirtyAfter(clean, new Set(['ropeModel']))).toEqual(clean);
  });
});
