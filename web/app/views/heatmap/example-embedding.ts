// A fixed example embedding row for formula (15.2): x_j = z_j / √d_model, where z_0, z_1, … are
// standard normal numbers from a seeded PRNG (mulberry32, seed 15, Box–Muller). That is the
// N(0, 1/d_model) initialisation tensor2tensor gives its embeddings, which it then multiplies by
// √d_model: so √d_model·x = z has unit scale, comparable to PE's values in [−1, 1], whatever
// d_model is. The z sequence does not depend on d_model: a wider row only appends numbers.

export const EXAMPLE_SEED = 15;

/** mulberry32: a 32-bit seeded PRNG; uniform numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** n standard normal numbers z_j (Box–Muller: two per pair of uniforms). */
export function standardNormals(n: number, seed = EXAMPLE_SEED): Float64Array {
  const uniform = mulberry32(seed);
  const z = new Float64Array(n);
  for (let j = 0; j < n; j += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - uniform())); // 1 − u lies in (0, 1]: no log(0)
    const angle = 2 * Math.PI * uniform();
    z[j] = radius * Math.cos(angle);
    if (j + 1 < n) z[j + 1] = radius * Math.sin(angle);
  }
  return z;
}

/** The example row x (length d_model, float32): x_j = z_j / √d_model. */
export function exampleEmbeddingRow(dModel: number): Float32Array {
  const z = standardNormals(dModel);
  const scale = 1 / Math.sqrt(dModel);
  return Float32Array.from(z, (value) => value * scale);
}
