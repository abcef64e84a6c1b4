import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The page's modules import the package by its public name; Node tests of a view's model (tests/js/views/)
  // load them against the sources, as the page's Vite config does, not against a stale dist/lib.
  resolve: {
    alias: [
      { find: /^positional-encoding$/, replacement: fileURLToPath(new URL('web/lib/index.ts', import.meta.url)) },
    ],
  },
  test: {
    // The 1e6-position sweeps take seconds; browser suites drive Chromium.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      { extends: true, test: { name: 'api', include: ['tests/js/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          // Builds the explorer once and serves it; suites read the URL with inject('siteUrl').
          globalSetup: ['tests/browser/support/serve-site.ts'],
        },
      },
    ],
  },
});
