// A view's first draw in steps, each in a task of its own (issue 31: no first draw over 50 ms of
// the main thread at a time): the first screen's figure first, then the figures under it, one
// task each; a long computation in slices of its own tasks. The panel is marked ready
// (data-ready) once the last step has drawn. Later draws (a setting changed, a resize) run all
// their steps at once, as a reader's change is answered in one frame. A removed view stops
// between steps and leaves nothing scheduled.
import { nextFrame, nextTask } from '../after-paint.js';
import type { Lifetime } from '../lifetime.js';

/**
 * A step's answer: nothing (or true), on to the next step; 'again', run this step again (on a
 * first draw in the next task); false, stop here: the panel is not marked ready (the step showed
 * why, as a refused setting's reason).
 */
export type StepAnswer = void | boolean | 'again';
export type DrawStep = () => StepAnswer;

export interface DrawStepsOptions {
  /**
   * The first step waits for a task of its own too. By default it runs at once, in the caller's
   * task (the figure on the first screen drawn in the frame that laid its box out).
   */
  firstInTaskOfItsOwn?: boolean;
  /**
   * Each step after the next frame rather than in the next task: what the last step showed has
   * been laid out by the browser, so a step reads its figure's width without forcing a layout.
   * A step run 'again' waits for a task only.
   */
  afterFrames?: boolean;
}

export interface DrawSteps {
  /** Draws `steps` in order: in tasks of their own until the first draw has ended, else at once. */
  run(steps: readonly DrawStep[]): void;
  /** Stops a first draw under way (its settings were replaced by refused ones). */
  stop(): void;
  /** Until the first draw has ended: a redraw then starts it again rather than redrawing what it has not drawn. */
  readonly firstDrawPending: boolean;
}

export function createDrawSteps(panel: HTMLElement, lifetime: Lifetime, options: DrawStepsOptions = {}): DrawSteps {
  /** Which draw is the latest: a first draw's later steps stop when another draw has begun. */
  let latest = 0;
  let firstDrawn = false;

  function runAtOnce(steps: readonly DrawStep[]): void {
    for (const step of steps) {
      let answer: StepAnswer;
      do answer = step();
      while (answer === 'again');
      if (answer === false) return;
    }
    panel.dataset.ready = 'true';
  }

  async function runInTasks(steps: readonly DrawStep[], run: number): Promise<void> {
    const nextStep = options.afterFrames ? nextFrame : nextTask;
    for (const [index, step] of steps.entries()) {
      if (index > 0 || options.firstInTaskOfItsOwn) await nextStep();
      let answer: StepAnswer = 'again';
      for (let tries = 0; answer === 'again'; tries++) {
        if (tries > 0) await nextTask();
        if (run !== latest || lifetime.ended) return;
        answer = step();
      }
      if (answer === false) return;
    }
    firstDrawn = true;
    panel.dataset.ready = 'true';
  }

  return {
    get firstDrawPending() {
      return !firstDrawn;
    },
    stop() {
      latest++;
    },
    run(steps) {
      const run = ++latest;
      if (firstDrawn) runAtOnce(steps);
      else void runInTasks(steps, run);
    },
  };
}

/**
 * How long a slice of a long computation runs before it yields (ms). Lighthouse's mobile run
 * multiplies the tasks it sees on the measuring machine by 4, and a phone may be that much slower
 * than a laptop: 10 ms stays under the 50 ms that count as blocking.
 */
export const SLICE_MS = 10;

/**
 * A step that runs a computation given as a generator (it yields between pieces of work) for at
 * most about SLICE_MS at a time, answering 'again' until it is done; then `done` takes its value.
 * A slice stops before a piece that would take it past SLICE_MS (judged by the longest piece so
 * far), so pieces of 6 ms run one a task, not two. The generator is made at the step's first run,
 * from the settings of that moment. A piece that throws (the core refused) throws out of the step.
 */
export function inSlices<T>(start: () => Generator<void, T>, done: (value: T) => void): DrawStep {
  let steps: Generator<void, T> | null = null;
  let longestPiece = 0;
  return () => {
    steps ??= start();
    const sliceStart = performance.now();
    for (;;) {
      const pieceStart = performance.now();
      const next = steps.next();
      if (next.done) {
        done(next.value);
        return true;
      }
      const now = performance.now();
      longestPiece = Math.max(longestPiece, now - pieceStart);
      if (now - sliceStart + longestPiece > SLICE_MS) return 'again';
    }
  };
}
