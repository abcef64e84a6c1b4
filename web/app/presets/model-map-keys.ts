// The model map's preset keys, the values the map-model setting allows. The presets' configs
// (model-map-presets.ts, imported only by the model map's panel) load with the view; these names
// load with the settings, so the explorer's first chunk does not carry twenty config files. A test
// checks the two agree.
export const MAP_MODEL_KEYS = [
  'gemma-3-27b',
  'llama-4-scout',
  'smollm3-3b',
  'deepseek-v3',
  'gpt-oss-20b',
  'qwen2.5-vl-7b',
  'pixtral-12b',
  'gemma-4-26b',
  'llama-3.1-8b',
  'mistral-7b',
  'qwen2.5-7b',
  'phi-3.5-mini',
  'phi-2',
  'gpt-neox-20b',
  'command-r7b',
  'exaone-4.0-32b',
  'olmo-3-7b',
  'qwen3-next-80b',
  'gemma-3-4b',
  'jamba-v0.1',
  'llama-3.2-11b-vision',
  'trinity-nano',
  'custom',
] as const;
