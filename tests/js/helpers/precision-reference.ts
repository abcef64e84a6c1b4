// References for the precision lab, independent of the core's rounding code: a 16-bit format is
// rounded by searching the sorted list of all its finite values (decoded from the 65536 bit
// patterns), and the errors are measured against cos/sin of pos·base^(−2k/headDim) in float64.

export type SixteenBitFormat = 'float16' | 'bfloat16';

/** The value of a 16-bit pattern: IEEE half precision, or the top half of a float32 (bfloat16). */
function decode(bits: number, format: SixteenBitFormat): number {
  if (format === 'bfloat16') return new Float32Array(new Uint32Array([bits << 16]).buffer)[0]!;
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0x1f) return fraction ? NaN : sign * Infinity;
  if (exponent === 0) return sign * fraction * 2 ** -24;
  return sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
}

interface Table {
  values: number[]; // the non-negative finite values, ascending, then the first power of two past them
  evenBits: boolean[]; // whether each one's bit pattern is even
}
const tables = new Map<SixteenBitFormat, Table>();

function tableOf(format: SixteenBitFormat): Table {
  let table = tables.get(format);
  if (!table) {
    const values: number[] = [];
    const evenBits: boolean[] = [];
    for (let bits = 0; bits < 0x8000; bits += 1) {
      const v = decode(bits, format);
      if (!Number.isFinite(v)) {
        // +infinity's pattern: the rounding target just past the largest finite value
        values.push(2 * decode(bits - 0x80 * (format === 'bfloat16' ? 1 : 8), format));
        evenBits.push(true);
        break;
      }
      values.push(v);
      evenBits.push(bits % 2 === 0);
    }
    table = { values, evenBits };
    tables.set(format, table);
  }
  return table;
}

/** The nearest value of the format (ties to the even bit pattern), ±Infinity past the range. */
export function roundTo16Bits(v: number, format: SixteenBitFormat): number {
  if (!Number.isFinite(v) || v === 0) return v;
  const { values, evenBits } = tableOf(format);
  const a = Math.abs(v);
  let low = 0;
  let high = values.length - 1;
  if (a >= values[high]!) return Math.sign(v) * Infinity;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (values[mid]! <= a) low = mid;
    else high = mid;
  }
  const below = a - values[low]!;
  const above = values[high]! - a;
  const pick = below < above || (below === above && evenBits[low]) ? low : high;
  return pick === values.length - 1 ? Math.sign(v) * Infinity : Math.sign(v) * values[pick]!;
}

/** max over planes of |computed − float64| for cos/sin tables in Hugging Face's 'half' layout. */
export function tableErrors(
  positions: ArrayLike<number>,
  headDim: number,
  base: number,
  cos: ArrayLike<number>,
  sin: ArrayLike<number>,
): number[] {
  const half = headDim / 2;
  return Array.from(positions, (pos, row) => {
    let worst = 0;
    for (let k = 0; k < half; k += 1) {
      const angle = pos * base ** ((-2 * k) / headDim);
      worst = Math.max(
        worst,
        Math.abs(cos[row * headDim + k]! - Math.cos(angle)),
        Math.abs(sin[row * headDim + k]! - Math.sin(angle)),
      );
    }
    return worst;
  });
}

/** max over planes of the error of the rotated pairs of x ('half' layout) in rows of y. */
export function rotationErrors(
  positions: ArrayLike<number>,
  x: ArrayLike<number>,
  base: number,
  y: ArrayLike<number>,
): number[] {
  const headDim = x.length;
  const half = headDim / 2;
  return Array.from(positions, (pos, row) => {
    let worst = 0;
    for (let k = 0; k < half; k += 1) {
      const angle = pos * base ** ((-2 * k) / headDim);
      const [c, s, a, b] = [Math.cos(angle), Math.sin(angle), x[k]!, x[k + half]!];
      worst = Math.max(
        worst,
        Math.abs(y[row * headDim + k]! - (a * c - b * s)),
        Math.abs(y[row * headDim + k + half]! - (b * c + a * s)),
      );
    }
    return worst;
  });
}
