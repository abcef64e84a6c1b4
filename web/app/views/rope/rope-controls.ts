// The RoPE view's controls: position m (slider, number box, play), the head (model picker, head_dim,
// θ, layout) and the score curve's q and k, span and shift. Each writes the store; reflect() shows
// the store's values back in them.
import { focusedElement, part } from '../../dom.js';
import type { Lifetime } from '../../lifetime.js';
import { createModelPicker } from '../../presets/model-picker.js';
import { ropeModel } from '../../presets/rope-models.js';
import type { AppState, Store } from '../../state/app-state.js';
import { SETTINGS } from '../../state/settings.js';
import { clampPosition, SHIFT_SLIDER_MAX, SLIDER_MAX } from './rope-model.js';
import { linkedModel, modelNote, presetPatch } from './rope-presets.js';

export interface RopeControls {
  /** Shows the store's values; a change to 'custom' (head_dim or θ typed) clears the model's note. */
  reflect(state: Readonly<AppState>, changed?: ReadonlySet<keyof AppState>): void;
  /** Moves m by `by` positions, within 0 … 10⁶. */
  movePosition(by: number): void;
}

/** A number box that writes `apply(value)` when `parse` accepts its text, and says what is allowed when not. */
function numberField(
  input: HTMLInputElement,
  error: HTMLElement,
  setting: { parse(text: string): number | undefined; allowed: string },
  apply: (value: number) => void,
): void {
  input.addEventListener('input', () => {
    const value = setting.parse(input.value);
    input.setAttribute('aria-invalid', String(value === undefined));
    error.textContent = value === undefined ? `Use ${setting.allowed}.` : '';
    if (value !== undefined) apply(value);
  });
}

/** Play: m goes up by one every 120 ms until paused or the view ends. */
function wirePlay(play: HTMLButtonElement, lifetime: Lifetime, step: () => void): void {
  let playing = 0;
  let lastStep = 0;
  const stop = (): void => {
    cancelAnimationFrame(playing);
    playing = 0;
    play.textContent = 'Play';
    play.setAttribute('aria-pressed', 'false');
  };
  const frame = (time: number): void => {
    if (time - lastStep >= 120) {
      lastStep = time;
      step();
    }
    playing = requestAnimationFrame(frame);
  };
  play.addEventListener('click', () => {
    if (playing) {
      stop();
      return;
    }
    play.textContent = 'Pause';
    play.setAttribute('aria-pressed', 'true');
    playing = requestAnimationFrame(frame);
  });
  lifetime.onEnd(stop);
}

export function createRopeControls(panel: HTMLElement, store: Store, lifetime: Lifetime): RopeControls {
  const mRange = part<HTMLInputElement>(panel, '#rope-m-range');
  const mNumber = part<HTMLInputElement>(panel, '#rope-m-number');
  const headDimInput = part<HTMLInputElement>(panel, '#rope-headdim');
  const baseInput = part<HTMLInputElement>(panel, '#rope-base');
  const shiftRange = part<HTMLInputElement>(panel, '#rope-shift-range');
  const shiftNumber = part<HTMLInputElement>(panel, '#rope-shift-number');
  const spanSelect = part<HTMLSelectElement>(panel, '#rope-span');
  const modelNoteBox = part<HTMLParagraphElement>(panel, '#rope-model-note');
  const radios = (name: string) => panel.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`);

  const setPosition = (value: number): void => store.update({ ropePos: clampPosition(value) });
  const movePosition = (by: number): void => setPosition(store.state.ropePos + by);

  const picker = createModelPicker(panel, 'rope', (chosen) => {
    store.update(presetPatch(chosen));
    modelNoteBox.textContent = modelNote(chosen);
  });
  const preset = ropeModel(store.state.ropeModel);
  if (preset) modelNoteBox.textContent = modelNote(linkedModel(preset, store.state));

  mRange.addEventListener('input', () => setPosition(Number(mRange.value)));
  mNumber.addEventListener('input', () => {
    const value = SETTINGS.ropePos.parse(mNumber.value);
    mNumber.setAttribute('aria-invalid', String(value === undefined));
    if (value !== undefined) store.update({ ropePos: value });
  });
  wirePlay(part(panel, '#rope-play'), lifetime, () => movePosition(1));
  numberField(headDimInput, part(panel, '#rope-headdim-error'), SETTINGS.headDim, (headDim) =>
    store.update({ headDim, rotaryDim: 0, ropeModel: 'custom' }),
  );
  numberField(baseInput, part(panel, '#rope-base-error'), SETTINGS.ropeBase, (ropeBase) =>
    store.update({ ropeBase, ropeModel: 'custom' }),
  );
  for (const radio of radios('rope-layout'))
    radio.addEventListener('change', () => store.update({ ropeLayout: SETTINGS.ropeLayout.parse(radio.value) }));
  for (const radio of radios('rope-qk'))
    radio.addEventListener('change', () => store.update({ ropeVectors: SETTINGS.ropeVectors.parse(radio.value) }));
  spanSelect.addEventListener('change', () => store.update({ ropeSpan: SETTINGS.ropeSpan.parse(spanSelect.value) }));
  shiftRange.addEventListener('input', () => store.update({ ropeShift: Number(shiftRange.value) }));
  shiftNumber.addEventListener('input', () => {
    const value = SETTINGS.ropeShift.parse(shiftNumber.value);
    shiftNumber.setAttribute('aria-invalid', String(value === undefined));
    if (value !== undefined) store.update({ ropeShift: value });
  });

  return {
    movePosition,
    reflect(state, changed) {
      if (focusedElement(panel) !== mNumber) mNumber.value = String(state.ropePos);
      mRange.value = String(Math.min(SLIDER_MAX, state.ropePos));
      headDimInput.value = String(state.headDim);
      baseInput.value = String(state.ropeBase);
      shiftNumber.value = String(state.ropeShift);
      shiftRange.value = String(Math.min(SHIFT_SLIDER_MAX, state.ropeShift));
      spanSelect.value = String(state.ropeSpan);
      for (const radio of radios('rope-layout')) radio.checked = radio.value === state.ropeLayout;
      for (const radio of radios('rope-qk')) radio.checked = radio.value === state.ropeVectors;
      picker.mark(state.ropeModel);
      if (changed?.has('ropeModel') && state.ropeModel === 'custom') modelNoteBox.textContent = '';
    },
  };
}
