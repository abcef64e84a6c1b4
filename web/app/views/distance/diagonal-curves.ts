// PE_t·PE_{t+k} against t, one line per distance k (the shared LinePlot): flat lines at
// Σ_i cos(ω_i k) when d_model is even. The box's height follows its width.
import { LinePlot, plotFrame } from '../../figures/line-plot.js';
import { part } from '../../dom.js';
import { curvesDomain, diagonalSeries, type DistanceMatrix } from './distance-model.js';
import type { DiagonalStats } from './diagonals.js';

export interface DiagonalCurves {
  draw(current: DistanceMatrix, ks: readonly number[], stats: readonly DiagonalStats[], width: number): void;
}

export function createDiagonalCurves(panel: HTMLElement): DiagonalCurves {
  const box = part<HTMLDivElement>(panel, '#distance-curves');
  const plot = new LinePlot(part(panel, '#distance-curves-svg'), { x: 'Position t', y: 'PE_{t} · PE_{t+k}' });
  return {
    draw(current, ks, stats, width) {
      const frame = plotFrame(width, { aspect: 0.4, minHeight: 180, maxHeight: 300, rightMargin: 58 });
      const series = diagonalSeries(current, ks, stats);
      box.style.height = `${frame.height}px`;
      const domain = curvesDomain(current);
      plot.draw(frame, series, domain.x, domain.y, domain.ticks);
    },
  };
}
