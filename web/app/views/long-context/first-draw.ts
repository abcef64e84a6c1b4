// What the long-context view's first draw is made of (issue 31: no first draw over 50 ms of the
// main thread at a time): groups of parts under the wavelengths, shown a group at a time
// (figures/below-first-screen.ts), a wait for a frame between steps, and a long computation run in
// slices. After a frame the browser has laid out what the last step showed, so the next step reads
// its figure's width from a layout that is still valid (no forced layout of the panel).
import { part } from '../../dom.js';
import { belowFirstScreen, siblingsFrom, type BelowFirstScreen } from '../../figures/below-first-screen.js';

/** The groups under the wavelengths, top down, each named by what it shows. */
export type GroupUnderWaves = 'types' | 'score' | 'past' | 'rest';

/**
 * The parts under the wavelengths, out of the layout until their step: the controls, formulas and
 * table of scalings; the score; the tables past N; what to notice, the exports (and the sources).
 */
export function partsUnderWaves(panel: HTMLElement): BelowFirstScreen<GroupUnderWaves> {
  const scoreTitle = part(panel, ':scope > #lc-score-title');
  const pastTitle = part(panel, ':scope > #lc-past-title');
  const rest = part(panel, ':scope > #lc-past-help + *');
  return belowFirstScreen(panel, {
    types: siblingsFrom(part(panel, ':scope > .lc-controls'), scoreTitle),
    score: siblingsFrom(scoreTitle, pastTitle),
    past: siblingsFrom(pastTitle, rest),
    rest: siblingsFrom(rest),
  });
}

/**
 * What a draw does where the core refuses its settings: the reason in the status line, and every
 * part shown (the controls, to set something the core takes). `compute` runs a step and says
 * whether it was taken.
 */
export function coreRefusals(
  below: BelowFirstScreen<GroupUnderWaves>,
  status: HTMLElement,
): { refuse(error: unknown): void; compute(step: () => void): boolean } {
  const refuse = (error: unknown): void => {
    status.textContent = error instanceof Error ? error.message : String(error);
    below.showAll();
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
