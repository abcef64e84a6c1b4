// Runs first-screen-formulas.ts in Node with Vite's module runner, which reads the views' and the
// package's TypeScript sources as the page's Vite config does ('positional-encoding' is
// web/lib/index.ts, its wasm web/lib/wasm/), so the site's, the widget's and the dev server's
// builds typeset the same formulas without a built dist/lib. Once per process: the core's numbers
// do not change.
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

type Formulas = Readonly<Record<string, readonly { tex: string; displayMode: boolean }[]>>;

const NO_CSS = '\0pe:no-css';

/** A view's stylesheets (`?inline`) as empty strings: the formulas need none, and the runner cannot build them. */
const withoutCss: Plugin = {
  name: 'pe:no-css',
  enforce: 'pre',
  resolveId: (source) => (/\.css\?inline$/.test(source) ? NO_CSS : null),
  load: (id) => (id === NO_CSS ? 'export default "";' : null),
};

let computed: Promise<Formulas> | undefined;

async function compute(): Promise<Formulas> {
  const entry = fileURLToPath(new URL('./first-screen-formulas.ts', import.meta.url));
  const { module } = await runnerImport<{ FIRST_SCREEN_FORMULAS: Formulas }>(entry, {
    configFile: false,
    logLevel: 'error',
    plugins: [withoutCss],
    resolve: { alias: { 'positional-encoding': fileURLToPath(new URL('../../lib/index.ts', import.meta.url)) } },
  });
  return module.FIRST_SCREEN_FORMULAS;
}

/** The first formulas of the views whose TeX holds the core's numbers, by view name. */
export function computedFirstFormulas(): Promise<Formulas> {
  computed ??= compute();
  return computed;
}
