// The shared parameter form, built from state/form-fields.ts: each number is a range slider paired
// with an exact number box, each choice a select or radio group, plus the preset buttons. It
// reports each valid change as a patch of settings, and shows only the fields the open view uses.
// Where the form would stand above the figure (the explorer narrower than its two-column layout)
// it folds behind a "Parameters" button that shows the values in use, so the figure comes first.
import type { AppState } from '../state/app-state.js';
import { settingOf, type SettingValues } from '../state/settings.js';
import { part } from '../dom.js';
import type { ViewDefinition } from '../views/view.js';
import { FORM_FIELDS, PRESET_KEYS, type FormFieldKey, type NumberField } from '../state/form-fields.js';
import { showScaleFieldFor } from './scale-field.js';

export type SettingsPatch = Partial<SettingValues>;

export interface Controls {
  /** Shows settings that changed elsewhere (a link, a preset, another view) without reporting them. */
  set(state: Readonly<AppState>): void;
  /** Shows the fields `view` uses; none, or `shown` false (controls="false"), hides the whole form. */
  showFor(view: ViewDefinition | undefined, shown: boolean): void;
}

interface FieldControl {
  key: FormFieldKey;
  short: string;
  element: HTMLElement;
  set(state: Readonly<AppState>): void;
}

function numberControl(
  form: HTMLFormElement,
  field: NumberField,
  onChange: (patch: SettingsPatch) => void,
): FieldControl {
  const setting = settingOf(field.key as 'dModel');
  const range = part<HTMLInputElement>(form, `#${field.id}-range`);
  const number = part<HTMLInputElement>(form, `#${field.id}-number`);
  const error = part<HTMLElement>(form, `#${field.id}-error`);
  const toSlider = field.slider?.toSlider ?? ((value: number) => value);
  const fromSlider = field.slider?.fromSlider ?? ((position: number) => position);
  const message = `Enter ${setting.allowed}.`;
  let current = setting.initial;

  const showError = (invalid: boolean): void => {
    number.setAttribute('aria-invalid', String(invalid));
    error.textContent = invalid ? message : '';
  };
  /** Moves the slider (and its spoken value) to match a value, without touching the number box. */
  const syncRange = (value: number): void => {
    range.value = String(toSlider(value));
    range.setAttribute('aria-valuetext', String(value));
  };

  range.addEventListener('input', () => {
    current = fromSlider(range.valueAsNumber);
    number.value = String(current);
    range.setAttribute('aria-valuetext', String(current));
    showError(false);
    onChange({ [field.key]: current });
  });
  number.addEventListener('input', () => {
    const value = setting.parse(number.value);
    showError(value === undefined);
    if (value === undefined || value === current) return;
    syncRange(value);
    current = value;
    onChange({ [field.key]: value });
  });
  // Leaving a box with an unusable entry puts the value in use back.
  number.addEventListener('change', () => {
    if (setting.parse(number.value) !== undefined) return;
    number.value = String(current);
    showError(false);
  });

  return {
    key: field.key as FormFieldKey,
    short: field.short,
    element: number.closest<HTMLElement>('.field')!,
    set(state) {
      const value = state[field.key] as number;
      if (number.value !== String(value)) number.value = String(value);
      showError(false);
      syncRange(value);
      current = value;
    },
  };
}

export function createControls(
  form: HTMLFormElement,
  toggle: HTMLButtonElement,
  onChange: (patch: SettingsPatch) => void,
): Controls {
  const fields: FieldControl[] = FORM_FIELDS.map((field): FieldControl => {
    if (field.kind === 'number') return numberControl(form, field, onChange);
    const element = part<HTMLElement>(form, `[data-setting="${field.key}"]`);
    const setting = settingOf(field.key);
    if (field.kind === 'select') {
      const select = part<HTMLSelectElement>(element, 'select');
      select.addEventListener('change', () => onChange({ [field.key]: setting.parse(select.value) } as SettingsPatch));
      return {
        key: field.key,
        short: field.short,
        element,
        set: (state) => (select.value = setting.format(state[field.key])),
      };
    }
    const radios = [...element.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    for (const radio of radios) {
      radio.addEventListener('change', () => onChange({ [field.key]: setting.parse(radio.value) } as SettingsPatch));
    }
    return {
      key: field.key,
      short: field.short,
      element,
      set(state) {
        for (const radio of radios) radio.checked = radio.value === setting.format(state[field.key]);
      },
    };
  });
  const presets = part<HTMLElement>(form, '.presets');
  const toggleValues = part<HTMLElement>(toggle, '.controls-toggle-values');
  toggle.addEventListener('click', () =>
    toggle.setAttribute('aria-expanded', String(toggle.getAttribute('aria-expanded') !== 'true')),
  );
  let shownState: Readonly<AppState> | undefined;
  /** The folded form's summary: the values in use, d_model = 128 · L = 100 · … */
  const summarise = (): void => {
    if (!shownState) return;
    const state = shownState;
    toggleValues.textContent = fields
      .filter((field) => !field.element.hidden && !(field.element as HTMLFieldSetElement).disabled)
      .map((field) => `${field.short} = ${settingOf(field.key).format(state[field.key])}`)
      .join(' · ');
  };

  for (const button of form.querySelectorAll<HTMLButtonElement>('button[data-length]')) {
    button.addEventListener('click', () =>
      onChange({
        length: Number(button.dataset.length),
        dModel: Number(button.dataset.dmodel),
        base: Number(button.dataset.base),
      }),
    );
  }

  // Enter in a number box would submit the form and reload the page.
  form.addEventListener('submit', (event) => event.preventDefault());

  return {
    set(state) {
      for (const field of fields) field.set(state);
      shownState = state;
      summarise();
    },
    showFor(view, shown) {
      const used = new Set<string>(view?.formFields ?? []);
      for (const field of fields) {
        field.element.hidden = !used.has(field.key) && !(field.key === 'scale' && view?.scaleIdleReason);
      }
      presets.hidden = !PRESET_KEYS.every((key) => used.has(key));
      form.hidden = !shown || fields.every((field) => field.element.hidden);
      toggle.hidden = form.hidden;
      if (view) showScaleFieldFor(form, view);
      summarise();
    },
  };
}
