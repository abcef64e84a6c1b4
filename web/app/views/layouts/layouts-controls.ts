// The Rosetta's controls: the presets, d, the sinusoid's exponent and the two bases (n and RoPE's
// θ). Each writes the store; show() puts the store's values back in them.
import type { SinusoidExponent } from 'positional-encoding';
import { focusedElement, part } from '../../dom.js';
import type { AppState, Store } from '../../state/app-state.js';
import { BASE_MAX, PRESETS, readNumber, THETA_MAX } from './layouts-model.js';

export interface LayoutsControls {
  show(state: Readonly<AppState>): void;
}

/** A number box that writes `apply(value)` when its text is a number above 1 and at most `max`, and says what is allowed when not. */
function numberInput(
  input: HTMLInputElement,
  error: HTMLParagraphElement,
  max: number,
  apply: (value: number) => void,
): void {
  input.addEventListener('input', () => {
    const read = readNumber(input.value, max);
    input.setAttribute('aria-invalid', String('error' in read));
    error.textContent = 'error' in read ? read.error : '';
    if ('value' in read) apply(read.value);
  });
}

export function createLayoutsControls(panel: HTMLElement, store: Store): LayoutsControls {
  const dimSelect = part<HTMLSelectElement>(panel, '#layouts-dim');
  const baseInput = part<HTMLInputElement>(panel, '#layouts-base');
  const thetaInput = part<HTMLInputElement>(panel, '#layouts-theta');
  const baseError = part<HTMLParagraphElement>(panel, '#layouts-base-error');
  const thetaError = part<HTMLParagraphElement>(panel, '#layouts-theta-error');
  const exponentRadios = panel.querySelectorAll<HTMLInputElement>('input[name="layouts-exponent"]');

  for (const button of panel.querySelectorAll<HTMLButtonElement>('#layouts-presets button'))
    button.addEventListener('click', () => {
      // A preset replaces whatever the boxes held, refused text included.
      for (const [input, error] of [
        [baseInput, baseError],
        [thetaInput, thetaError],
      ] as const) {
        input.setAttribute('aria-invalid', 'false');
        error.textContent = '';
      }
      store.update(PRESETS[Number(button.dataset.preset)]!.values);
    });
  dimSelect.addEventListener('change', () => store.update({ layoutsDim: Number(dimSelect.value) }));
  for (const input of exponentRadios)
    input.addEventListener('change', () => store.update({ exponent: input.value as SinusoidExponent }));
  numberInput(baseInput, baseError, BASE_MAX, (base) => store.update({ base }));
  numberInput(thetaInput, thetaError, THETA_MAX, (ropeBase) => store.update({ ropeBase }));

  /** A box keeps the reader's text while it has focus or holds refused text. */
  const mayRewrite = (input: HTMLInputElement): boolean =>
    focusedElement(panel) !== input && input.getAttribute('aria-invalid') !== 'true';

  return {
    show(state) {
      dimSelect.value = String(state.layoutsDim);
      for (const input of exponentRadios) input.checked = input.value === state.exponent;
      if (mayRewrite(baseInput)) baseInput.value = String(state.base);
      if (mayRewrite(thetaInput)) thetaInput.value = String(state.ropeBase);
    },
  };
}
