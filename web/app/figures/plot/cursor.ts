// The plot kit's cursor: a dashed vertical line at the reader's x, optional dots where it crosses
// the series, and the keys that move it (←/→ one step, Page Up/Down a jump, Home/End the ends).
import type { Selection } from 'd3-selection';
import { seriesClass } from '../series-colours.js';
import { plotBottom, type PlotFrame } from './frame.js';

type Layer = Selection<SVGGElement, unknown, null, undefined>;

export interface CursorDot {
  slot: number;
  y: number;
}

export interface PlotCursor {
  /** The line at x (omitted: no line), and one dot per entry of `dots`. */
  move(frame: PlotFrame, x: number | null, dots?: readonly CursorDot[]): void;
}

export interface CursorOptions {
  /** The line's class (null: no line). */
  lineClass: string | null;
  /** The dots' group class and radius (none: the cursor has no dots). */
  dots?: { className: string; radius: number };
}

/** The cursor's line at x: hidden (display none, at 0) when there is no x; full plot height. */
export function cursorLine(
  frame: PlotFrame,
  x: number | null,
): { display: 'none' | null; x1: number; x2: number; y1: number; y2: number } {
  return { display: x === null ? 'none' : null, x1: x ?? 0, x2: x ?? 0, y1: frame.plot.top, y2: plotBottom(frame) };
}

export function createPlotCursor(root: Layer, options: CursorOptions): PlotCursor {
  const line = options.lineClass === null ? null : root.append('line').attr('class', options.lineClass);
  const dots = options.dots ? root.append('g').attr('class', options.dots.className) : null;
  return {
    move(frame, x, points = []) {
      if (line) {
        const at = cursorLine(frame, x);
        line.attr('display', at.display).attr('x1', at.x1).attr('x2', at.x2).attr('y1', at.y1).attr('y2', at.y2);
      }
      dots
        ?.selectAll<SVGCircleElement, CursorDot>('circle')
        .data(x === null ? [] : points)
        .join('circle')
        .attr('class', (dot) => seriesClass(dot.slot))
        .attr('r', options.dots!.radius)
        .attr('cx', x ?? 0)
        .attr('cy', (dot) => dot.y);
    },
  };
}

/**
 * The index a key moves the cursor to, from `current` among `count` (undefined: not a cursor key).
 * `jump` is Page Up/Down's step.
 */
export function cursorKeyIndex(key: string, current: number, count: number, jump: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowLeft: current - 1,
    ArrowRight: current + 1,
    PageDown: current - jump,
    PageUp: current + jump,
    Home: 0,
    End: count - 1,
  };
  const next = moves[key];
  return next === undefined ? undefined : Math.max(0, Math.min(count - 1, next));
}
