// The settings only the check view keeps (ViewDefinition.settings names them): its hash key,
// <pe-explorer> attribute, default and what it allows. A leaf of the state layer
// (.dependency-cruiser.cjs): state/view-settings.generated.ts gathers every view's into SETTINGS.
import { choiceSetting } from '../../state/setting-kinds.js';

/** The check view's examples (check-gallery.ts holds them); 'none': the reader's own tensor. */
export const CHECK_EXAMPLE_KEYS = [
  'none',
  'article-L6-n100',
  'article-L10-n100',
  'article-L6-n10000',
  'article-L10-n10000',
  'yarn-factor-dropped',
  'yarn-config-ignored',
  'yarn-factor-twice',
  'pairs-rotation-half-freq',
  'alibi-pow2-formula-12',
  'alibi-16-for-12',
  'positions-float16',
] as const;
export type CheckExampleKey = (typeof CHECK_EXAMPLE_KEYS)[number];

export const OWN_SETTINGS = {
  /** The check view's loaded example; a pasted or dropped tensor is never put in the link. */
  checkExample: choiceSetting<CheckExampleKey>('check-example', 'check-example', 'article-L6-n100', CHECK_EXAMPLE_KEYS),
} as const;
