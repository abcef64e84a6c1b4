// T5's figures: the staircase of bucket against distance with its readout and formula, and the
// bucket matrix over the sentence with its readout; a cell of the matrix marks its distance on the
// staircase. Hidden, with the package's words in the status line, when the settings are refused.
import { part, readoutFields } from '../../dom.js';
import type { Cell } from '../../figures/cell-cursor.js';
import { LabelledGrid } from '../../figures/labelled-grid.js';
import { renderTex } from '../../tex.js';
import { bucketReading, t5Cell, t5Grid, t5Note, type Shown } from './bias-model.js';
import { BucketPlot } from './bucket-plot.js';
import { bucketTex } from './formulas.js';

/** Drawn in two steps (the panel's first draw gives each a task of its own): staircase, then matrix. */
export interface T5Figures {
  /** The staircase and its note; the figures hidden when the package refused the settings. */
  drawPlot(shown: Shown, width: number): void;
  /** The bucket matrix, opened on `opening` (its readout and the staircase's follow it). */
  drawMatrix(shown: Shown, opening: Cell, width: number): void;
}

export function createT5Figures(panel: HTMLElement): T5Figures {
  const plotField = readoutFields(part(panel, '#t5-readout'));
  const cellField = readoutFields(part(panel, '#t5-cell-readout'));
  const formula = part<HTMLDivElement>(panel, '#t5-formula');
  let shown: Shown | null = null;

  const plot = new BucketPlot(part(panel, '#t5-plot'), (index) => {
    const t5 = shown?.t5;
    if (!t5) return;
    const { rule, fields } = bucketReading(t5.rule, t5.curve.distances[index]!, t5.curve.buckets[index]!);
    for (const [field, text] of Object.entries(fields)) plotField(field, text);
    renderTex(formula, bucketTex(rule), true);
  });
  const grid = new LabelledGrid(
    part(panel, '#t5-grid'),
    ({ pos: i, dimension: j }) => {
      const t5 = shown?.t5;
      if (!shown || !t5) return;
      const { d, fields } = t5Cell(shown, t5, i, j);
      for (const [field, text] of Object.entries(fields)) cellField(field, text);
      // The staircase marks the same distance (its readout and formula follow).
      plot.point(d - t5.curve.distances[0]!);
    },
    { maxCell: 40 },
  );
  grid.focusTarget.setAttribute('aria-describedby', 't5-grid-help');

  return {
    drawPlot(current, width) {
      shown = current;
      const { t5 } = current;
      part<HTMLElement>(panel, '#t5-figures').hidden = t5 === null;
      if (!t5) return;
      part(panel, '#t5-note').textContent = t5Note(t5);
      plot.draw({ ...t5.curve, numBuckets: t5.numBuckets, ...t5.rule }, width);
    },
    drawMatrix(current, opening, width) {
      if (!current.t5) return;
      grid.draw(t5Grid(current, current.t5), width);
      grid.show(grid.cursor.current ?? opening);
    },
  };
}
