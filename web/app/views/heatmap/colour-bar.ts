// The colour bar beside the heatmap: the viridis ramp from −1 (bottom) to +1 (top) with ticks.
import { axisRight } from 'd3-axis';
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';
import type { FigureLayout } from '../../figures/figure-layout.js';
import { VALUE_DOMAIN, viridisRgb } from '../../figures/heatmap.js';

const STOPS = 16;

export function createColourBar(svg: SVGSVGElement): (layout: FigureLayout) => void {
  const gradientId = 'pe-colour-ramp';
  const gradient = select(svg)
    .append('defs')
    .append('linearGradient')
    .attr('id', gradientId)
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
  const bar = root.append('rect').attr('class', 'colour-bar-ramp').attr('fill', `url(#${gradientId})`);
  const axis = root.append('g').attr('class', 'axis axis-colour');
  const label = root.append('text').attr('class', 'axis-label').attr('text-anchor', 'middle').text('Value');

  return (layout) => {
    const box = layout.colourBar;
    bar.attr('x', box.left).attr('y', box.top).attr('width', box.width).attr('height', box.height);
    const scale = scaleLinear().domain([VALUE_DOMAIN[0], VALUE_DOMAIN[1]]).range([box.height, 0]);
    axis.attr('transform', `translate(${box.left + box.width},${box.top})`).call(
      axisRight(scale)
        .tickValues(layout.compact ? [-1, 0, 1] : [-1, -0.5, 0, 0.5, 1])
        .tickSizeOuter(0),
    );
    label.attr('transform', `translate(${layout.width - 6},${box.top + box.height / 2}) rotate(-90)`);
  };
}
