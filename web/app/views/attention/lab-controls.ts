// The lab's four controls: they show the store's settings and write the reader's choice back.
import { part } from '../../dom.js';
import type { AppState, Store } from '../../state/app-state.js';
import { SETTINGS } from '../../state/settings.js';

export function createLabControls(panel: HTMLElement, store: Store): { show(state: Readonly<AppState>): void } {
  const input = part<HTMLSelectElement>(panel, '#lab-input');
  const base = part<HTMLSelectElement>(panel, '#lab-base');
  const show = part<HTMLSelectElement>(panel, '#lab-show');
  const swap = part<HTMLInputElement>(panel, '#lab-swap');
  input.addEventListener('change', () => store.update({ labInput: SETTINGS.labInput.parse(input.value) }));
  base.addEventListener('change', () => store.update({ exampleBase: SETTINGS.exampleBase.parse(base.value) }));
  show.addEventListener('change', () => store.update({ labShow: SETTINGS.labShow.parse(show.value) }));
  swap.addEventListener('change', () => store.update({ labSwap: swap.checked ? 'on' : 'off' }));
  part(panel, '#lab-controls').addEventListener('submit', (event) => event.preventDefault());
  return {
    show(state) {
      input.value = state.labInput;
      base.value = String(state.exampleBase);
      show.value = state.labShow;
      swap.checked = state.labSwap === 'on';
    },
  };
}
