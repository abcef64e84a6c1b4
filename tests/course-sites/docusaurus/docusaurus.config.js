export default {
  title: 'Positions in transformers',
  url: 'https://you.github.io',
  // The site under a sub-path, as on GitHub Pages (https://you.github.io/course/).
  baseUrl: '/course/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
