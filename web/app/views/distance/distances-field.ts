// The "Distances k" box: what the reader types becomes the list of diagonals drawn (parseDistances),
// a list it cannot take is explained under the box and, when the box is left, replaced by the
// last good one.
import { SERIES_SLOTS } from '../../figures/series-colours.js';
import { part } from '../../dom.js';
import { parseDistances } from './diagonals.js';

export interface DistancesField {
  /** The distances drawn: the last good list. */
  readonly ks: readonly number[];
}

/** `maxK` is read at each keystroke (the positions shown); `onChange` follows a good list. */
export function createDistancesField(
  panel: HTMLElement,
  initial: readonly number[],
  maxK: () => number,
  onChange: () => void,
): DistancesField {
  const input = part<HTMLInputElement>(panel, '#distance-ks');
  const error = part<HTMLParagraphElement>(panel, '#distance-ks-error');
  let ks = [...initial];
  input.value = ks.join(', ');

  input.addEventListener('input', () => {
    const parsed = parseDistances(input.value, maxK(), SERIES_SLOTS);
    input.setAttribute('aria-invalid', String('error' in parsed));
    error.textContent = 'error' in parsed ? parsed.error : '';
    if ('error' in parsed) return;
    ks = parsed.ks;
    onChange();
  });
  input.addEventListener('change', () => {
    if (input.getAttribute('aria-invalid') !== 'true') return;
    input.value = ks.join(', ');
    input.setAttribute('aria-invalid', 'false');
    error.textContent = '';
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') event.preventDefault();
  });

  return {
    get ks() {
      return ks;
    },
  };
}
