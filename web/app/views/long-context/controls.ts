// The view's controls: the four number fields (factor, N, head_dim, θ), the scaling type, the two
// selects and the model presets; each writes the Store, and `reflect` shows the Store's values
// (a field being typed in keeps the reader's text).
import { focusedElement, part } from '../../dom.js';
import type { AppState, Store } from '../../state/app-state.js';
import { SETTINGS } from '../../state/settings.js';
import { createModelPicker, type ChosenModel } from '../../presets/model-picker.js';

export interface Controls {
  reflect(state: Readonly<AppState>): void;
}

/** A number field that writes the Store when its text parses, and says what is allowed when not. */
function numberField(
  input: HTMLInputElement,
  error: HTMLElement,
  parse: (text: string) => number | undefined,
  allowed: string,
  apply: (value: number) => void,
): void {
  input.addEventListener('input', () => {
    const value = parse(input.value);
    input.setAttribute('aria-invalid', String(value === undefined));
    error.textContent = value === undefined ? `Use ${allowed}.` : '';
    if (value !== undefined) apply(value);
  });
}

export function createControls(panel: HTMLElement, store: Store, chooseModel: (model: ChosenModel) => void): Controls {
  const factor = part<HTMLInputElement>(panel, '#lc-factor');
  const train = part<HTMLInputElement>(panel, '#lc-train');
  const headDim = part<HTMLInputElement>(panel, '#lc-headdim');
  const base = part<HTMLInputElement>(panel, '#lc-base');
  const reach = part<HTMLSelectElement>(panel, '#lc-reach');
  const tableN = part<HTMLSelectElement>(panel, '#lc-table-n');
  const radios = Array.from(panel.querySelectorAll<HTMLInputElement>('input[name="lc-type"]'));
  const picker = createModelPicker(panel, 'lc', chooseModel);

  const { ropeFactor, trainLength, headDim: headSetting, ropeBase } = SETTINGS;
  numberField(factor, part(panel, '#lc-factor-error'), ropeFactor.parse, ropeFactor.allowed, (value) =>
    store.update({ ropeFactor: value }),
  );
  numberField(train, part(panel, '#lc-train-error'), trainLength.parse, trainLength.allowed, (value) =>
    store.update({ trainLength: value }),
  );
  numberField(headDim, part(panel, '#lc-headdim-error'), headSetting.parse, headSetting.allowed, (value) =>
    store.update({ headDim: value, rotaryDim: 0, ropeModel: 'custom' }),
  );
  numberField(base, part(panel, '#lc-base-error'), ropeBase.parse, ropeBase.allowed, (value) =>
    store.update({ ropeBase: value, ropeModel: 'custom' }),
  );
  for (const radio of radios) {
    radio.addEventListener('change', () => store.update({ ropeType: SETTINGS.ropeType.parse(radio.value) }));
  }
  reach.addEventListener('change', () => store.update({ longSpan: SETTINGS.longSpan.parse(reach.value) }));
  tableN.addEventListener('change', () => store.update({ longTableN: SETTINGS.longTableN.parse(tableN.value) }));

  return {
    reflect(state) {
      const keep = (input: HTMLInputElement, value: string): void => {
        if (focusedElement(panel) !== input) input.value = value;
      };
      keep(factor, String(state.ropeFactor));
      keep(train, String(state.trainLength));
      keep(headDim, String(state.headDim));
      keep(base, String(state.ropeBase));
      reach.value = String(state.longSpan);
      tableN.value = String(state.longTableN);
      for (const radio of radios) radio.checked = radio.value === state.ropeType;
      for (const entry of panel.querySelectorAll<HTMLElement>('#lc-legend [data-type]'))
        entry.classList.toggle('chosen', entry.dataset.type === state.ropeType);
      picker.mark(state.ropeModel);
    },
  };
}
