// The curves view's figure: the chosen columns as lines on the shared line plot (PE value against
// position), a rule and one dot per line at the reader's position, and the input that moves it:
// a pointer or a tap along the plot, or the keys of positionAfterKey() once the figure has focus.
import { LinePlot, plotFrame } from '../../figures/line-plot.js';
import { seriesClass } from '../../figures/series-colours.js';
import {
  curveSeries,
  positionAfterKey,
  valueAt,
  xDomain,
  Y_DOMAIN,
  Y_TICKS,
  type Column,
  type Curves,
} from './curves-model.js';

export interface CurvesFigure {
  /** Lines at the box's width; returns that width. */
  draw(curves: Curves): number;
  /** The rule and dots at `position` (null: hidden). */
  show(curves: Curves, position: number | null): void;
}

/** What the figure's input reads and asks for: the cursor itself is the panel's. */
export interface CursorInput {
  /** The positions drawn and the cursor's (null: nothing drawn yet). */
  current(): { length: number; position: number | null } | null;
  /** A position the reader points at or steps to, not yet rounded or clamped. */
  moveTo(target: number): void;
}

export function createCurvesFigure(box: HTMLDivElement, svg: SVGSVGElement, input: CursorInput): CurvesFigure {
  const plot = new LinePlot(svg, { x: 'Position', y: 'PE value' });
  const cursorLayer = plot.layer('curves-cursor');
  const rule = cursorLayer.append('line').attr('class', 'curves-rule');
  cursorLayer.attr('visibility', 'hidden');

  const pointAt = (event: PointerEvent): void => {
    input.moveTo(plot.x.invert(event.clientX - box.getBoundingClientRect().left));
  };
  box.addEventListener('pointermove', pointAt);
  box.addEventListener('pointerdown', pointAt);
  box.addEventListener('focus', () => {
    if (input.current()?.position === null) input.moveTo(0);
  });
  box.addEventListener('keydown', (event) => {
    const current = input.current();
    if (!current) return;
    const target = positionAfterKey(event.key, current.position ?? 0, current.length);
    if (target === undefined) return;
    input.moveTo(target);
    event.preventDefault();
  });

  return {
    draw(curves) {
      const width = box.clientWidth;
      const frame = plotFrame(width, {
        aspect: 0.42,
        minHeight: 200,
        maxHeight: Math.max(220, Math.min(380, window.innerHeight - 380)),
      });
      box.style.height = `${frame.height}px`;
      plot.draw(frame, curveSeries(curves), xDomain(curves), Y_DOMAIN, Y_TICKS);
      return width;
    },
    show(curves, position) {
      cursorLayer.attr('visibility', position === null ? 'hidden' : 'visible');
      if (position === null) return;
      const px = plot.x(position);
      rule.attr('x1', px).attr('x2', px).attr('y1', plot.y.range()[1]!).attr('y2', plot.y.range()[0]!);
      cursorLayer
        .selectAll<SVGCircleElement, Column>('circle')
        .data(
          curves.columns.filter((column) => column.inTable),
          (column) => String(column.dim),
        )
        .join('circle')
        .attr('class', (column) => `curves-dot ${seriesClass(column.slot)}`)
        .attr('data-dim', (column) => column.dim)
        .attr('r', 4)
        .attr('cx', px)
        .attr('cy', (column) => plot.y(valueAt(curves, column, position)));
    },
  };
}
