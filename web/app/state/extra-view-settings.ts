// The own settings of views a build adds beside the registry's: none in the page's builds.
// vite-plugins/extra-views.ts fills this module from the folders PE_EXTRA_VIEWS names (a test's
// fixture view), together with views/extra-views.ts.
import type { Setting } from './setting-kinds.js';

export const EXTRA_VIEW_SETTINGS: Readonly<Record<string, Setting<unknown>>> = {};
