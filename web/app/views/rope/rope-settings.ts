// The settings only the RoPE view keeps (ViewDefinition.settings names them with the shared ones): its
// hash keys, <pe-explorer> attributes, defaults and what each allows. A leaf of the state layer
// (.dependency-cruiser.cjs): state/view-settings.generated.ts gathers every view's into SETTINGS.
import { choiceSetting, integerSetting } from '../../state/setting-kinds.js';

/** The distances m − n the RoPE score curve spans. */
export const ROPE_SPAN_CHOICES = [64, 256, 1024, 4096] as const;

export const OWN_SETTINGS = {
  /** The RoPE view's position m (the dials) and how far both m and n move together (the score curve). */
  ropePos: integerSetting('m', 'position', 10, 0, 1_000_000),
  ropeShift: integerSetting('shift', 'shift', 1000, 0, 1_000_000),
  ropeSpan: choiceSetting<(typeof ROPE_SPAN_CHOICES)[number]>('span', 'span', 256, ROPE_SPAN_CHOICES),
  ropeVectors: choiceSetting<'ones' | 'random'>('qk', 'qk', 'ones', ['ones', 'random']),
} as const;
