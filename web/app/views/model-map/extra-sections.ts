// The model map's three pictures as sections of the page, each shown only for a model that needs
// it: DeepSeek's split head, Qwen2.5-VL's M-RoPE token ids (a token chosen by pointer or keys, kept
// in the link as map-token), Pixtral's patch grid (a patch chosen by pointer or keys, a pair by the
// slider, the number box or Page Up/Down, kept in the link as map-pair). The numbers and texts come
// from model-extras.ts; the drawing from extras-figures.ts.
import type { Store } from '../../state/app-state.js';
import { focusedElement, part, readoutFields } from '../../dom.js';
import { drawMlaHead, drawMropeSequence, drawPatchGrid, markPatch } from './extras-figures.js';
import {
  PATCH_COLS,
  PATCH_ROWS,
  clampPair,
  mlaNote,
  mlaSlices,
  mropePicture,
  patchAngles,
  patchReadout,
  patchSetup,
  patchShape,
  tokenAfterKey,
  tokenReadout,
  type MropeToken,
  type PatchAngle,
} from './model-extras.js';
import type { Plan } from './model-map-model.js';

export interface ExtraSection {
  /** Shows the section for `plan` when the model needs it, else hides it. */
  show(plan: Plan): void;
  hide(): void;
}

/** DeepSeek's head: the unrotated and the rotated slice of a latent-attention layer. */
export function createMlaSection(panel: HTMLElement): ExtraSection {
  const section = part<HTMLElement>(panel, '#model-map-mla');
  const svg = part<SVGSVGElement>(panel, '#model-map-mla-svg');
  const box = part<HTMLElement>(panel, '#model-map-mla-box');
  const note = part<HTMLParagraphElement>(panel, '#model-map-mla-note');
  return {
    show(plan) {
      const entry = plan.layers.find((layer) => layer.mla);
      section.hidden = !entry;
      if (!entry) return;
      drawMlaHead(svg, box.clientWidth, mlaSlices(entry)!);
      note.textContent = mlaNote(entry);
    },
    hide: () => void (section.hidden = true),
  };
}

/** Qwen2.5-VL's sequence of text, image and video tokens with their three ids. */
export function createMropeSection(
  panel: HTMLElement,
  store: Store,
  touch: boolean,
): ExtraSection & {
  /** A link or the back button that names another token. */
  follow(mapToken: number): void;
} {
  const section = part<HTMLElement>(panel, '#model-map-mrope');
  const box = part<HTMLDivElement>(panel, '#model-map-mrope-seq');
  const note = part<HTMLParagraphElement>(panel, '#model-map-mrope-note');
  const setField = readoutFields(part(panel, '#model-map-mrope-readout'));
  part(panel, '#model-map-mrope-help').textContent = touch
    ? 'Tap a token to read its three ids.'
    : 'Hover a token, or focus the sequence and use ←/→.';
  let shown: { tokens: MropeToken[]; cells: HTMLElement[]; index: number } | null = null;

  function showToken(): void {
    if (!shown) return;
    const { cells, index } = shown;
    cells.forEach((cell, k) => cell.classList.toggle('current', k === index));
    for (const [field, text] of Object.entries(tokenReadout(shown.tokens, index))) setField(field, text);
  }
  /** The token goes into the link, so that a shared map opens on it. */
  function choose(index: number): void {
    if (!shown) return;
    shown.index = index;
    showToken();
    if (index !== store.state.mapToken) store.update({ mapToken: index });
  }
  const fromPointer = (event: PointerEvent): void => {
    const cell = (event.target as Element).closest<HTMLElement>('.mrope-token');
    if (shown && cell) choose(Number(cell.dataset.token));
  };
  box.addEventListener('pointermove', fromPointer);
  box.addEventListener('pointerdown', fromPointer);
  box.addEventListener('keydown', (event) => {
    if (!shown) return;
    const next = tokenAfterKey(event.key, shown.index, shown.tokens.length);
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  });

  return {
    show(plan) {
      const entry = plan.layers.find((layer) => layer.rope?.mropeSection);
      section.hidden = !entry;
      if (!entry) {
        shown = null;
        return;
      }
      const previous = shown?.index;
      const { tokens, grids, note: words } = mropePicture(plan.config, entry);
      const cells = drawMropeSequence(box, tokens, grids);
      shown = { tokens, cells, index: Math.min(previous ?? store.state.mapToken, tokens.length - 1) };
      note.textContent = words;
      showToken();
    },
    hide: () => void (section.hidden = true),
    follow(mapToken) {
      if (!shown) return;
      const index = Math.min(mapToken, shown.tokens.length - 1);
      if (shown.index === index) return;
      shown.index = index;
      showToken();
    },
  };
}

