// What each setting of <pe-explorer> (and of embed.html's query) allows, in words, for the notice
// a refused setting shows: a teacher who wrote step=9 or view=heatmaps sees why nothing changed.
// The words come from the one list of views and the one list of settings.
import { settingOf, type SettingKey } from '../state/settings.js';
import { VIEW_NAMES } from '../views/registry.js';

/** The notice for `name="value"` refused: the value as written, and what is allowed instead. */
export function refusedSettingMessage(name: string, key: SettingKey | 'view', value: string): string {
  if (key === 'view') return `${name}="${value}" is not a view: use one of ${VIEW_NAMES.join(', ')}.`;
  return `${name}="${value}" is not allowed: use ${settingOf(key).allowed}.`;
}
