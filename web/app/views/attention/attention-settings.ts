// The settings only the attention lab keeps (ViewDefinition.settings names them with the shared ones): its
// hash keys, <pe-explorer> attributes, defaults and what each allows. A leaf of the state layer
// (.dependency-cruiser.cjs): state/view-settings.generated.ts gathers every view's into SETTINGS.
import { choiceSetting } from '../../state/setting-kinds.js';

export const OWN_SETTINGS = {
  /** The attention lab's tokens: "John likes Jane" or one of the article's three sequences. */
  labInput: choiceSetting<'john' | 'seq1' | 'seq2' | 'seq3'>('lab-input', 'lab-input', 'john', [
    'john',
    'seq1',
    'seq2',
    'seq3',
  ]),
  /** The attention lab shows raw scores or softmax weights; `swap` exchanges the first and last word. */
  labShow: choiceSetting<'scores' | 'weights'>('lab-show', 'lab-show', 'scores', ['scores', 'weights']),
  labSwap: choiceSetting<'off' | 'on'>('lab-swap', 'lab-swap', 'off', ['off', 'on']),
} as const;
