// Shared checks of the family table: each case is one config.json (published, or a configuration
// class's defaults) and the plan transformers gives it, written from the family's modeling file.
// The package's plan must equal it layer by layer; every rope it gives must equal transformers'
// inv_freq and attention factor in float64 (helpers/rope-reference.ts, written from
// modeling_rope_utils.py); ropeFromConfig must honour each layer type or refuse it.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import init, { ropeFrequencies, ropeFromConfig, ropeLayers, type RopeLayer } from '../../../web/lib/index.js';
import { referenceInvFreq } from './rope-reference.js';

export type Json = Record<string, unknown>;

export interface FamilyCase {
  /** The family table entry this case checks (the fixture's model_type, or `family`). */
  modelType: string;
  /** tests/js/fixtures/model-configs/families/<fixture>.json */
  fixture: string;
  /** The published config.json's URL, or "defaults of <ConfigClass> at transformers <sha>". */
  source: string;
  /** options.family, when the fixture is read as another family. */
  family?: string;
  layers: number;
  /** transformers' layer-type name of layer i (layer_types[i] as the config class derives it). */
  type: (i: number) => string;
  /** Layer i's entry as transformers' modeling file gives it (cite the lines in comments). */
  entry: (i: number) => RopeLayer;
}

/** A fresh copy of tests/js/fixtures/model-configs/<folder>/<name>.json. */
function modelConfigFixture(folder: string, name: string): Json {
  const url = new URL(`../fixtures/model-configs/${folder}/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Json;
}

/** A fresh copy of tests/js/fixtures/model-configs/families/<name>.json. */
export const familyFixture = (name: string): Json => modelConfigFixture('families', name);

/** A fresh copy of tests/js/fixtures/model-configs/held-back/<name>.json. */
export const heldBackFixture = (name: string): Json => modelConfigFixture('held-back', name);

/** Layers i with (i + 1) divisible by `every`. */
export const isEveryNth = (i: number, every: number): boolean => (i + 1) % every === 0;

// Builders of the expected entries, shared by the family batches.

/** The transformers commit every expected entry is written from (TRANSFORMERS_COMMIT). */
export const TRANSFORMERS = 'transformers decba1d2ea4ed3cbf0495d1828abad4b2dba1846';
/** The source of a fixture holding a configuration class's defaults. */
export const defaults = (cls: string, note = ''): string => `defaults of ${cls} at ${TRANSFORMERS}${note}`;

export type Rope = NonNullable<RopeLayer['rope']>;
/** A rope that turns halves (rotate_half on cat(freqs, freqs)). */
export const half = (base: number, extra: Partial<Rope> = {}): Rope => ({ base, layout: 'half', ...extra });
/** A rope that turns adjacent pairs (repeat_interleave, x[..., ::2]). */
export const pairs = (base: number, extra: Partial<Rope> = {}): Rope => ({ base, layout: 'pairs', ...extra });

/** A full-attention layer; the softmax scale is head_dim^-0.5 unless given. */
export const full = (layer: number, rope: Rope | null, headDim: number, softmaxScale = headDim ** -0.5): RopeLayer => ({
  layer,
  attention: 'full',
  rope,
  headDim,
  softmaxScale,
});
/** A sliding-window layer; the softmax scale is head_dim^-0.5 unless given. */
export const sliding = (
  layer: number,
  window: number,
  rope: Rope | null,
  headDim: number,
  softmaxScale = headDim ** -0.5,
): RopeLayer => ({ layer, attention: 'sliding', window, rope, headDim, softmaxScale });
/** A layer with no positions (linear attention, Mamba, convolution): rope null, softmax scale 1 (unused). */
export const positionless = (layer: number, attention: RopeLayer['attention'], headDim: number): RopeLayer => ({
  layer,
  attention,
  rope: null,
  headDim,
  softmaxScale: 1,
});

/** A case whose every layer is full attention with one rope. */
export function allFull(
  modelType: string,
  fixture: string,
  source: string,
  layers: number,
  rope: Rope,
  headDim: number,
  softmaxScale?: number,
): FamilyCase {
  return {
    modelType,
    fixture,
    source,
    layers,
    type: () => 'full_attention',
    entry: (i) => full(i, rope, headDim, softmaxScale),
  };
}

/** A case whose every layer is sliding attention with one rope. */
export function allSliding(
  modelType: string,
  fixture: string,
  source: string,
  layers: number,
  window: number,
  rope: Rope,
  headDim: number,
  softmaxScale?: number,
): FamilyCase {
  return {
    modelType,
    fixture,
    source,
    layers,
    type: () => 'sliding_attention',
    entry: (i) => sliding(i, window, rope, headDim, softmaxScale),
  };
}

/** DeepSeek's yarn_get_mscale (deepseek_v2/modeling_deepseek_v2.py:283, minicpm3/modeling_minicpm3.py:190). */
export const yarnMscale = (s: number, m: number): number => (s <= 1 ? 1 : 0.1 * m * Math.log(s) + 1);

// ropeFrequencies in float64 against the reference: the core's float64 path differs from a direct
// evaluation of the same formulas by rounding only (a few ulp).
const FREQUENCY_RELATIVE = 1e-13;

export function checkFamilyCases(title: string, cases: readonly FamilyCase[]): void {
  describe(title, () => {
    beforeAll(async () => {
      await init();
    });

    for (const c of cases) {
      describe(`${c.modelType} (${c.fixture})`, () => {
        const config = () => familyFixture(c.fixture);
        const options = c.family === undefined ? undefined : { family: c.family };

        it('reads every layer as the modeling file does', () => {
          const plan = ropeLayers(config(), options);
          expect(plan.family).toBe(c.modelType);
          expect(plan).toHaveLength(c.layers);
          const expected = Array.from({ length: c.layers }, (_, i) => c.entry(i));
          for (let i = 0; i < c.layers; i++) expect(plan[i], `layer ${i}`).toEqual(expected[i]);
        });

        it("gives ropes whose frequencies equal transformers' inv_freq and attention factor", () => {
          const seen = new Set<string>();
          for (let i = 0; i < c.layers; i++) {
            const entry = c.entry(i);
            if (entry.rope === null) continue;
            const key = JSON.stringify([entry.rope, entry.headDim]);
            if (seen.has(key)) continue;
            seen.add(key);
            const { mropeSection: _sections, layout: _layout, ...frequencyOptions } = entry.rope;
            const { invFreq, attentionFactor } = ropeFrequencies(entry.headDim, frequencyOptions);
            const reference = referenceInvFreq(entry.headDim, frequencyOptions);
            expect(Array.from(invFreq)).toHaveLength(reference.invFreq.length);
            invFreq.forEach((w, k) => {
              const r = reference.invFreq[k]!;
              expect(Math.abs(w - r), `inv_freq[${k}]`).toBeLessThanOrEqual(FREQUENCY_RELATIVE * Math.abs(r));
            });
            expect(Math.abs(attentionFactor - reference.attentionFactor)).toBeLessThanOrEqual(
              FREQUENCY_RELATIVE * reference.attentionFactor,
            );
          }
        });

        it('ropeFromConfig honours each layer type, or refuses one without positions', () => {
          const types = new Map<string, RopeLayer[]>();
          for (let i = 0; i < c.layers; i++) {
            const list = types.get(c.type(i)) ?? [];
            list.push(c.entry(i));
            types.set(c.type(i), list);
          }
          for (const [layerType, entries] of types) {
            const read = () => ropeFromConfig(config(), { ...options, layerType });
            const ropes = new Set(entries.map((e) => JSON.stringify([e.rope, e.headDim])));
            if (entries.every((e) => e.rope === null)) {
              expect(read, layerType).toThrow(TypeError);
            } else if (entries.some((e) => e.rope === null) || ropes.size > 1) {
              expect(read, layerType).toThrow(TypeError);
            } else {
              const entry = entries[0]!;
              const rope = entry.rope!;
              if (rope.mropeSection !== undefined || rope.scaling?.type === 'proportional') {
                expect(read, layerType).toThrow(RangeError);
                continue;
              }
              const got = read();
              if (entry.mla !== undefined) {
                const { rotaryDim: _rotary, ...rest } = rope;
                expect(got, layerType).toEqual({ headDim: entry.mla.ropeDim, options: rest });
              } else {
                expect(got, layerType).toEqual({ headDim: entry.headDim, options: rope });
              }
            }
          }
          expect(() => ropeFromConfig(config(), { ...options, layerType: 'no_such_layer' })).toThrow(RangeError);
        });
      });
    }
  });
}
