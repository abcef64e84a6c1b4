// The lab's two tables: does each encoding notice the swap, and how far each line of the slide
// moves. The rows' numbers and words are the model's; the labels are escaped, the rest is fixed.
import { part } from '../../dom.js';
import { seriesClass } from '../../figures/series-colours.js';
import { slideRows, swapRows, type LabResult } from './attention-model.js';

export function showSwapTable(panel: HTMLElement, result: LabResult): void {
  part(panel, '#lab-swap-table tbody').innerHTML = swapRows(result)
    .map(
      ({ key, title, change, verdict }) =>
        `<tr data-encoding="${key}"><th scope="row">${title}</th><td data-field="change">${change}</td><td data-field="verdict">${verdict}</td></tr>`,
    )
    .join('');
}

/** Each row wears its line's series colour (the swatch is the legend). */
export function showSlideTable(panel: HTMLElement, result: LabResult): void {
  part(panel, '#lab-relative-table tbody').innerHTML = slideRows(result)
    .map(
      ({ label, min, max, spread }, slot) =>
        `<tr class="${seriesClass(slot)}" data-series="${slot}"><th scope="row"><span class="series-swatch"></span> ${label.replaceAll('<', '&lt;')}</th><td data-field="min">${min}</td><td data-field="max">${max}</td><td data-field="spread">${spread}</td></tr>`,
    )
    .join('');
}
