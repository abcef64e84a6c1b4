// The explorer as a custom element, registered on import: the entry of the widget bundle
// (positional-encoding/explorer, built by vite.explorer.config.ts).
import { defineExplorer, PeExplorer } from './pe-explorer.js';
import type * as Published from './public-types.js';

// The hand-written declarations published as dist/lib/explorer.d.ts must describe this class.
PeExplorer satisfies typeof Published.PeExplorer;

export { PeExplorer };

defineExplorer();
