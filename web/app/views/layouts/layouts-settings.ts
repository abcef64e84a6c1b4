// The settings only the layout Rosetta keeps (ViewDefinition.settings names them with the shared ones): its
// hash keys, <pe-explorer> attributes, defaults and what each allows. A leaf of the state layer
// (.dependency-cruiser.cjs): state/view-settings.generated.ts gathers every view's into SETTINGS.
import type { SinusoidExponent } from 'positional-encoding';
import { choiceSetting, evenSetting } from '../../state/setting-kinds.js';

export const OWN_SETTINGS = {
  /** The layout Rosetta's d: the width of its two small tables, the permutation between them and the RoPE head. */
  layoutsDim: evenSetting('ld', 'layouts-d', 8, 2, 32),
  /** The sinusoid's exponent: the paper's 2i/d or tensor2tensor's and fairseq's i/(d/2 − 1). */
  exponent: choiceSetting<SinusoidExponent>('exponent', 'exponent', 'paper', ['paper', 'tensor2tensor']),
} as const;
