// The heatmap's colour bar: the shared bar (figures/colour-bar.ts) for values −1 … +1, sin and cos.
import { createColourBar as createBar } from '../../figures/colour-bar.js';
import type { FigureLayout } from '../../figures/figure-layout.js';
import { VALUE_DOMAIN } from '../../figures/heatmap.js';

export function createColourBar(svg: SVGSVGElement): (layout: FigureLayout) => void {
  const draw = createBar(svg, { gradientId: 'pe-colour-ramp', label: 'Value' });
  return (layout) => draw(layout, { domain: VALUE_DOMAIN, ticks: layout.compact ? [-1, 0, 1] : [-1, -0.5, 0, 0.5, 1] });
}
