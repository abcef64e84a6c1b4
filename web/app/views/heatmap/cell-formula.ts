// Formula (15.1) filled in with the numbers of the cell under the pointer or keyboard cursor:
//   PE(40, 38) = sin(40 / 10000^{38/128}) = sin(2.59746) ≈ 0.517604
// The exponent is 2i/d_model for the cell's pair i (so a cosine column j = 2i+1 shows 2i, and the
// split layout's column j shows its own pair). The value is the one sinusoidal() put in the table,
// as the readout shows it. Only this small formula is typeset again, and only when its TeX changed.
import type { TableParams } from '../../state/app-state.js';
import { formatNumber, formatValue } from '../../format.js';
import { renderTex, texNumber } from '../../tex.js';
import type { CellInfo } from '../../figures/cell-info.js';

const num = (value: number): string => texNumber(formatNumber(value));

/** The filled formula for one cell; without a cell, (15.1) with the table's n and d_model. */
export function cellFormulaTex(params: TableParams, cell: CellInfo | null): string {
  const base = num(params.base);
  const d = params.dModel;
  if (!cell) return String.raw`\mathrm{PE}(pos, 2i) = \sin\!\left(pos \,/\, ${base}^{2i/${d}}\right)`;
  const fn = cell.fn === 'sin' ? String.raw`\sin` : String.raw`\cos`;
  return (
    [
      String.raw`\mathrm{PE}(${cell.pos}, ${cell.dimension})`,
      String.raw`${fn}\!\left(${cell.pos} \,/\, ${base}^{${2 * cell.pair}/${d}}\right)`,
      String.raw`${fn}(${num(cell.angle)})`,
    ].join(' = ') + String.raw` \approx ${formatValue(cell.value)}`
  );
}

export interface CellFormula {
  show(params: TableParams, cell: CellInfo | null): void;
}

export function createCellFormula(element: HTMLElement): CellFormula {
  let shown = '';
  return {
    show(params, cell) {
      const tex = cellFormulaTex(params, cell);
      if (tex === shown) return;
      renderTex(element, tex);
      shown = tex;
      element.dataset.state = cell ? 'cell' : 'general';
    },
  };
}
