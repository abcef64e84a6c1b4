// The readout under the heatmap: the numbers behind the cell under the pointer or the keyboard
// cursor. Its element is aria-live, so screen readers hear each new cell.
import type { CellInfo } from '../../figures/cell-info.js';
import { formatNumber, formatValue } from '../../format.js';

const FIELDS = ['pos', 'dimension', 'pair', 'function', 'frequency', 'wavelength', 'angle', 'value'] as const;
type Field = (typeof FIELDS)[number];

export interface Readout {
  show(cell: CellInfo): void;
}

export function createReadout(root: HTMLElement): Readout {
  const cells = new Map<Field, HTMLElement>();
  for (const field of FIELDS) {
    const element = root.querySelector<HTMLElement>(`[data-field="${field}"]`);
    if (!element) throw new Error(`readout: missing [data-field="${field}"]`);
    cells.set(field, element);
  }
  const set = (field: Field, text: string): void => {
    const element = cells.get(field)!;
    if (element.textContent !== text) element.textContent = text;
  };

  return {
    show(cell) {
      set('pos', String(cell.pos));
      set('dimension', String(cell.dimension));
      set('pair', String(cell.pair));
      set('function', cell.fn);
      set('frequency', `${formatNumber(cell.frequency)} rad/pos`);
      set('wavelength', `${formatNumber(cell.wavelength)} pos`);
      set('angle', `${formatNumber(cell.angle)} rad`);
      set('value', formatValue(cell.value));
      root.dataset.state = 'cell';
    },
  };
}
