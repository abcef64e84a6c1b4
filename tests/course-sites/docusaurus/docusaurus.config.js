export default {
  title: 'Positions in transformers',
  url: 'https://you.github.io',
  // The site under a sub-path, as on GitHub Pages (https://you.github.io/course/); SITE_BASE_URL=/ builds it for a root.
  baseUrl: process.env.SITE_BASE_URL ?? '/course/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
