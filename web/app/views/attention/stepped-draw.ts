// The lab's first draw in steps, each in a task of its own (issue 31: no first draw over 50 ms of
// the main thread at a time): the first screen's figure first; each section under it is shown once
// its step has drawn it (hidden from the start, it costs no layout and moves nothing above it).
// Once the panel is ready, every draw runs all its steps at once.
import { nextTask } from '../../after-paint.js';
import { part } from '../../dom.js';
import type { Lifetime } from '../../lifetime.js';

export type DrawStep = () => void;

/**
 * `laterTitles[k]`: the ids of the titles of the sections step k + 1 draws, hidden until it has.
 * `run(steps)` draws `steps` (the first, then one per entry of `laterTitles`).
 */
export function createSteppedDraw(
  panel: HTMLElement,
  lifetime: Lifetime,
  laterTitles: readonly (readonly string[])[],
): { run(steps: readonly DrawStep[]): void } {
  const laterSections = laterTitles.map((titles) =>
    titles.map((title) => part<HTMLElement>(panel, `section[aria-labelledby="${title}"]`)),
  );
  for (const section of laterSections.flat()) section.hidden = true;
  /** Which draw is the latest: a first draw's later steps stop when another draw has begun. */
  let drawing = 0;

  return {
    run(steps) {
      const run = ++drawing;
      if (panel.dataset.ready === 'true') {
        for (const step of steps) step();
        return;
      }
      steps[0]!();
      void (async () => {
        for (const [index, step] of steps.slice(1).entries()) {
          await nextTask();
          if (run !== drawing || lifetime.ended) return;
          step();
          for (const section of laterSections[index]!) section.hidden = false;
        }
        panel.dataset.ready = 'true';
      })();
    },
  };
}
