// The four families of issue 28, which earlier versions read silently wrong, checked layer by layer
// against plans written from transformers' own files (commit decba1d2ea4e, 2026-08-19; lines cited).
// Fixtures: the position keys and sizes of the published config.json files named in `source`.
import { expect, it } from 'vitest';
import { ropeLayers } from '../../../web/lib/index.js';
import {
  checkFamilyCases,
  familyFixture,
  full,
  half,
  isEveryNth,
  pairs,
  positionless,
  sliding,
  type FamilyCase,
} from '../helpers/family-cases.js';

const CASES: FamilyCase[] = [
  {
    modelType: 'cohere2',
    fixture: 'c4ai-command-r7b-12-2024',
    source: 'https://huggingface.co/CohereForAI/c4ai-command-r7b-12-2024/blob/main/config.json',
    layers: 32,
    // configuration_cohere2.py:98-101: sliding unless (i + 1) % sliding_window_pattern == 0.
    type: (i) => (isEveryNth(i, 4) ? 'full_attention' : 'sliding_attention'),
    // modeling_cohere2.py:89 repeat_interleave(freqs, 2): adjacent pairs; :229 rope only when
    // self.sliding_window is set (sliding layers); :195 scaling head_dim**-0.5 with head_dim = 4096 / 32.
    entry: (i) => (isEveryNth(i, 4) ? full(i, null, 128) : sliding(i, 4096, pairs(50_000), 128)),
  },
  {
    modelType: 'exaone4',
    fixture: 'exaone-4.0-32b',
    source: 'https://huggingface.co/LGAI-EXAONE/EXAONE-4.0-32B/blob/main/config.json',
    layers: 64,
    type: (i) => (isEveryNth(i, 4) ? 'full_attention' : 'sliding_attention'),
    // modeling_exaone4.py:241: rope when sliding_window is None or the layer slides: global layers NoPE.
    entry: (i) =>
      isEveryNth(i, 4)
        ? full(i, null, 128)
        : {
            layer: i,
            attention: 'sliding',
            window: 4096,
            rope: {
              base: 1e6,
              layout: 'half',
              scaling: {
                type: 'llama3',
                factor: 16,
                lowFreqFactor: 1,
                highFreqFactor: 4,
                originalMaxPositionEmbeddings: 8192,
              },
            },
            headDim: 128,
            softmaxScale: 128 ** -0.5,
          },
  },
  {
    modelType: 'olmo3',
    fixture: 'olmo-3-1025-7b',
    source: 'https://huggingface.co/allenai/Olmo-3-1025-7B/blob/main/config.json',
    layers: 32,
    type: (i) => (isEveryNth(i, 4) ? 'full_attention' : 'sliding_attention'),
    // configuration_olmo3.py:112 rope_scaling updates rope_parameters['full_attention'] only; :118-121
    // sliding_attention stays {'rope_type': 'default'} with the class's default_theta 500000.
    entry: (i) =>
      isEveryNth(i, 4)
        ? {
            layer: i,
            attention: 'full',
            rope: {
              base: 500_000,
              layout: 'half',
              scaling: {
                type: 'yarn',
                factor: 8,
                originalMaxPositionEmbeddings: 8192,
                maxPositionEmbeddings: 65536,
                betaFast: 32,
                betaSlow: 1,
                attentionFactor: 1.2079441541679836,
              },
            },
            headDim: 128,
            softmaxScale: 128 ** -0.5,
          }
        : sliding(i, 4096, half(500_000), 128),
  },
  {
    modelType: 'qwen3_next',
    fixture: 'qwen3-next-80b-a3b-instruct',
    source: 'https://huggingface.co/Qwen/Qwen3-Next-80B-A3B-Instruct/blob/main/config.json',
    layers: 48,
    // configuration_qwen3_next.py:132-136: linear_attention unless (i + 1) % full_attention_interval == 0.
    type: (i) => (isEveryNth(i, 4) ? 'full_attention' : 'linear_attention'),
    // modeling_qwen3_next.py:110 dim = int(256 · 0.25) = 64; :185 rotate_half over q[..., :64];
    // :808 linear_attention layers are Gated DeltaNet, with no positions.
    entry: (i) => (isEveryNth(i, 4) ? full(i, half(1e7, { rotaryDim: 64 }), 256) : positionless(i, 'linear', 256)),
  },
];

checkFamilyCases('issue 28: Command R7B, EXAONE 4.0, OLMo 3, Qwen3-Next', CASES);

it("Command R7B's keys of the first Cohere (rotary_pct, position_embedding_type) are listed as unused, as transformers ignores them", () => {
  const plan = ropeLayers(familyFixture('c4ai-command-r7b-12-2024'));
  expect(plan.unusedKeys.map((k) => k.key).sort()).toEqual(['position_embedding_type', 'rotary_pct']);
});

it('an unknown or missing model_type is a TypeError naming it and the family option', () => {
  const config = familyFixture('c4ai-command-r7b-12-2024');
  expect(() => ropeLayers({ ...config, model_type: 'foo_bar' })).toThrow(TypeError);
  expect(() => ropeLayers({ ...config, model_type: 'foo_bar' })).toThrow(
    /"foo_bar" is not a transformers 5 model type.*family: 'llama'/,
  );
  const { model_type: _type, ...untyped } = config;
  expect(() => ropeLayers(untyped)).toThrow(/config\.model_type is missing.*family: 'llama'/);
  // Read as the named family instead: a renamed fine-tune.
  expect(ropeLayers({ ...config, model_type: 'foo_bar' }, { family: 'cohere2' })).toEqual(ropeLayers(config));
  expect(() => ropeLayers(config, { family: 'no_such_family' })).toThrow(/options\.family/);
});

it('EXAONE 4 with a string sliding_window_pattern and no layer_types is refused, as Exaone4Config fails on it', () => {
  const { layer_types: _types, ...config } = familyFixture('exaone-4.0-32b');
  expect(() => ropeLayers(config)).toThrow(/sliding_window_pattern must be a positive integer/);
});

it("keys a family's modeling file never reads are listed as unused, even the shared rope keys (GPT-J's base is fixed)", () => {
  const plan = ropeLayers({ model_type: 'gptj', n_layer: 2, n_embd: 256, n_head: 4, rotary_dim: 32, rope_theta: 5e5 });
  expect(plan.unusedKeys).toEqual([{ key: 'rope_theta', value: 5e5 }]);
  expect(plan[0]!.rope).toEqual({ base: 10_000, layout: 'pairs', rotaryDim: 32 });
});
