// The order view's panel: its markup and the code that wires it (numbers: order-model.ts; the
// figure: order-figure.ts; the tables under it: order-tables.ts). Its description (order-view.ts) is
// in the explorer's first chunk; this is a chunk of its own, fetched when the view is first shown.
// "John likes Jane" versus "Jane likes John" (textbook §15.1): without positional encoding every
// permutation-invariant summary of the two sentences is the same vector; with sinusoidal(3, d)
// added by addPositionalEncoding the inputs differ per position, and self-attention tells the
// sentences apart — while a plain mean of X + PE still cannot.
import type { AppState, Store } from '../../state/app-state.js';
import { SETTINGS } from '../../state/settings.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { SENTENCE_A, SENTENCE_B } from '../../documents/word-order.js';
import { createOrderFigure } from './order-figure.js';
import { ORDER_OPENING } from './first-frame.js';
import { part } from '../../dom.js';
import { belowFirstScreen, siblingsFrom } from '../../figures/below-first-screen.js';
import { createDrawSteps, type DrawStep } from '../../figures/draw-steps.js';
import { orderNumbers, verdict, type OrderNumbers } from './order-model.js';
import { drawInputs, drawPlain, drawWithPe } from './order-tables.js';
import orderCss from './order.css?inline';
import orderFigureCss from './order-figure.css?inline';

// The template begins with the first frame's markup (first-frame.ts), which the view takes over.
const TEMPLATE = `${ORDER_OPENING}

  <section class="order-step" aria-labelledby="order-inputs-title">
    <h3 id="order-inputs-title">The inputs</h3>
    <p class="order-note">
      Made-up word vectors (a trained model would learn them; any values show the same effect) and
      the encodings of positions 0, 1, 2 from <code id="order-sinusoidal-call"></code>.
    </p>
    <div class="order-tables">
      <div class="order-table-box" id="order-embedding"></div>
      <div class="order-table-box" id="order-pe"></div>
    </div>
  </section>

  <section class="order-step" aria-labelledby="order-plain-title">
    <h3 id="order-plain-title">Without positional encoding</h3>
    <p class="order-note">
      Both sentences hand the encoder the same three vectors, in another order. Pooled, nothing of
      the order is left:
    </p>
    <div class="order-table-box" id="order-mean-plain"></div>
    <div class="order-table-box" id="order-attention-plain"></div>
  </section>

  <section class="order-step" aria-labelledby="order-pe-title">
    <h3 id="order-pe-title">With positional encoding</h3>
    <p class="order-note">
      <code id="order-add-call"></code> adds PE(0), PE(1), PE(2) to the tokens in sentence order, so
      each word's vector now depends on its place:
    </p>
    <div class="order-tables">
      <div class="order-table-box" id="order-inputs-a"></div>
      <div class="order-table-box" id="order-inputs-b"></div>
    </div>
    <p class="order-note">
      A plain mean still cannot tell the sentences apart: both add the same PE(0) + PE(1) + PE(2),
      only to different words, and a sum does not care which word got which.
    </p>
    <div class="order-table-box" id="order-mean-pe"></div>
    <p class="order-note">
      Attention does: its scores, the dot products of two tokens' vectors x + PE(pos), now mix
      words with positions, so the pooled vectors differ. Highlighted: the components that differ.
    </p>
    <div class="order-table-box" id="order-attention-pe"></div>
  </section>
  <p class="status" id="order-status" role="status"></p>`;

/** The three sections under the figure, each a step of the first draw (the status line with the last). */
function sectionsUnderFigure(panel: HTMLElement) {
  const inputs = part(panel, 'section[aria-labelledby="order-inputs-title"]');
  const plain = part(panel, 'section[aria-labelledby="order-plain-title"]');
  const withPe = part(panel, 'section[aria-labelledby="order-pe-title"]');
  return { inputs: [inputs as HTMLElement], plain: [plain as HTMLElement], withPe: siblingsFrom(withPe) };
}

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const dModelSelect = part<HTMLSelectElement>(panel, '#order-dmodel');
  const baseSelect = part<HTMLSelectElement>(panel, '#order-base');
  const status = part<HTMLParagraphElement>(panel, '#order-status');
  const figureBox = part<HTMLElement>(panel, '#order-figure');
  const figure = createOrderFigure(figureBox);
  const steps = createDrawSteps(panel, context.lifetime);
  const below = belowFirstScreen(panel, sectionsUnderFigure(panel));
  // A phone draws the sentences one above the other: the layout follows the figure's width.
  context.lifetime.observeResize(figureBox, () => figure.fit());
  // The selects show the store's orderDModel and orderBase (links and attributes set them too).
  const showChoices = (state: Readonly<AppState>): void => {
    dModelSelect.value = String(state.orderDModel);
    baseSelect.value = String(state.orderBase);
  };
  showChoices(store.state);

  /** The first screen: the figure and the summary above it. */
  function drawFigure({ dModel, base, plainA, plainB, withPeA, withPeB, ...pooled }: OrderNumbers): void {
    figure.show(
      {
        plain: [
          { words: SENTENCE_A, inputs: plainA },
          { words: SENTENCE_B, inputs: plainB },
        ],
        withPe: [
          { words: SENTENCE_A, inputs: withPeA },
          { words: SENTENCE_B, inputs: withPeB },
        ],
      },
      dModel,
    );
    part(panel, '#order-summary').textContent =
      `d_model = ${dModel}, n = ${base}. Without PE: the mean is ${verdict(pooled.meanPlain)}, after self-attention ` +
      `${verdict(pooled.attentionPlain)}. With PE: the mean is ${verdict(pooled.meanPe)}, after self-attention ${verdict(pooled.attentionPe)}.`;
  }

  /**
   * The figure first (the first screen; it reads its width while nothing under it is laid out),
   * then each section's tables: on the first draw each in a task of its own, the sections out of
   * the layout until theirs (issue 31: the eight tables' first layout was one task of about 250 ms
   * on a 4x slower CPU); later draws at once. A refusal names itself in the status line.
   */
  function draw(): void {
    if (steps.firstDrawPending) below.hideAll();
    let numbers: OrderNumbers | null = null;
    const guarded =
      (step: () => void): DrawStep =>
      () => {
        try {
          step();
          return true;
        } catch (error) {
          status.textContent = error instanceof Error ? error.message : String(error);
          below.showAll();
          return false;
        }
      };
    steps.run([
      guarded(() => {
        numbers = orderNumbers(store.state.orderDModel, store.state.orderBase);
        drawFigure(numbers);
      }),
      guarded(() => {
        below.show('inputs');
        drawInputs(panel, numbers!);
      }),
      guarded(() => {
        below.show('plain');
        drawPlain(panel, numbers!);
      }),
      guarded(() => {
        below.show('withPe');
        drawWithPe(panel, numbers!);
        status.textContent = '';
      }),
    ]);
  }

  dModelSelect.addEventListener('change', () =>
    store.update({ orderDModel: SETTINGS.orderDModel.parse(dModelSelect.value) }),
  );
  baseSelect.addEventListener('change', () => store.update({ orderBase: SETTINGS.orderBase.parse(baseSelect.value) }));
  part(panel, '#order-controls').addEventListener('submit', (event) => event.preventDefault());
  draw();
  return {
    update(state, changed) {
      if (!changed.has('orderDModel') && !changed.has('orderBase')) return;
      showChoices(state);
      draw();
    },
  };
}

export const orderPanel: ViewPanel = { template: TEMPLATE, styles: [orderCss, orderFigureCss], mount };
