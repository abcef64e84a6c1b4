// A visible sign that a box scrolls sideways (or down): wide tensors, code and tables keep their own
// horizontal scroll on a phone, which a reader cannot see from a clipped edge alone. Each box that
// overflows gets a fade on the side that has more (data-more="start|end|both") and a line under it
// that says so; the line hides again when the box fits. The views call refresh() after changing
// a box's content and disconnect() when they go.
import { inputWords } from '../input-words/input-words.js';

/** The boxes the views let scroll sideways. */
export const SCROLLING_BOXES =
  '.stepper-progress ol, .ex-code, .ex-tensor-box, .ex-scroll, .ex-formula, .tutorial-print, .tutorial-table-box, .tutorial-formula, .order-scroll';

export interface ScrollCues {
  /** Finds the boxes under the root again (after new content) and updates every cue. */
  refresh(): void;
  disconnect(): void;
}

// Sideways is the common case (wide tensors on a phone); a box capped in height in a short frame
// (a stepper's main tensor in a 450 px embed) scrolls down too, and its cue says so.
const CUE_HTML = {
  x: `<span aria-hidden="true">⇠ </span>${inputWords('scrolls sideways (Shift + wheel)', 'swipe sideways for the rest')}<span aria-hidden="true"> ⇢</span>`,
  y: `<span aria-hidden="true">⇣ </span>${inputWords('scrolls down for the rest', 'swipe up inside the box for the rest')}`,
  xy: `<span aria-hidden="true">⇣ </span>${inputWords('scrolls down and sideways (Shift + wheel)', 'swipe inside the box for the rest')}<span aria-hidden="true"> ⇢</span>`,
} as const;

/** How a box overflows, read from its sizes now (a layout, if one is due); px. */
interface Overflow {
  scrolls: boolean;
  /** How much wider its content is than the box. */
  across: number;
  scrollsDown: boolean;
  down: number;
  scrollLeft: number;
  scrollTop: number;
}

function measure(box: HTMLElement): Overflow {
  const across = box.scrollWidth - box.clientWidth;
  const down = box.scrollHeight - box.clientHeight;
  return {
    scrolls: across > 1 && box.clientWidth > 0,
    across,
    scrollsDown: down > 1 && box.clientHeight > 0 && getComputedStyle(box).overflowY !== 'hidden',
    down,
    scrollLeft: box.scrollLeft,
    scrollTop: box.scrollTop,
  };
}

/** Shows or hides `box`'s cue and marks the side(s) with more: writes only, no read. */
function applyCue(
  box: HTMLElement,
  cue: HTMLElement,
  { scrolls, across, scrollsDown, down, scrollLeft, scrollTop }: Overflow,
): void {
  cue.hidden = !scrolls && !scrollsDown;
  const axes = scrolls && scrollsDown ? 'xy' : scrollsDown ? 'y' : 'x';
  if (cue.dataset.axes !== axes) {
    cue.dataset.axes = axes;
    cue.innerHTML = CUE_HTML[axes];
  }
  const atStart = scrollLeft <= 1;
  const atEnd = scrollLeft >= across - 1;
  const more = !scrolls ? '' : atStart ? 'end' : atEnd ? 'start' : 'both';
  if (more) box.dataset.more = more;
  else delete box.dataset.more;
  // A fade at the bottom while more lies below (only where the box does not fade sideways).
  if (scrollsDown && !more && scrollTop < down - 1) box.dataset.moreBelow = '';
  else delete box.dataset.moreBelow;
}

/**
 * Updates the cues of many boxes: every box measured first, then every cue written, so one layout
 * serves them all (measured and written box by box, each write made the next read lay the page out
 * again: in the example's first frame, 4x slower CPU, five layouts more, about 100 ms).
 */
function updateCues(pairs: readonly (readonly [HTMLElement, HTMLElement])[]): void {
  const measured = pairs.map(([box]) => measure(box));
  pairs.forEach(([box, cue], index) => applyCue(box, cue, measured[index]!));
}

/** The cue after `box`: the one a first frame put there (showScrollCues), else a new hidden one. */
function cueAfter(box: HTMLElement): HTMLElement {
  const next = box.nextElementSibling;
  if (next instanceof HTMLElement && next.classList.contains('scroll-cue')) return next;
  const cue = document.createElement('p');
  cue.className = 'scroll-cue';
  cue.hidden = true;
  box.after(cue);
  return cue;
}

/**
 * Puts each box's cue in place at once, from a layout read here: what a view's first frame
 * (issue 31) draws before the view's code has come, so the cues do not appear later and push
 * what follows them down. createScrollCues takes these cues over.
 */
export function showScrollCues(root: ParentNode, selector = SCROLLING_BOXES): void {
  const boxes = [...root.querySelectorAll<HTMLElement>(selector)];
  updateCues(boxes.map((box) => [box, cueAfter(box)] as const));
}

export function createScrollCues(root: ParentNode, selector = SCROLLING_BOXES): ScrollCues {
  const cues = new Map<HTMLElement, HTMLElement>();
  const update = (boxes: readonly HTMLElement[]): void =>
    updateCues(boxes.flatMap((box) => (cues.has(box) ? [[box, cues.get(box)!] as const] : [])));
  const onScroll = (event: Event): void => update([event.currentTarget as HTMLElement]);
  const resizes = new ResizeObserver((entries) => update(entries.map((entry) => entry.target as HTMLElement)));

  function forget(box: HTMLElement): void {
    box.removeEventListener('scroll', onScroll);
    resizes.unobserve(box);
    cues.get(box)?.remove();
    cues.delete(box);
  }

  return {
    refresh() {
      const boxes = new Set(root.querySelectorAll<HTMLElement>(selector));
      for (const box of [...cues.keys()]) if (!boxes.has(box) || !box.isConnected) forget(box);
      const known: HTMLElement[] = [];
      for (const box of boxes) {
        if (!cues.has(box)) {
          cues.set(box, cueAfter(box));
          box.addEventListener('scroll', onScroll, { passive: true });
          // Its first observation comes after this frame's layout, before its paint: measured
          // here, a view's first draw forced a layout of its own (heatmap, 4x slower CPU: 23 ms).
          resizes.observe(box);
          continue;
        }
        known.push(box);
      }
      update(known);
    },
    disconnect() {
      for (const box of [...cues.keys()]) forget(box);
      resizes.disconnect();
    },
  };
}
