// The model map's presets: their keys (the settings' allowed values, kept in a small module of their
// own) are the presets' keys; every preset is read by ropeLayers as its family; the groups the
// picker shows each hold at least one preset, and the four families of issue 28 are among them.
import { expect, it } from 'vitest';
import { ropeFromConfig, ropeLayers } from '../../web/lib/index.js';
import { ROPE_MODELS } from '../../web/app/presets/rope-models.js';
import { MAP_MODEL_KEYS } from '../../web/app/presets/model-map-keys.js';
import { MAP_GROUPS, MAP_MODELS } from '../../web/app/presets/model-map-presets.js';

it('the setting allows exactly the presets and custom', () => {
  expect([...MAP_MODEL_KEYS]).toEqual([...MAP_MODELS.map((model) => model.key), 'custom']);
});

it('at least 20 presets, every group shown holds some, each read without a refusal', () => {
  expect(MAP_MODELS.length).toBeGreaterThanOrEqual(20);
  for (const [group] of MAP_GROUPS)
    expect(
      MAP_MODELS.some((model) => model.group === group),
      group,
    ).toBe(true);
  const families = new Set(MAP_MODELS.map((model) => ropeLayers(model.config).family));
  for (const family of ['cohere2', 'exaone4', 'olmo3', 'qwen3_next']) expect(families.has(family), family).toBe(true);
});

it("the RoPE and long-context views' presets are each read by ropeFromConfig, as their family", () => {
  for (const model of ROPE_MODELS) {
    const { layerType } = model as { layerType?: string };
    expect(() => ropeFromConfig(model.config, layerType ? { layerType } : undefined), model.key).not.toThrow();
  }
});
