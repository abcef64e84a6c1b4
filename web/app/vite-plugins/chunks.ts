// How the explorer's code is cut into files (Rollup's manualChunks), for the site and the widget.
//
// The first screen's code is one file: left to Rollup, the code the lazily loaded views share with
// it came as 12 small chunks besides the shell, each a modulepreload in the head, and over
// HTTP/1.1 (six connections a host) the stylesheet queued behind them (Lighthouse mobile: FCP
// 1.35 -> 2.15 s). The views' panels are chunks of their own, fetched when first shown; what two
// or more of them share (d3, the figures) is one more file, not one file per combination of
// panels that use it (16 small files once every view's panel was lazy).
import type { Rollup } from 'vite';

/** A stylesheet Vite extracts (its own file), not one imported as a string (`?inline`: code like any other). */
const isExtractedCss = (id: string): boolean => /\.css($|\?(?!inline\b))/.test(id);

type ChunkRule = (id: string, getModuleInfo: Rollup.GetModuleInfo) => string | undefined;
type ChunkTest = (id: string, getModuleInfo: Rollup.GetModuleInfo) => boolean;

/** A memo over the module graph that answers `fallback` for a module met again in an import cycle. */
function memoised<T>(fallback: T, compute: (id: string, getModuleInfo: Rollup.GetModuleInfo) => T) {
  const known = new Map<string, T>();
  return (id: string, getModuleInfo: Rollup.GetModuleInfo): T => {
    if (known.has(id)) return known.get(id)!;
    known.set(id, fallback);
    const value = compute(id, getModuleInfo);
    known.set(id, value);
    return value;
  };
}

/** Whether `isRoot` reaches the module through static imports. */
function staticallyFrom(isRoot: (id: string, info: Rollup.ModuleInfo) => boolean): ChunkTest {
  const fromRoot = memoised(false, (id, getModuleInfo): boolean => {
    const info = getModuleInfo(id);
    return !!info && (isRoot(id, info) || info.importers.some((importer) => fromRoot(importer, getModuleInfo)));
  });
  return fromRoot;
}

/**
 * 'views-shared' for a module that is loaded only through dynamic imports (not from the roots
 * statically: `fromRoot`) and that two or more of the dynamically imported modules reach.
 */
function sharedByLazyChunks(fromRoot: ChunkTest): ChunkRule {
  const lazyRoots = memoised(new Set<string>(), (id, getModuleInfo): Set<string> => {
    const info = getModuleInfo(id);
    if (!info) return new Set();
    if (info.dynamicImporters.length > 0) return new Set([id]);
    return new Set(info.importers.flatMap((importer) => [...lazyRoots(importer, getModuleInfo)]));
  });
  return (id, getModuleInfo) => {
    if (fromRoot(id, getModuleInfo)) return undefined;
    const info = getModuleInfo(id);
    if (!info || info.dynamicImporters.length > 0 || isExtractedCss(id)) return undefined;
    return lazyRoots(id, getModuleInfo).size > 1 ? 'views-shared' : undefined;
  };
}

/**
 * The site: `beforePaint` modules (what an entry runs before the first paint) in a small chunk of
 * their own; every module an entry or a `deferredRoots` module reaches statically in one chunk,
 * 'pe-explorer' (each entry and deferred root keeps its own small file); what the lazy chunks share
 * in 'views-shared'; KaTeX's runtime, the wasm glue and each panel in their own.
 */
export function siteChunks(options: {
  beforePaint: readonly string[];
  deferredRoots: readonly string[];
}): Rollup.GetManualChunk {
  const isRoot = (id: string, info: Rollup.ModuleInfo): boolean => info.isEntry || options.deferredRoots.includes(id);
  const fromRoot = staticallyFrom(isRoot);
  const shared = sharedByLazyChunks(fromRoot);
  return (id, { getModuleInfo }) => {
    if (id.includes('vite/preload-helper') || options.beforePaint.includes(id)) return 'before-paint';
    const info = getModuleInfo(id);
    if (!info || isRoot(id, info) || isExtractedCss(id)) return undefined;
    if (info.importers.every((importer) => isRoot(importer, getModuleInfo(importer)!))) return undefined;
    if (fromRoot(id, getModuleInfo)) return 'pe-explorer';
    if (isModelConfigReader(id)) return 'model-config';
    if (isIdentification(id)) return 'identify';
    // The rest of the package stays with the core: left to Rollup, what the readers import from it
    // followed them into their chunk, which every view then fetched.
    if (isPackageModule(id)) return 'views-shared';
    return shared(id, getModuleInfo);
  };
}

/**
 * The package's config.json readers and their family table, with the page's model picker that calls
 * them: a chunk of their own, fetched with the first view that reads a config (model map, RoPE, long
 * context), not with the core that every view loads (the table is larger than the rest of the core's JS).
 */
const isPackageModule = (id: string): boolean => /[\\/]web[\\/]lib[\\/]/.test(id);
const isModelConfigReader = (id: string): boolean =>
  /[\\/]web[\\/]lib[\\/](families[\\/]|model-config\.ts$|rope-layers\.ts$|rope-config\.ts$)/.test(id) ||
  /[\\/]web[\\/]app[\\/]presets[\\/](model-picker|rope-models)\.ts/.test(id);

/**
 * The package's identification (identifyEncoding and its readers, issue 30): a chunk of its own,
 * fetched with the check view, the one view that calls it, not with the core every view loads.
 */
const isIdentification = (id: string): boolean =>
  /[\\/]web[\\/]lib[\\/](identify[\w-]*|tensor-readers|read-npy)\.ts$/.test(id);

/**
 * The widget: the entry's static graph in the entry's file (`entryChunk`, the name Rollup gives the
 * entry: a manual chunk holding the entry module is the entry chunk); what the lazy chunks share,
 * one file. Left unassigned, the entry's modules that a shared one imports were pulled into the
 * shared chunk, and explorer.js imported it before anything could draw.
 */
export function widgetChunks(entryChunk: string): Rollup.GetManualChunk {
  const isRoot = (_id: string, info: Rollup.ModuleInfo): boolean => info.isEntry;
  const fromRoot = staticallyFrom(isRoot);
  const shared = sharedByLazyChunks(fromRoot);
  return (id, { getModuleInfo }) => (fromRoot(id, getModuleInfo) ? entryChunk : shared(id, getModuleInfo));
}
