// The parameter form: each number is a range slider paired with an exact number input, plus the
// layout select, the √d_model scaling radios and the preset buttons. It owns the current valid
// Params and reports each change.
import type { Layout } from 'positional-encoding';
import type { AppState, TableParams } from '../state/app-state.js';
import { LIMITS } from '../state/limits.js';
import { part } from '../dom.js';

/** What the form sets: the table's parameters and formula (15.2)'s scaling. */
export type Params = TableParams & Pick<AppState, 'scale'>;

type NumericKey = 'length' | 'dModel' | 'base';

interface NumericControl {
  key: NumericKey;
  range: HTMLInputElement;
  number: HTMLInputElement;
  error: HTMLElement;
  /** The number typed, or null with `message` shown when it is not allowed. */
  parse(text: string): number | null;
  message: string;
  toRange(value: number): number;
  fromRange(position: number): number;
}

export interface Controls {
  readonly params: Readonly<Params>;
  /** Shows parameters that changed elsewhere (a link, a preset, another view) without reporting them. */
  set(values: Params): void;
}

function parseInteger(min: number, max: number) {
  return (text: string): number | null => {
    if (text.trim() === '') return null;
    const value = Number(text);
    return Number.isInteger(value) && value >= min && value <= max ? value : null;
  };
}

function parseBase(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value > LIMITS.base.min && value <= LIMITS.base.max ? value : null;
}

/** A slider position on the log scale becomes a round base: 3 significant digits. */
function baseFromSlider(position: number): number {
  return Number((10 ** position).toPrecision(3));
}

export function createControls(form: HTMLFormElement, onChange: (params: Params) => void): Controls {
  const numeric: NumericControl[] = [
    {
      key: 'dModel',
      range: part(form, '#dmodel-range'),
      number: part(form, '#dmodel-number'),
      error: part(form, '#dmodel-error'),
      parse: parseInteger(LIMITS.dModel.min, LIMITS.dModel.max),
      message: `Enter a whole number from ${LIMITS.dModel.min} to ${LIMITS.dModel.max}.`,
      toRange: (value) => value,
      fromRange: (position) => position,
    },
    {
      key: 'length',
      range: part(form, '#length-range'),
      number: part(form, '#length-number'),
      error: part(form, '#length-error'),
      parse: parseInteger(LIMITS.length.min, LIMITS.length.max),
      message: `Enter a whole number from ${LIMITS.length.min} to ${LIMITS.length.max}.`,
      toRange: (value) => value,
      fromRange: (position) => position,
    },
    {
      key: 'base',
      range: part(form, '#base-range'),
      number: part(form, '#base-number'),
      error: part(form, '#base-error'),
      parse: parseBase,
      message: 'Enter a number greater than 1 and at most 1000000.',
      toRange: (value) => Math.log10(value),
      fromRange: baseFromSlider,
    },
  ];
  const layoutSelect = part<HTMLSelectElement>(form, '#layout-select');
  const scaleRadios = [...form.querySelectorAll<HTMLInputElement>('input[name="scale"]')];
  const checkedScale = (): Params['scale'] =>
    scaleRadios.find((radio) => radio.checked)?.value === 'sqrt' ? 'sqrt' : 'none';

  const params: Params = {
    length: 0,
    dModel: 0,
    base: 0,
    layout: layoutSelect.value as Layout,
    scale: checkedScale(),
  };

  const showError = (control: NumericControl, invalid: boolean): void => {
    control.number.setAttribute('aria-invalid', String(invalid));
    control.error.textContent = invalid ? control.message : '';
  };

  /** Moves the slider (and its spoken value) to match a value, without touching the number box. */
  const syncRange = (control: NumericControl, value: number): void => {
    control.range.value = String(control.toRange(value));
    control.range.setAttribute('aria-valuetext', String(value));
  };

  for (const control of numeric) {
    const initial = control.parse(control.number.value) ?? control.fromRange(control.range.valueAsNumber);
    params[control.key] = initial;
    syncRange(control, initial);

    control.range.addEventListener('input', () => {
      const value = control.fromRange(control.range.valueAsNumber);
      control.number.value = String(value);
      control.range.setAttribute('aria-valuetext', String(value));
      showError(control, false);
      params[control.key] = value;
      onChange(params);
    });
    control.number.addEventListener('input', () => {
      const value = control.parse(control.number.value);
      showError(control, value === null);
      if (value === null || value === params[control.key]) return;
      syncRange(control, value);
      params[control.key] = value;
      onChange(params);
    });
    // Leaving a box with an unusable entry puts the value in use back.
    control.number.addEventListener('change', () => {
      if (control.parse(control.number.value) !== null) return;
      control.number.value = String(params[control.key]);
      showError(control, false);
    });
  }

  layoutSelect.addEventListener('change', () => {
    params.layout = layoutSelect.value as Layout;
    onChange(params);
  });
  for (const radio of scaleRadios) {
    radio.addEventListener('change', () => {
      params.scale = checkedScale();
      onChange(params);
    });
  }

  const set = (values: Params): void => {
    for (const control of numeric) {
      const value = values[control.key];
      if (control.number.value !== String(value)) control.number.value = String(value);
      showError(control, false);
      syncRange(control, value);
      params[control.key] = value;
    }
    layoutSelect.value = values.layout;
    params.layout = values.layout;
    for (const radio of scaleRadios) radio.checked = radio.value === values.scale;
    params.scale = values.scale;
  };

  for (const button of form.querySelectorAll<HTMLButtonElement>('button[data-length]')) {
    button.addEventListener('click', () => {
      set({
        length: Number(button.dataset.length),
        dModel: Number(button.dataset.dmodel),
        base: Number(button.dataset.base),
        layout: params.layout,
        scale: params.scale,
      });
      onChange(params);
    });
  }

  // Enter in a number box would submit the form and reload the page.
  form.addEventListener('submit', (event) => event.preventDefault());

  return { params, set };
}
