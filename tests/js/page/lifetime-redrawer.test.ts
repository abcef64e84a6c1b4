// Lifetime.redrawer, the redraw every view's panel uses: requests coalesce into one draw per
// animation frame, a settings change survives a draw that could not draw, a resize to the width
// last drawn at costs nothing, and an ended lifetime draws no more. Animation frames and
// ResizeObserver are stood in for: the test drives them by hand.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Lifetime } from '../../../web/app/lifetime.js';

let frames: Map<number, FrameRequestCallback>;
let observers: { callback: ResizeObserverCallback; disconnected: boolean }[];

beforeEach(() => {
  frames = new Map();
  observers = [];
  let nextId = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      readonly entry: { callback: ResizeObserverCallback; disconnected: boolean };
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe(): void {}
      disconnect(): void {
        this.entry.disconnected = true;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Runs the animation frames pending now (not those they request). */
function runFrames(): void {
  const pending = [...frames.values()];
  frames.clear();
  for (const callback of pending) callback(0);
}
/** The observed box takes `width` and its observer is told. */
function resize(box: { clientWidth: number }, width: number): void {
  box.clientWidth = width;
  for (const observer of observers) observer.callback([], {} as ResizeObserver);
}

function setUp(drawResult: (changed: boolean) => number | null = () => 300) {
  const lifetime = new Lifetime();
  const box = { clientWidth: 300 };
  const draws: boolean[] = [];
  const request = lifetime.redrawer(box as unknown as Element, (changed) => {
    draws.push(changed);
    return drawResult(changed);
  });
  return { lifetime, box, draws, request };
}

describe('Lifetime.redrawer', () => {
  it('draws once per frame however often asked, changed if any request said so', () => {
    const { draws, request } = setUp();
    request(false);
    request(true);
    request(false);
    expect(frames.size).toBe(1);
    runFrames();
    expect(draws).toEqual([true]);
    request(false);
    runFrames();
    expect(draws).toEqual([true, false]);
  });

  it('keeps a change for the next draw when the draw drew nothing (a hidden panel)', () => {
    let hidden = true;
    const { draws, request } = setUp(() => (hidden ? null : 300));
    request(true);
    runFrames();
    hidden = false;
    request(false);
    runFrames();
    request(false);
    runFrames();
    expect(draws).toEqual([true, true, false]);
  });

  it('redraws when the box takes another width than the one drawn at, and only then', () => {
    const { box, draws, request } = setUp(() => box.clientWidth);
    request(true);
    runFrames();
    resize(box, 300); // the observer's first report: the width just drawn at
    expect(frames.size).toBe(0);
    resize(box, 280);
    runFrames();
    expect(draws).toEqual([true, false]);
    resize(box, 280);
    expect(frames.size).toBe(0);
  });

  it('an ended lifetime cancels the pending frame and stops observing', () => {
    const { lifetime, draws, request } = setUp();
    request(true);
    lifetime.end();
    expect(frames.size).toBe(0);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
    request(true);
    runFrames();
    expect(draws).toEqual([]);
  });
});
