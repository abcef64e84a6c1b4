// The lab's first draw in steps, each in a task of its own (issue 31: no first draw over 50 ms of
// the main thread at a time), the first one too: the frame that called run() keeps only the
// layout of the panel its code has just filled. A step computes a part of the numbers or draws
// what they show; each section under the first is shown once the step that completes it has run
// (hidden from the start, it costs no layout and moves nothing above it). Once the panel is
// ready, every draw runs all its steps at once.
import { nextTask } from '../../after-paint.js';
import { part } from '../../dom.js';
import type { Lifetime } from '../../lifetime.js';

export interface DrawStep {
  draw(): void;
  /** The ids of the titles of the sections this step completes: shown once it has run. */
  shows?: readonly string[];
}

/** `laterTitles`: the ids of the titles of the sections the steps show, hidden until then. */
export function createSteppedDraw(
  panel: HTMLElement,
  lifetime: Lifetime,
  laterTitles: readonly string[],
): { run(steps: readonly DrawStep[]): void } {
  const sections = new Map(
    laterTitles.map((title) => [title, part<HTMLElement>(panel, `section[aria-labelledby="${title}"]`)]),
  );
  for (const section of sections.values()) section.hidden = true;
  /** Which draw is the latest: a first draw's steps stop when another draw has begun. */
  let drawing = 0;

  return {
    run(steps) {
      const run = ++drawing;
      if (panel.dataset.ready === 'true') {
        for (const step of steps) step.draw();
        return;
      }
      void (async () => {
        for (const step of steps) {
          await nextTask();
          if (run !== drawing || lifetime.ended) return;
          step.draw();
          for (const title of step.shows ?? []) sections.get(title)!.hidden = false;
        }
        panel.dataset.ready = 'true';
      })();
    },
  };
}
