// The curves view's legend: one entry per chosen dimension (its sine or cosine, pair, ω, λ and a
// wavelength bar), the note on how wavelengths grow, and the readout of the values at the cursor
// (the entries' value cells, the position line and the live region a screen reader hears).
import { part } from '../../dom.js';
import { seriesClass } from '../../figures/series-colours.js';
import { legendEntry, noteHtml, spokenValues, valueText, type Curves } from './curves-model.js';
import { LEGEND_ITEM, NO_POSITION } from './curves-template.js';

export interface CurvesLegend {
  /** New curves: the entries and the note. */
  set(curves: Curves): void;
  /** The values at `position` (null: none chosen yet). */
  show(curves: Curves, position: number | null): void;
}

export function createCurvesLegend(panel: HTMLElement): CurvesLegend {
  const list = part<HTMLUListElement>(panel, '#curves-legend');
  const positionLine = part<HTMLParagraphElement>(panel, '#curves-position');
  const live = part<HTMLParagraphElement>(panel, '#curves-live');
  const note = part<HTMLParagraphElement>(panel, '#curves-note');

  function item(curves: Curves, column: Curves['columns'][number]): HTMLLIElement {
    const entry = legendEntry(curves, column);
    const element = document.createElement('li');
    element.className = `legend-item ${seriesClass(column.slot)}`;
    element.dataset.dim = String(column.dim);
    element.innerHTML = LEGEND_ITEM;
    part<HTMLElement>(element, '.series-swatch').classList.toggle('dashed', column.fn === 'cos');
    part<HTMLElement>(element, '[data-field="name"]').textContent = entry.name;
    part<HTMLElement>(element, '[data-field="role"]').textContent = entry.role;
    if (!entry.numbers) {
      element.classList.add('missing');
      part<HTMLElement>(element, '.legend-numbers').remove();
      part<HTMLElement>(element, '.legend-bar').remove();
      return element;
    }
    part<HTMLElement>(element, '[data-field="frequency"]').textContent = entry.numbers.frequency;
    part<HTMLElement>(element, '[data-field="wavelength"]').textContent = entry.numbers.wavelength;
    part<HTMLElement>(element, '.legend-bar > span').style.width = entry.numbers.barPercent;
    return element;
  }

  return {
    set(curves) {
      list.replaceChildren(...curves.columns.map((column) => item(curves, column)));
      // Only numbers go into this HTML.
      note.innerHTML = noteHtml(curves);
    },
    show(curves, position) {
      for (const column of curves.columns) {
        const cell = list.querySelector<HTMLElement>(`li[data-dim="${column.dim}"] [data-field="value"]`);
        if (cell) cell.textContent = valueText(curves, column, position);
      }
      if (position === null) {
        positionLine.innerHTML = NO_POSITION;
        return;
      }
      positionLine.innerHTML = `values at position <strong data-field="position">${position}</strong>`;
      live.textContent = spokenValues(curves, position);
    },
  };
}
