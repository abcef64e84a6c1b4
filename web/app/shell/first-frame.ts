// A view's first frame: what its panel shows before the view's code and the core have come (its
// heading, its "look first" line and, where the view has one, the opening of its template,
// FirstFrame in views/view.ts), and how the view's template takes those elements over when it
// mounts, so that nothing a reader may be reading is drawn again or moves.
import type { AppState } from '../state/app-state.js';
import type { FirstFrame, ViewDefinition, ViewPanel } from '../views/view.js';
import { adoptViewStyles } from '../style-sheets.js';

/** The view's one-line "where to start" (issue 16 item 5). */
function lookFirstLine(view: ViewDefinition): HTMLParagraphElement {
  const lookFirst = document.createElement('p');
  lookFirst.className = 'look-first';
  lookFirst.textContent = view.lookFirst;
  return lookFirst;
}

/**
 * What a view's panel shows before its code has come: its heading (when the view's description
 * has it) and its "look first" line, the first words a reader sees and an embed's largest text.
 */
export function fillFirstFrame(view: ViewDefinition, panel: HTMLElement, state: Readonly<AppState>): void {
  if (view.heading) panel.innerHTML = view.heading;
  panel.append(lookFirstLine(view));
  showHeadingShape(view, panel, state);
  if (view.firstFrame) insertFirstFrame(view, view.firstFrame, panel, state);
}

/** Writes the heading's shape for `state` (headingShape) while the view's code has not come. */
export function showHeadingShape(view: ViewDefinition, panel: HTMLElement, state: Readonly<AppState>): void {
  const shape = view.headingShape && panel.querySelector(`#${view.titleId} > span`);
  if (shape) shape.textContent = view.headingShape!(state);
}

/** A panel's first frame (FirstFrame.markup) while it holds it: its nodes, and what fills them. */
const firstFrames = new WeakMap<
  HTMLElement,
  { nodes: ChildNode[]; observer: ResizeObserver; refill(state: Readonly<AppState>): void }
>();

/**
 * Puts the view's first frame after its heading and "look first" line and fills it at once, in this
 * task (filled from a ResizeObserver, its boxes were laid out empty first in the same frame, which
 * counted as a layout shift); a fill that needs the panel's width reads it, after its writes. The
 * observer fills it again when the width changes before the view comes.
 */
function insertFirstFrame(
  view: ViewDefinition,
  first: FirstFrame,
  panel: HTMLElement,
  state: Readonly<AppState>,
): void {
  const root = panel.getRootNode();
  if (root instanceof ShadowRoot) adoptViewStyles(root, first.styles);
  panel.classList.add(view.panelClass);
  const parsed = document.createElement('template');
  parsed.innerHTML = first.markup;
  const nodes = [...parsed.content.childNodes];
  panel.append(...nodes);
  // A view whose heading is its template's own has the line after it, where fillTemplate puts it.
  const lookFirst = panel.querySelector('.look-first');
  if (!view.heading && lookFirst) panel.querySelector('h2')?.after(lookFirst);
  panel.dataset.firstFrame = 'true';
  let latest = state;
  let width = 0;
  const refill = (next: Readonly<AppState>): void => {
    latest = next;
    if (!first.fill(panel, next)) {
      dropFirstFrame(panel);
      return;
    }
    // Read after the fill, so the page is laid out once, with what the fill put in (read before
    // it, the bare markup was laid out first: the example's, 4x slower CPU, about 200 ms more).
    // 0 while the panel is hidden: the observer fills it again when it shows.
    width = panel.clientWidth;
  };
  const observer = new ResizeObserver(() => {
    if (panel.clientWidth !== width) refill(latest);
  });
  firstFrames.set(panel, { nodes, observer, refill });
  refill(state);
  // The "look first" line: as wide as the panel, and as tall whatever the frame holds (a box that
  // the fill made taller would be reported again, a loop the browser warns about).
  observer.observe(panel.querySelector('.look-first') ?? panel);
}

/** Fills the panel's first frame again for settings given before the view has come (an embed's attributes). */
export function refillFirstFrame(view: ViewDefinition, panel: HTMLElement, state: Readonly<AppState>): void {
  showHeadingShape(view, panel, state);
  firstFrames.get(panel)?.refill(state);
}

/** Takes the first frame's nodes out (a state it cannot draw), or leaves them to the view (keep). */
export function dropFirstFrame(panel: HTMLElement, keep = false): void {
  const first = firstFrames.get(panel);
  if (!first) return;
  first.observer.disconnect();
  if (!keep) {
    // The "look first" line stays, also where it was placed inside the frame's markup.
    const lookFirst = panel.querySelector('.look-first');
    if (lookFirst && lookFirst.parentElement !== panel) panel.prepend(lookFirst);
    for (const node of first.nodes) node.remove();
  }
  firstFrames.delete(panel);
  delete panel.dataset.firstFrame;
}

/**
 * Fills `panel` with the view's template after the heading and "look first" line of its first
 * frame, which stay as they are, not drawn again under a reader who may be reading them. A first
 * frame still there is the template's opening, filled for this state: the view takes its elements
 * over (the same ones, where they were painted) and the rest follows them. A view whose heading is
 * in its template has its heading and "look first" line in there too.
 */
export function fillTemplate(
  view: ViewDefinition,
  code: ViewPanel,
  panel: HTMLElement,
  state: Readonly<AppState>,
): void {
  if (view.heading && !panel.hasChildNodes()) fillFirstFrame(view, panel, state);
  const first = view.firstFrame;
  const kept = Boolean(first && firstFrames.has(panel) && code.template.startsWith(first.markup));
  dropFirstFrame(panel, kept);
  if (kept) panel.insertAdjacentHTML('beforeend', code.template.slice(first!.markup.length));
  else if (view.heading) panel.insertAdjacentHTML('beforeend', code.template);
  else {
    panel.innerHTML = code.template;
    const lookFirst = lookFirstLine(view);
    const title = panel.querySelector('h2');
    if (title) title.after(lookFirst);
    else panel.prepend(lookFirst);
  }
}
