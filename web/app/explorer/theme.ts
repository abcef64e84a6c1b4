// The explorer's colour theme, `theme="light" | "dark" | "auto"` (default auto). A course page that
// keeps a light design keeps a light explorer for a student whose system is dark, and the other way
// round. `auto` follows the page the element sits in before the system: the `dark` class that
// VitePress and Docusaurus put on <html> (or a `data-theme="dark"` there), then the color-scheme
// the page sets on the element's parent, then the background the page paints on <body> or <html>
// (VitePress's light mode has no class: on a dark system its white page keeps a light explorer),
// then prefers-color-scheme. The resolved theme is written
// to the host's `data-resolved-theme`, which explorer.css and the views' styles read.
import type { Lifetime } from '../lifetime.js';

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: string): value is Theme {
  return (THEMES as readonly string[]).includes(value);
}

/** light or dark by the opaque background the page paints on <body> (or <html>); null if none. */
function paintedTheme(document: Document): 'light' | 'dark' | null {
  for (const element of [document.body, document.documentElement]) {
    if (!element) continue;
    const rgba = /rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[,/ ]+([\d.]+%?))?\)/.exec(
      getComputedStyle(element).backgroundColor,
    );
    if (!rgba) continue;
    const alpha = rgba[4] === undefined ? 1 : rgba[4].endsWith('%') ? parseFloat(rgba[4]) / 100 : Number(rgba[4]);
    if (alpha < 0.5) continue;
    // Relative luminance (sRGB channels, Rec. 709 weights) above the middle grey: a light page.
    const [r, g, b] = [rgba[1], rgba[2], rgba[3]].map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.18 ? 'light' : 'dark';
  }
  return null;
}

/** The theme a site's switch declares: the `dark`/`light` class or data-theme on <html>; null if none. */
function declaredTheme(document: Document): 'light' | 'dark' | null {
  const root = document.documentElement;
  if (root.classList.contains('dark') || root.dataset.theme === 'dark') return 'dark';
  if (root.classList.contains('light') || root.dataset.theme === 'light') return 'light';
  return null;
}

/** A site's own theme: the class or data-theme on <html>, else the background it paints; null if none. */
export function siteTheme(document: Document): 'light' | 'dark' | null {
  return declaredTheme(document) ?? paintedTheme(document);
}

/** What `auto` resolves to for `host` on its page now. */
function pageTheme(host: HTMLElement): 'light' | 'dark' {
  const declared = declaredTheme(host.ownerDocument);
  if (declared) return declared;
  const parent = host.parentElement;
  const scheme = parent ? getComputedStyle(parent).colorScheme.split(/\s+/) : [];
  if (scheme.includes('dark') && !scheme.includes('light')) return 'dark';
  if (scheme.includes('light') && !scheme.includes('dark')) return 'light';
  // A site whose switch only adds `dark` (VitePress) is light without it, whatever the system
  // prefers: the background it paints says which.
  const painted = paintedTheme(host.ownerDocument);
  if (painted) return painted;
  return host.ownerDocument.defaultView?.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Keeps `host`'s resolved theme up to date for as long as `lifetime` lasts: on a change of the
 * attribute (call the returned function), of the system's preference, or of <html>'s class or
 * data-theme (a site's theme switch).
 */
export function followTheme(host: HTMLElement, lifetime: Lifetime, theme: () => Theme): () => void {
  const apply = (): void => {
    const chosen = theme();
    host.dataset.resolvedTheme = chosen === 'auto' ? pageTheme(host) : chosen;
  };
  const view = host.ownerDocument.defaultView;
  view?.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', apply, { signal: lifetime.signal });
  const observer = new MutationObserver(apply);
  observer.observe(host.ownerDocument.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme'] });
  lifetime.onEnd(() => observer.disconnect());
  apply();
  return apply;
}
