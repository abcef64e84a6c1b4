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

export interface AlibiFigures {
  draw(shown: Shown, opening: Cell, width: number): void;
}

export function createAlibiFigures(panel: HTMLElement, chooseHead: (head: number) => void): AlibiFigures {
  const slopeField = readoutFields(part(panel, '#alibi-slope-readout'));
  const cellField = readoutFields(part(panel, '#alibi-readout'));
  const slopeHolder = part<HTMLDivElement>(panel, '#alibi-slope-formula');
  const cellHolder = part<HTMLDivElement>(panel, '#alibi-cell-formula');
  let shown: Shown | null = null;

  const showSlope = (head: number): void => {
    if (!shown) return;
    const reading = slopeReadout(shown.slopes, head);
    for (const [field, text] of Object.entries(reading)) slopeField(field, text);
    renderTex(slopeHolder, slopeFormula(shown, head), true);
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
    draw(current, opening, width) {
      shown = current;
      slopes.draw(current.slopes, current.head, width);
      showSlope(current.head);
      part(panel, '#alibi-head-name').textContent = headName(current);
      part(panel, '#alibi-matrix-note').textContent = alibiNote(current);
      grid.draw(alibiGrid(current), width);
      grid.show(grid.cursor.current ?? opening);
    },
  };
}
