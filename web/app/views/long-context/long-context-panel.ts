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
import { scoreCurves, scoreCurveSteps, type ScoreCurves } from './score-model.js';
import { targetLength } from './scalings.js';
import { TEMPLATE } from './template.js';
import { createControls } from './controls.js';
import { createWaveFigure } from './wave-figure.js';
import { createScoreFigure } from './score-figure.js';
import { createPastFigure } from './past-figure.js';
import { showTypes } from './types-table.js';
import { wireExports } from './export-buttons.js';
import { coreRefusals, partsUnderWaves } from './first-draw.js';
import { createDrawSteps, inSlices, type DrawStep, type StepAnswer } from '../../figures/draw-steps.js';
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
  const waveBox = part<HTMLElement>(panel, '#lc-wave');
  const scoreBox = part<HTMLElement>(panel, '#lc-score');
  const below = partsUnderWaves(panel);
  below.hideAll(); // nothing below the wavelengths is laid out before they are drawn

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

  /** The figure's width changed during the first draw's steps: it is drawn again after them. */
  let resizedWhileStepping = false;

  const { compute } = coreRefusals(below, status);

  const scoreMarks = (): { train: number; target: number } => ({
    train: numbers!.setup.train,
    target: targetLength(numbers!.setup),
  });

  /** The wavelengths' numbers (the core's) and the table of scalings they fill. */
  function computeNumbers(state: Readonly<AppState>): void {
    numbers = longContextNumbers(headSetup(state, scalingOf(state)), state.ropeType);
    showTypes(panel, numbers, state.ropeType);
  }

  function draw(): void {
    if (panel.hidden) return;
    if (panel.dataset.ready !== 'true') return firstDraw();
    const state = store.state;
    const computed = compute(() => {
      if (dirty.wave) computeNumbers(state);
      if (dirty.scores || dirty.wave) score.setCurves((curves = scoreCurves(numbers!, state.longSpan)));
      if (dirty.past) past.setTables(state.longTableN);
    });
    if (!computed) return;
    status.textContent = statusText(numbers!);
    // Every width is read before anything is written: read between the writes, each forced a
    // layout of the whole panel (issue 12: blocking time).
    const width = waveBox.clientWidth;
    const scoreWidth = scoreBox.clientWidth || width;
    const pastWidth = part<HTMLElement>(panel, '#lc-past').clientWidth || width;
    lastWidth = width;
    part(panel, '#lc-shape').textContent = longContextShape(state);
    wave.draw(width, numbers!, state.ropeType);
    score.draw(scoreWidth, scoreMarks());
    past.draw(pastWidth);
    dirty = { wave: false, scores: false, past: false };
  }

  /**
   * The first draw in steps (first-draw.ts, figures/draw-steps.ts), a frame between them: the
   * wavelengths, the first screen's figure; the controls and the table of scalings shown; the
   * score computed in slices, its box reserved and shown, then drawn; the tables past N sized and
   * shown, then drawn one at a time; the rest shown. A draw begun meanwhile takes over; a panel
   * hidden meanwhile (another tab) stops it, and it begins again when shown.
   */
  const steps = createDrawSteps(panel, context.lifetime, { afterFrames: true });
  function firstDraw(): void {
    const state = store.state;
    let width = 0;
    const scoreSlices = inSlices(
      () => scoreCurveSteps(numbers!, state.longSpan),
      (value) => (curves = value),
    );
    const firstSteps: DrawStep[] = [
      () => {
        below.hideAll();
        if (!compute(() => computeNumbers(state))) return false;
        status.textContent = statusText(numbers!);
        lastWidth = waveBox.clientWidth;
        part(panel, '#lc-shape').textContent = longContextShape(state);
        wave.draw(lastWidth, numbers!, state.ropeType);
      },
      () => below.show('types'),
      () => {
        let answer: StepAnswer = false;
        return compute(() => (answer = scoreSlices())) && answer;
      },
      () => {
        score.setCurves(curves!);
        score.reserve(lastWidth);
        below.show('score');
      },
      () => {
        width = scoreBox.clientWidth || lastWidth;
        score.draw(width, scoreMarks());
      },
      () => {
        if (!compute(() => past.setTables(store.state.longTableN))) return false;
        past.size(width);
        below.show('past');
      },
      () => past.drawTable('sinusoid'),
      () => past.drawTable('learned'),
      () => {
        below.showAll();
        dirty = { wave: false, scores: false, past: false };
        if (resizedWhileStepping) scheduler.schedule();
      },
    ];
    steps.run(firstSteps.map((step) => () => (panel.hidden ? false : step())));
  }

  const scheduler = context.lifetime.frameScheduler(draw);
  context.lifetime.observeResize(waveBox, () => {
    const resized = waveBox.clientWidth !== lastWidth;
    // A width that changes during the first draw's steps waits for their end: a step that began
    // the first draw again would hide the parts whose scroll bar took the width, and so on.
    if (below.anyStillOut()) resizedWhileStepping = resized;
    else if (resized) scheduler.schedule();
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
