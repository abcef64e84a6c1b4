// Views a build adds beside the registry's: none in the page's builds. vite-plugins/extra-views.ts
// fills this module from the folders PE_EXTRA_VIEWS names (a test's fixture view), together with
// state/extra-view-settings.ts, so such a view plugs in with no line outside its folder.
import type { ViewDefinition } from './view.js';

export const EXTRA_VIEWS: readonly ViewDefinition[] = [];
