// The model map's presets: each model's published config.json, the keys ropeLayers() reads (the
// same values as the package's test fixtures, tests/js/fixtures/model-configs/, copied from the
// Hugging Face file named in `source`). The view passes `config` to ropeLayers() and never reads
// the rope numbers itself; `maxPositions` is the context the config declares (max_position_embeddings),
// drawn on the wavelength chart. The configs the RoPE views show too come from rope-models.ts: one
// copy of each. The presets are kept in three files by group; this one lists them in the picker's order.
import type { MapModel } from './model-map-groups.js';
import {
  DEEPSEEK_V3,
  LLAMA_3_1_8B,
  MISTRAL_7B,
  QWEN2_5_7B,
  PHI_3_5_MINI,
  PHI_2,
  GPT_NEOX_20B,
} from './model-map-presets-dense.js';
import {
  GEMMA_3_27B,
  LLAMA_4_SCOUT,
  SMOLLM3_3B,
  GPT_OSS_20B,
  GEMMA_4_26B,
  COMMAND_R7B,
  EXAONE_4_0_32B,
  OLMO_3_7B,
  GEMMA_3_4B,
  TRINITY_NANO,
} from './model-map-presets-layered.js';
import {
  QWEN2_5_VL_7B,
  PIXTRAL_12B,
  QWEN3_NEXT_80B,
  JAMBA_V0_1,
  LLAMA_3_2_11B_VISION,
} from './model-map-presets-hybrid-multimodal.js';

export { MAP_GROUPS, type MapGroup, type MapModel } from './model-map-groups.js';

/** Every preset, in the order the picker shows them within their groups (and model-map-keys.ts lists). */
export const MAP_MODELS: readonly MapModel[] = [
  GEMMA_3_27B,
  LLAMA_4_SCOUT,
  SMOLLM3_3B,
  DEEPSEEK_V3,
  GPT_OSS_20B,
  QWEN2_5_VL_7B,
  PIXTRAL_12B,
  GEMMA_4_26B,
  LLAMA_3_1_8B,
  MISTRAL_7B,
  QWEN2_5_7B,
  PHI_3_5_MINI,
  PHI_2,
  GPT_NEOX_20B,
  COMMAND_R7B,
  EXAONE_4_0_32B,
  OLMO_3_7B,
  QWEN3_NEXT_80B,
  GEMMA_3_4B,
  JAMBA_V0_1,
  LLAMA_3_2_11B_VISION,
  TRINITY_NANO,
];

export function mapModel(key: string): MapModel | undefined {
  return MAP_MODELS.find((model) => model.key === key);
}
