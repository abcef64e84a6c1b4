// "Once this frame has painted": a requestAnimationFrame callback runs before its frame paints, a
// task queued from it runs after. What waits for this stays out of the first paint's way, and out
// of what Lighthouse counts into it (issue 12). A hidden tab paints no frames: there it resolves at
// once, or whatever waits would wait until the tab is shown.

/** Resolves after the next paint (at once in a hidden tab). */
export function afterNextPaint(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
