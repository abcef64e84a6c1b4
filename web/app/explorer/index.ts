// The explorer as a custom element, registered on import in a browser: the entry of the widget
// bundle (positional-encoding/explorer, built by vite.explorer.config.ts). Importing it where there
// is no DOM (Node: SSR, test runners) is safe and defines nothing; define() registers it later.
import { defineExplorer, PeExplorer } from './pe-explorer.js';
import type * as Published from './public-types.js';

// The hand-written declarations published as dist/lib/explorer.d.ts must describe this class.
PeExplorer satisfies typeof Published.PeExplorer;

export { PeExplorer };
/** Registers <pe-explorer>; false where there is no DOM (Node). Importing does this already in a browser. */
export const define: typeof Published.define = defineExplorer;

defineExplorer();
