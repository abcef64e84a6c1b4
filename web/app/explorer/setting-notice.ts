// What each setting of <pe-explorer> (and of embed.html's query) allows, in words, for the notice
// a refused setting shows: a teacher who wrote step=9 or view=heatmaps sees why nothing changed.
import { VIEW_NAMES } from '../state/app-state.js';
import { LIMITS } from '../state/limits.js';

/** Allowed values, keyed by the hash parameter that parses the setting. */
const ALLOWED: Record<string, string> = {
  view: `one of ${VIEW_NAMES.join(', ')}`,
  d: `a whole number from ${LIMITS.dModel.min} to ${LIMITS.dModel.max}`,
  L: `a whole number from ${LIMITS.length.min} to ${LIMITS.length.max}`,
  n: `a number greater than ${LIMITS.base.min} and at most ${LIMITS.base.max}`,
  layout: 'interleaved or split',
  step: `a whole number from ${LIMITS.step.min} to ${LIMITS.step.max} (the worked example’s steps)`,
};

/** The notice for `name="value"` refused: the value as written, and what is allowed instead. */
export function refusedSettingMessage(name: string, param: string, value: string): string {
  const what = param === 'view' ? 'is not a view' : 'is not allowed';
  return `${name}="${value}" ${what}: use ${ALLOWED[param] ?? 'a valid value'}.`;
}
