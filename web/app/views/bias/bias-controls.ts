// The view's controls: the sentence, heads, head and ALiBi mode, T5's num_buckets, max_distance and
// direction, and the preset buttons. Each writes the store; a value the setting does not allow is
// refused visibly (aria-invalid and the notice line). show() puts the store's values back in them.
import { part } from '../../dom.js';
import type { AppState, Store } from '../../state/app-state.js';
import { SETTINGS } from '../../state/settings.js';
import { headsPatch, readNumber, t5Patch, type NumberKey } from './bias-model.js';
import { T5_PRESETS } from './presets.js';

export interface BiasControls {
  show(state: Readonly<AppState>): void;
}

export function createBiasControls(panel: HTMLElement, store: Store, notice: HTMLElement): BiasControls {
  const inputs = {
    sentence: part<HTMLSelectElement>(panel, '#bias-sentence'),
    heads: part<HTMLInputElement>(panel, '#bias-heads'),
    head: part<HTMLInputElement>(panel, '#bias-head'),
    mode: part<HTMLSelectElement>(panel, '#bias-mode'),
    buckets: part<HTMLInputElement>(panel, '#t5-buckets'),
    maxDistance: part<HTMLInputElement>(panel, '#t5-max-distance'),
    direction: part<HTMLSelectElement>(panel, '#t5-direction'),
  };

  const bindNumber = (input: HTMLInputElement, key: NumberKey): void => {
    input.addEventListener('change', () => {
      const read = readNumber(key, input.value, input.labels?.[0]?.textContent ?? key, store.state);
      input.setAttribute('aria-invalid', String('refused' in read));
      if ('refused' in read) {
        notice.textContent = read.refused;
        input.value = String(store.state[key]);
        return;
      }
      store.update({ [key]: read.value });
    });
  };
  bindNumber(inputs.heads, 'heads');
  bindNumber(inputs.head, 'head');
  bindNumber(inputs.buckets, 't5Buckets');
  bindNumber(inputs.maxDistance, 't5MaxDistance');
  inputs.sentence.addEventListener('change', () =>
    store.update({ biasSentence: SETTINGS.biasSentence.parse(inputs.sentence.value) }),
  );
  inputs.mode.addEventListener('change', () =>
    store.update({ alibiMode: SETTINGS.alibiMode.parse(inputs.mode.value) }),
  );
  inputs.direction.addEventListener('change', () =>
    store.update({ t5Direction: SETTINGS.t5Direction.parse(inputs.direction.value) }),
  );
  part(panel, '#bias-controls').addEventListener('submit', (event) => event.preventDefault());
  for (const button of panel.querySelectorAll<HTMLButtonElement>('[data-heads]'))
    button.addEventListener('click', () => store.update(headsPatch(store.state, Number(button.dataset.heads))));
  for (const button of panel.querySelectorAll<HTMLButtonElement>('[data-t5]'))
    button.addEventListener('click', () => store.update(t5Patch(T5_PRESETS[Number(button.dataset.t5)]!)));

  return {
    show(state) {
      inputs.sentence.value = state.biasSentence;
      inputs.heads.value = String(state.heads);
      inputs.head.value = String(state.head);
      inputs.head.max = String(state.heads);
      inputs.mode.value = state.alibiMode;
      inputs.buckets.value = String(state.t5Buckets);
      inputs.maxDistance.value = String(state.t5MaxDistance);
      inputs.direction.value = state.t5Direction;
    },
  };
}
