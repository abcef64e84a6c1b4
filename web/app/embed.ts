// The iframe embed: dist/site/embed.html#view=heatmap&d=4&L=10&n=100 (or the same keys as a
// ?query) shows one view of the explorer, sized to the iframe. The keys are the page's URL hash keys
// (state/settings.ts; step counts from 1); each becomes an attribute of <pe-explorer>, which
// validates it: an invalid value shows a notice that names it (by its key) and what is allowed,
// never another view.
//
// Hash and query are merged, the hash winning key by key. The hash is what the README's snippets
// use: clean-URL hosts (`serve`, `docusaurus serve`, many static hosts) answer embed.html?… with a
// redirect to /embed that drops the query, but a browser carries the fragment across a redirect.
// A later change of the hash alone (a page setting iframe.src to another #…, which does not reload
// the frame) applies the new settings.
import { defineExplorer, useSettingNames } from './explorer/pe-explorer.js';
import { postContentHeight } from './embed-height.js';
import { siteTheme } from './explorer/theme.js';
import { settingOf } from './state/settings.js';
import { VIEW_SETTING_KEYS } from './views/registry.js';

/** Query key → <pe-explorer> attribute: `view`, `controls`, and each setting a view keeps (d → d-model, …). */
const QUERY_ATTRIBUTES: Record<string, string> = {
  view: 'view',
  ...Object.fromEntries(VIEW_SETTING_KEYS.map((key) => [settingOf(key).param, settingOf(key).attribute])),
  controls: 'controls',
  theme: 'theme',
};

const explorer = document.getElementById('explorer');
if (!explorer) throw new Error('embed: missing #explorer');
// The notice names a refused setting as the link wrote it: d=5000, not d-model="5000".
useSettingNames(
  explorer,
  Object.fromEntries(Object.entries(QUERY_ATTRIBUTES).map(([key, attribute]) => [attribute, key])),
);

/** The embed's settings: the query's keys, then the hash's (`#view=curves&d=64`, or `#?view=…`). */
function embedSettings(search: string, hash: string): URLSearchParams {
  const merged = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(hash.replace(/^#\??/, ''))) merged.set(key, value);
  return merged;
}

function applySettings(): void {
  const settings = embedSettings(location.search, location.hash);
  // One view, without the shared controls unless asked for: an embed shows what the author chose.
  const defaults: Record<string, string> = { view: 'heatmap', controls: 'false' };
  for (const [key, attribute] of Object.entries(QUERY_ATTRIBUTES)) {
    const value = settings.get(key) ?? defaults[key];
    if (value !== undefined) explorer!.setAttribute(attribute, value);
    else explorer!.removeAttribute(attribute);
  }
  // The frame's own background (Canvas) takes the explorer's theme, so theme=light shows no dark
  // margin around a light explorer on a dark system.
  const theme = settings.get('theme');
  document.documentElement.style.colorScheme = theme === 'light' || theme === 'dark' ? theme : '';
}

/**
 * theme=auto in a frame of the same origin (the package's site copied into a course site's static
 * folder): the frame takes the course page's theme, and follows its switch. A page of another
 * origin cannot be read; the frame then follows the system.
 */
function followCoursePageTheme(): void {
  let page: Document;
  try {
    if (window.parent === window) return;
    page = window.parent.document;
  } catch {
    return;
  }
  const mirror = (): void => {
    const chosen = embedSettings(location.search, location.hash).get('theme');
    const theme = chosen === null || chosen === 'auto' ? siteTheme(page) : null;
    if (theme) document.documentElement.dataset.theme = theme;
    else delete document.documentElement.dataset.theme;
    if (chosen === null || chosen === 'auto') document.documentElement.style.colorScheme = theme ?? '';
  };
  new MutationObserver(mirror).observe(page.documentElement, {
    attributes: true,
    attributeFilter: ['class', 'data-theme', 'style'],
  });
  addEventListener('hashchange', mirror);
  mirror();
}

// The settings and the theme are written before the element is defined, so it starts on the view
// they ask for: defined first, it drew the default view's first frame (and the shared form) and
// then the asked-for view's, in the task before the first paint.
applySettings();
addEventListener('hashchange', applySettings);
followCoursePageTheme();
defineExplorer();
postContentHeight(explorer);
