// The table of scalings and the wavelength legend's entries: each type's changed pairs and
// attention factor, the chosen row marked, an unavailable type struck through with its reason.
import { part, readoutFields } from '../../dom.js';
import { typeRows, typesShape, type LongContextNumbers } from './long-context-model.js';

export function showTypes(panel: HTMLElement, numbers: LongContextNumbers, ropeType: string): void {
  for (const entry of typeRows(numbers)) {
    const row = part<HTMLTableRowElement>(panel, `#lc-types tr[data-type="${entry.type}"]`);
    const set = readoutFields(row);
    row.classList.toggle('chosen', entry.type === ropeType);
    set('changed', entry.changed);
    set('attention', entry.attention);
    row.title = entry.reason;
    const legend = part<HTMLElement>(panel, `#lc-legend [data-type="${entry.type}"]`);
    legend.classList.toggle('lc-unavailable', !entry.available);
    legend.title = entry.reason;
  }
  part(panel, '#lc-types-shape').textContent = typesShape(numbers.setup);
}
