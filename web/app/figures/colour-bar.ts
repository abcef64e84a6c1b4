// The colour bar beside a heatmap: the viridis ramp (figures/heatmap.ts) from the scale's low end
// (bottom) to its high end (top), ticks on its right and a label turned up the figure's right edge.
// Each heatmap gives its own scale and label; the bar's box comes from the figure layout.
import { axisRight } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { select, type Selection } from 'd3-selection';
import type { FigureLayout } from './figure-layout.js';
import { viridisRgb } from './heatmap.js';

const STOPS = 16;

export interface ColourBarOptions {
  /** The gradient's id: unique among the page's bars. */
  gradientId: string;
  /** The label's text, or a function that writes it (tspans for subscripts). */
  label: string | ((text: Selection<SVGTextElement, unknown, null, undefined>) => void);
  /** The label's centre, px left of the figure's right edge (default 6). */
  labelInset?: number;
  /** Rounded ends (the colour-bar-ramp class; default true). */
  rounded?: boolean;
}

export interface ColourBarScale {
  /** The values at the bar's bottom and top. */
  domain: readonly [number, number];
  ticks: readonly number[];
  /** The ticks' text (default: d3's for the scale). */
  format?: (value: number) => string;
}

/** Appends the bar to `svg`; the function returned lays it out in the layout's colourBar box. */
export function createColourBar(
  svg: SVGSVGElement,
  options: ColourBarOptions,
): (layout: FigureLayout, scale: ColourBarScale) => void {
  const gradient = select(svg)
    .append('defs')
    .append('linearGradient')
    .attr('id', options.gradientId)
    .attr('x1', 0)
    .attr('y1', 1)
    .attr('x2', 0)
    .attr('y2', 0);
  for (let k = 0; k <= STOPS; k++) {
    const [r, g, b] = viridisRgb(k / STOPS);
    gradient
      .append('stop')
      .attr('offset', k / STOPS)
      .attr('stop-color', `rgb(${r},${g},${b})`);
  }
  const root = select(svg).append('g').attr('class', 'colour-bar');
  const ramp = root.append('rect');
  if (options.rounded ?? true) ramp.attr('class', 'colour-bar-ramp');
  ramp.attr('fill', `url(#${options.gradientId})`);
  const axis = root.append('g').attr('class', 'axis axis-colour');
  const label = root.append('text').attr('class', 'axis-label').attr('text-anchor', 'middle');
  if (typeof options.label === 'string') label.text(options.label);
  else options.label(label);
  const inset = options.labelInset ?? 6;

  return (layout, scale) => {
    const box = layout.colourBar;
    ramp.attr('x', box.left).attr('y', box.top).attr('width', box.width).attr('height', box.height);
    const ticks = axisRight(scaleLinear().domain(scale.domain).range([box.height, 0]))
      .tickValues(scale.ticks)
      .tickSizeOuter(0);
    const format = scale.format;
    if (format) ticks.tickFormat((value) => format(Number(value)));
    axis.attr('transform', `translate(${box.left + box.width},${box.top})`).call(ticks);
    label.attr('transform', `translate(${layout.width - inset},${box.top + box.height / 2}) rotate(-90)`);
  };
}
