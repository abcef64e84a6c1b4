// KaTeX's stylesheet and fonts for an explorer that lives in shadow roots. Two virtual modules:
//
//   virtual:katex-css    KaTeX's rules as a string, without its @font-face rules: each shadow root
//                        adopts it, and @font-face has no effect inside a shadow root anyway.
//   virtual:katex-fonts  the @font-face list (family, weight, style, woff2 URL), which the explorer
//                        adds to the document once.
//
// Only woff2 is listed: every browser that runs WebAssembly reads it, and the first supported
// format wins, so the .woff/.ttf fallbacks would only be dead weight. Where the fonts come from:
//   'assets'        `?url` imports: the page's build emits them as hashed assets (or inlines them,
//                   if its assetsInlineLimit says so); the dev server serves them from node_modules.
//   'beside-bundle' the widget's library build: copied to katex-fonts/ next to the bundle and
//                   located at run time from import.meta.url (hidden from this build, which in
//                   library mode would inline every font as base64).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const CSS_ID = 'virtual:katex-css';
const FONTS_ID = 'virtual:katex-fonts';
export const KATEX_FONT_DIR = 'katex-fonts';

interface FontFace {
  family: string;
  style: string;
  weight: string;
  /** e.g. KaTeX_Main-Regular.woff2 */
  file: string;
}

export function katexCss(): { path: string; css: string } {
  const path = createRequire(import.meta.url).resolve('katex/dist/katex.min.css');
  return { path, css: readFileSync(path, 'utf8') };
}

/** The @font-face rules of KaTeX's CSS, and the CSS without them. */
export function splitFontFaces(css: string): { rules: string; faces: FontFace[] } {
  const faces: FontFace[] = [];
  const rules = css.replace(/@font-face\s*\{([^}]*)\}/g, (_rule, body: string) => {
    const field = (name: string): string => {
      const match = new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(body);
      if (!match) throw new Error(`katex-assets: @font-face without ${name}: ${body}`);
      return match[1]!.trim();
    };
    const woff2 = /url\(\s*["']?(?:\.\/)?fonts\/([\w-]+\.woff2)["']?\s*\)/.exec(body);
    if (!woff2) throw new Error(`katex-assets: @font-face without a woff2 source: ${body}`);
    faces.push({
      family: field('font-family'),
      style: field('font-style'),
      weight: field('font-weight'),
      file: woff2[1]!,
    });
    return '';
  });
  if (faces.length === 0) throw new Error("katex-assets: no @font-face rules found in KaTeX's CSS");
  return { rules, faces };
}

/**
 * `only` lists the font files to declare (e.g. 'KaTeX_Main-Regular'); by default all of them, which
 * costs nothing on a served site, where a browser fetches a face only when a formula uses it.
 */
export function katexAssets(options: { fonts: 'assets' | 'beside-bundle'; only?: readonly string[] }): Plugin {
  const { path, css } = katexCss();
  const fontDir = join(dirname(path), 'fonts');
  const { rules, faces: allFaces } = splitFontFaces(css);
  const faces = options.only
    ? allFaces.filter((face) => options.only!.includes(face.file.replace(/\.woff2$/, '')))
    : allFaces;
  const unknown = options.only?.filter((name) => !allFaces.some((face) => face.file === `${name}.woff2`)) ?? [];
  if (unknown.length > 0) throw new Error(`katex-assets: no KaTeX font named ${unknown.join(', ')}`);
  const described = (url: string, face: FontFace): string =>
    `{ family: ${JSON.stringify(face.family)}, style: ${JSON.stringify(face.style)}, weight: ${JSON.stringify(face.weight)}, url: ${url} }`;

  return {
    name: 'pe:katex-assets',
    resolveId(id) {
      return id === CSS_ID || id === FONTS_ID ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${CSS_ID}`) return `export default ${JSON.stringify(rules)};`;
      if (id !== `\0${FONTS_ID}`) return null;
      if (options.fonts === 'assets') {
        const imports = faces.map(
          (face, k) => `import font${k} from ${JSON.stringify(`katex/dist/fonts/${face.file}?url`)};`,
        );
        const list = faces.map((face, k) => described(`() => font${k}`, face));
        return `${imports.join('\n')}\nexport const KATEX_FONT_FACES = [\n${list.join(',\n')}\n];`;
      }
      // import.meta['url'] hides the pattern from this build; the bundle's minifier turns it back
      // into import.meta.url, so the published file holds literal new URL('./katex-fonts/…',
      // import.meta.url), which a downstream bundler (Vite, webpack) copies as assets.
      const list = faces.map((face) =>
        described(
          `() => new URL(${JSON.stringify(`./${KATEX_FONT_DIR}/${face.file}`)}, import.meta['url']).href`,
          face,
        ),
      );
      return `export const KATEX_FONT_FACES = [\n${list.join(',\n')}\n];`;
    },
    generateBundle() {
      if (options.fonts !== 'beside-bundle') return;
      for (const face of faces) {
        this.emitFile({
          type: 'asset',
          fileName: `${KATEX_FONT_DIR}/${face.file}`,
          source: readFileSync(join(fontDir, face.file)),
        });
      }
    },
  };
}
