// The attention lab's first frame (issue 31): its first section, the four terms of a score and
// their sum, as the explorer's first chunk can draw it before the view's code and the core have
// come: the matrices' boxes at the size the view will draw them, and the note under them (the
// embed's largest text). The panel's template (attention-template.ts) begins with FIRST_SECTION, and
// the view writes the note and lays the grids out (lab-grids.ts) with the functions here, so the
// first frame and the view agree.
// Nothing here imports the package: this module is in the explorer's first chunk.
import type { AppState } from '../../state/app-state.js';
import type { FirstFrame } from '../view.js';
import labelledGridCss from '../../figures/labelled-grid.css?inline';
import attentionCss from './attention.css?inline';

export const TERMS = [
  ['contentContent', 'x W_q · x W_k', 'content · content'],
  ['contentPosition', 'x W_q · e W_k', 'content · position'],
  ['positionContent', 'e W_q · x W_k', 'position · content'],
  ['positionPosition', 'e W_q · e W_k', 'position · position'],
  ['total', 'sum', '(x+e) W_q · (x+e) W_k'],
] as const;

/** The textbook's sentence, the lab's default tokens (lab-data.ts labTokens('john'); a Node test checks). */
export const DEFAULT_WORDS: readonly string[] = ['John', 'likes', 'Jane'];
/** d_model and head_dim of the lab (lab-data.ts; a Node test checks). */
const D_MODEL = 4;
const HEAD_DIM = 4;

/** A matrix's figure; the class is LabelledGrid's, so an empty grid of the first frame has its box. */
export const gridBox = (id: string, title: string): string => `
  <figure class="lab-grid" id="${id}-box">
    <figcaption>${title}</figcaption>
    <svg class="labelled-grid" id="${id}"></svg>
  </figure>`;

export const FIRST_SECTION = `
  <section aria-labelledby="lab-terms-title" data-first-screen>
    <h3 id="lab-terms-title">The four terms of a score, and their sum</h3>
    <div class="lab-grids">${TERMS.map(([key, , title]) => gridBox(`lab-term-${key}`, title)).join('')}</div>
    <p class="lab-note" id="lab-terms-note"></p>
    <dl class="readout lab-readout" id="lab-readout" aria-live="polite" aria-atomic="true">
      <div class="wide"><dt>matrix</dt><dd data-field="figure">–</dd></div>
      <div><dt>query i</dt><dd data-field="query">–</dd></div>
      <div><dt>key j</dt><dd data-field="key">–</dd></div>
      <div class="value"><dt>value</dt><dd data-field="value">–</dd></div>
    </dl>
    <p class="help" id="lab-help"><span class="pointer-words">Hover a cell</span><span class="touch-words">Tap or drag across a cell</span>, or focus a matrix and use the arrow keys.</p>
    <div class="lab-formula" id="lab-formula" tabindex="0" role="region" aria-label="The chosen score as the sum of its four terms"></div>
    <div class="lab-export">
      <button type="button" class="action" data-export="png">Download PNG (the sum)</button>
      <button type="button" class="action" data-export="csv">Download CSV (every matrix)</button>
    </div>
  </section>`;

/** The note under the four terms, for the tokens' words and the base. */
export function termsNote(words: readonly string[], base: number): string {
  return (
    `“${words.join(' ')}”: x is each word's ${D_MODEL}-dimensional embedding, e its sinusoid (n = ${base}), ` +
    `W_q and W_k seeded 4 × 4 projections (np.random.seed(15), uniform in [−0.5, 0.5)); each term is divided by √${HEAD_DIM}. ` +
    'One colour scale for all five, symmetric about 0.'
  );
}

/** The width each of `count` matrices gets in a row of `width` CSS px (what the view passes to LabelledGrid.draw). */
export function gridWidth(width: number, count: number, length: number): number {
  const perRow = Math.max(length <= 3 ? 2 : 1, Math.min(count, Math.floor(width / 190)));
  return Math.max(140, Math.min(240, Math.floor((width - 14 * (perRow - 1)) / perRow)));
}

/**
 * The size LabelledGrid.draw gives a square matrix of `words` in `width` px (its options here:
 * cells 16 … 42 px, 7 px a character); the first-frame browser test checks it against the drawn grids.
 */
export function gridSize(words: readonly string[], width: number): { width: number; height: number } {
  const longest = Math.max(...words.map((word) => word.length));
  const left = Math.ceil(longest * 7 + 10);
  const cell = Math.max(16, Math.min(42, Math.floor((width - left - 24) / words.length)));
  const upright = longest * 7 <= cell - 4;
  const top = upright ? 20 : Math.ceil(longest * 7 * 0.87 + 12);
  return { width: left + words.length * cell + (upright ? 2 : 24), height: top + words.length * cell + 2 };
}

/** The default tokens, unswapped: the words the first frame knows without the documents' tables. */
function fill(panel: HTMLElement, state: Readonly<AppState>): boolean {
  if (state.labInput !== 'john' || state.labSwap !== 'off') return false;
  const grids = panel.querySelector<HTMLElement>('.lab-grids');
  const note = panel.querySelector<HTMLElement>('#lab-terms-note');
  if (!grids || !note) return false;
  if (grids.clientWidth === 0) return true; // hidden: filled again when it shows (shell/first-frame.ts)
  const size = gridSize(DEFAULT_WORDS, gridWidth(grids.clientWidth, TERMS.length, DEFAULT_WORDS.length));
  for (const svg of grids.querySelectorAll('svg')) {
    svg.setAttribute('width', String(size.width));
    svg.setAttribute('height', String(size.height));
  }
  note.textContent = termsNote(DEFAULT_WORDS, state.exampleBase);
  return true;
}

export const attentionFirstFrame: FirstFrame = {
  markup: FIRST_SECTION,
  styles: [labelledGridCss, attentionCss],
  fill,
};
