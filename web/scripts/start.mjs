// `npm start`: bootstraps what is missing, builds the WebAssembly core, and serves the explorer
// page with Vite's dev server at a printed localhost URL.
import { ensureNodeModules, repoRoot, say } from './bootstrap.mjs';
import { buildWasm } from './build.mjs';

ensureNodeModules();
buildWasm();

say('starting the explorer (Vite dev server)');
const { createServer } = await import('vite');
const server = await createServer({ configFile: `${repoRoot}web/app/vite.config.ts` });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? `http://localhost:${server.config.server.port}/`;
say(`the explorer is running at ${url}  (Ctrl+C to stop)`);
