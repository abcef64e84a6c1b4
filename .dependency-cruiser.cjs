// The layers of the JavaScript side, as rules that `npm run check:layers` (and so `npm test`) holds
// the sources to: dependency-cruiser reads every import (static, dynamic, type-only) under web/app
// and web/lib. docs/architecture.md draws the same layers.
//
// Each layer may import itself and the layers below it, never one above: so no import runs back
// up, and there is no cycle between layers. Bottom to top:
/** @type {{ name: string, path: string | string[], says: string }[]} */
const LAYERS = [
  {
    name: 'core glue',
    path: '^web/lib/wasm/',
    says: "the Emscripten glue and .wasm built from cpp/ (generated; only the package's loader imports it)",
  },
  { name: 'lib', path: '^web/lib/', says: "the npm package 'positional-encoding'" },
  {
    name: 'kit',
    path: '^web/app/(after-paint|core-init|dom|format|lifetime|style-sheets|tex)\\.ts$',
    says: "the page's small helpers: DOM lookups, number text, KaTeX, paint timing, lifetimes, stylesheets, init()",
  },
  {
    name: 'documents',
    path: '^web/app/(documents|presets)/',
    says: "fixed content: the article's and textbook's numbers and texts, the models' published settings",
  },
  {
    name: 'state',
    // A view's own settings (views/<view>/<view>-settings.ts) are leaf data of this layer, not view code:
    // state/view-settings.generated.ts gathers them into the settings table.
    path: ['^web/app/state/', '^web/app/views/[^/]+/[^/]+-settings\\.ts$'],
    says: "the settings (the shared ones, and each view's own in its folder), the store and the form fields",
  },
  { name: 'figures', path: '^web/app/(figures|export)/', says: 'figures shared by views, and their export' },
  { name: 'views', path: '^web/app/views/', says: 'the view contract, the registry and one folder per view' },
  { name: 'shell', path: '^web/app/shell/', says: "the form and the tabs that mount a view's panel" },
  {
    name: 'explorer',
    path: '^web/app/explorer/',
    says: '<pe-explorer>: attributes, URL hash, theme, styles, template',
  },
  {
    name: 'page',
    path: '^web/app/(main|explorer-page|embed|embed-height)\\.ts$',
    says: 'the entries of index.html and embed.html',
  },
];

/** Build tooling beside the page (Node, not shipped): outside the layers. */
const BUILD_TOOLING = '^web/app/(vite-plugins/|vite[.a-z-]*config[.]ts$)';

// 'core glue' lies inside web/lib/: a module belongs to the first layer whose path it matches.
const inLayer = (index) => ({
  path: LAYERS[index].path,
  pathNot: LAYERS.slice(0, index).flatMap((layer) => layer.path),
});

const layerRules = LAYERS.flatMap((layer, index) => {
  const above = LAYERS.slice(index + 1);
  if (above.length === 0) return [];
  return [
    {
      name: `${layer.name.replace(/ /g, '-')}-imports-only-below`,
      comment:
        `${layer.name} (${layer.says}) may import only ` +
        (index === 0
          ? 'itself'
          : `itself and ${LAYERS.slice(0, index)
              .map((below) => below.name)
              .join(', ')}`) +
        `: not ${above.map((higher) => higher.name).join(', ')}.`,
      severity: 'error',
      from: inLayer(index),
      to: {
        path: above.flatMap((higher) => higher.path),
        pathNot: LAYERS.slice(0, index + 1).flatMap((own) => own.path),
      },
    },
  ];
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'app-uses-the-public-name',
      comment:
        "The page imports the package only by its public name, 'positional-encoding' (tsconfig paths and " +
        "web/app/vite.config.ts's alias resolve it to web/lib/index.ts), never a web/lib file by a relative path: " +
        'it sees what the npm package exports, and nothing else.',
      severity: 'error',
      from: { path: '^web/app/' },
      to: { path: '^web/lib/', dependencyTypesNot: ['aliased-tsconfig-paths'] },
    },
    {
      name: 'lib-never-imports-the-app',
      comment: 'The package stands alone: nothing under web/lib imports the page.',
      severity: 'error',
      from: { path: '^web/lib/' },
      to: { path: '^web/app/' },
    },
    {
      name: 'no-view-imports-another-view',
      comment:
        "A view's folder imports, of views/, only its own folder and the contract every view shares (view.ts, " +
        "sources.ts): never another view's folder, nor the registry. What views share belongs in figures/.",
      severity: 'error',
      from: { path: '^web/app/views/([^/]+)/' },
      to: { path: '^web/app/views/', pathNot: ['^web/app/views/$1/', '^web/app/views/(view|sources)\\.ts$'] },
    },
    {
      name: 'view-contract-names-no-view',
      comment: "The views' shared contract (view.ts, sources.ts) imports no view: only the registry lists them.",
      severity: 'error',
      from: { path: '^web/app/views/(view|sources)\\.ts$' },
      to: { path: '^web/app/views/[^/]+/' },
    },
    {
      name: 'every-module-in-a-layer',
      comment:
        'Every module of web/app and web/lib belongs to a layer (add a new folder to LAYERS in ' +
        '.dependency-cruiser.cjs, and to docs/architecture.md); only the build tooling stands outside them.',
      severity: 'error',
      from: { path: '^web/(app|lib)/', pathNot: [...LAYERS.flatMap((layer) => layer.path), BUILD_TOOLING] },
      to: {},
    },
    {
      name: 'imports-only-layers',
      comment:
        'A layer imports modules of the layers, npm packages and (web/lib only) Node built-ins; nothing else: ' +
        "no tests, no scripts, no build tooling. An import that does not resolve (the build's virtual: modules, " +
        'the glue before the first build) is left to tsc.',
      severity: 'error',
      from: { path: LAYERS.flatMap((layer) => layer.path) },
      to: {
        pathNot: [...LAYERS.flatMap((layer) => layer.path), '^node_modules/'],
        dependencyTypesNot: ['core'],
        couldNotResolve: false,
      },
    },
    {
      name: 'page-runs-in-the-browser',
      comment: "The page's layers import no Node built-in (the package's Node-only paths stay in web/lib).",
      severity: 'error',
      from: { path: '^web/app/', pathNot: BUILD_TOOLING },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.check.json' },
    // Imports used only as types count: a type that runs back up still ties the layers together.
    tsPreCompilationDeps: true,
    doNotFollow: { path: '^node_modules/' },
    // The glue's type declarations are the package's own (web/lib/wasm-factory.d.mts, which the build copies
    // beside each glue file, where it describes the glue by the package's types): not the glue's imports.
    exclude: { path: '^web/lib/(wasm/[^/]+|wasm-factory)[.]d[.]mts$' },
  },
};
