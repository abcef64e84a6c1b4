// The plain-JavaScript baselines: the positional encoding written the way the tutorials write it,
//   div_term = exp(arange(0, d, 2) * -(ln(n) / d))
//   pe[:, 0::2] = sin(position * div_term);  pe[:, 1::2] = cos(position * div_term)
// with dModel even, as the tutorials assume. Also imported by first-call-child.mjs.

export const BASE = 10000;

/** div_term as a Float64Array of dModel / 2 frequencies. */
function divTerm(dModel, n) {
  const half = dModel / 2;
  const div = new Float64Array(half);
  const factor = -(Math.log(n) / dModel);
  for (let i = 0; i < half; i++) div[i] = Math.exp(2 * i * factor);
  return div;
}

/** Writes the length × dModel table into `pe` (a Float32Array the caller reuses) and returns it. */
export function sinusoidalPlainJsInto(length, dModel, pe, n = BASE) {
  const div = divTerm(dModel, n);
  const half = dModel / 2;
  for (let pos = 0; pos < length; pos++) {
    const row = pos * dModel;
    for (let i = 0; i < half; i++) {
      const angle = pos * div[i];
      pe[row + 2 * i] = Math.sin(angle);
      pe[row + 2 * i + 1] = Math.cos(angle);
    }
  }
  return pe;
}

/** The same loop into a new Float32Array per call (what a caller without a buffer would do). */
export function sinusoidalPlainJs(length, dModel, n = BASE) {
  return sinusoidalPlainJsInto(length, dModel, new Float32Array(length * dModel), n);
}

/**
 * y = sqrt(dModel) · x + pe for x of shape [batch, length, dModel], in one loop over x; pe is
 * computed first, tutorial-style, into the caller's reused `pe` scratch (length × dModel).
 */
export function addPositionalEncodingPlainJs(x, batch, length, dModel, pe, out, n = BASE) {
  sinusoidalPlainJsInto(length, dModel, pe, n);
  const scale = Math.sqrt(dModel);
  const perSequence = length * dModel;
  for (let b = 0; b < batch; b++) {
    const at = b * perSequence;
    for (let j = 0; j < perSequence; j++) out[at + j] = scale * x[at + j] + pe[j];
  }
  return out;
}
