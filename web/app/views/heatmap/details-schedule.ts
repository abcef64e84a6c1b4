// When the details under the cursor are drawn: the filled formula (15.1) and the (15.2) panel
// follow the cursor at most once per frame (the readout, the aria-live part, follows every move).
// The first ones are typeset in a task of their own after the figure's frame: typeset with the
// figure, the first draw was one long task (embed, 4x slower CPU: KaTeX's first formula 90 of
// 350 ms); at the start of the next frame, the typesetting and the layout of what it made were one
// long task (embed, Lighthouse's 4x CPU: about 280 ms); apart, each is about half (issue 12).
import type { Lifetime } from '../../lifetime.js';
import { texSettled } from '../../tex.js';

export interface DetailsSchedule {
  /** On the next animation frame, however often it is asked for before then. */
  nextFrame(): void;
  /** After the figure was drawn: the first time in a task of its own, from then on the next frame. */
  afterDraw(): void;
}

/**
 * `render` draws the details and says whether it could (false before a table); `onReady` runs once,
 * when the first details are drawn and their formulas typeset (at build time, or by KaTeX's runtime).
 */
export function createDetailsSchedule(render: () => boolean, onReady: () => void, lifetime: Lifetime): DetailsSchedule {
  let frame = 0;
  let firstTask: ReturnType<typeof setTimeout> | undefined;
  let rendered = false;
  const run = (): void => {
    cancelAnimationFrame(frame);
    frame = 0;
    clearTimeout(firstTask);
    firstTask = undefined;
    if (!render() || rendered) return;
    rendered = true;
    void texSettled().then(() => {
      if (!lifetime.ended) onReady();
    });
  };
  const nextFrame = (): void => {
    if (frame === 0) frame = requestAnimationFrame(run);
  };
  lifetime.onEnd(() => {
    cancelAnimationFrame(frame);
    clearTimeout(firstTask);
  });
  return {
    nextFrame,
    afterDraw() {
      if (rendered) nextFrame();
      else firstTask ??= setTimeout(run, 0);
    },
  };
}
