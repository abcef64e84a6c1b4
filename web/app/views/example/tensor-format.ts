// The text layout of a printed tensor, as PyTorch and numpy print one, so the page reads like the
// article: `tensor([[[-0.27, -0.82,  0.33,  1.39],` … `]]], grad_fn=<…>)` and
// `array([[ 0.    ,  1.    , …`. Pure functions: the DOM is built from this in tensor-view.ts.

/** PyTorch (sci_mode=False): every element with `decimals` digits, right-aligned to the widest. */
export function torchTexts(values: ArrayLike<number>, decimals: number): string[] {
  const texts = Array.from(values, (value) => fixed(value, decimals));
  return padStartToWidest(texts);
}

/**
 * numpy (floatmode 'maxprec'): at most `precision` digits, trailing zeros dropped ("0.995",
 * "0."), then padded right to the most fraction digits and left to the widest integer part.
 */
export function numpyTexts(values: ArrayLike<number>, precision: number): string[] {
  const parts = Array.from(values, (value) => {
    const [whole, fraction = ''] = fixed(value, precision).split('.') as [string, string?];
    return { whole, fraction: fraction.replace(/0+$/, '') };
  });
  const wholeWidth = Math.max(...parts.map((part) => part.whole.length));
  const fractionWidth = Math.max(...parts.map((part) => part.fraction.length));
  return parts.map(({ whole, fraction }) => `${whole.padStart(wholeWidth)}.${fraction.padEnd(fractionWidth)}`);
}

/** A fixed-point string; -0 (and values that round to it) print without the sign. */
export function fixed(value: number, decimals: number): string {
  const text = value.toFixed(decimals);
  return Number(text) === 0 ? text.replace('-', '') : text;
}

function padStartToWidest(texts: string[]): string[] {
  const width = Math.max(...texts.map((text) => text.length));
  return texts.map((text) => text.padStart(width));
}

/** One printed line: the text before the first element, the elements' flat indices, the text after. */
export interface TensorLine {
  /** Index of the 2-D block (the leading dimension of a 3-D tensor), else 0. */
  block: number;
  /** Row inside the block (0 for a 1-D tensor). */
  row: number;
  lead: string;
  cells: number[];
  trail: string;
}

/** Blank lines separate the blocks of a 3-D tensor, as PyTorch prints them. */
export type LayoutLine = TensorLine | { blank: true };

/**
 * Lines of a 1-, 2- or 3-D tensor printed as `${opening}[…]${closing}`, e.g. opening 'tensor(',
 * closing ')' or ', grad_fn=<AddBackward0>)'. Element texts are joined with ', '.
 */
export function layoutTensor(shape: readonly number[], opening: string, closing: string): LayoutLine[] {
  const [blocks, rows, cols] =
    shape.length === 3
      ? (shape as [number, number, number])
      : shape.length === 2
        ? [1, shape[0]!, shape[1]!]
        : [1, 1, shape[0]!];
  const depth = shape.length;
  const lines: LayoutLine[] = [];
  for (let block = 0; block < blocks; block += 1) {
    if (block > 0) lines.push({ blank: true });
    for (let row = 0; row < rows; row += 1) {
      // Brackets still open before this row's own '[': depth − 1 at the very start, fewer after.
      const first = block === 0 && row === 0;
      const opened = first ? depth - 1 : row === 0 ? 1 : 0;
      const indent = first ? opening : ' '.repeat(opening.length + depth - 1 - opened);
      const lastRow = row === rows - 1;
      const lastBlock = block === blocks - 1;
      let trail = ']';
      if (!lastRow) trail += ',';
      else if (!lastBlock) trail += '],';
      else trail += `${']'.repeat(depth - 1)}${closing}`;
      const start = (block * rows + row) * cols;
      lines.push({
        block,
        row,
        lead: `${indent}${'['.repeat(opened)}[`,
        cells: Array.from({ length: cols }, (_, k) => start + k),
        trail,
      });
    }
  }
  return lines;
}

/** The whole printout as plain text (for tests and copying). */
export function tensorText(lines: readonly LayoutLine[], texts: readonly string[]): string {
  return lines
    .map((line) => ('blank' in line ? '' : `${line.lead}${line.cells.map((k) => texts[k]).join(', ')}${line.trail}`))
    .join('\n');
}
