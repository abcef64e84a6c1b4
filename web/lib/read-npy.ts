// readNpy: a NumPy .npy file (format versions 1–3) as { values, shape }: float16/32/64 and
// int32/64, either byte order, C or Fortran order (turned row-major). Refused with a reason: other
// dtypes, a truncated file, NaN or ±Inf (with their index), and files over 256 MB (before reading).
import type { Tensor } from './tensor-readers.js';

const PREFIX = 'positional-encoding: ';
/** The largest file read: 256 MB (a 4096 × 128 float32 table is 2 MB). */
export const MAX_TENSOR_BYTES = 256 * 1024 * 1024;

function float16(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * fraction * 2 ** -24;
  if (exponent === 31) return fraction ? NaN : sign * Infinity;
  return sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
}

export function readNpy(bytes: Uint8Array | ArrayBuffer): Tensor {
  const data = bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes;
  if (!(data instanceof Uint8Array)) throw new TypeError(`${PREFIX}readNpy takes a Uint8Array or ArrayBuffer`);
  if (data.length > MAX_TENSOR_BYTES)
    throw new RangeError(`${PREFIX}the file is ${data.length} bytes; files over 256 MB are refused`);
  if (data.length === 0) throw new RangeError(`${PREFIX}the file is empty`);
  const magic = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59];
  if (data.length < 10 || magic.some((b, i) => data[i] !== b))
    throw new TypeError(`${PREFIX}not a .npy file (no \\x93NUMPY magic)`);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const major = data[6]!;
  if (major < 1 || major > 3) throw new RangeError(`${PREFIX}.npy format version ${major} is not 1, 2 or 3`);
  const headerLength = major === 1 ? view.getUint16(8, true) : view.getUint32(8, true);
  const start = major === 1 ? 10 : 12;
  if (start + headerLength > data.length) throw new RangeError(`${PREFIX}the .npy header is truncated`);
  const header = new TextDecoder(major === 3 ? 'utf-8' : 'latin1').decode(data.subarray(start, start + headerLength));
  const descr = /'descr'\s*:\s*'([^']+)'/.exec(header)?.[1];
  const fortran = /'fortran_order'\s*:\s*True/.test(header);
  const shapeText = /'shape'\s*:\s*\(([^)]*)\)/.exec(header)?.[1];
  if (!descr || shapeText === undefined)
    throw new TypeError(`${PREFIX}the .npy header has no descr or shape: ${header.trim()}`);
  const shape = shapeText
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(Number);
  const type = /^([<>|=])([fi])(\d)$/.exec(descr);
  if (!type || !['f2', 'f4', 'f8', 'i4', 'i8'].includes(type[2]! + type[3]!))
    throw new TypeError(`${PREFIX}dtype ${descr} is not float16/32/64 or int32/64`);
  const little = type[1] !== '>';
  const size = Number(type[3]);
  const count = shape.reduce((a, d) => a * d, 1);
  const offset = start + headerLength;
  if (count === 0) throw new RangeError(`${PREFIX}the array is empty (shape (${shape.join(', ')}))`);
  if (offset + count * size > data.length)
    throw new RangeError(
      `${PREFIX}shape (${shape.join(', ')}) needs ${count * size} bytes of data; the file holds ${data.length - offset}`,
    );
  const raw = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const at = offset + i * size;
    const code = type[2]! + size;
    raw[i] =
      code === 'f2'
        ? float16(view.getUint16(at, little))
        : code === 'f4'
          ? view.getFloat32(at, little)
          : code === 'f8'
            ? view.getFloat64(at, little)
            : code === 'i4'
              ? view.getInt32(at, little)
              : Number(view.getBigInt64(at, little));
  }
  // Fortran order: the first index varies fastest; reorder to row-major.
  let values = raw;
  if (fortran && shape.length > 1) {
    values = new Float64Array(count);
    const index = new Array<number>(shape.length).fill(0);
    for (let f = 0; f < count; f++) {
      let c = 0;
      for (let d = 0; d < shape.length; d++) c = c * shape[d]! + index[d]!;
      values[c] = raw[f]!;
      for (let d = 0; d < shape.length; d++) {
        if (++index[d]! < shape[d]!) break;
        index[d] = 0;
      }
    }
  }
  for (let i = 0; i < count; i++) {
    if (!Number.isFinite(values[i]!)) {
      const at: number[] = [];
      let rest = i;
      for (let d = shape.length - 1; d >= 0; d--) {
        at.unshift(rest % shape[d]!);
        rest = Math.floor(rest / shape[d]!);
      }
      throw new RangeError(`${PREFIX}value [${at.join(', ')}] is ${values[i]}: only finite numbers can be checked`);
    }
  }
  return { values, shape: shape.length === 0 ? [1] : shape };
}
