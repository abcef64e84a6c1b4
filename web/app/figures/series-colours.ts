// The shared line colours: a series gets the class `series-<slot>` (slot 0…7, in the order the
// reader chose the series) and its stroke follows the page's light or dark theme from CSS.
import seriesColoursCss from './series-colours.css?inline';

/** The series colours' stylesheet, for the views that draw series. */
export const SERIES_COLOURS_CSS: string = seriesColoursCss;

export const SERIES_SLOTS = 8;

export function seriesClass(slot: number): string {
  return `series-${slot % SERIES_SLOTS}`;
}
