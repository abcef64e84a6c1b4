// Views a build adds beside the registry's, from folders named in PE_EXTRA_VIEWS (comma-separated
// paths from the repository root): a test's fixture view plugs in with no line outside its folder.
// A folder <name>/ holds <name>-view.ts, exporting `<camelName>View` (a ViewDefinition, as every
// view's description does), and may hold <name>-settings.ts, exporting OWN_SETTINGS (as every
// view's own settings do). Two modules of the page, empty as written, are filled from them:
// views/extra-views.ts (added to VIEWS by views/registry.ts) and state/extra-view-settings.ts
// (added to the settings table by state/settings.ts). Without PE_EXTRA_VIEWS, nothing changes.
import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const VIEWS_MODULE = resolve(repoRoot, 'web/app/views/extra-views.ts');
const SETTINGS_MODULE = resolve(repoRoot, 'web/app/state/extra-view-settings.ts');

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The folders PE_EXTRA_VIEWS names (read at each build, so a test may set it just before one). */
function extraFolders(): string[] {
  return (process.env.PE_EXTRA_VIEWS ?? '')
    .split(',')
    .map((folder) => folder.trim())
    .filter((folder) => folder !== '')
    .map((folder) => resolve(repoRoot, folder));
}

function viewsModule(folders: string[]): string {
  const imports = folders.map((folder, i) => {
    const name = basename(folder);
    return `import { ${camel(name)}View as view${i} } from ${JSON.stringify(resolve(folder, `${name}-view.ts`))};`;
  });
  return `${imports.join('\n')}\nexport const EXTRA_VIEWS = [${folders.map((_, i) => `view${i}`).join(', ')}];\n`;
}

function settingsModule(folders: string[]): string {
  const files = folders
    .map((folder) => resolve(folder, `${basename(folder)}-settings.ts`))
    .filter((file) => existsSync(file));
  const imports = files.map((file, i) => `import { OWN_SETTINGS as settings${i} } from ${JSON.stringify(file)};`);
  return `${imports.join('\n')}\nexport const EXTRA_VIEW_SETTINGS = { ${files.map((_, i) => `...settings${i}`).join(', ')} };\n`;
}

export function extraViews(): Plugin {
  return {
    name: 'pe:extra-views',
    load(id) {
      const folders = extraFolders();
      if (folders.length === 0) return undefined;
      const file = id.split('?')[0];
      if (file === VIEWS_MODULE) return viewsModule(folders);
      if (file === SETTINGS_MODULE) return settingsModule(folders);
      return undefined;
    },
  };
}
