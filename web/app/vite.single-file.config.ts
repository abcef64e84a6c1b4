// The explorer as one offline HTML file, dist/positional-encoding-explorer.html: script, styles,
// both wasm builds (SIMD and baseline, vite-plugins/inline-wasm.ts) and the woff2 fonts its formulas
// use inlined, so a teacher can mail it or open it from a USB stick (file://) with no network at all.
//
//   npx vite build --config web/app/vite.single-file.config.ts      (or npm run build:single)
//
// It is the page's own Vite config (same entry, aliases, target, and its KaTeX plugin, which
// lists only the woff2 fonts) with vite-plugin-singlefile and small plugins of its own: static
// imports of the wasm glue (one copy for both builds), the wasm as strings, an inlined icon, and a
// CSP meta that fits an inlined page. Where the file's bytes go: BENCHMARKS.md, "where the bytes went".
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin, type UserConfig, type UserConfigExport } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';
import pageConfigExport from './vite.config.js';
import { katexAssets } from './vite-plugins/katex-assets.js';
import { KATEX_FONTS_USED } from './vite-plugins/katex-fonts-used.js';
import { fillInlineWasm, inlineWasm } from './vite-plugins/inline-wasm.js';
import { prebuiltTex } from './vite-plugins/prebuilt-tex.js';
import { staticFormulas } from './vite-plugins/static-formulas.js';

export const SINGLE_FILE_NAME = 'positional-encoding-explorer.html';

/** The page's config as an object, whether vite.config.ts exports an object or a function. */
async function pageConfig(): Promise<UserConfig> {
  const exported = pageConfigExport as UserConfigExport;
  const resolved =
    typeof exported === 'function'
      ? await exported({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false })
      : await exported;
  return resolved;
}

/**
 * The package loads the glue of the chosen wasm build with a dynamic import(). In one inlined
 * script those imports become references to modules placed after the page's own code, which
 * the page's top-level `await init()` then reads before they are initialised (a TDZ error). Here
 * both builds are inline anyway, so the glue is imported statically: it only defines a factory.
 * The two builds' glue files differ only in the .wasm file name they would fetch, and here the
 * bytes are handed over (inline-wasm.ts), so both imports are of the SIMD build's glue: one copy
 * in the file, 1.6 KiB less of its gzip (issue 31).
 */
function staticWasmGlue(): Plugin {
  return {
    name: 'pe:static-wasm-glue',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]web[\\/]lib[\\/]load-wasm\.ts$/.test(id)) return null;
      const glue = /await import\((['"])\.\/wasm\/positional_encoding_(simd|baseline)\.mjs\1\)/g;
      const builds = [...code.matchAll(glue)].map((match) => match[2]).sort();
      if (builds.join() !== 'baseline,simd') {
        this.error(`expected the two wasm glue imports in ${id}, found ${builds.join(', ') || 'none'}`);
      }
      const rewritten = code.replace(glue, '__peWasmGlue');
      return { code: `import * as __peWasmGlue from './wasm/positional_encoding_simd.mjs';\n${rewritten}`, map: null };
    },
  };
}

/**
 * The explorer loads KaTeX's runtime on demand (tex.ts); inlined into the one script, that
 * dynamic import would hit the same ordering problem, and there is nothing to fetch later anyway.
 */
function staticKatex(): Plugin {
  return {
    name: 'pe:static-katex',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]web[\\/]app[\\/]tex\.ts$/.test(id)) return null;
      const dynamic = "(await import('katex')).default";
      if (!code.includes(dynamic)) this.error(`expected ${dynamic} in ${id}`);
      return { code: `import __peKatex from 'katex';\n${code.replace(dynamic, '__peKatex')}`, map: null };
    },
  };
}

/**
 * The page requests the explorer's code after its first paint (main.ts). In the one file it is
 * inline already, and that dynamic import would hit the same ordering problem: the entry starts
 * the explorer at once, from a static import.
 */
function eagerExplorer(): Plugin {
  return {
    name: 'pe:eager-explorer',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]web[\\/]app[\\/]main\.ts$/.test(id)) return null;
      if (!code.includes("import('./explorer-page.js')")) this.error(`expected import('./explorer-page.js') in ${id}`);
      return {
        code: "import { startExplorerPage } from './explorer-page.js';\nvoid startExplorerPage();\n",
        map: null,
      };
    },
  };
}

/** Vite never inlines `<link rel="icon">` targets unless asked with `?inline`. */
function inlineIcons(): Plugin {
  return {
    name: 'pe:inline-icons',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/(<link\b[^>]*\brel="(?:icon|apple-touch-icon)"[^>]*\bhref=")([^"?#]+)"/g, '$1$2?inline"'),
    },
  };
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The page's CSP says `script-src 'self'`, which blocks an inline <script>, and its fonts and
 * icon are now data: URLs. Rather than ship the file without a policy, it gets a stricter one
 * that allows exactly the inlined script (by hash) and data: resources, and nothing from any
 * origin: 'self' of a file:// page is not worth trusting (other local files), and this way the
 * browser itself enforces that the offline file never touches the network (the wasm is handed to
 * the glue as bytes, so nothing is fetched, not even a data: URL); 'wasm-unsafe-eval' compiles
 * it; styles stay 'unsafe-inline' because KaTeX sets inline style attributes.
 *
 * The page's policy is removed before vite-plugin-singlefile inlines anything (it would warn about
 * it), and ours is written once the script's final text, hence its hash, is known. Also fails
 * the build if anything was left outside the HTML file.
 */
