// The long-context view's model (views/long-context/*-model.ts), in Node: Llama 3.1 8B's head
// (θ = 500000, head_dim 128, N = 8192) stretched by s = 8. The expected values are written from
// Hugging Face's modeling_rope_utils.py rules, not from the view: llama3 keeps the pairs whose
// wavelength is under N/high_freq_factor = 2048, divides those over N/low_freq_factor = 8192 by s,
// and blends in between; linear divides all by s; yarn's attention factor is 0.1·ln(s) + 1. The
// score for q = k = ones is Σ_i 2·cos(d·θ_i) (each pair (1, 1) turned by dθ_i, dotted with (1, 1)),
// times the attention factor squared when cos and sin are scaled.
import { beforeAll, describe, expect, it } from 'vitest';
import init from 'positional-encoding';
import { ropeModel } from '../../../web/app/presets/rope-models.js';
import type { AppState } from '../../../web/app/state/app-state.js';
import {
  changedIndices,
  changedMarks,
  headSetup,
  longContextNumbers,
  modelNote,
  pairReadout,
  presetScaling,
  settingsFromModel,
  statusText,
  typeRows,
  wavelengthRules,
  wavelengthSeries,
  type LongContextSettings,
} from '../../../web/app/views/long-context/long-context-model.js';
import { sampleReadout, scoreCurveSteps, scoreCurves } from '../../../web/app/views/long-context/score-model.js';
import { PAST_N_DIMS, pastCellReadout, pastTable } from '../../../web/app/views/long-context/past-n-model.js';
import { exportStem, scoreCsv, thetaCsv } from '../../../web/app/views/long-context/export-tables.js';

beforeAll(() => init());

const BASE = 500000;
const HEAD = 128;
const TRAIN = 8192;
const S = 8;
const PAIRS = HEAD / 2;

const settings = (ropeType: string, ropeModel = 'custom'): LongContextSettings => ({
  ropeModel,
  headDim: HEAD,
  rotaryDim: 0,
  ropeBase: BASE,
  ropeType: ropeType as LongContextSettings['ropeType'],
  ropeFactor: S,
  trainLength: TRAIN,
});
const numbersFor = (ropeType: string) => longContextNumbers(headSetup(settings(ropeType), undefined), ropeType);

/** θ_i = b^(−2i/d) in float64: the core computes the same expression (1 ulp either way). */
const theta = (i: number): number => BASE ** (-(2 * i) / HEAD);
/** Relative agreement to a few float64 ulps (pow and a division each round once). */
const closeTo = (actual: number, expected: number, relative = 1e-14): void => {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.abs(expected));
};

