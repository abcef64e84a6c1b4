// The explorer as a custom element, registered on import: the entry of the widget bundle
// (positional-encoding/explorer, built by vite.explorer.config.ts) and of the explorer page.
import { defineExplorer } from './pe-explorer.js';

export { PeExplorer } from './pe-explorer.js';

defineExplorer();
