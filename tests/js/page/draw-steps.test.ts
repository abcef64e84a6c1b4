// figures/draw-steps.ts, the first draw in steps every stepped view uses: each step in a task of
// its own (the first at once unless asked), 'again' repeats a step in the next task, false stops
// without marking the panel ready, a newer draw or an ended lifetime stops the old one, later
// draws run at once, and inSlices runs a generator in slices. Tasks are vitest's fake timers; a
// panel is an object with a dataset, all the module touches.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDrawSteps, inSlices, SLICE_MS, type DrawStep } from '../../../web/app/figures/draw-steps.js';
import { Lifetime } from '../../../web/app/lifetime.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const fakePanel = (): HTMLElement => ({ dataset: {} }) as HTMLElement;

/** Steps that log their name when they run. */
function logged(log: string[], ...names: string[]): DrawStep[] {
  return names.map((name) => () => void log.push(name));
}

/** Runs the task queued now (not those it queues) and says what the log holds after it. */
async function nextTaskLog(log: string[]): Promise<string[]> {
  await vi.runOnlyPendingTimersAsync();
  return [...log];
}

describe('createDrawSteps', () => {
  it('runs the first step at once and each later one in a task of its own, then marks the panel ready', async () => {
    const panel = fakePanel();
    const steps = createDrawSteps(panel, new Lifetime());
    const log: string[] = [];
    steps.run(logged(log, 'a', 'b', 'c'));
    expect(log).toEqual(['a']);
    expect(await nextTaskLog(log)).toEqual(['a', 'b']);
    expect(panel.dataset.ready).toBeUndefined();
    expect(steps.firstDrawPending).toBe(true);
    expect(await nextTaskLog(log)).toEqual(['a', 'b', 'c']);
    expect(panel.dataset.ready).toBe('true');
    expect(steps.firstDrawPending).toBe(false);
  });

  it('waits a task before the first step when asked', async () => {
    const steps = createDrawSteps(fakePanel(), new Lifetime(), { firstInTaskOfItsOwn: true });
    const log: string[] = [];
    steps.run(logged(log, 'a', 'b'));
    expect(log).toEqual([]);
    expect(await nextTaskLog(log)).toEqual(['a']);
  });

  it("runs a step that answers 'again' once a task until it answers otherwise", async () => {
    const panel = fakePanel();
    const steps = createDrawSteps(panel, new Lifetime());
    const log: string[] = [];
    let left = 2;
    steps.run([() => (log.push(`slice ${left}`), left-- > 0 ? 'again' : true), ...logged(log, 'after')]);
    expect(log).toEqual(['slice 2']);
    expect(await nextTaskLog(log)).toEqual(['slice 2', 'slice 1']);
    expect(await nextTaskLog(log)).toEqual(['slice 2', 'slice 1', 'slice 0']);
    expect(await nextTaskLog(log)).toEqual(['slice 2', 'slice 1', 'slice 0', 'after']);
    expect(panel.dataset.ready).toBe('true');
  });

  it('stops at a step that answers false: the rest does not run and the panel is not ready', async () => {
    const panel = fakePanel();
    const steps = createDrawSteps(panel, new Lifetime());
    const log: string[] = [];
    steps.run([...logged(log, 'a'), () => false, ...logged(log, 'never')]);
    await vi.runAllTimersAsync();
    expect(log).toEqual(['a']);
    expect(panel.dataset.ready).toBeUndefined();
    expect(steps.firstDrawPending).toBe(true);
  });

  it('stops a first draw when another begins, when stop() is called, or when the lifetime ends', async () => {
    const lifetime = new Lifetime();
    const steps = createDrawSteps(fakePanel(), lifetime);
    const log: string[] = [];
    steps.run(logged(log, 'old 1', 'old 2'));
    steps.run(logged(log, 'new 1', 'new 2'));
    await vi.runAllTimersAsync();
    expect(log).toEqual(['old 1', 'new 1', 'new 2']);

    const stopped = createDrawSteps(fakePanel(), lifetime);
    const stoppedLog: string[] = [];
    stopped.run(logged(stoppedLog, 'a', 'b'));
    stopped.stop();
    await vi.runAllTimersAsync();
    expect(stoppedLog).toEqual(['a']);

    const ended = createDrawSteps(fakePanel(), lifetime);
    const endedLog: string[] = [];
    ended.run(logged(endedLog, 'a', 'b'));
    lifetime.end();
    await vi.runAllTimersAsync();
    expect(endedLog).toEqual(['a']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("runs a later draw's steps at once, 'again' included, and a false answer still stops it", async () => {
    const panel = fakePanel();
    const steps = createDrawSteps(panel, new Lifetime());
    steps.run([() => undefined]);
    expect(panel.dataset.ready).toBe('true');
    const log: string[] = [];
    let left = 1;
    steps.run([() => (log.push('again?'), left-- > 0 ? 'again' : undefined), ...logged(log, 'b')]);
    expect(log).toEqual(['again?', 'again?', 'b']);
    delete panel.dataset.ready;
    steps.run([() => false, ...logged(log, 'never')]);
    expect(log).toEqual(['again?', 'again?', 'b']);
    expect(panel.dataset.ready).toBeUndefined();
  });
});

describe('inSlices', () => {
  it('runs the generator up to SLICE_MS a call, then hands its value over once', () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const pieces: number[] = [];
    function* work(): Generator<void, string> {
      for (let piece = 0; piece < 5; piece++) {
        pieces.push(piece);
        now += SLICE_MS / 2; // each piece takes half a slice
        yield;
      }
      return 'done';
    }
    const values: string[] = [];
    let made = 0;
    const step = inSlices(
      () => (made++, work()),
      (value) => values.push(value),
    );
    expect(step()).toBe('again');
    expect(pieces).toEqual([0, 1]);
    expect(step()).toBe('again');
    expect(pieces).toEqual([0, 1, 2, 3]);
    expect(step()).toBe(true);
    expect(pieces).toEqual([0, 1, 2, 3, 4]);
    expect(values).toEqual(['done']);
    expect(made).toBe(1);
  });

  it('stops a slice before a piece that would take it past SLICE_MS: pieces over half a slice run one a call', () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    let pieces = 0;
    function* work(): Generator<void, number> {
      for (let piece = 0; piece < 3; piece++) {
        pieces++;
        now += SLICE_MS * 0.6;
        yield;
      }
      return pieces;
    }
    const step = inSlices(work, () => undefined);
    const perCall: number[] = [];
    for (let answer = step(), before = 0; ; answer = step()) {
      perCall.push(pieces - before);
      before = pieces;
      if (answer !== 'again') break;
    }
    expect(perCall).toEqual([1, 1, 1, 0]);
  });

  it('lets a refusal thrown by a piece out of the step', () => {
    function* refused(): Generator<void, number> {
      yield;
      throw new RangeError('span=0 is not allowed');
    }
    const step = inSlices(refused, () => undefined);
    expect(() => {
      while (step() === 'again');
    }).toThrow(RangeError);
  });
});
