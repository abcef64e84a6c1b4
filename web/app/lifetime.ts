// What a mounted view (or an explorer) holds on the page beyond its own DOM, kept in one place so
// that taking it down gives everything back: listeners on window and document (an AbortSignal),
// ResizeObservers, animation frames, timers, and any other clean-up.
export class Lifetime {
  readonly #abort = new AbortController();
  readonly #cleanups: (() => void)[] = [];

  /** Pass as `{ signal }` to addEventListener: the listener goes when the lifetime ends. */
  get signal(): AbortSignal {
    return this.#abort.signal;
  }

  get ended(): boolean {
    return this.#abort.signal.aborted;
  }

  /** Runs `cleanup` when the lifetime ends (at once if it has ended). */
  onEnd(cleanup: () => void): void {
    if (this.ended) cleanup();
    else this.#cleanups.push(cleanup);
  }

  /** A ResizeObserver on `element`, disconnected when the lifetime ends. */
  observeResize(element: Element, callback: ResizeObserverCallback): ResizeObserver {
    const observer = new ResizeObserver(callback);
    observer.observe(element);
    this.onEnd(() => observer.disconnect());
    return observer;
  }

  /**
   * A function that runs `callback` once on the next animation frame however often it is called
   * before then; a frame still pending when the lifetime ends is cancelled.
   */
  frameScheduler(callback: () => void): { schedule(): void; cancel(): void } {
    let frame = 0;
    const cancel = (): void => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    this.onEnd(cancel);
    return {
      schedule: () => {
        if (frame === 0 && !this.ended)
          frame = requestAnimationFrame(() => {
            frame = 0;
            callback();
          });
      },
      cancel,
    };
  }

  /**
   * A view's redraw. The returned `request(changed)` runs `draw` once on the next animation frame
   * however often it is called before then; `box` taking a width other than the one last drawn at
   * requests one too. `draw` learns whether any request since its last draw said the settings
   * changed, and returns `box`'s width as it read it to draw (reading it here would cost a layout
   * of its own), or null when it drew nothing (a hidden panel has no size; refused settings): the
   * change then waits for the next draw.
   */
  redrawer(box: Element, draw: (changed: boolean) => number | null): (changed: boolean) => void {
    let changed = false;
    let drawnWidth = -1;
    const frame = this.frameScheduler(() => {
      const wasChanged = changed;
      changed = false;
      const width = draw(wasChanged);
      if (width === null) changed ||= wasChanged;
      else drawnWidth = width;
    });
    this.observeResize(box, () => {
      if (box.clientWidth !== drawnWidth) frame.schedule();
    });
    return (settingsChanged) => {
      if (settingsChanged) changed = true;
      frame.schedule();
    };
  }

  /** setTimeout, cleared when the lifetime ends. */
  timeout(callback: () => void, ms: number): void {
    const timer = setTimeout(callback, ms);
    this.onEnd(() => clearTimeout(timer));
  }

  /** Releases everything, last registered first. */
  end(): void {
    if (this.ended) return;
    this.#abort.abort();
    for (const cleanup of this.#cleanups.splice(0).reverse()) cleanup();
  }
}
