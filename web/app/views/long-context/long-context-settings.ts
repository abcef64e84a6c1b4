// The settings only the long-context view keeps (ViewDefinition.settings names them with the shared ones): its
// hash keys, <pe-explorer> attributes, defaults and what each allows. A leaf of the state layer
// (.dependency-cruiser.cjs): state/view-settings.generated.ts gathers every view's into SETTINGS.
import { choiceSetting, integerSetting } from '../../state/setting-kinds.js';

/** The long-context score curve's reach, in training lengths; its past-N table's length N. */
export const LONG_CONTEXT_SPAN_CHOICES = [2, 4, 8, 16, 32] as const;
export const LONG_CONTEXT_TABLE_CHOICES = [8, 16, 32, 64] as const;

export const OWN_SETTINGS = {
  /** Long context: the training length (original_max_position_embeddings), the score curve's reach
   *  in training lengths, and the length N of the sinusoid and learned table drawn past N. */
  trainLength: integerSetting('train', 'train-length', 8192, 16, 1_048_576),
  longSpan: choiceSetting<(typeof LONG_CONTEXT_SPAN_CHOICES)[number]>('reach', 'reach', 16, LONG_CONTEXT_SPAN_CHOICES),
  longTableN: choiceSetting<(typeof LONG_CONTEXT_TABLE_CHOICES)[number]>(
    'table-n',
    'table-n',
    16,
    LONG_CONTEXT_TABLE_CHOICES,
  ),
} as const;
