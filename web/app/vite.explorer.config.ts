// The <pe-explorer> widget as one ES module of the npm package, dist/lib/explorer.js
// (`positional-encoding/explorer`), built in Vite library mode by web/scripts/build.mjs:
//
//   npx vite build --config web/app/vite.explorer.config.ts
//
// The explorer's own code, d3 and KaTeX are bundled; the package's main entry is not: the bundle
// imports it as './index.js', so the widget and any script of the page that imports
// 'positional-encoding' share one module, hence one WebAssembly instance. KaTeX's woff2 fonts go
// beside it in katex-fonts/ (library mode would otherwise inline every font as base64).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { widgetChunks } from './vite-plugins/chunks.js';
import { katexAssets } from './vite-plugins/katex-assets.js';
import { katexFromSource } from './vite-plugins/katex-from-source.js';
import { prebuiltTex } from './vite-plugins/prebuilt-tex.js';
import { pureColourSchemes } from './vite-plugins/pure-colour-schemes.js';

const PACKAGE_ENTRY = 'positional-encoding';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: [katexAssets({ fonts: 'beside-bundle' }), prebuiltTex(), pureColourSchemes(), katexFromSource()],
  build: {
    outDir: fileURLToPath(new URL('../../dist/lib', import.meta.url)),
    // dist/lib also holds the package's tsc output and wasm.
    emptyOutDir: false,
    target: 'es2022',
    // Minified fully (library mode's esbuild would leave the whitespace): the bundle is also loaded
    // as it is, from a CDN folder or the package. Terser, not esbuild, because esbuild joins
    // statements into comma sequences, and webpack 5.109-5.112 (Docusaurus 3.10's) writes a stray
    // ';' into a sequence whose later element starts with an imported name and holds an arrow
    // function with a block body: `a(), w(e).x = xs.map((m) => {...})` became `a(),;(0,w)(e)...`,
    // which Docusaurus's Terser refused. bundle-sequences.test.ts keeps such sequences out.
    minify: 'terser',
    terserOptions: { module: true, compress: { sequences: false, passes: 2 } },
    lib: {
      entry: fileURLToPath(new URL('./explorer/index.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'explorer.js',
    },
    rollupOptions: {
      external: [PACKAGE_ENTRY],
      // The views' chunks import the shell's code from explorer.js itself, which therefore exports
      // more than its entry does (short minified names, undocumented: the .d.ts declares the
      // element and define() only). With library mode's 'strict', Rollup moves the shell into a
      // chunk behind a one-line facade, one more file to load before anything draws.
      preserveEntrySignatures: 'allow-extension',
      // KaTeX's runtime and rules are loaded on demand (tex.ts, explorer/katex-styles.ts):
      // explorer-katex.js, explorer-katex-styles.js; each view's panel is a
      // chunk loaded when it is first shown: explorer-<view>-panel.js. What two or more panels
      // share (d3, the figures) is one chunk, explorer-views-shared.js (vite-plugins/chunks.ts).
      output: {
        paths: { [PACKAGE_ENTRY]: './index.js' },
        chunkFileNames: 'explorer-[name].js',
        manualChunks: widgetChunks('explorer'),
      },
    },
  },
});
