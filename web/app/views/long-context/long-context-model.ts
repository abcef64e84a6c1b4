// The long-context view's numbers, from its settings, with no DOM: the head it draws (a preset's
// or a pasted config's scaling reused), every pair's θ_i unscaled and under each scaling (through
// ropeFrequencies(), scalings.ts), which pairs the chosen scaling changes, the wavelength chart's
// lines and rules, the pair readout's texts and formulas, the table of scalings, and the settings a
// chosen model sets. Node tests import it (tests/js/views/long-context-model.test.ts).
import { ropeFromConfig, type RopeScaling } from 'positional-encoding';
import { formatNumber } from '../../format.js';
import type { AppState } from '../../state/app-state.js';
import type { ChosenModel } from '../../presets/model-picker.js';
import { ropeModel } from '../../presets/rope-models.js';
import type { WavelengthExtras, WavelengthRule, WavelengthSeries } from '../../figures/wavelength-chart.js';
import { ruleTex, wavelengthTex } from './formulas.js';
import {
  SCALING_TYPES,
  TYPE_LABEL,
  TYPE_SLOT,
  allFrequencies,
  targetLength,
  type HeadSetup,
  type ScalingType,
  type TypeFrequencies,
} from './scalings.js';

/** The unscaled rope's colour slot (grey, dashed). */
export const PLAIN_SLOT = 5;
/** A scaled θ_i counts as changed when it differs from the unscaled one by more than this, relatively. */
export const CHANGED = 1e-9;

/** The settings the view's numbers depend on. */
export type LongContextSettings = Pick<
  AppState,
  'ropeModel' | 'headDim' | 'rotaryDim' | 'ropeBase' | 'ropeType' | 'ropeFactor' | 'trainLength'
>;

export const isScalingType = (type: string): type is ScalingType => (SCALING_TYPES as readonly string[]).includes(type);

/** Each preset's scaling once read: a config does not change, and reading it is a long part of a first draw. */
const presetScalings = new Map<string, RopeScaling | undefined>();

/** The scaling a preset's config declares, read by ropeFromConfig() (undefined: none, or no such preset). */
export function presetScaling(key: string): RopeScaling | undefined {
  if (!presetScalings.has(key)) presetScalings.set(key, readPresetScaling(key));
  return presetScalings.get(key);
}

function readPresetScaling(key: string): RopeScaling | undefined {
  const preset = ropeModel(key);
  if (!preset) return undefined;
  try {
    return ropeFromConfig(preset.config, preset.layerType ? { layerType: preset.layerType } : undefined).options
      .scaling;
  } catch {
    return undefined;
  }
}

/** The head the settings describe; `modelScaling` is the chosen model's own scaling, if any. */
export function headSetup(state: LongContextSettings, modelScaling: RopeScaling | undefined): HeadSetup {
  const rotaryDim = state.rotaryDim !== 0 && state.rotaryDim < state.headDim ? state.rotaryDim : state.headDim;
  return {
    headDim: state.headDim,
    rotaryDim,
    base: state.ropeBase,
    factor: state.ropeFactor,
    train: state.trainLength,
    modelScaling,
  };
}

/** One scaling, computed or refused, and how many pairs it changes. */
export interface TypeNumbers extends TypeFrequencies {
  /** Per pair: does this scaling change θ_i? (empty when not available) */
  changed: boolean[];
}

export interface LongContextNumbers {
  setup: HeadSetup;
  /** θ_i of the unscaled rope. */
  plain: Float64Array;
  types: TypeNumbers[];
  /** The chosen type's entry (undefined: no scaling chosen). */
  chosen: TypeNumbers | undefined;
  /** The chosen type's changed pairs (all false when none is chosen or it is not available). */
  changed: boolean[];
}

/** Which pairs `scaled` changes from `plain`, relatively more than CHANGED. */
export function changedPairs(plain: Float64Array, scaled: Float64Array): boolean[] {
  return Array.from(plain, (theta, i) => Math.abs(scaled[i]! - theta) > CHANGED * theta);
}

