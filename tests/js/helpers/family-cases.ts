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

/** A fresh copy of tests/js/fixtures/model-configs/families/<name>.json. */
export function familyFixture(name: string): Json {
  const url = new URL(`../fixtures/model-configs/families/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Json;
}

/** Layers i with (i + 1) divisible by `every`. */
export const isEveryNth = (i: number, every: number): boolean => (i + 1) % every === 0;

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
