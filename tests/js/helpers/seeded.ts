// Seeded pseudo-random numbers for tests: the same inputs on every run and machine.

/** mulberry32: a tiny seeded generator, uniform in [−1, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 31 - 1;
  };
}

/** n float32 values uniform in [−1, 1) from seededRandom(seed). */
export function seededFloats(n: number, seed: number): Float32Array {
  return Float32Array.from({ length: n }, seededRandom(seed));
}
