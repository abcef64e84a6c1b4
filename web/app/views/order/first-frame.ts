// The word-order view's first frame (issue 31): the opening of its panel as the explorer's first
// chunk can draw it before the view's code and the core have come. Where the figure comes first (a
// phone, an embed) that is the figure's caption, the embed's largest text, written for the
// figure's width as the view writes it; what needs the core's numbers (the panels, the legend, the
// summary) and what the view's code fills (the lede and controls under the figure there) are
// hidden under the panel's data-first-frame (order.css) and appear with the view, under the
// caption, so nothing moves. On a wide screen the figure follows the summary and stays hidden too.
// Nothing here imports the package: this module is in the explorer's first chunk.
import type { AppState } from '../../state/app-state.js';
import type { FirstFrame } from '../view.js';
import { BASE_CHOICES, D_MODEL_CHOICES, SENTENCE_A, SENTENCE_B } from '../../documents/word-order.js';
import orderFigureCss from './order-figure.css?inline';

/** A label column's width, the gap between the sentences and a cell's width (order-figure.ts draws with them). */
export const LABEL = 104;
export const GAP = 24;
export function cellSize(dModel: number): number {
  return dModel <= 4 ? 28 : dModel <= 8 ? 20 : 12;
}

/** One sentence above the other where the two side by side would be scaled down to fit `width`. */
export function isStacked(width: number, dModel: number): boolean {
  return width > 0 && width < 2 * (LABEL + dModel * cellSize(dModel)) + GAP; // 0 while hidden: side by side
}

/** The end of the figure's caption: where each sentence is in a panel. */
export function captionWhere(a: string, b: string, stacked: boolean): string {
  return stacked ? `In each panel “${a}” first, “${b}” under it.` : `Left of each panel “${a}”, right “${b}”.`;
}

/**
 * The figure's parts: two layouts of one figure, order.css shows one. The full one: every input
 * and output vector. The compact one, for a short frame (a 450 px embed): each sentence's mean
 * output and their difference, without and with PE, the same numbers on the same scale.
 */
export const FIGURE_MARKUP = `
    <p class="order-figure-caption" id="order-figure-caption">
      Each row is one vector, one coloured cell per dimension (blue above 0, red below).
      <span class="order-figure-where"></span>
    </p>
    <p class="order-figure-caption order-figure-compact-caption">
      Each sentence’s mean self-attention output (blue above 0, red below).
    </p>
    <div class="order-figure-panels"></div>
    <div class="order-figure-compact"></div>
    <div class="order-figure-legend" aria-hidden="true"></div>`;

/** The panel's template begins with this (order-panel.ts): the lede, controls, summary and figure. */
export const ORDER_OPENING = `
  <p class="order-lede">
    Self-attention compares every token with every other and adds up the results, so it sees a
    sentence as a bag of vectors: swap two words and its outputs are only swapped, and any pooled
    summary comes out the same. Adding the positional encoding PE(pos) makes each input depend on
    where its word stands — “John” first and “John” last become different vectors — and that breaks
    the symmetry.
  </p>

  <form class="order-controls" id="order-controls" aria-label="Word-order parameters">
    <div class="order-field">
      <label for="order-dmodel">d<sub>model</sub></label>
      <select id="order-dmodel">${D_MODEL_CHOICES.map((d) => `<option value="${d}">${d}</option>`).join('')}</select>
    </div>
    <div class="order-field">
      <label for="order-base">base n</label>
      <select id="order-base">${BASE_CHOICES.map((n) => `<option value="${n}">${n}</option>`).join('')}</select>
    </div>
  </form>

  <p class="order-summary" id="order-summary" aria-live="polite" aria-atomic="true"></p>

  <figure class="order-figure" id="order-figure" data-first-screen aria-labelledby="order-figure-caption">${FIGURE_MARKUP}</figure>`;

/** The caption's sentence order for the figure's width; the selects' choices. Any state: true. */
function fill(panel: HTMLElement, state: Readonly<AppState>): boolean {
  const figure = panel.querySelector<HTMLElement>('#order-figure');
  const where = figure?.querySelector('.order-figure-where');
  if (!figure || !where) return false;
  const stacked = isStacked(figure.clientWidth, state.orderDModel);
  where.textContent = captionWhere(SENTENCE_A.join(' '), SENTENCE_B.join(' '), stacked);
  for (const [id, value] of [
    ['#order-dmodel', state.orderDModel],
    ['#order-base', state.orderBase],
  ] as const) {
    const select = panel.querySelector<HTMLSelectElement>(id);
    if (select) select.value = String(value);
  }
  return true;
}

export const orderFirstFrame: FirstFrame = { markup: ORDER_OPENING, styles: [orderFigureCss], fill };
