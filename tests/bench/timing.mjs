// Timing helpers for the benchmark: warm-up, round-robin timed runs, and median/min/max.
import { performance } from 'node:perf_hooks';

/** Median, fastest and slowest of a list of times (ms). */
export function summarize(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], runs: sorted.length };
}

/** Calls `run` at least `minRuns` times and for at least `minMs`, so the JIT and memory settle. */
export function warmUp(run, { minRuns, minMs }) {
  const start = performance.now();
  for (let i = 0; i < minRuns || performance.now() - start < minMs; i++) run();
}

/**
 * Times every implementation `runs` times, round-robin: run t starts at implementation t mod k,
 * so slow drift (neighbours, GC, thermal) spreads over all of them. Each call is timed on its
 * own with performance.now(). Returns one list of times (ms) per implementation.
 */
export function roundRobin(runFunctions, runs) {
  const times = runFunctions.map(() => []);
  for (let t = 0; t < runs; t++) {
    for (let k = 0; k < runFunctions.length; k++) {
      const j = (t + k) % runFunctions.length;
      const start = performance.now();
      runFunctions[j]();
      times[j].push(performance.now() - start);
    }
  }
  return times;
}

/** warmUp for functions returning promises (the onnxruntime-web peer's session.run). */
export async function warmUpAsync(run, { minRuns, minMs }) {
  const start = performance.now();
  for (let i = 0; i < minRuns || performance.now() - start < minMs; i++) await run();
}

/** roundRobin for functions that may return promises: each call is awaited inside its timing. */
export async function roundRobinAsync(runFunctions, runs) {
  const times = runFunctions.map(() => []);
  for (let t = 0; t < runs; t++) {
    for (let k = 0; k < runFunctions.length; k++) {
      const j = (t + k) % runFunctions.length;
      const start = performance.now();
      await runFunctions[j]();
      times[j].push(performance.now() - start);
    }
  }
  return times;
}
