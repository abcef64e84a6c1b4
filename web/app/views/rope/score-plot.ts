// The two score curves on one line plot (solid: moved by s, dashed: n = 0), a marker at the chosen
// distance m − n, its readout and the typeset score. A pointer or the keys choose the distance.
import { part, readoutFields } from '../../dom.js';
import { LinePlot, plotFrame } from '../../figures/line-plot.js';
import { renderTex } from '../../tex.js';
import { scoreTex } from './rope-formulas.js';
import { curveFields, curveYDomain, differenceText, deltaAfterKey, type RopeCurves } from './rope-model.js';

export interface ScorePlot {
  /** New curves: the readout's largest difference, and the chosen distance kept within the span. */
  set(curves: RopeCurves): void;
  /** Gives the plot its height at `width` before it is drawn (a first draw draws it in the next task). */
  reserve(width: number): void;
  draw(width: number): void;
}

const frameAt = (width: number) => plotFrame(width, { aspect: 0.42, minHeight: 180, maxHeight: 300, rightMargin: 16 });

export function createScorePlot(panel: HTMLElement): ScorePlot {
  const box = part<HTMLDivElement>(panel, '#rope-curve');
  const svg = part<SVGSVGElement>(panel, '#rope-curve-svg');
  const formula = part<HTMLElement>(panel, '#rope-score-formula');
  const setField = readoutFields(part(panel, '#rope-curve-readout'));
  const plot = new LinePlot(svg, { x: 'Distance m − n', y: '(R_{m} q) · (R_{n} k)' });
  const marker = plot.layer('rope-curve-marker');
  let curves: RopeCurves | null = null;
  let delta = 1;

  function showDelta(): void {
    if (!curves) return;
    const d = delta;
    for (const [field, text] of Object.entries(curveFields(curves, d))) setField(field, text);
    const reference = curves.reference.scores[d]!;
    const shifted = curves.shifted.scores[d]!;
    const x = plot.x(d);
    const [top, bottom] = plot.y.range() as [number, number];
    marker.selectAll('line').data([d]).join('line').attr('x1', x).attr('x2', x).attr('y1', bottom).attr('y2', top);
    marker
      .selectAll('circle')
      .data([reference])
      .join('circle')
      .attr('r', 4)
      .attr('cx', x)
      .attr('cy', (v) => plot.y(v));
    renderTex(formula, scoreTex(d, curves.shifted.shift, reference, shifted), true);
  }

  const deltaFromPointer = (event: PointerEvent): void => {
    if (!curves) return;
    const bounds = svg.getBoundingClientRect();
    const d = Math.round(plot.x.invert(event.clientX - bounds.left));
    delta = Math.max(0, Math.min(curves.span, d));
    showDelta();
  };
  box.addEventListener('pointermove', deltaFromPointer);
  box.addEventListener('pointerdown', deltaFromPointer);
  box.addEventListener('keydown', (event) => {
    if (!curves) return;
    const next = deltaAfterKey(event.key, delta, curves.span);
    if (next === null) return;
    event.preventDefault();
    delta = next;
    showDelta();
  });

  return {
    set(next) {
      curves = next;
      setField('difference', differenceText(next));
      delta = Math.min(delta, next.span);
    },
    reserve(width) {
      box.style.height = `${frameAt(width).height}px`;
    },
    draw(width) {
      const shown = curves;
      if (!shown) return;
      const frame = frameAt(width);
      box.style.height = `${frame.height}px`;
      const yDomain = curveYDomain(shown);
      const ticks = plot.y.domain(yDomain).nice(5).ticks(5);
      const count = shown.span + 1;
      const series = [
        { key: 'shifted', slot: 0, firstX: 0, count, value: (d: number) => shown.shifted.scores[d]! },
        { key: 'reference', slot: 1, dashed: true, firstX: 0, count, value: (d: number) => shown.reference.scores[d]! },
      ];
      plot.draw(frame, series, [0, shown.span], yDomain, ticks);
      showDelta();
    },
  };
}
