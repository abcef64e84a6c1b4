// The long-context view: what happens past the training length N. The wavelength 2π/θ_i of every
// pair against N (log scale), unscaled and under each Hugging Face scaling (linear, dynamic, yarn,
// longrope, llama3) overlaid, from ropeFrequencies(); the score (R_m q)·(R_n k) for q = k = ones
// far past N, unscaled and scaled, from attentionScores(); and the sinusoid's table past N
// (sinusoidal()) beside a learned table's, which has no row there. Presets and pasted configs go
// through ropeFromConfig(). The numbers are the model's (long-context-model.ts, score-model.ts,
// past-n-model.ts); the figures draw them; `mount` wires the two to the Store.
import type { RopeScaling } from 'positional-encoding';
import { part } from '../../dom.js';
import type { AppState, Store } from '../../state/app-state.js';
import { ropeModel } from '../../presets/rope-models.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { longContextShape } from './long-context-view.js';
import {
  headSetup,
  helpTexts,
  longContextNumbers,
  modelNote,
  presetScaling,
  settingsFromModel,
  statusText,
  type LongContextNumbers,
} from './long-context-model.js';
import { scoreCurves, type ScoreCurves } from './score-model.js';
import { targetLength } from './scalings.js';
import { TEMPLATE } from './template.js';
import { createControls } from './controls.js';
import { createWaveFigure } from './wave-figure.js';
import { createScoreFigure } from './score-figure.js';
import { createPastFigure } from './past-figure.js';
import { showTypes } from './types-table.js';
import { wireExports } from './export-buttons.js';
import modelPickerCss from '../../presets/model-picker.css?inline';
import longContextCss from './long-context.css?inline';

/** The settings that change the head or its scaling (the wavelengths and the scores follow). */
const HEAD_KEYS = ['headDim', 'rotaryDim', 'ropeBase', 'ropeType', 'ropeFactor', 'trainLength', 'ropeModel'] as const;

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const status = part<HTMLParagraphElement>(panel, '#lc-status');
  const note = part<HTMLParagraphElement>(panel, '#lc-model-note');
  const help = helpTexts(window.matchMedia('(pointer: coarse)').matches);
  part(panel, '#lc-wave-help').textContent = help.wave;
  part(panel, '#lc-score-help').textContent = help.score;
  part(panel, '#lc-past-help').textContent = help.past;
  const wave = createWaveFigure(panel);
  const score = createScoreFigure(panel);
  const past = createPastFigure(panel);

  /** The scaling of a pasted config (a preset's is read from its config each time). */
  let pastedScaling: RopeScaling | undefined;
  let numbers: LongContextNumbers | null = null;
  let curves: ScoreCurves | null = null;
  let dirty = { wave: true, scores: true, past: true };
  let lastWidth = 0;
  const scalingOf = (state: Readonly<AppState>): RopeScaling | undefined =>
    state.ropeModel === 'custom' ? pastedScaling : presetScaling(state.ropeModel);

  const controls = createControls(panel, store, (chosen) => {
    const settings = settingsFromModel(chosen, store.state);
    if (chosen.key === 'custom') pastedScaling = chosen.rope.options.scaling;
    store.update(settings);
    note.textContent = modelNote(chosen.label, chosen.rope.options.scaling);
  });
  wireExports(panel, store, { waveSvg: wave.svg, scoreSvg: score.svg, numbers: () => numbers, curves: () => curves });

  function draw(): void {
    if (panel.hidden) return;
    const state = store.state;
    try {
      if (dirty.wave) {
        numbers = longContextNumbers(headSetup(state, scalingOf(state)), state.ropeType);
        showTypes(panel, numbers, state.ropeType);
      }
      if (dirty.scores || dirty.wave) score.setCurves((curves = scoreCurves(numbers!, state.longSpan)));
      if (dirty.past) past.setTables(state.longTableN);
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error);
      return;
    }
    status.textContent = statusText(numbers!);
    // Every width is read before anything is written: read between the writes, each forced a
    // layout of the whole panel (issue 12: blocking time).
    const width = part<HTMLElement>(panel, '#lc-wave').clientWidth;
    const scoreWidth = part<HTMLElement>(panel, '#lc-score').clientWidth || width;
    const pastWidth = part<HTMLElement>(panel, '#lc-past').clientWidth || width;
    lastWidth = width;
    part(panel, '#lc-shape').textContent = longContextShape(state);
    wave.draw(width, numbers!, state.ropeType);
    score.draw(scoreWidth, { train: numbers!.setup.train, target: targetLength(numbers!.setup) });
    past.draw(pastWidth);
    dirty = { wave: false, scores: false, past: false };
    panel.dataset.ready = 'true';
  }

  const scheduler = context.lifetime.frameScheduler(draw);
  const waveBox = part<HTMLElement>(panel, '#lc-wave');
  context.lifetime.observeResize(waveBox, () => {
    if (waveBox.clientWidth !== lastWidth) scheduler.schedule();
  });
  const preset = ropeModel(store.state.ropeModel);
  if (preset) note.textContent = modelNote(preset.label, scalingOf(store.state));
  controls.reflect(store.state);
  scheduler.schedule();

  return {
    update(state, changed) {
      controls.reflect(state);
      if (HEAD_KEYS.some((key) => changed.has(key))) dirty = { ...dirty, wave: true, scores: true };
      if (changed.has('longSpan')) dirty = { ...dirty, scores: true };
      if (changed.has('longTableN')) dirty = { ...dirty, past: true };
      if (changed.has('ropeModel') && state.ropeModel === 'custom' && !pastedScaling) note.textContent = '';
      scheduler.schedule();
    },
    shown: () => scheduler.schedule(),
  };
}

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const longContextPanel: ViewPanel = { template: TEMPLATE, styles: [modelPickerCss, longContextCss], mount };
