// The explorer page. The page imports the package by its public name, 'positional-encoding',
// which resolves here to the TypeScript source of the public entry (web/lib/index.ts), so the
// page only ever sees what the npm package exports.
//
//   npx vite --config web/app/vite.config.ts                 (dev server)
//   npx vite build --config web/app/vite.config.ts           (static site in dist/site)
//   npx vite preview --config web/app/vite.config.ts         (serves dist/site)
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { siteChunks } from './vite-plugins/chunks.js';
import { embedAlias } from './vite-plugins/embed-alias.js';
import { extraViews } from './vite-plugins/extra-views.js';
import { katexAssets } from './vite-plugins/katex-assets.js';
import { katexFromSource } from './vite-plugins/katex-from-source.js';
import { prebuiltTex } from './vite-plugins/prebuilt-tex.js';
import { pureColourSchemes } from './vite-plugins/pure-colour-schemes.js';
import { staticFormulas } from './vite-plugins/static-formulas.js';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export default defineConfig({
  root: appRoot,
  // Relative asset URLs: the built site works from any sub-path (e.g. GitHub Pages /repo/).
  base: './',
  // KaTeX's rules for the shadow roots, its woff2 fonts as the site's own assets; the page's
  // static formulas and the heatmap's first formula typeset at build time; embed/index.html for
  // clean-URL hosts; only the colour schemes in use; KaTeX's runtime without what no formula uses.
  plugins: [
    katexAssets({ fonts: 'assets' }),
    staticFormulas(),
    prebuiltTex(),
    embedAlias(),
    pureColourSchemes(),
    katexFromSource(),
    // Views beside the registry's (a test's fixture view); none unless PE_EXTRA_VIEWS names some.
    extraViews(),
  ],
  resolve: {
    alias: {
      'positional-encoding': fileURLToPath(new URL('../lib/index.ts', import.meta.url)),
    },
  },
  // Vite 7's dependency pre-bundler would move the Emscripten glue away from its .wasm.
  optimizeDeps: { exclude: ['positional-encoding'] },
  server: {
    // web/lib (and its wasm) lies outside the app root.
    fs: { allow: [repoRoot] },
  },
  build: {
    outDir: fileURLToPath(new URL('../../dist/site', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Every browser with es2022 modules but Safari 16 knows modulepreload; without the polyfill the
    // page requests one file fewer before its first paint (where it is unknown, modules still load).
    modulePreload: { polyfill: false },
    // Keep the wasm as separate files (served as application/wasm, compiled while streaming).
    assetsInlineLimit: 0,
    // The explorer, and the one-view page course sites put in an iframe.
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        embed: fileURLToPath(new URL('./embed.html', import.meta.url)),
      },
      output: {
        manualChunks: siteChunks({
          // The wait for the first paint, run by the entries (main.ts, and the element's start).
          beforePaint: [fileURLToPath(new URL('./after-paint.ts', import.meta.url))],
          // The page's explorer, imported once the header has painted (main.ts).
          deferredRoots: [fileURLToPath(new URL('./explorer-page.ts', import.meta.url))],
        }),
      },
    },
  },
});
