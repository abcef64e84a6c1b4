// `import 'positional-encoding/explorer'` where there is no DOM (server-side rendering, test
// runners) must load without throwing and define nothing; define() registers the element once a
// DOM exists (issue 11, item 11). Runs dist/lib/explorer.js, as built by `npm test`, in plain Node.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const explorer = new URL('../../dist/lib/explorer.js', import.meta.url).href;

function runInNode(source: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('positional-encoding/explorer in plain Node', () => {
  it('imports without a DOM, and define() says there is nothing to define', () => {
    const output = runInNode(`
      const explorer = await import(${JSON.stringify(explorer)});
      console.log(JSON.stringify({
        // The named exports; the views' chunks also import the shell's code from this module under
        // short minified names, which no declaration publishes.
        exports: Object.keys(explorer).filter((name) => name.length > 2).sort(),
        isClass: typeof explorer.PeExplorer === 'function',
        defined: explorer.define(),
        htmlElement: typeof globalThis.HTMLElement,
      }));
    `);
    expect(JSON.parse(output)).toEqual({
      exports: ['PeExplorer', 'define'],
      isClass: true,
      defined: false,
      htmlElement: 'undefined',
    });
  });

  it('leaves the package usable beside it', () => {
    const output = runInNode(`
      await import(${JSON.stringify(explorer)});
      const { default: init, sinusoidal } = await import(${JSON.stringify(new URL('../../dist/lib/index.js', import.meta.url).href)});
      await init();
      console.log(Array.from(sinusoidal(1, 2)).join(','));
    `);
    expect(output.trim()).toBe('0,1');
  });
});
