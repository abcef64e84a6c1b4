// A static server for a built site that sends a Content-Security-Policy as a real HTTP header,
// as a course platform would, with the MIME types of a well-configured host (application/wasm
// for .wasm, so browsers compile it while streaming) and `nosniff`, so a wrong type fails here
// instead of in production. node:http only; serves nothing outside its folder.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve, sep } from 'node:path';
import { contentType } from './content-types.js';

/** The policy of issue #4: what a strict LMS or course site sends. */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:";

export interface CspServer {
  /** Base URL with a trailing slash, e.g. http://127.0.0.1:41234/ */
  url: string;
  close(): Promise<void>;
}

/** Serves `root` on a free port of 127.0.0.1, every response carrying `policy`. */
export async function serveWithCsp(root: string, policy = STRICT_CSP): Promise<CspServer> {
  const base = resolve(root);
  const server = createServer((request, response) => {
    void (async () => {
      const headers = {
        'Content-Security-Policy': policy,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      };
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end();
        return;
      }
      let path: string;
      try {
        path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      } catch {
        response.writeHead(400, headers).end();
        return;
      }
      let file = resolve(base, `.${path}`);
      if (file !== base && !file.startsWith(base + sep)) {
        response.writeHead(403, headers).end();
        return;
      }
      try {
        if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
        const { size } = await stat(file);
        response.writeHead(200, { ...headers, 'Content-Type': contentType(file), 'Content-Length': size });
        if (request.method === 'HEAD') response.end();
        else createReadStream(file).pipe(response);
      } catch {
        response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
      }
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done()))),
  };
}
