const rspack = process.env.SITE_BUNDLER === 'rspack';

export default {
  title: 'Positions in transformers',
  url: 'https://you.github.io',
  // The site under a sub-path, as on GitHub Pages (https://you.github.io/course/); SITE_BASE_URL=/ builds it for a root.
  baseUrl: process.env.SITE_BASE_URL ?? '/course/',
  // Webpack, or Rspack with SITE_BUNDLER=rspack: Docusaurus Faster (the @docusaurus/faster package), with the v4 flags it asks for.
  future: { v4: rspack, faster: rspack },
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
