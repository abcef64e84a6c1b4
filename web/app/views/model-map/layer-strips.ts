// The model map's figure: one strip per layer, coloured by its kind (layer-plan.ts), NoPE kinds
// drawn hollow, kinds without positions (linear attention, state space, convolution) dashed, Llama 4's query temperature as a mark above the strip, the chosen layer outlined.
import { select } from 'd3-selection';
import { seriesClass } from '../../figures/series-colours.js';

export interface StripLayout {
  width: number;
  height: number;
  left: number;
  step: number;
  top: number;
  barHeight: number;
}

const MARGIN = { left: 8, right: 8, top: 18, bottom: 26 };
const BAR_HEIGHT = 72;

export class LayerStrips {
  private layout: StripLayout | null = null;

  constructor(private readonly svg: SVGSVGElement) {}

  draw(
    width: number,
    kindOf: readonly number[],
    nope: readonly boolean[],
    positionless: readonly boolean[],
    temperature: readonly boolean[],
    selected: number,
  ): void {
    const count = kindOf.length;
    const step = (width - MARGIN.left - MARGIN.right) / Math.max(1, count);
    const height = MARGIN.top + BAR_HEIGHT + MARGIN.bottom;
    this.layout = { width, height, left: MARGIN.left, step, top: MARGIN.top, barHeight: BAR_HEIGHT };
    const svg = select(this.svg).attr('width', width).attr('height', height).attr('viewBox', `0 0 ${width} ${height}`);
    const gap = step >= 6 ? 1.5 : step >= 3 ? 0.75 : 0;
    svg
      .selectAll('rect.strip')
      .data(kindOf)
      .join('rect')
      .attr(
        'class',
        (kind, layer) =>
          `strip ${seriesClass(kind)}${positionless[layer] ? ' strip-positionless' : nope[layer] ? ' strip-nope' : ''}`,
      )
      .attr('data-layer', (_, layer) => layer)
      .attr('x', (_, layer) => MARGIN.left + layer * step + gap / 2)
      .attr('y', MARGIN.top)
      .attr('width', Math.max(0.5, step - gap))
      .attr('height', BAR_HEIGHT);
    const marks = kindOf.flatMap((_, layer) => (temperature[layer] ? [layer] : []));
    svg
      .selectAll('path.strip-temperature')
      .data(marks)
      .join('path')
      .attr('class', 'strip-temperature')
      .attr('d', (layer) => {
        const x = MARGIN.left + (layer + 0.5) * step;
        const r = Math.min(5, Math.max(2.5, step / 2));
        return `M${x - r},${MARGIN.top - 10}L${x + r},${MARGIN.top - 10}L${x},${MARGIN.top - 3}Z`;
      });
    const every = [1, 2, 4, 5, 10, 20, 50].find((k) => k * step >= 26) ?? 100;
    const ticks = kindOf.map((_, layer) => layer).filter((layer) => layer % every === 0 || layer === count - 1);
    const last = ticks[ticks.length - 1]!;
    const shown = ticks.filter((layer) => layer === last || last - layer >= every * 0.6);
    svg
      .selectAll('text.strip-tick')
      .data(shown)
      .join('text')
      .attr('class', 'strip-tick')
      .attr('x', (layer) => MARGIN.left + (layer + 0.5) * step)
      .attr('y', MARGIN.top + BAR_HEIGHT + 16)
      .attr('text-anchor', 'middle')
      .text((layer) => String(layer));
    this.select(selected);
  }

  select(layer: number): void {
    const layout = this.layout;
    if (!layout) return;
    select(this.svg)
      .selectAll('rect.strip-selected')
      .data([layer])
      .join('rect')
      .attr('class', 'strip-selected')
      .attr('x', layout.left + layer * layout.step - 1)
      .attr('y', layout.top - 2)
      .attr('width', layout.step + 2)
      .attr('height', layout.barHeight + 4)
      .raise();
  }

  /** The layer under x (px from the figure's left), or -1. */
  layerAt(x: number, count: number): number {
    const layout = this.layout;
    if (!layout) return -1;
    const layer = Math.floor((x - layout.left) / layout.step);
    return Math.max(0, Math.min(count - 1, layer));
  }
}
