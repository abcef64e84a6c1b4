// The shared line colours: a series gets the class `series-<slot>` (slot 0…7, in the order the
// reader chose the series) and its stroke follows the page's light or dark theme from CSS.

export const SERIES_SLOTS = 8;

export function seriesClass(slot: number): string {
  return `series-${slot % SERIES_SLOTS}`;
}