export function longContextNumbers(setup: HeadSetup, ropeType: string): LongContextNumbers {
  const { plain, types } = allFrequencies(setup);
  const withChanged = types.map((entry): TypeNumbers => ({
    ...entry,
    changed: entry.invFreq ? changedPairs(plain, entry.invFreq) : [],
  }));
  const chosen = withChanged.find((entry) => entry.type === ropeType);
  const changed = chosen?.invFreq ? chosen.changed : Array.from(plain, () => false);
  return { setup, plain, types: withChanged, chosen, changed };
}

/** The status line: why the chosen scaling could not be computed, or nothing. */
export function statusText(numbers: LongContextNumbers): string {
  const chosen = numbers.chosen;
  return chosen?.reason ? `${TYPE_LABEL[chosen.type]}: ${chosen.reason}` : '';
}

/** A row of the table of scalings: the texts of its cells and its tooltip. */
export interface TypeRow {
  type: ScalingType;
  changed: string;
  attention: string;
  available: boolean;
  reason: string;
}

export function typeRows(numbers: LongContextNumbers): TypeRow[] {
  const pairs = numbers.plain.length;
  return numbers.types.map((entry) => ({
    type: entry.type,
    changed: entry.invFreq ? `${entry.changed.filter(Boolean).length} of ${pairs}` : 'not available',
    attention: entry.invFreq ? formatNumber(entry.attentionFactor!, 6) : '–',
    available: entry.invFreq !== undefined,
    reason: entry.reason ?? '',
  }));
}

/** The table's heading: the factor, N and the length every type is computed at. */
export function typesShape(setup: HeadSetup): string {
  return `(s = ${formatNumber(setup.factor)}, N = ${setup.train}, at L = s·N = ${targetLength(setup)})`;
}

/** The chart's lines: the unscaled rope dashed, then each available type, the chosen one last and thick. */
export function wavelengthSeries(numbers: LongContextNumbers, ropeType: string): WavelengthSeries[] {
  const scaled = numbers.types
    .filter((entry) => entry.invFreq)
    .map((entry) => ({
      key: entry.type,
      slot: TYPE_SLOT[entry.type],
      invFreq: entry.invFreq!,
      className: entry.type === ropeType ? 'lc-emphasised' : 'lc-faint',
    }));
  return [
    { key: 'default', slot: PLAIN_SLOT, invFreq: numbers.plain, dashed: true, className: 'lc-faint' },
    ...scaled.filter((s) => s.key !== ropeType),
    ...scaled.filter((s) => s.key === ropeType),
  ];
}

/** The rules at the training length N (label under it) and the target s·N (label over it). */
export function wavelengthRules(setup: HeadSetup): WavelengthRule[] {
  const target = targetLength(setup);
  return [
    {
      key: 'train',
      value: setup.train,
      label: `training length N = ${setup.train}`,
      className: 'lc-mark lc-mark-train',
      labelAt: 'end',
      labelDy: 13,
    },
    {
      key: 'target',
      value: target,
      label: `target s·N = ${target}`,
      className: 'lc-mark lc-mark-target',
      labelAt: 'end',
      labelDy: -5,
    },
  ];
}

/** The pairs the chosen type changes, as indices. */
export function changedIndices(numbers: LongContextNumbers): number[] {
  return numbers.changed.flatMap((changed, i) => (changed ? [i] : []));
}

/** The chart's dots: on the chosen type's line, at the pairs it changes (none when it is not drawn). */
export function changedMarks(numbers: LongContextNumbers): WavelengthExtras['highlight'] {
  const chosen = numbers.chosen;
  if (!chosen?.invFreq) return undefined;
  return {
    seriesKey: chosen.type,
    pairs: changedIndices(numbers),
    slot: TYPE_SLOT[chosen.type],
    className: 'lc-changed',
    radius: 3.2,
  };
}

/** What the readout, the formula and the rule show for pair i. */
export interface PairReadout {
  fields: Record<string, string>;
  wavelengthTex: string;
  /** The chosen scaling's rule with this pair's numbers (null: none chosen or not available). */
  ruleTex: string | null;
}