describe('llama3 × 8 on θ 500000, N 8192', () => {
  const numbers = () => numbersFor('llama3');

  it('keeps pairs 0–28 (wavelength < 2048), divides 35–63 (> 8192) by 8, blends 29–34', () => {
    const { plain, chosen, changed } = numbers();
    expect(plain).toHaveLength(PAIRS);
    for (let i = 0; i < PAIRS; i++) closeTo(plain[i]!, theta(i));
    const scaled = chosen!.invFreq!;
    for (let i = 0; i <= 28; i++) {
      expect((2 * Math.PI) / theta(i)).toBeLessThan(2048);
      expect(scaled[i]).toBe(plain[i]);
      expect(changed[i]).toBe(false);
    }
    for (let i = 35; i < PAIRS; i++) {
      expect((2 * Math.PI) / theta(i)).toBeGreaterThan(8192);
      closeTo(scaled[i]!, theta(i) / S);
      expect(changed[i]).toBe(true);
    }
    for (let i = 29; i <= 34; i++) {
      // smooth = (N/λ − low)/(high − low); θ′ = (1 − smooth)·θ/s + smooth·θ.
      const smooth = (TRAIN / ((2 * Math.PI) / theta(i)) - 1) / (4 - 1);
      closeTo(scaled[i]!, (1 - smooth) * (theta(i) / S) + smooth * theta(i), 1e-12);
      expect(scaled[i]!).toBeLessThan(plain[i]!);
      expect(scaled[i]!).toBeGreaterThan(plain[i]! / S);
    }
    expect(changedIndices(numbers())).toEqual(Array.from({ length: 35 }, (_, k) => 29 + k));
    // The chart's dots sit on the llama3 line (colour slot 4) at those pairs.
    expect(changedMarks(numbers())).toMatchObject({ seriesKey: 'llama3', slot: 4, className: 'lc-changed' });
    expect(changedMarks(numbers())!.pairs).toHaveLength(35);
    expect(changedMarks(numbersFor('longrope'))).toBeUndefined();
    expect(chosen!.attentionFactor).toBe(1);
  });

  it('the table: 64 / 63 / 45 / 35 pairs changed; yarn’s attention factor 0.1·ln 8 + 1; longrope refused', () => {
    const rows = Object.fromEntries(typeRows(numbers()).map((row) => [row.type, row]));
    expect(rows.linear!.changed).toBe('64 of 64');
    expect(rows.llama3!.changed).toBe('35 of 64');
    expect(rows.dynamic!.changed).toBe('63 of 64'); // pair 0: θ_0 = 1 for any base
    expect(rows.yarn!.changed).toBe('45 of 64'); // as the page printed before the model was split out
    expect(rows.yarn!.attention).toBe('1.20794'); // 0.1·ln 8 + 1 = 1.2079441…, 6 digits
    const yarn = numbers().types.find((entry) => entry.type === 'yarn')!;
    closeTo(yarn.attentionFactor!, 0.1 * Math.log(S) + 1, 1e-7);
    expect(rows.longrope).toMatchObject({ changed: 'not available', attention: '–', available: false });
    expect(rows.longrope!.reason).toMatch(/^LongRoPE needs the per-pair short_factor and long_factor/);
  });

  it('linear divides every θ_i by 8', () => {
    const { chosen, plain } = numbersFor('linear');
    for (let i = 0; i < PAIRS; i++) closeTo(chosen!.invFreq![i]!, plain[i]! / S, 1e-15);
  });

  it('the readout of pair 34 (blended) and pair 63 (divided), and of pair 0 with no scaling', () => {
    const blended = pairReadout(numbers(), 34);
    expect(blended.fields).toMatchObject({ pair: '34', verdict: 'changed by Llama 3' });
    expect(blended.fields.wavelength).toBe(String(Number(((2 * Math.PI) / theta(34)).toPrecision(7)))); // 6695.109
    expect(blended.ruleTex).toContain(String.raw`\theta'_{34}`);
    const last = pairReadout(numbers(), 63).fields;
    expect(Number(last.ratio)).toBe(8);
    expect(pairReadout(numbers(), 0).fields.verdict).toBe('kept by Llama 3');
    const none = pairReadout(numbersFor('default'), 0);
    expect(none.fields).toMatchObject({ theta: '1', 'scaled-theta': '–', ratio: '–', verdict: 'turns within N' });
    expect(none.fields.turns).toBe('1304'); // 8192 / 2π = 1303.797…, printed to 4 significant digits
    expect(none.ruleTex).toBeNull();
  });

  it('the chart: the unscaled line first and dashed, the chosen last; rules at N and s·N', () => {
    const series = wavelengthSeries(numbers(), 'llama3');
    expect(series.map((s) => s.key)).toEqual(['default', 'linear', 'dynamic', 'yarn', 'llama3']);
    expect(series[0]).toMatchObject({ slot: 5, dashed: true });
    expect(series[4]).toMatchObject({ slot: 4, className: 'lc-emphasised' });
    expect(wavelengthRules(numbers().setup).map((rule) => [rule.key, rule.value, rule.label])).toEqual([
      ['train', 8192, 'training length N = 8192'],
      ['target', 65536, 'target s·N = 65536'],
    ]);
    expect(statusText(numbers())).toBe('');
    expect(statusText(numbersFor('longrope'))).toMatch(/^LongRoPE: LongRoPE needs/);
  });
});

describe('the score for q = k = ones', () => {
  it('is Σ 2·cos(dθ_i) unscaled, and af²·Σ 2·cos(dθ′_i) under yarn, from 1 to 16·N', () => {
    const numbers = numbersFor('yarn');
    const curves = scoreCurves(numbers, 16);
    expect(curves.span).toBe(16 * TRAIN);
    expect(curves.distances[0]).toBe(1);
    expect(curves.distances[curves.distances.length - 1]).toBe(16 * TRAIN);
    expect(curves.distances).toHaveLength(369);
    expect(curves.shape).toBe('(369 distances from 1 to 131072, log-spaced)');
    expect(curves.label).toBe('YaRN, s = 8 (seqLen 131073)');
    const af = 0.1 * Math.log(S) + 1;
    const scaled = numbers.chosen!.invFreq!;
    for (const k of [0, 100, 368]) {
      const d = curves.distances[k]!;
      let plain = 0;
      let turned = 0;
      for (let i = 0; i < PAIRS; i++) {
        plain += 2 * Math.cos(d * theta(i));
        turned += 2 * Math.cos(d * scaled[i]!);
      }
      // float32 rotation of 128 ones, summed: |error| stays within 1e-4 of a sum of up to 128.
      expect(Math.abs(curves.plain[k]! - plain)).toBeLessThan(1e-4 * 128);
      expect(Math.abs(curves.scaled![k]! - af * af * turned)).toBeLessThan(1e-4 * 128 * af * af);
    }
    expect(sampleReadout(curves, 0, TRAIN)).toMatchObject({ distance: '1', 'in-n': '0.0001221', plain: '125.1724' });
  });

  it('in steps (a first draw yields between them): one attentionScores call of 64 distances each, the same curves', () => {
    const numbers = numbersFor('yarn');
    const steps = scoreCurveSteps(numbers, 16);
    let yields = 0;
    let next = steps.next();
    for (; !next.done; next = steps.next()) yields++;
    const whole = scoreCurves(numbers, 16);
    // 369 distances: 6 calls for each curve, so 5 yields within each and one between them.
    expect(Math.ceil(whole.distances.length / 64)).toBe(6);
    expect(yields).toBe(2 * 6 - 1);
    expect(next.value.distances).toEqual(whole.distances);
    expect(next.value.plain).toEqual(whole.plain);
    expect(next.value.scaled).toEqual(whole.scaled);
    expect(next.value.label).toBe(whole.label);
  });

  it('no scaling chosen: one curve, the legend says so; the CSV has one score column', () => {
    const curves = scoreCurves(numbersFor('default'), 1);
    expect(curves.scaled).toBeNull();
    expect(curves.series.map((s) => s.key)).toEqual(['default']);
    expect(curves.label).toBe('no scaling chosen');
    const csv = scoreCsv(curves, undefined).text.split('\n');
    expect(csv[0]).toBe('distance,score_default');
    expect(csv[1]!.split(',').map(Number)).toEqual([1, Number(curves.plain[0]!.toPrecision(9))]);
  });
});

