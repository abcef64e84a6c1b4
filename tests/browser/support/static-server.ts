// A static host for a built course site, under a base path as GitHub Pages serves a project
// (/course/…): folders answer with their index.html, a clean URL with its .html file. node:http only.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve, sep } from 'node:path';
import { contentType } from './content-types.js';

export interface StaticServer {
  /** The site's address, base path included, with a trailing slash. */
  url: string;
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** Serves `root` at `base` (e.g. '/course/') on a free port of 127.0.0.1. */
export async function serveStatic(root: string, base = '/'): Promise<StaticServer> {
  const folder = resolve(root);
  const server = createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      // The browser's own favicon request: an example site without an icon is not a failure here.
      if (pathname === '/favicon.ico') return void response.writeHead(204).end();
      if (!pathname.startsWith(base)) return void response.writeHead(404).end();
      const path = resolve(folder, `./${decodeURIComponent(pathname.slice(base.length))}`);
      if (path !== folder && !path.startsWith(folder + sep)) return void response.writeHead(403).end();
      for (const file of [path, join(path, 'index.html'), `${path}.html`]) {
        if (await isFile(file)) {
          return void response.writeHead(200, { 'Content-Type': contentType(file) }).end(await readFile(file));
        }
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${base}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