/** Pixtral's patch grid: every patch's angle for the chosen pair of its 2D RoPE. */
export function createPatchSection(
  panel: HTMLElement,
  store: Store,
  touch: boolean,
): ExtraSection & {
  /** A link or the back button that names another pair. */
  follow(mapPair: number): void;
} {
  const section = part<HTMLElement>(panel, '#model-map-2d');
  const box = part<HTMLDivElement>(panel, '#model-map-2d-box');
  const svg = part<SVGSVGElement>(panel, '#model-map-2d-svg');
  const shape = part<HTMLElement>(panel, '#model-map-2d-shape');
  const range = part<HTMLInputElement>(panel, '#model-map-2d-range');
  const number = part<HTMLInputElement>(panel, '#model-map-2d-number');
  const setField = readoutFields(part(panel, '#model-map-2d-readout'));
  part(panel, '#model-map-2d-help').textContent = touch
    ? 'Tap or drag over the patches to read one; drag the slider to choose the pair.'
    : 'Hover a patch, or focus the grid: arrow keys move between patches, Page Up/Down choose the pair.';
  let shown: {
    headDim: number;
    base: number;
    pair: number;
    angles: PatchAngle[];
    size: number;
    row: number;
    col: number;
  } | null = null;

  function showPatch(): void {
    if (!shown) return;
    const patch = shown.angles[shown.row * PATCH_COLS + shown.col]!;
    markPatch(svg, shown.size, shown.row, shown.col);
    for (const [field, text] of Object.entries(patchReadout(shown.headDim, shown.base, shown.pair, patch)))
      setField(field, text);
  }
  function drawPatches(): void {
    if (!shown) return;
    shown.angles = patchAngles(PATCH_ROWS, PATCH_COLS, shown.headDim, shown.base, shown.pair);
    shown.size = drawPatchGrid(svg, box.clientWidth, PATCH_ROWS, PATCH_COLS, shown.angles);
    range.value = String(shown.pair);
    if (focusedElement(panel) !== number) number.value = String(shown.pair);
    shape.textContent = patchShape(shown.headDim, shown.base);
    showPatch();
  }
  /** The pair goes into the link, so that a shared map opens on it. */
  function setPair(value: number): void {
    if (!shown) return;
    shown.pair = clampPair(value, shown.headDim);
    drawPatches();
    if (shown.pair !== store.state.mapPair) store.update({ mapPair: shown.pair });
  }
  range.addEventListener('input', () => setPair(Number(range.value)));
  number.addEventListener('input', () => {
    const value = Number(number.value);
    const ok = number.value.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= Number(number.max);
    number.setAttribute('aria-invalid', String(!ok));
    if (ok) setPair(value);
  });
  const fromPointer = (event: PointerEvent): void => {
    if (!shown || shown.size === 0) return;
    const bounds = svg.getBoundingClientRect();
    const col = Math.floor((event.clientX - bounds.left - 2) / shown.size);
    const row = Math.floor((event.clientY - bounds.top - 2) / shown.size);
    if (row < 0 || col < 0 || row >= PATCH_ROWS || col >= PATCH_COLS) return;
    shown.row = row;
    shown.col = col;
    showPatch();
  };
  box.addEventListener('pointermove', fromPointer);
  box.addEventListener('pointerdown', fromPointer);
  box.addEventListener('keydown', (event) => {
    const now = shown;
    if (!now) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => (now.col = Math.max(0, now.col - 1)),
      ArrowRight: () => (now.col = Math.min(PATCH_COLS - 1, now.col + 1)),
      ArrowUp: () => (now.row = Math.max(0, now.row - 1)),
      ArrowDown: () => (now.row = Math.min(PATCH_ROWS - 1, now.row + 1)),
      PageUp: () => setPair(now.pair + 1),
      PageDown: () => setPair(now.pair - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
    showPatch();
  });

  return {
    show(plan) {
      const setup = patchSetup(plan.config);
      section.hidden = !setup;
      if (!setup) {
        shown = null;
        return;
      }
      const last = setup.headDim / 2 - 1;
      const pair = Math.min(shown?.pair ?? store.state.mapPair, last);
      range.max = String(last);
      number.max = String(last);
      shown = { ...setup, pair, angles: [], size: 0, row: shown?.row ?? 1, col: shown?.col ?? 2 };
      drawPatches();
    },
    hide: () => void (section.hidden = true),
    follow(mapPair) {
      if (!shown || shown.pair === Math.min(mapPair, shown.headDim / 2 - 1)) return;
      shown.pair = Math.min(mapPair, shown.headDim / 2 - 1);
      drawPatches();
    },
  };
}
