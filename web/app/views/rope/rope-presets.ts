// A model preset or a pasted config.json, as the model picker hands it over (ropeFromConfig() read
// it): the settings it sets, the note under the picker, and the note a link to a preset shows.
import { formatNumber } from '../../format.js';
import type { ChosenModel } from '../../presets/model-picker.js';
import type { RopeModel } from '../../presets/rope-models.js';
import type { AppState } from '../../state/app-state.js';
import { MAX_HEAD_DIM, ropeOptions } from './rope-model.js';

/** The settings a chosen model sets; a head this view cannot draw is refused in words. */
export function presetPatch(chosen: ChosenModel): Partial<AppState> {
  const { headDim, options } = chosen.rope;
  if (headDim > MAX_HEAD_DIM || headDim % 2 !== 0) {
    throw new RangeError(`head_dim ${headDim}: this view draws even head sizes up to ${MAX_HEAD_DIM}.`);
  }
  return {
    ropeModel: chosen.key,
    headDim,
    rotaryDim: options.rotaryDim ?? 0,
    ropeBase: options.base ?? 10000,
    ropeLayout: options.layout ?? 'half',
  };
}

/** The note under the picker: the model's head, θ and layout, and its long-input scaling if any. */
export function modelNote(chosen: ChosenModel | null): string {
  if (!chosen) return '';
  const { headDim, options } = chosen.rope;
  const parts = [
    `${chosen.label}: head_dim ${headDim}`,
    options.rotaryDim !== undefined ? `of which the first ${options.rotaryDim} turn` : null,
    `θ = ${formatNumber(options.base ?? 10000)}`,
    `layout ${options.layout ?? 'half'}`,
  ].filter(Boolean);
  const scaling = options.scaling
    ? ` It also rescales θ for long inputs (${options.scaling.type}): see the Long context view.`
    : '';
  return `${parts.join(', ')}.${scaling}`;
}

/** A link that names a preset shows its note from the settings the link carries. */
export function linkedModel(preset: RopeModel, state: Readonly<AppState>): ChosenModel {
  return {
    key: preset.key,
    label: preset.label,
    config: preset.config,
    rope: { headDim: state.headDim, options: { ...ropeOptions(state) } },
  };
}
