// The lab's controls: what to measure, the plane, how far, and the head (presets, head_dim, θ).
// Each writes the store; show() puts the store's values back in them.
import { focusedElement, part } from '../../dom.js';
import type { AppState, Store } from '../../state/app-state.js';
import {
  BASE_RULE,
  HEAD_DIM_RULE,
  headPatch,
  planeOptionLabels,
  readNumber,
  type NumberRule,
} from './precision-model.js';

export interface PrecisionControls {
  show(state: Readonly<AppState>): void;
}

/** A number box that writes `apply(value)` when `rule` accepts its text, and says what is allowed when not. */
function numberInput(
  input: HTMLInputElement,
  error: HTMLParagraphElement,
  rule: NumberRule,
  apply: (value: number) => void,
): void {
  input.addEventListener('input', () => {
    const read = readNumber(input.value, rule);
    input.setAttribute('aria-invalid', String('error' in read));
    error.textContent = 'error' in read ? read.error : '';
    if ('value' in read) apply(read.value);
  });
}

export function createPrecisionControls(panel: HTMLElement, store: Store): PrecisionControls {
  const planeSelect = part<HTMLSelectElement>(panel, '#precision-plane');
  const headDimInput = part<HTMLInputElement>(panel, '#precision-head-dim');
  const baseInput = part<HTMLInputElement>(panel, '#precision-base');
  const headDimError = part<HTMLParagraphElement>(panel, '#precision-head-dim-error');
  const baseError = part<HTMLParagraphElement>(panel, '#precision-base-error');
  const radios = (name: string) => panel.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`);

  for (const input of radios('precision-quantity'))
    input.addEventListener('change', () =>
      store.update({ precisionQuantity: input.value as AppState['precisionQuantity'] }),
    );
  for (const input of radios('precision-upto'))
    input.addEventListener('change', () =>
      store.update({ precisionUpTo: Number(input.value) as AppState['precisionUpTo'] }),
    );
  planeSelect.addEventListener('change', () => store.update({ precisionPlane: Number(planeSelect.value) }));
  for (const button of panel.querySelectorAll<HTMLButtonElement>('#precision-presets button'))
    button.addEventListener('click', () => {
      headDimInput.setAttribute('aria-invalid', 'false');
      baseInput.setAttribute('aria-invalid', 'false');
      headDimError.textContent = baseError.textContent = '';
      const patch = headPatch(store.state, Number(button.dataset.headDim));
      store.update({ ...patch, base: Number(button.dataset.base) });
    });
  numberInput(headDimInput, headDimError, HEAD_DIM_RULE, (headDim) => store.update(headPatch(store.state, headDim)));
  numberInput(baseInput, baseError, BASE_RULE, (base) => store.update({ base }));

  return {
    show(state) {
      for (const input of radios('precision-quantity')) input.checked = input.value === state.precisionQuantity;
      for (const input of radios('precision-upto')) input.checked = input.value === String(state.precisionUpTo);
      const planes = state.headDim / 2;
      if (planeSelect.options.length !== planes) {
        planeSelect.replaceChildren(
          ...planeOptionLabels(planes).map((label, k) => {
            const option = document.createElement('option');
            option.value = String(k);
            option.textContent = label;
            return option;
          }),
        );
      }
      planeSelect.value = String(Math.min(state.precisionPlane, planes - 1));
      if (focusedElement(panel) !== headDimInput && headDimInput.getAttribute('aria-invalid') !== 'true')
        headDimInput.value = String(state.headDim);
      if (focusedElement(panel) !== baseInput && baseInput.getAttribute('aria-invalid') !== 'true')
        baseInput.value = String(state.base);
    },
  };
}
