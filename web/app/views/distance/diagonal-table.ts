// The table beside the diagonal curves: for each distance k typed, the positions t its diagonal
// holds, the closed form Σ_i cos(ω_i k) and the largest deviation from it (distance-model.ts's texts),
// with the swatch of its curve's colour.
import { seriesClass } from '../../figures/series-colours.js';
import { part } from '../../dom.js';
import type { DiagonalRow } from './distance-model.js';

/** The cells after the row's head, by their data-field. */
const FIELDS = ['positions', 'closed-form', 'max-deviation'] as const;

export function createDiagonalTable(panel: HTMLElement): { show(rows: readonly DiagonalRow[]): void } {
  const body = part<HTMLTableSectionElement>(panel, '#distance-table tbody');
  return {
    show(rows) {
      const elements = rows.map((entry) => {
        const row = document.createElement('tr');
        row.className = seriesClass(entry.slot);
        row.dataset.k = String(entry.k);
        const head = document.createElement('th');
        head.scope = 'row';
        head.innerHTML = '<span class="series-swatch"></span> ';
        head.append(String(entry.k));
        row.append(head);
        [entry.positions, entry.closedForm, entry.maxDeviation].forEach((text, index) => {
          const cell = document.createElement('td');
          cell.dataset.field = FIELDS[index]!;
          cell.textContent = text;
          row.append(cell);
        });
        return row;
      });
      body.replaceChildren(...elements);
    },
  };
}
