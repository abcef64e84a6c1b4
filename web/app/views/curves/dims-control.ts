// The curves view's choice of dimensions: a text box taking "4, 5, 6, 7" or ranges like "4-7",
// checked against the current d_model, and preset buttons. Valid entries go to the Store as
// `dims` (and from there to the URL hash); an invalid entry shows why and changes nothing.
import type { AppState, Store } from '../../state/app-state.js';
import { columnRole } from '../../figures/cell-info.js';
import { focusedElement } from '../../dom.js';

export const MAX_DIMS = 8;

export type ParsedDims = { dims: number[] } | { error: string };

/** "4, 5, 6, 7", "4-7", "0 2 10–12": up to MAX_DIMS distinct columns 0 … dModel−1, in the given order. */
export function parseDims(text: string, dModel: number): ParsedDims {
  const tokens = text.split(/[\s,;]+/).filter((token) => token !== '');
  const allowed = `whole numbers from 0 to ${dModel - 1}`;
  if (tokens.length === 0) return { error: `Enter 1 to ${MAX_DIMS} dimensions, ${allowed}.` };
  const dims: number[] = [];
  for (const token of tokens) {
    const range = /^(\d+)\s*[-–]\s*(\d+)$/.exec(token);
    const [from, to] = range ? [Number(range[1]), Number(range[2])] : [Number(token), Number(token)];
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < 0 || !/^[\d\s–-]+$/.test(token)) {
      return { error: `"${token}" is not a dimension: use ${allowed}.` };
    }
    const step = from <= to ? 1 : -1;
    for (let j = from; j !== to + step; j += step) {
      if (j >= dModel) return { error: `d_model is ${dModel}: dimensions go from 0 to ${dModel - 1}.` };
      if (!dims.includes(j)) dims.push(j);
      if (dims.length > MAX_DIMS) return { error: `At most ${MAX_DIMS} dimensions at once.` };
    }
  }
  return { dims };
}

export function formatDims(dims: readonly number[]): string {
  return dims.join(', ');
}

interface Preset {
  label: string;
  patch(state: Readonly<AppState>): Partial<AppState>;
}

/** The sine columns of pairs spread evenly over the table, so wavelengths span the whole range. */
function spreadSines(state: Readonly<AppState>): number[] {
  const pairs = Math.ceil(state.dModel / 2);
  const wanted = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(f * (pairs - 1)));
  const dims: number[] = [];
  for (let j = 0; j < state.dModel; j++) {
    const role = columnRole(j, state.dModel, state.layout);
    if (role.fn === 'sin' && wanted.includes(role.pair) && !dims.includes(j)) dims.push(j);
  }
  return dims.slice(0, MAX_DIMS);
}

const PRESETS: Preset[] = [
  { label: 'Two middle pairs (4–7)', patch: () => ({ dims: [4, 5, 6, 7] }) },
  { label: 'The fastest pairs (0–3)', patch: () => ({ dims: [0, 1, 2, 3] }) },
  { label: 'Sines across the table', patch: (state) => ({ dims: spreadSines(state) }) },
  {
    label: 'The Annotated Transformer’s figure (d = 20, L = 100)',
    patch: () => ({ dModel: 20, length: 100, base: 10000, layout: 'interleaved', dims: [4, 5, 6, 7] }),
  },
];

export interface DimsControl {
  /** Shows the Store's dims (unless the reader is halfway through typing the same ones). */
  show(state: Readonly<AppState>): void;
}

export function createDimsControl(root: HTMLElement, store: Store): DimsControl {
  const input = root.querySelector<HTMLInputElement>('input')!;
  const error = root.querySelector<HTMLElement>('.error')!;
  const presets = root.querySelector<HTMLElement>('.curves-presets')!;

  const setError = (message: string): void => {
    error.textContent = message;
    input.setAttribute('aria-invalid', String(message !== ''));
  };

  input.addEventListener('input', () => {
    const parsed = parseDims(input.value, store.state.dModel);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError('');
    store.update({ dims: parsed.dims });
  });
  // Leaving the box with an unusable entry puts the dimensions in use back.
  input.addEventListener('change', () => {
    if ('error' in parseDims(input.value, store.state.dModel)) {
      input.value = formatDims(store.state.dims);
      setError('');
    }
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') event.preventDefault();
  });

  for (const preset of PRESETS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = preset.label;
    button.addEventListener('click', () => {
      const patch = preset.patch(store.state);
      const dModel = patch.dModel ?? store.state.dModel;
      if (patch.dims) patch.dims = patch.dims.filter((j) => j < dModel);
      if (patch.dims?.length === 0) delete patch.dims;
      setError('');
      store.update(patch);
      input.value = formatDims(store.state.dims);
    });
    presets.append(button);
  }

  return {
    show(state) {
      const typed = parseDims(input.value, state.dModel);
      const same =
        'dims' in typed && typed.dims.length === state.dims.length && typed.dims.every((j, k) => j === state.dims[k]);
      if (!same && focusedElement(input) !== input) {
        input.value = formatDims(state.dims);
        setError('');
      }
    },
  };
}
