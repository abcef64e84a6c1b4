// The fields of the shared parameter form, one per setting it edits, in form order. A view names
// the ones it uses (ViewDefinition.formFields); the form shows those and hides the rest. A setting
// that several views share gets its field here; a setting only one view has is better edited by
// that view's own controls.
import { LIMITS } from './limits.js';
import { BEYOND_LIMITS, type SettingKey } from './settings.js';

/** A number: a range slider paired with an exact number box (and the error line under it). */
export interface NumberField {
  kind: 'number';
  key: SettingKey;
  /** The name in the folded form's one-line summary: `L = 100`. */
  short: string;
  /** Prefix of the ids: `${id}-range`, `${id}-number`, `${id}-error`. */
  id: string;
  label: string;
  hint: string;
  sliderLabel: string;
  min: number;
  max: number;
  step: number | 'any';
  /** The slider's scale, when it is not the value itself (a log slider). */
  slider?: {
    min: number;
    max: number;
    step: number;
    toSlider(value: number): number;
    fromSlider(position: number): number;
  };
}

export interface ChoiceField {
  kind: 'select' | 'radio';
  key: SettingKey;
  short: string;
  id: string;
  label: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}

export type FormField = NumberField | ChoiceField;

export const FORM_FIELDS = [
  {
    kind: 'number',
    key: 'dModel',
    short: 'd_model',
    id: 'dmodel',
    label: 'd<sub>model</sub>',
    hint: 'dimensions',
    sliderLabel: 'd_model slider',
    min: LIMITS.dModel.min,
    max: LIMITS.dModel.max,
    step: 1,
  },
  {
    kind: 'number',
    key: 'length',
    short: 'L',
    id: 'length',
    label: 'Length L',
    hint: 'positions',
    sliderLabel: 'Length slider',
    min: LIMITS.length.min,
    max: LIMITS.length.max,
    step: 1,
  },
  {
    kind: 'number',
    key: 'base',
    short: 'n',
    id: 'base',
    label: 'Base n',
    hint: 'log scale',
    sliderLabel: 'Base n slider, logarithmic',
    min: LIMITS.base.min,
    max: LIMITS.base.max,
    step: 'any',
    // A slider position on the log scale becomes a round base: 3 significant digits.
    slider: {
      min: Math.log10(LIMITS.base.sliderMin),
      max: Math.log10(LIMITS.base.max),
      step: 0.001,
      toSlider: (value) => Math.log10(value),
      fromSlider: (position) => Number((10 ** position).toPrecision(3)),
    },
  },
  {
    kind: 'select',
    key: 'layout',
    short: 'layout',
    id: 'layout',
    label: 'Layout',
    options: [
      { value: 'interleaved', label: 'interleaved: sin, cos, sin, cos…' },
      { value: 'split', label: 'split: all sines, then cosines' },
    ],
  },
  {
    kind: 'radio',
    key: 'scale',
    short: 'scale',
    id: 'scale',
    label: 'Scale embeddings x',
    hint: 'formula (15.2)',
    options: [
      { value: 'none', label: 'none' },
      { value: 'sqrt', label: '√d<sub>model</sub>' },
    ],
  },
  // The views beyond the sinusoid (RoPE, long context, ALiBi and T5, attention).
  {
    kind: 'number',
    key: 'headDim',
    short: 'head_dim',
    id: 'headdim',
    label: 'head_dim',
    hint: 'rotated dimensions, even',
    sliderLabel: 'head_dim slider',
    min: BEYOND_LIMITS.headDim.min,
    max: BEYOND_LIMITS.headDim.max,
    step: 2,
  },
  {
    kind: 'select',
    key: 'ropeLayout',
    short: 'rotation',
    id: 'rope-layout',
    label: 'Rotation pairs',
    options: [
      { value: 'half', label: 'half: k with k + d/2 (Hugging Face)' },
      { value: 'pairs', label: 'pairs: 2i with 2i + 1 (GPT-J, RoFormer)' },
    ],
  },
  {
    kind: 'select',
    key: 'ropeType',
    short: 'rope_type',
    id: 'rope-type',
    label: 'Long-context scaling',
    hint: 'rope_type',
    options: [
      { value: 'default', label: 'none (default)' },
      { value: 'linear', label: 'linear (position interpolation)' },
      { value: 'dynamic', label: 'dynamic NTK' },
      { value: 'yarn', label: 'YaRN' },
      { value: 'longrope', label: 'LongRoPE' },
      { value: 'llama3', label: 'Llama 3' },
    ],
  },
  {
    kind: 'number',
    key: 'ropeFactor',
    short: 'factor',
    id: 'rope-factor',
    label: 'Scaling factor',
    hint: 'context × factor',
    sliderLabel: 'Scaling factor slider',
    min: BEYOND_LIMITS.ropeFactor.min,
    max: BEYOND_LIMITS.ropeFactor.max,
    step: 'any',
  },
  {
    kind: 'number',
    key: 'heads',
    short: 'heads',
    id: 'heads',
    label: 'Heads',
    hint: 'attention heads',
    sliderLabel: 'Heads slider',
    min: BEYOND_LIMITS.heads.min,
    max: BEYOND_LIMITS.heads.max,
    step: 1,
  },
] as const satisfies readonly FormField[];

