// "Once this frame has painted": what waits for this stays out of the first paint's way, and out
// of what Lighthouse counts into it (issue 12).
//
// Before the document's first contentful paint, that paint is what is waited for, as the browser
// reports it (a paint timing entry, which comes once the frame is on screen). A
// requestAnimationFrame callback and the task after it run once the frame is handed to the
// compositor, which on a busy phone may show it tens or hundreds of ms later: the explorer's
// requests then started before the paint, and Lighthouse counted them into the embed's largest
// paint (simulated LCP 2.0 s where the paint alone gave 1.5 s). After that first paint, the next
// frame is enough. A hidden tab paints no frames: there it resolves at once, or whatever waits
// would wait until the tab is shown.

/** How long to wait for a first contentful paint that may never come (nothing contentful shown). */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Resolves in a task after the next frame: what the last task showed has been laid out by the
 * browser, so a width read then costs no forced layout.
 */
export const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves in a task of its own: what follows is not added to the task that is running (Lighthouse
 * counts each task's time beyond 50 ms as blocking; two short tasks block less than one long one).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves once the document's first contentful paint is on screen. */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      observer.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const fallback = setTimeout(done, FIRST_PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves after the next paint: the first contentful one if there has been none yet (at once in a hidden tab). */
export function afterNextPaint(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') return Promise.resolve();
  const paintTiming =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!paintTiming || performance.getEntriesByName('first-contentful-paint').length > 0) return nextFrame();
  return firstContentfulPaint();
}
