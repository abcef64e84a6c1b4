// Vitest global setup for the browser suites: builds the explorer once with Vite and serves
// dist/site with `vite preview` on a free port; every suite reads the URL with inject('siteUrl'),
// and the built folder with inject('siteDir') (for servers of its own, e.g. the strict-CSP test).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDir: string;
  }
}

const CONFIG = 'web/app/vite.config.ts';
let server: PreviewServer | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A folder of its own, so two test runs at once never serve each other's half-built site.
  const outDir = mkdtempSync(join(tmpdir(), 'pe-site-'));
  await build({ configFile: CONFIG, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  server = await preview({
    configFile: CONFIG,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  project.provide('siteUrl', url);
  project.provide('siteDir', outDir);
  return async () => {
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
