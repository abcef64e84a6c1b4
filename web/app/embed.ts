// The iframe embed: dist/site/embed.html?view=heatmap&d=4&L=10&n=100 shows one view of the
// explorer, sized to the iframe. Query keys are the page's URL hash keys (state/settings.ts; step counts from 1); each
// becomes an attribute of <pe-explorer>, which validates it: an invalid value shows a notice that
// names it (by its query key) and what is allowed, never another view.
import { defineExplorer, type PeExplorer } from './explorer/pe-explorer.js';
import { postContentHeight } from './embed-height.js';
import { adoptKatexStyles } from './explorer/styles.js';
import { settingOf } from './state/settings.js';
import { VIEW_SETTING_KEYS } from './views/registry.js';

/** Query key → <pe-explorer> attribute: `view`, `controls`, and each setting a view keeps (d → d-model, …). */
const QUERY_ATTRIBUTES: Record<string, string> = {
  view: 'view',
  ...Object.fromEntries(VIEW_SETTING_KEYS.map((key) => [settingOf(key).param, settingOf(key).attribute])),
  controls: 'controls',
  theme: 'theme',
};

defineExplorer();
adoptKatexStyles(document);

const explorer = document.getElementById('explorer') as PeExplorer | null;
if (!explorer) throw new Error('embed: missing #explorer');
// The notice names a refused setting as the link wrote it: d=5000, not d-model="5000".
explorer.useSettingNames(
  Object.fromEntries(Object.entries(QUERY_ATTRIBUTES).map(([key, attribute]) => [attribute, key])),
);
const query = new URLSearchParams(location.search);
// One view, without the shared controls unless asked for: an embed shows what the author chose.
explorer.setAttribute('view', 'heatmap');
explorer.setAttribute('controls', 'false');
for (const [key, attribute] of Object.entries(QUERY_ATTRIBUTES)) {
  const value = query.get(key);
  if (value !== null) explorer.setAttribute(attribute, value);
}
// The frame's own background (Canvas) takes the explorer's theme, so theme=light shows no dark
// margin around a light explorer on a dark system.
const theme = query.get('theme');
if (theme === 'light' || theme === 'dark') document.documentElement.style.colorScheme = theme;
postContentHeight(explorer);
