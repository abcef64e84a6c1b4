import DefaultTheme from 'vitepress/theme';
// Defines <pe-explorer> in the browser; safe (and defines nothing) while VitePress pre-renders.
import 'positional-encoding/explorer';

export default DefaultTheme;
