// The two tables past N as the reader uses them: the sinusoid's and the learned table's figures
// (past-n.ts), sized to the width, and the readout and message of the cell under the cursor.
import { part, readoutFields } from '../../dom.js';
import { PastNFigure } from './past-n.js';
import { pastCellReadout, pastTable, type PastNCell } from './past-n-model.js';

export interface PastFigure {
  /** The tables for N = n (a cell past 2N is forgotten). */
  setTables(n: number): void;
  draw(width: number): void;
  /** The figures sized for `width`, drawn later (a first draw's step each): nothing moves when they are. */
  size(width: number): void;
  drawTable(kind: 'sinusoid' | 'learned'): void;
}

export function createPastFigure(panel: HTMLElement): PastFigure {
  const setField = readoutFields(part(panel, '#lc-past-readout'));
  const message = part<HTMLParagraphElement>(panel, '#lc-past-message');
  let values: Float32Array | null = null;
  let n = 0;
  let lastCell: PastNCell | null = null;

  function show(cell: PastNCell): void {
    lastCell = cell;
    if (!values) return;
    const shown = pastCellReadout(values, n, cell);
    for (const [field, text] of Object.entries(shown.fields)) setField(field, text);
    message.textContent = shown.message;
  }

  /** Each table's width and height (px), from the last size(). */
  let each = 0;
  let height = 0;
  function size(width: number): void {
    each = Math.max(120, Math.min(320, Math.floor((width - 24) / 2)));
    height = Math.round(Math.min(360, Math.max(200, each * 1.1)));
    for (const element of panel.querySelectorAll<HTMLElement>('.lc-past-figure')) element.style.width = `${each + 2}px`;
    figure.size(each, height);
  }

  const figure = new PastNFigure(part(panel, '#lc-past-sinusoid'), part(panel, '#lc-past-learned'), show);
  return {
    setTables(next) {
      n = next;
      values = pastTable(next);
      figure.setTable(values, next);
      if (lastCell && lastCell.pos >= 2 * next) lastCell = null;
    },
    draw(width) {
      size(width);
      figure.render(each, height);
      if (lastCell) show(lastCell);
    },
    size,
    drawTable(kind) {
      figure.drawTable(kind, each, height);
      if (kind === 'learned' && lastCell) show(lastCell);
    },
  };
}
