// The settings only the word-order view keeps (ViewDefinition.settings names them with the shared ones): its
// hash keys, <pe-explorer> attributes, defaults and what each allows. A leaf of the state layer
// (.dependency-cruiser.cjs): state/view-settings.generated.ts gathers every view's into SETTINGS.
import { choiceSetting } from '../../state/setting-kinds.js';
import {
  BASE_CHOICES as ORDER_BASE_CHOICES,
  D_MODEL_CHOICES as ORDER_D_MODEL_CHOICES,
} from '../../documents/word-order.js';

export const OWN_SETTINGS = {
  /** The word-order view's d_model and base (its own choices: documents/word-order.ts). */
  orderDModel: choiceSetting<(typeof ORDER_D_MODEL_CHOICES)[number]>(
    'order-d',
    'order-d-model',
    8,
    ORDER_D_MODEL_CHOICES,
  ),
  orderBase: choiceSetting<(typeof ORDER_BASE_CHOICES)[number]>('order-n', 'order-base', 10000, ORDER_BASE_CHOICES),
} as const;