export function pairReadout(numbers: LongContextNumbers, i: number): PairReadout {
  const { setup, chosen } = numbers;
  const theta = numbers.plain[i]!;
  const wavelength = (2 * Math.PI) / theta;
  const train = setup.train;
  const fields: Record<string, string> = {
    pair: String(i),
    theta: formatNumber(theta, 7),
    wavelength: formatNumber(wavelength, 7),
    turns: formatNumber(train / wavelength, 4),
  };
  const pair = { pair: i, rotaryDim: setup.rotaryDim, base: setup.base, train, theta, wavelength };
  if (!chosen?.invFreq) {
    for (const field of ['scaled-theta', 'scaled-wavelength', 'ratio']) fields[field] = '–';
    fields.verdict = wavelength > train ? 'never a full turn in N' : 'turns within N';
    return { fields, wavelengthTex: wavelengthTex(pair), ruleTex: null };
  }
  const scaled = chosen.invFreq[i]!;
  fields['scaled-theta'] = formatNumber(scaled, 7);
  fields['scaled-wavelength'] = formatNumber((2 * Math.PI) / scaled, 7);
  fields.ratio = formatNumber(theta / scaled, 7);
  fields.verdict = `${numbers.changed[i] ? 'changed' : 'kept'} by ${TYPE_LABEL[chosen.type]}`;
  const rule = chosen.scaling
    ? ruleTex({
        ...pair,
        type: chosen.type,
        scaling: chosen.scaling,
        factor: setup.factor,
        target: targetLength(setup),
        scaledTheta: scaled,
        scaledWavelength: (2 * Math.PI) / scaled,
        attentionFactor: chosen.attentionFactor!,
      })
    : null;
  return { fields, wavelengthTex: wavelengthTex(pair), ruleTex: rule };
}

/**
 * The settings a chosen model sets: its head, base and scaling type; N from
 * original_max_position_embeddings (or the max_position_embeddings of a config without scaling);
 * s from the scaling's factor (or the ratio of its two lengths), each clamped to the allowed range.
 */
export function settingsFromModel(chosen: ChosenModel, state: Readonly<AppState>): Partial<AppState> {
  const { headDim, options } = chosen.rope;
  if (headDim > 512 || headDim % 2 !== 0) {
    throw new RangeError(`head_dim ${headDim}: this view draws even head sizes up to 512.`);
  }
  const scaling = options.scaling;
  const config = (chosen.config.text_config as Record<string, unknown> | undefined) ?? chosen.config;
  const maxLength = typeof config.max_position_embeddings === 'number' ? config.max_position_embeddings : undefined;
  const train =
    scaling?.originalMaxPositionEmbeddings ??
    scaling?.maxPositionEmbeddings ??
    (scaling ? undefined : maxLength) ??
    state.trainLength;
  const factor =
    scaling?.factor ??
    (scaling?.maxPositionEmbeddings && scaling.originalMaxPositionEmbeddings
      ? scaling.maxPositionEmbeddings / scaling.originalMaxPositionEmbeddings
      : state.ropeFactor);
  return {
    ropeModel: chosen.key,
    headDim,
    rotaryDim: options.rotaryDim ?? 0,
    ropeBase: options.base ?? 10000,
    ropeType: scaling && isScalingType(scaling.type) ? scaling.type : state.ropeType,
    ropeFactor: Math.min(128, Math.max(1, factor)),
    trainLength: Math.min(1_048_576, Math.max(16, Math.round(train))),
  };
}

/** The line under the presets: what the chosen model's config says about scaling (label null: none). */
export function modelNote(label: string | null, scaling: RopeScaling | undefined): string {
  if (label === null) return '';
  return scaling
    ? `${label} ships with ${scaling.type} scaling; its own fields are used for that type, Hugging Face’s defaults for the others.`
    : `${label} has no scaling in its config: every type below is what it would do if this model were stretched by s.`;
}

/** The three figures' help lines, for a touch screen or a mouse and keyboard. */
export function helpTexts(touch: boolean): { wave: string; score: string; past: string } {
  return touch
    ? {
        wave: 'Tap or drag along the plot to read a pair.',
        score: 'Tap or drag along the plot to read both scores at one distance.',
        past: 'Tap or drag on a table to read a row.',
      }
    : {
        wave: 'Hover the plot, or focus it and use ←/→ (Home/End), to read a pair.',
        score: 'Hover the plot, or focus it and use ←/→ (Page Up/Down jump), to read both scores at one distance.',
        past: 'Hover a cell, or focus a table and use the arrow keys.',
      };
}
