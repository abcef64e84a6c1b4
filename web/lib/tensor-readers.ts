// parseTensor: a tensor from text as people paste it: JSON nested arrays, CSV, NumPy's and
// PyTorch's printed arrays (`array([...])`, `tensor([...])`, print()'s bracketed rows without
// commas, this package's formatNumpyArray). Everything that would silently change the numbers is
// refused with the place named: a printout summarised with '...', NaN or ±Inf, ragged rows.

/** Values row-major, and their dimensions. */
export interface Tensor {
  values: Float64Array;
  shape: number[];
}

const PREFIX = 'positional-encoding: ';
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const NON_FINITE = /^[+-]?(?:nan|inf|infinity)$/i;

function where(path: number[]): string {
  return path.length === 1 ? `item ${path[0]}` : `[${path.join(', ')}]`;
}

/** The value of one token, refusing non-finite ones by where they are. */
function numberAt(token: string, place: string): number {
  if (NON_FINITE.test(token)) throw new RangeError(`${PREFIX}${place} is ${token}: only finite numbers can be checked`);
  if (!NUMBER.test(token)) throw new TypeError(`${PREFIX}${place} is "${token}", not a number`);
  return Number(token);
}

function summarised(text: string): never {
  const lines = text.split('\n');
  const line = lines.findIndex((l) => l.includes('...'));
  const alone = lines[line]!.replace(/[\s,[\]]/g, '') === '...';
  const missing = alone
    ? `rows are missing after line ${line} (NumPy and PyTorch show only the first and last 3)`
    : `columns are missing on line ${line + 1} (only the first and last 3 are shown)`;
  throw new RangeError(
    `${PREFIX}the printout is summarised with '...': ${missing}; print it whole with ` +
      `numpy.set_printoptions(threshold=sys.maxsize) or torch.set_printoptions(profile='full'), ` +
      `or save it with numpy.save and check the .npy file`,
  );
}

/** Nested brackets → values and shape; rows must agree in length at every depth. */
function parseBrackets(body: string): Tensor {
  const tokens = body.match(/\[|\]|[^\s,[\]]+/g) ?? [];
  const values: number[] = [];
  let shape: number[] | null = null;
  const counts: number[] = [];
  const path: number[] = [];
  let depth = 0;
  let maxDepth = 0;
  for (const token of tokens) {
    if (token === '[') {
      if (depth > 0) counts[depth - 1] = (counts[depth - 1] ?? 0) + 1;
      counts[depth] = 0;
      path[depth] = (counts[depth - 1] ?? 1) - 1;
      depth++;
      maxDepth = Math.max(maxDepth, depth);
      continue;
    }
    if (token === ']') {
      if (depth === 0) throw new TypeError(`${PREFIX}a ']' closes nothing`);
      depth--;
      const n = counts[depth]!;
      shape ??= [];
      if (shape[depth] === undefined) shape[depth] = n;
      else if (shape[depth] !== n) {
        const row = path.slice(1, depth + 1).join(', ');
        throw new RangeError(`${PREFIX}ragged rows: row [${row}] holds ${n} items, the first holds ${shape[depth]}`);
      }
      continue;
    }
    if (depth === 0) throw new TypeError(`${PREFIX}"${token}" is outside the brackets`);
    if (depth < maxDepth) throw new RangeError(`${PREFIX}ragged rows: a number where a row was expected`);
    const place = where([...path.slice(1, depth), counts[depth - 1]!]);
    values.push(numberAt(token, place));
    counts[depth - 1] = counts[depth - 1]! + 1;
  }
  if (depth !== 0) throw new TypeError(`${PREFIX}${depth} '[' never closed`);
  if (!shape || values.length === 0) throw new RangeError(`${PREFIX}the input holds no numbers`);
  const total = shape.reduce((a, d) => a * d, 1);
  if (total !== values.length)
    throw new RangeError(
      `${PREFIX}ragged rows: shape [${shape.join(', ')}] needs ${total} numbers, found ${values.length}`,
    );
  return { values: Float64Array.from(values), shape };
}

function parseCsv(text: string): Tensor {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const rows: number[][] = [];
  lines.forEach((line, i) => {
    if (line === '' || line.startsWith('#')) return;
    const fields = line.split(/\s*[,;\t]\s*|\s+/);
    // A header line (words only) before the first row is skipped.
    if (rows.length === 0 && fields.every((f) => !NUMBER.test(f) && !NON_FINITE.test(f))) return;
    rows.push(fields.map((f, j) => numberAt(f, `line ${i + 1}, column ${j + 1}`)));
    if (rows[0]!.length !== rows[rows.length - 1]!.length)
      throw new RangeError(
        `${PREFIX}ragged rows: line ${i + 1} holds ${fields.length} numbers, the first row ${rows[0]!.length}`,
      );
  });
  if (rows.length === 0) throw new RangeError(`${PREFIX}the input holds no numbers`);
  return {
    values: Float64Array.from(rows.flat()),
    shape: rows.length === 1 ? [rows[0]!.length] : [rows.length, rows[0]!.length],
  };
}

export function parseTensor(text: string): Tensor {
  if (typeof text !== 'string') throw new TypeError(`${PREFIX}parseTensor takes a string`);
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') throw new RangeError(`${PREFIX}the input is empty`);
  if (/\.\.\./.test(trimmed)) summarised(trimmed);
  const open = trimmed.indexOf('[');
  if (open < 0) return parseCsv(trimmed);
  // array([...], dtype=float32), tensor([...], device='cuda:0'): keep the brackets.
  const prefix = trimmed.slice(0, open).trim();
  if (prefix !== '' && !/^(?:array|tensor|np\.array|torch\.tensor)\($/.test(prefix))
    throw new TypeError(`${PREFIX}"${prefix}" before the first '[' is not array( or tensor(`);
  const close = trimmed.lastIndexOf(']');
  return parseBrackets(trimmed.slice(open, close + 1));
}
