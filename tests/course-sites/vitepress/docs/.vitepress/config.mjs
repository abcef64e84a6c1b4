import { defineConfig } from 'vitepress';

export default defineConfig({
  title: 'Positions in transformers',
  // The site under a sub-path, as on GitHub Pages (https://you.github.io/course/); `/` works too.
  base: '/course/',
  vue: {
    // <pe-explorer> is a custom element, not a Vue component.
    template: { compilerOptions: { isCustomElement: (tag) => tag === 'pe-explorer' } },
  },
  vite: {
    // The dev server's pre-bundler would move the package's wasm glue away from its .wasm.
    optimizeDeps: { exclude: ['positional-encoding'] },
  },
});
