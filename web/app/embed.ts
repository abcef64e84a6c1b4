// The iframe embed: dist/site/embed.html?view=heatmap&d=4&L=10&n=100 shows one view of the
// explorer, sized to the iframe. Query keys mirror the page's URL hash (step counts from 1); each
// becomes an attribute of <pe-explorer>, which validates it: an invalid value shows a notice that
// names it (by its query key) and what is allowed, never another view.
import { defineExplorer, type PeExplorer } from './explorer/pe-explorer.js';
import { adoptKatexStyles } from './explorer/styles.js';

/** Query key → <pe-explorer> attribute. */
const QUERY_ATTRIBUTES: Record<string, string> = {
  view: 'view',
  d: 'd-model',
  L: 'length',
  n: 'base',
  layout: 'layout',
  step: 'step',
  controls: 'controls',
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
