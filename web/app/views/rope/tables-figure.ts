// The cos and sin tables around m with their subtitle, note and readout: hovering or the arrow keys
// on a cell shows its value and the pair its column belongs to.
import { part, readoutFields } from '../../dom.js';
import { CosSinTables } from './cos-sin-tables.js';
import { tableCellFields, tableSize, type RopeTables } from './rope-model.js';

export interface TablesFigure {
  /** New numbers: the window around m for the current head. */
  set(tables: RopeTables): void;
  /**
   * Sizes both tables for `width` and draws them (or the one named: a first draw draws each in a
   * task of its own), outlining the row of position m.
   */
  draw(width: number, m: number, only?: 'cos' | 'sin'): void;
}

export function createTablesFigure(panel: HTMLElement): TablesFigure {
  const box = part<HTMLDivElement>(panel, '#rope-tables');
  const setField = readoutFields(part(panel, '#rope-table-readout'));
  let shown: RopeTables | null = null;
  const figure = new CosSinTables(box, (cell) => {
    if (!shown) return;
    for (const [field, text] of Object.entries(tableCellFields(cell, shown.layout, shown.cols))) setField(field, text);
  });

  return {
    set(tables) {
      shown = tables;
      figure.setTables(tables);
      part(panel, '#rope-tables-shape').textContent = tables.shape;
      part(panel, '#rope-tables-note').textContent = tables.note;
      for (const side of ['cos', 'sin'] as const) {
        part(panel, `canvas[data-table="${side}"]`).setAttribute('aria-label', tables.label(side));
      }
    },
    draw(width, m, only) {
      const { each, height } = tableSize(width);
      for (const figureBox of panel.querySelectorAll<HTMLElement>('.rope-table-figure')) {
        figureBox.style.width = `${each}px`;
        figureBox.style.height = `${height}px`;
      }
      figure.render(each, height, m, only);
    },
  };
}
