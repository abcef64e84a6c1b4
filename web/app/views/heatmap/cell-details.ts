// The numbers behind the cell under the pointer or keyboard cursor: the readout, and the filled
// formula (15.1) with the (15.2) panel for the cell's row (shown at most once a frame: details-schedule.ts).
import type { Cell } from '../../figures/cell-cursor.js';
import { describeCell } from '../../figures/cell-info.js';
import { part } from '../../dom.js';
import type { AppState, TableParams } from '../../state/app-state.js';
import { createCellFormula } from './cell-formula.js';
import { createReadout } from './readout.js';
import { createScalingPanel } from './scaling-panel.js';

export interface CellDetails {
  /** The readout for `cell` of `table` (computed with `params`). */
  read(params: TableParams, table: Float32Array, cell: Cell): void;
  /** The filled formula for `cell`, or the general one without, and the (15.2) panel when `scale` is on. */
  show(params: TableParams, table: Float32Array, cell: Cell | null, scale: AppState['scale']): void;
}

export function createCellDetails(panel: HTMLElement): CellDetails {
  const readout = createReadout(part(panel, '#readout'));
  const cellFormula = createCellFormula(part(panel, '#cell-formula'));
  const scalingPanel = createScalingPanel(part(panel, '#scaling-panel'));
  return {
    read: (params, table, cell) => readout.show(describeCell(params, table, cell.pos, cell.dimension)),
    show(params, table, cell, scale) {
      cellFormula.show(params, cell ? describeCell(params, table, cell.pos, cell.dimension) : null);
      scalingPanel.show(params, scale, cell?.pos ?? 0);
    },
  };
}
