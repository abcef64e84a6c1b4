// What the long-context view's first draw is made of (issue 31: no first draw over 50 ms of the
// main thread at a time): stages that show the panel a part at a time, a wait for a frame between
// steps, and a long computation run in slices. After a frame the browser has laid out what the
// last step showed, so the next step reads its figure's width from a layout that is still valid
// (no forced layout of the panel); long-context.css hides what a later stage shows: laid out by
// no one, it moves nothing when it comes.

/**
 * The stages in order, each named by the part it draws, that part and those above it shown: the
 * wavelengths; the controls, formulas and table of scalings; the score; the tables past N.
 */
export type FirstDrawStage = 'wave' | 'types' | 'score' | 'past';

/** The first of the panel's children that each stage still hides (it and all after it). */
const FIRST_HIDDEN: Record<Exclude<FirstDrawStage, 'wave'>, string> = {
  types: '#lc-score-title',
  score: '#lc-past-title',
  past: '#lc-past-help + *',
};

/**
 * Shows the panel up to `stage` (undefined: all of it). The first stage is data-first-draw='wave'
 * (set with the template, before the shell adds the sources line). The later ones mark the hidden
 * children one by one (.lc-waiting): an attribute of the panel that CSS matches with `~ *` makes
 * the browser compute the style of the whole panel again, drawn figures too, at each change.
 */
export function showStage(panel: HTMLElement, stage: FirstDrawStage | undefined): void {
  if (stage === 'wave') {
    panel.dataset.firstDraw = 'wave';
    return;
  }
  const first = stage ? panel.querySelector(`:scope > ${FIRST_HIDDEN[stage]}`) : null;
  let hidden = false;
  for (const child of panel.children) {
    hidden ||= child === first;
    child.classList.toggle('lc-waiting', hidden);
  }
  delete panel.dataset.firstDraw;
}

/** Whether a first draw's stage still hides a part of the panel. */
export function stageHidesParts(panel: HTMLElement): boolean {
  return panel.dataset.firstDraw !== undefined || panel.querySelector(':scope > .lc-waiting') !== null;
}

/**
 * What a draw does where the core refuses its settings: the reason in the status line, and every
 * part shown (the controls, to set something the core takes). `compute` runs a step and says
 * whether it was taken.
 */
export function coreRefusals(
  panel: HTMLElement,
  status: HTMLElement,
): { refuse(error: unknown): void; compute(step: () => void): boolean } {
  const refuse = (error: unknown): void => {
    status.textContent = error instanceof Error ? error.message : String(error);
    showStage(panel, undefined);
  };
  return {
    refuse,
    compute(step) {
      try {
        step();
        return true;
      } catch (error) {
        refuse(error);
        return false;
      }
    },
  };
}