function singleFilePolicy(): Plugin {
  return {
    name: 'pe:single-file-policy',
    enforce: 'post',
    transformIndexHtml: {
      order: 'pre',
      // The policy's meta, and the comment about it just before it.
      handler: (html) =>
        html.replace(/\s*(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<meta\s+http-equiv="Content-Security-Policy"[^>]*>/gi, ''),
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.keys(bundle);
        if (files.length !== 1 || files[0] !== SINGLE_FILE_NAME) {
          this.error(`single file: expected only ${SINGLE_FILE_NAME} in the output, got ${files.join(', ')}`);
        }
        const asset = bundle[SINGLE_FILE_NAME]!;
        if (asset.type !== 'asset') this.error('single file: the HTML is not an asset');
        // The wasm strings go in first: the script's hash is taken of its final text.
        const html = fillInlineWasm(String(asset.source));
        const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
        if (scripts.length === 0) this.error('single file: no inline script found');
        if (scripts.some(([, attributes]) => /\bsrc=/.test(attributes!))) {
          this.error('single file: a <script src> was not inlined');
        }
        const policy = [
          "default-src 'none'",
          `script-src ${scripts.map(([, , body]) => sha256(body!)).join(' ')} 'wasm-unsafe-eval'`,
          "style-src 'unsafe-inline'",
          'img-src data: blob:',
          'font-src data:',
          "base-uri 'none'",
          "form-action 'none'",
        ].join('; ');
        const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
        // Right after <meta charset>, before any script.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) this.error('single file: no <meta charset> to put the CSP after');
        if (/http-equiv="Content-Security-Policy"/i.test(html)) this.error('single file: the page CSP is still there');
        asset.source = html.replace(charset, (tag) => `${tag}\n    ${meta}`);
      },
    },
  };
}

/**
 * The page's config with its KaTeX plugins replaced: only the fonts in use are declared (and so
 * inlined), the static formulas' <style> leaves its @font-face list to the script, whose fonts
 * are inlined data: URLs, and no formula is typeset at build time for the views (KaTeX's runtime
 * is inline and evaluated with the page: that markup would only add bytes).
 */
async function pageConfigWithUsedFonts(): Promise<UserConfig> {
  const config = await pageConfig();
  const replaced = new Set(['pe:katex-assets', 'pe:static-formulas', 'pe:prebuilt-tex']);
  const plugins = (config.plugins ?? [])
    .flat()
    .filter((plugin) => !(plugin && 'name' in plugin && replaced.has(plugin.name)));
  return {
    ...config,
    plugins: [
      katexAssets({ fonts: 'assets', only: KATEX_FONTS_USED }),
      staticFormulas({ fonts: false }),
      prebuiltTex({ formulas: {} }),
      ...plugins,
    ],
  };
}

const singleFileConfig: UserConfig = mergeConfig(await pageConfigWithUsedFonts(), {
  // The public folder (if the page ever gets one) would be copied beside the file, not into it.
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('../../dist', import.meta.url)),
    // dist/ also holds the npm package (dist/lib) and the site (dist/site).
    emptyOutDir: false,
    // Everything else becomes a data: URL (the plugin sets this too; stated here because the
    // page's config says the opposite).
    assetsInlineLimit: () => true,
    // Terser's two passes make the one script 5.4 kB (gzip) smaller than esbuild's minifier does
    // (issue 12: the file's size); the site keeps esbuild, whose chunks load a view at a time. A
    // third pass, and ES2020 output (the build's target is ES2022), take 1.3 KiB more (issue 31).
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 3 } },
  },
  plugins: [
    staticWasmGlue(),
    inlineWasm(),
    staticKatex(),
    eagerExplorer(),
    inlineIcons(),
    viteSingleFile({ outputFileName: SINGLE_FILE_NAME, removeViteModuleLoader: true }),
    singleFilePolicy(),
  ],
} satisfies UserConfig);

// The page alone, even if the site config lists more pages (mergeConfig would add to them), and
// without the site's chunking (one file has no chunks; Rollup refuses manualChunks with the
// inlined dynamic imports vite-plugin-singlefile asks for).
singleFileConfig.build!.rollupOptions = {
  ...singleFileConfig.build!.rollupOptions,
  input: fileURLToPath(new URL('./index.html', import.meta.url)),
  output: { ...singleFileConfig.build!.rollupOptions?.output, manualChunks: undefined },
};

export default singleFileConfig;
