// The settings only the precision lab keeps (ViewDefinition.settings names them with the shared ones): its
// hash keys, <pe-explorer> attributes, defaults and what each allows. A leaf of the state layer
// (.dependency-cruiser.cjs): state/view-settings.generated.ts gathers every view's into SETTINGS.
import { choiceSetting, integerSetting } from '../../state/setting-kinds.js';

/** The precision lab's last position: 10^6 … 10^9 (the figure's log axis ends there). */
export const PRECISION_UP_TO_CHOICES = [6, 7, 8, 9] as const;

export const OWN_SETTINGS = {
  /** The precision lab: cos/sin tables or RoPE outputs, the plane drawn on the left, positions up to 10^upto. */
  precisionQuantity: choiceSetting<'cos-sin' | 'rope-output'>('quantity', 'quantity', 'cos-sin', [
    'cos-sin',
    'rope-output',
  ]),
  /** The precision lab's left panel: plane k of the head (plane 0 turns one radian per position). */
  precisionPlane: integerSetting('plane', 'plane', 0, 0, 511),
  precisionUpTo: choiceSetting<(typeof PRECISION_UP_TO_CHOICES)[number]>('upto', 'up-to', 7, PRECISION_UP_TO_CHOICES),
} as const;
