// embed/index.html beside embed.html in the built site: the same page one folder down, its
// relative URLs (./assets/…, ./favicon.svg) moved up one level. Clean-URL hosts (`serve`,
// `docusaurus serve`, GitHub Pages-like hosts with pretty URLs) answer embed.html with a redirect
// to /embed or /embed/, and a folder-style /embed/ would otherwise resolve ./assets/ under /embed/.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The page's attribute URLs that start with ./ (src, href), one folder up. */
export function oneFolderDown(html: string): string {
  return html.replace(/(\s(?:src|href)=")\.\//g, '$1../');
}

export function embedAlias(): Plugin {
  return {
    name: 'pe-embed-alias',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!('embed.html' in bundle) || !options.dir) return;
      const html = readFileSync(join(options.dir, 'embed.html'), 'utf8');
      const alias = oneFolderDown(html);
      if (alias === html) this.error('embed-alias: embed.html has no ./ URL to move (is base still "./"?)');
      mkdirSync(join(options.dir, 'embed'), { recursive: true });
      writeFileSync(join(options.dir, 'embed/index.html'), alias);
    },
  };
}
