// The settings only the worked example keeps (ViewDefinition.settings names them with the shared ones): its
// hash keys, <pe-explorer> attributes, defaults and what each allows. A leaf of the state layer
// (.dependency-cruiser.cjs): state/view-settings.generated.ts gathers every view's into SETTINGS.
import { integer, type Setting } from '../../state/setting-kinds.js';
import { LIMITS } from '../../state/limits.js';

export const OWN_SETTINGS = {
  /** The worked example's step, counted from 0 in the state; links and attributes count from 1. */
  step: {
    param: 'step',
    attribute: 'step',
    initial: 0,
    parse: (text) => {
      const step = integer(text, LIMITS.step.min, LIMITS.step.max);
      return step === undefined ? undefined : step - 1;
    },
    format: (step) => String(step + 1),
    allowed: `a whole number from ${LIMITS.step.min} to ${LIMITS.step.max} (the worked example’s steps)`,
  } satisfies Setting<number>,
} as const;
