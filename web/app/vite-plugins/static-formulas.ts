// The page's static formulas typeset at build time: each `<span class="tex" data-tex="KEY">` of an
// HTML page gets KaTeX's markup for STATIC_TEX[KEY] (the plain-text fallback inside it is
// replaced), and the page's <head> gets the KaTeX rules and woff2 faces that markup uses as one
// <style> (the explorer's script declares every face for its own formulas). So the formulas draw
// in their final shape at the first paint: nothing moves when the explorer's script arrives
// (issue 12: layout shift), and no script typesets them at start-up.
import { dirname, join } from 'node:path';
import katex from 'katex';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { FREQUENCY_TEX, KATEX_OPTIONS, SCALED_SUM_TEX, SINUSOIDAL_TEX } from '../tex.js';
import { katexCss, splitFontFaces } from './katex-assets.js';

/** The formulas a page may name with data-tex. */
export const STATIC_TEX: Readonly<Record<string, string>> = {
  sine: SINUSOIDAL_TEX.sine,
  cosine: SINUSOIDAL_TEX.cosine,
  'scaled-sum': SCALED_SUM_TEX,
  frequency: FREQUENCY_TEX,
};

/** A formula's span; its fallback text holds <sup>/<sub> but never another span. */
const TEX_SPAN = /<span class="tex" data-tex="([\w-]+)">[\s\S]*?<\/span>/g;

/** Where a KaTeX font is served from: the built asset (hashed name) or, in dev, node_modules. */
function fontUrl(file: string, fontDir: string, context: IndexHtmlTransformContext): string {
  if (!context.bundle) return `/@fs${join(fontDir, file)}`;
  const asset = Object.values(context.bundle).find(
    (output) => output.type === 'asset' && (output.originalFileNames ?? []).some((name) => name.endsWith(`/${file}`)),
  );
  if (!asset) throw new Error(`static-formulas: ${file} is not among the built assets`);
  return `./${asset.fileName}`;
}

/**
 * `fonts: false` leaves the @font-face list out (the offline single file, whose script declares
 * its inlined fonts on the document; until it runs the formulas draw in a fallback font).
 */
/**
 * The rules of KaTeX's stylesheet (its @font-face rules already removed; it has no other at-rule)
 * that can match `html`: those whose every class name occurs in the markup's class attributes.
 * About 3 KB of its 23 KB for the header: the page's first paint needs only these.
 */
export function rulesMatching(rules: string, html: string): string {
  const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  return [...rules.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .map(([, selectors, body]) => {
      const kept = selectors!
        .split(',')
        .filter((selector) => [...selector.matchAll(/\.([\w-]+)/g)].every(([, name]) => classes.has(name!)));
      return kept.length > 0 ? `${kept.join(',')}{${body}}` : '';
    })
    .join('');
}

/** The woff2 files that KaTeX markup draws with: its main and math italic faces, and the sized delimiters. */
function facesDrawnBy(html: string): string[] {
  const files = ['KaTeX_Main-Regular.woff2'];
  if (html.includes('class="mord mathnormal')) files.push('KaTeX_Math-Italic.woff2');
  for (const size of new Set([...html.matchAll(/delimsizing size(\d)/g)].map((m) => m[1]))) {
    files.push(`KaTeX_Size${size}-Regular.woff2`);
  }
  return files;
}

export function staticFormulas(options: { fonts: boolean } = { fonts: true }): Plugin {
  const { path, css } = katexCss();
  const fontDir = join(dirname(path), 'fonts');
  const { rules, faces } = splitFontFaces(css);
  return {
    name: 'pe:static-formulas',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        let typeset = 0;
        const body = html.replace(TEX_SPAN, (_span, key: string) => {
          const tex = STATIC_TEX[key];
          if (tex === undefined) throw new Error(`static-formulas: no formula named data-tex="${key}"`);
          typeset += 1;
          const markup = katex.renderToString(tex, KATEX_OPTIONS);
          return `<span class="tex" data-tex="${key}">${markup}</span>`;
        });
        if (typeset === 0) return html;
        const drawn = facesDrawnBy(body);
        const fontFaces = (options.fonts ? faces.filter((face) => drawn.includes(face.file)) : []).map(
          (face) =>
            `@font-face{font-family:${face.family};font-style:${face.style};font-weight:${face.weight};` +
            `font-display:block;src:url(${fontUrl(face.file, fontDir, context)}) format("woff2")}`,
        );
        return body.replace('</head>', `<style>${fontFaces.join('')}${rulesMatching(rules, body)}</style>\n  </head>`);
      },
    },
  };
}
