// The score plot as the reader uses it: the score chart drawn from the model's curves, a distance
// chosen by pointer or keys, its readout, and the curves' legend entry.
import { part, readoutFields } from '../../dom.js';
import { cursorKeyIndex } from '../../figures/plot/cursor.js';
import { seriesClass } from '../../figures/series-colours.js';
import { ScoreChart, scoreFrame } from './score-chart.js';
import { sampleReadout, type ScoreCurves } from './score-model.js';

export interface ScoreFigure {
  readonly svg: SVGSVGElement;
  /** New curves: the heading's note and the legend follow at once; the chart at the next draw. */
  setCurves(curves: ScoreCurves): void;
  draw(width: number, marks: { train: number; target: number }): void;
  /** The box at the height the chart will have at `width`, before it is drawn: nothing moves when it is. */
  reserve(width: number): void;
}

export function createScoreFigure(panel: HTMLElement): ScoreFigure {
  const box = part<HTMLDivElement>(panel, '#lc-score');
  const svg = part<SVGSVGElement>(panel, '#lc-score-svg');
  const setField = readoutFields(part(panel, '#lc-score-readout'));
  const chart = new ScoreChart(svg);
  let curves: ScoreCurves | null = null;
  let train = 1;
  let selected = 0;

  function show(): void {
    if (!curves) return;
    for (const [field, text] of Object.entries(sampleReadout(curves, selected, train))) setField(field, text);
    chart.mark(selected);
  }

  const fromPointer = (event: PointerEvent): void => {
    if (!curves) return;
    selected = chart.sampleAt(event.clientX - svg.getBoundingClientRect().left);
    show();
  };
  box.addEventListener('pointermove', fromPointer);
  box.addEventListener('pointerdown', fromPointer);
  box.addEventListener('keydown', (event) => {
    if (!curves) return;
    const next = cursorKeyIndex(event.key, selected, curves.distances.length, 16);
    if (next === undefined) return;
    event.preventDefault();
    selected = next;
    show();
  });

  return {
    svg,
    setCurves(next) {
      curves = next;
      selected = Math.min(selected, next.distances.length - 1);
      part(panel, '#lc-score-shape').textContent = next.shape;
      part<HTMLElement>(panel, '#lc-score-swatch').className = `lc-swatch ${seriesClass(next.slot)}`;
      part(panel, '#lc-score-label').textContent = next.label;
    },
    draw(width, marks) {
      if (!curves) return;
      train = marks.train;
      const frame = chart.draw(width, curves.distances, curves.series, marks);
      box.style.height = `${frame.height}px`;
      show();
    },
    reserve(width) {
      box.style.height = `${scoreFrame(width).height}px`;
    },
  };
}
