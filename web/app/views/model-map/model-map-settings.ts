// The settings only the model map keeps (ViewDefinition.settings names them with the shared ones): its
// hash keys, <pe-explorer> attributes, defaults and what each allows. A leaf of the state layer
// (.dependency-cruiser.cjs): state/view-settings.generated.ts gathers every view's into SETTINGS.
import { choiceSetting, integerSetting } from '../../state/setting-kinds.js';
import { MAP_MODEL_KEYS } from '../../presets/model-map-keys.js';

export const OWN_SETTINGS = {
  /** The model map: the preset drawn ('custom': a pasted config.json) and the layer its readout shows (from 0). */
  mapModel: choiceSetting<string>('map-model', 'map-model', 'gemma-3-27b', MAP_MODEL_KEYS),
  mapLayer: integerSetting('map-layer', 'map-layer', 5, 0, 1023),
  /** The model map's M-RoPE token (Qwen2.5-VL's sequence) and 2D RoPE pair (Pixtral's patch grid), from 0. */
  mapToken: integerSetting('map-token', 'map-token', 0, 0, 1023),
  mapPair: integerSetting('map-pair', 'map-pair', 0, 0, 511),
} as const;
