// Plain-JavaScript RoPE baselines for the benchmark, written as fast as plain JS allows (typed
// arrays, no allocation in the loops), in place on x of shape [batch, heads, length, headDim]
// with positions 0 … length−1 and base 10000.

/** invFreq_i = 10000^(−2i / headDim) in float64, i < headDim / 2. */
export function inverseFrequencies(headDim, base = 10000) {
  return Float64Array.from({ length: headDim / 2 }, (_, i) => Math.pow(base, (-2 * i) / headDim));
}

/**
 * Hugging Face's precomputed tables: cos and sin of shape (length, headDim) as Float32Array,
 * 'half' repeating the planes (cat(freqs, freqs)), 'pairs' doubling each (repeat_interleave).
 */
export function hfCosSinTables(length, headDim, layout) {
  const invFreq = inverseFrequencies(headDim);
  const cos = new Float32Array(length * headDim);
  const sin = new Float32Array(length * headDim);
  for (let p = 0; p < length; p++) {
    for (let j = 0; j < headDim; j++) {
      const k = layout === 'half' ? j % (headDim / 2) : j >> 1;
      cos[p * headDim + j] = Math.cos(p * invFreq[k]);
      sin[p * headDim + j] = Math.sin(p * invFreq[k]);
    }
  }
  return { cos, sin };
}

/**
 * q·cos + rotate_half(q)·sin ('half') or q·cos + rotate_every_two(q)·sin ('pairs') from the
 * tables, element by element in one loop per row, in place.
 */
export function applyRopeTablesJs(x, [batch, heads, length, headDim], layout, cos, sin) {
  const half = headDim / 2;
  const rows = batch * heads * length;
  for (let row = 0; row < rows; row++) {
    const at = row * headDim;
    const t = (row % length) * headDim;
    if (layout === 'half') {
      for (let i = 0; i < half; i++) {
        const a = x[at + i];
        const b = x[at + half + i];
        x[at + i] = a * cos[t + i] - b * sin[t + i];
        x[at + half + i] = b * cos[t + half + i] + a * sin[t + half + i];
      }
    } else {
      for (let i = 0; i < headDim; i += 2) {
        const a = x[at + i];
        const b = x[at + i + 1];
        x[at + i] = a * cos[t + i] - b * sin[t + i];
        x[at + i + 1] = b * cos[t + i + 1] + a * sin[t + i + 1];
      }
    }
  }
}

/** The same rotation with Math.cos and Math.sin evaluated per element pair, no tables. */
export function applyRopeMathJs(x, [batch, heads, length, headDim], layout, invFreq) {
  const half = headDim / 2;
  const rows = batch * heads * length;
  const stride = layout === 'half' ? 1 : 2;
  const partner = layout === 'half' ? half : 1;
  for (let row = 0; row < rows; row++) {
    const at = row * headDim;
    const position = row % length;
    for (let k = 0; k < half; k++) {
      const angle = position * invFreq[k];
      const c = Math.cos(angle);
      const s = Math.sin(angle);
      const ia = at + k * stride;
      const a = x[ia];
      const b = x[ia + partner];
      x[ia] = a * c - b * s;
      x[ia + partner] = b * c + a * s;
    }
  }
}

/**
 * Largest |y − RoPE(x)| over the whole tensor, the reference in float64 from float64 cos/sin
 * (computed per position once, not stored per element, so no 128 MiB reference array).
 */
export function maxAbsErrorRope(y, x, [batch, heads, length, headDim], layout) {
  const invFreq = inverseFrequencies(headDim);
  const half = headDim / 2;
  const cos = new Float64Array(length * half);
  const sin = new Float64Array(length * half);
  for (let p = 0; p < length; p++) {
    for (let k = 0; k < half; k++) {
      cos[p * half + k] = Math.cos(p * invFreq[k]);
      sin[p * half + k] = Math.sin(p * invFreq[k]);
    }
  }
  const stride = layout === 'half' ? 1 : 2;
  const partner = layout === 'half' ? half : 1;
  let worst = 0;
  for (let row = 0; row < batch * heads * length; row++) {
    const at = row * headDim;
    const t = (row % length) * half;
    for (let k = 0; k < half; k++) {
      const ia = at + k * stride;
      const ib = ia + partner;
      const ea = Math.abs(y[ia] - (x[ia] * cos[t + k] - x[ib] * sin[t + k]));
      const eb = Math.abs(y[ib] - (x[ib] * cos[t + k] + x[ia] * sin[t + k]));
      if (!(ea <= worst)) worst = ea; // NaN propagates
      if (!(eb <= worst)) worst = eb;
    }
  }
  return worst;
}

/** Largest |table − cos/sin(p · invFreq)| of ropeCosSin's 'half' tables (length × headDim each). */
export function maxAbsErrorCosSin(cos, sin, length, headDim) {
  const invFreq = inverseFrequencies(headDim);
  const half = headDim / 2;
  let worst = 0;
  for (let p = 0; p < length; p++) {
    for (let j = 0; j < headDim; j++) {
      const angle = p * invFreq[j % half];
      const e = Math.max(
        Math.abs(cos[p * headDim + j] - Math.cos(angle)),
        Math.abs(sin[p * headDim + j] - Math.sin(angle)),
      );
      if (!(e <= worst)) worst = e;
    }
  }
  return worst;
}
