// The settings only the bias view (ALiBi and T5) keeps (ViewDefinition.settings names them with the shared ones): its
// hash keys, <pe-explorer> attributes, defaults and what each allows. A leaf of the state layer
// (.dependency-cruiser.cjs): state/view-settings.generated.ts gathers every view's into SETTINGS.
import { choiceSetting, integerSetting } from '../../state/setting-kinds.js';

export const OWN_SETTINGS = {
  /** The head whose bias is drawn, counted from 1 as the ALiBi paper's m_h does. */
  head: integerSetting('head', 'head', 1, 1, 256),
  alibiMode: choiceSetting<'causal' | 'symmetric'>('alibi-mode', 'alibi-mode', 'causal', ['causal', 'symmetric']),
  /** T5's relative_attention_num_buckets and relative_attention_max_distance, and its direction. */
  t5Buckets: integerSetting('t5-buckets', 't5-buckets', 32, 2, 256),
  t5MaxDistance: integerSetting('t5-max-distance', 't5-max-distance', 128, 2, 4096),
  t5Direction: choiceSetting<'bidirectional' | 'unidirectional'>('t5-direction', 't5-direction', 'bidirectional', [
    'bidirectional',
    'unidirectional',
  ]),
  /** The documents' sentence the ALiBi and T5 matrices are drawn on (documents/sentences.ts). */
  biasSentence: choiceSetting<'tutorial' | 'brown-red' | 'john'>('bias-sentence', 'bias-sentence', 'brown-red', [
    'tutorial',
    'brown-red',
    'john',
  ]),
} as const;
