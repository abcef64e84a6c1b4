// A view's first draw in steps, each in a task of its own (issue 31: no first draw over 50 ms of
// the main thread at a time): the first screen's figure first, then the figures under it, one
// task each. The panel is marked ready (data-ready) once the last step has drawn. Later draws (a
// setting changed, a resize) run all their steps at once, as a reader's change is answered in one
// frame. A removed view stops between steps and leaves nothing scheduled.
import { nextTask } from '../after-paint.js';
import type { Lifetime } from '../lifetime.js';

export type DrawStep = () => void;

export interface DrawSteps {
  /** Draws `steps` in order: in tasks of their own until the first draw has ended, else at once. */
  run(steps: readonly DrawStep[]): void;
  /** Stops a first draw under way (its settings were replaced by refused ones). */
  stop(): void;
  /** Until the first draw has ended: a redraw then starts it again rather than redrawing what it has not drawn. */
  readonly firstDrawPending: boolean;
}

export function createDrawSteps(panel: HTMLElement, lifetime: Lifetime): DrawSteps {
  /** Which draw is the latest: a first draw's later steps stop when another draw has begun. */
  let latest = 0;
  let firstDrawn = false;

  return {
    get firstDrawPending() {
      return !firstDrawn;
    },
    stop() {
      latest++;
    },
    run(steps) {
      const run = ++latest;
      if (firstDrawn) {
        for (const step of steps) step();
        panel.dataset.ready = 'true';
        return;
      }
      void (async () => {
        for (const [index, step] of steps.entries()) {
          if (index > 0) await nextTask();
          if (run !== latest || lifetime.ended) return;
          step();
        }
        firstDrawn = true;
        panel.dataset.ready = 'true';
      })();
    },
  };
}