export type FormFieldKey = (typeof FORM_FIELDS)[number]['key'];

/** The presets set these together; they show where a view uses all of them. */
export const PRESET_KEYS = ['length', 'dModel', 'base'] as const satisfies readonly FormFieldKey[];

export const PRESETS = [
  { length: 6, dModel: 4, base: 100, label: 'L=6, d=4, n=100' },
  { length: 10, dModel: 4, base: 100, label: 'L=10, d=4, n=100' },
  { length: 10, dModel: 4, base: 10000, label: 'L=10, d=4, n=10000' },
  { length: 1000, dModel: 512, base: 10000, label: 'L=1000, d=512, n=10000' },
  { length: 6, dModel: 512, base: 10000, label: 'tutorial: L=6, d=512' },
] as const;

function fieldMarkup(field: FormField): string {
  const hint = 'hint' in field && field.hint ? ` <span class="hint">${field.hint}</span>` : '';
  const data = `data-setting="${field.key}"`;
  if (field.kind === 'number') {
    const slider = field.slider ?? { min: field.min, max: field.max, step: field.step };
    const decimal = field.step === 'any';
    return `
      <div class="field" data-param="${field.key}" ${data}>
        <label for="${field.id}-number">${field.label}${hint}</label>
        <div class="pair">
          <input id="${field.id}-range" type="range" min="${slider.min}" max="${slider.max}" step="${slider.step}"
            aria-label="${field.sliderLabel}" />
          <input id="${field.id}-number" type="number" min="${field.min}" max="${field.max}" step="${field.step}"
            inputmode="${decimal ? 'decimal' : 'numeric'}" aria-describedby="${field.id}-error" />
        </div>
        <p class="error" id="${field.id}-error" aria-live="polite"></p>
      </div>`;
  }
  if (field.kind === 'select') {
    return `
      <div class="field" ${data}>
        <label for="${field.id}-select">${field.label}${hint}</label>
        <select id="${field.id}-select">
          ${field.options.map((option) => `<option value="${option.value}">${option.label}</option>`).join('')}
        </select>
      </div>`;
  }
  return `
      <fieldset class="field ${field.id}-field" ${data}>
        <legend>${field.label}${hint}</legend>
        <div class="segmented">
          ${field.options
            .map(
              (option) =>
                `<input type="radio" id="${field.id}-${option.value}" name="${field.id}" value="${option.value}" />` +
                `<label for="${field.id}-${option.value}">${option.label}</label>`,
            )
            .join('')}
        </div>
      </fieldset>`;
}

/** The form's inner markup: the presets, then every field. */
export function formMarkup(): string {
  const presets = PRESETS.map(
    (preset) =>
      `<button type="button" data-length="${preset.length}" data-dmodel="${preset.dModel}" data-base="${preset.base}">${preset.label}</button>`,
  ).join('');
  return `
      <fieldset class="presets">
        <legend>Presets</legend>
        <div class="preset-buttons pill-buttons">${presets}</div>
      </fieldset>
      ${FORM_FIELDS.map(fieldMarkup).join('')}`;
}
