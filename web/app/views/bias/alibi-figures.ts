// ALiBi's figures: the slopes (a bar per head; hover reads one, a click or the arrow keys choose
// it) with their readout and formula, and the chosen head's bias matrix over the sentence with its
// readout and formula. Texts and numbers come from bias-model.ts.
import { part, readoutFields } from '../../dom.js';
import type { Cell } from '../../figures/cell-cursor.js';
import { LabelledGrid } from '../../figures/labelled-grid.js';
import { renderTex } from '../../tex.js';
import {
  alibiCell,
  alibiGrid,
  alibiNote,
  cellFormula,
  headName,
  slopeFormula,
  slopeReadout,
  type Shown,
} from './bias-model.js';
import { SlopesChart } from './slopes-chart.js';

/** Drawn in three steps (the panel's first draw gives each a task of its own): slopes, formula, matrix. */
export interface AlibiFigures {
  /** The slopes with the chosen head's readout (the first screen). */
  drawSlopes(shown: Shown, width: number): void;
  /** The chosen head's slope as a formula, under the slopes. */
  drawSlopeFormula(shown: Shown): void;
  /** The chosen head's bias matrix, opened on `opening`, with its title and note. */
  drawMatrix(shown: Shown, opening: Cell, width: number): void;
}

export function createAlibiFigures(panel: HTMLElement, chooseHead: (head: number) => void): AlibiFigures {
  const slopeField = readoutFields(part(panel, '#alibi-slope-readout'));
  const cellField = readoutFields(part(panel, '#alibi-readout'));
  const slopeHolder = part<HTMLDivElement>(panel, '#alibi-slope-formula');
  const cellHolder = part<HTMLDivElement>(panel, '#alibi-cell-formula');
  let shown: Shown | null = null;

  const showSlopeReadout = (current: Shown, head: number): void => {
    for (const [field, text] of Object.entries(slopeReadout(current.slopes, head))) slopeField(field, text);
  };
  const showSlopeFormula = (current: Shown, head: number): void =>
    renderTex(slopeHolder, slopeFormula(current, head), true);
  const showSlope = (head: number): void => {
    if (!shown) return;
    showSlopeReadout(shown, head);
    showSlopeFormula(shown, head);
  };
  const slopes = new SlopesChart(part(panel, '#alibi-slopes'), {
    hover: (head) => showSlope(head ?? shown?.head ?? 1),
    choose: chooseHead,
  });

  const grid = new LabelledGrid(
    part(panel, '#alibi-grid'),
    ({ pos: i, dimension: j }) => {
      if (!shown) return;
      for (const [field, text] of Object.entries(alibiCell(shown, i, j).fields)) cellField(field, text);
      renderTex(cellHolder, cellFormula(shown, i, j), true);
    },
    { maxCell: 40 },
  );
  grid.focusTarget.setAttribute('aria-describedby', 'alibi-grid-help');

  return {
    drawSlopes(current, width) {
      shown = current;
      slopes.draw(current.slopes, current.head, width);
      showSlopeReadout(current, current.head);
    },
    drawSlopeFormula(current) {
      showSlopeFormula(current, current.head);
    },
    drawMatrix(current, opening, width) {
      part(panel, '#alibi-head-name').textContent = headName(current);
      part(panel, '#alibi-matrix-note').textContent = alibiNote(current);
      grid.draw(alibiGrid(current), width);
      grid.show(grid.cursor.current ?? opening);
    },
  };
}
