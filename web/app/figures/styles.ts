// The shared figures' styles, adopted by every explorer before any view's own: figure frames, axes,
// colour bars, readouts, tables of numbers, scroll boxes, line plots and their series colours.
import figuresCss from './figures.css?inline';
import linePlotCss from './line-plot.css?inline';
import seriesColoursCss from './series-colours.css?inline';

export const FIGURE_STYLES: readonly string[] = [figuresCss, seriesColoursCss, linePlotCss];