describe('a chosen model', () => {
  it('Llama 3.1 8B: head 128, θ 500000, llama3, s = 8, N = 8192, from its config', () => {
    const preset = ropeModel('llama-3.1-8b')!;
    const scaling = presetScaling('llama-3.1-8b')!;
    expect(scaling).toMatchObject({ type: 'llama3', factor: 8, originalMaxPositionEmbeddings: 8192 });
    // Read once: the mount's note and the first draw's numbers share it.
    expect(presetScaling('llama-3.1-8b')).toBe(scaling);
    expect(presetScaling('no-such-model')).toBeUndefined();
    const state = { ropeType: 'linear', trainLength: 2048, ropeFactor: 2 } as AppState;
    const rope = { headDim: 128, options: { base: 500000, scaling } } as never;
    expect(settingsFromModel({ key: preset.key, label: preset.label, rope, config: preset.config }, state)).toEqual({
      ropeModel: 'llama-3.1-8b',
      headDim: 128,
      rotaryDim: 0,
      ropeBase: 500000,
      ropeType: 'llama3',
      ropeFactor: 8,
      trainLength: 8192,
    });
    expect(modelNote(preset.label, scaling)).toMatch(/^Llama 3\.1 8B ships with llama3 scaling/);
    expect(modelNote(null, undefined)).toBe('');
  });

  it('an odd head is refused', () => {
    const state = { ropeType: 'linear', trainLength: 2048, ropeFactor: 2 } as AppState;
    const rope = { headDim: 97, options: {} } as never;
    expect(() => settingsFromModel({ key: 'custom', label: 'pasted', rope, config: {} }, state)).toThrow(
      'head_dim 97: this view draws even head sizes up to 512.',
    );
  });
});

describe('past N and the downloads', () => {
  it('the sinusoid has row N; the learned table has none', () => {
    const n = 8;
    const values = pastTable(n);
    expect(values).toHaveLength(2 * n * PAST_N_DIMS);
    const cell = pastCellReadout(values, n, { table: 'sinusoid', pos: 8, dimension: 1 });
    // PE(8, 1) = cos(8 / 10000^(0/16)) = cos 8, in float32, printed to 7 digits.
    expect(Number(cell.fields.value)).toBeCloseTo(Math.cos(8), 6);
    expect(cell.message).toMatch(/^Position 8 ≥ N = 8: the sinusoid computes this row/);
    const missing = pastCellReadout(values, n, { table: 'learned', pos: 8, dimension: 0 });
    expect(missing.fields.value).toBe('no row');
    expect(missing.message).toContain('nn.Embedding(8, 16) raises an index error here');
    expect(pastCellReadout(values, n, { table: 'learned', pos: 7, dimension: 0 }).fields.value).toBe('trained');
  });

  it('the θ CSV: every available type, 17 digits, the attention factors last', () => {
    const numbers = numbersFor('llama3');
    const lines = thetaCsv(numbers).text.trim().split('\n');
    expect(lines[0]).toBe('pair,theta_default,theta_linear,theta_dynamic,theta_yarn,theta_llama3');
    expect(lines).toHaveLength(PAIRS + 2);
    expect(lines[64]!.split(',').map(Number)[5]).toBe(numbers.chosen!.invFreq![63]);
    expect(lines[65]!.split(',')[0]).toBe('attention_factor');
    const state = { headDim: 128, ropeBase: 500000, trainLength: 8192, ropeFactor: 8 } as AppState;
    expect(exportStem(state)).toBe('long-context-hd128-theta500000-N8192-s8');
  });
});
