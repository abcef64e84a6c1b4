import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/js/**/*.test.ts', 'tests/browser/**/*.test.ts'],
    environment: 'node',
    // Browser tests build the page and start Chromium; the 1e6-position sweeps take seconds.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
