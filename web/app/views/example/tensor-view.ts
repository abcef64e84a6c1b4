// A printed tensor on the page: the PyTorch/numpy text layout, each number a grid cell whose full
// value is in its title (mouse), its accessible name and the readout line below (keyboard: the
// tensor is one tab stop, arrow keys move between its numbers). The box scrolls sideways on
// narrow screens instead of widening the page.
import { layoutTensor, type LayoutLine, type TensorLine } from './tensor-format.js';
import { attachTensorCursor } from './tensor-cursor.js';
import { inputWords } from '../../figures/input-words/input-words.js';

export interface TensorSpec {
  /** data-tensor on the box: how tests and styles find it. */
  name: string;
  /** Caption above the box, e.g. "embeddings · shape (3, 6, 4)". */
  caption: string;
  shape: readonly number[];
  /** The printed text of every element, already padded (torchTexts / numpyTexts). */
  texts: readonly string[];
  opening: string;
  closing: string;
  /** Full-precision description of element k, for the title, the readout and screen readers. */
  describe(k: number): string;
  /** Extra classes for element k (sin/cos columns, values that differ from the article). */
  cellClass?(k: number): string | undefined;
  /** A Python comment after a row: the token or position that row belongs to. */
  rowComment?(block: number, row: number): string | undefined;
  /** Extra classes for the lines of a block (the broadcast copies). */
  blockClass?(block: number): string | undefined;
  /** A label beside the first line of a block ("same rows, sequence 2"). */
  blockLabel?(block: number): string | undefined;
}

export function renderTensor(spec: TensorSpec): HTMLElement {
  const figure = document.createElement('figure');
  figure.className = 'ex-tensor';
  const caption = document.createElement('figcaption');
  caption.className = 'ex-tensor-caption';
  caption.textContent = spec.caption;
  const captionId = `ex-tensor-${spec.name}-caption`;
  caption.id = captionId;

  const box = document.createElement('div');
  box.className = 'ex-tensor-box';
  box.dataset.tensor = spec.name;
  box.dataset.shape = spec.shape.join(',');
  box.setAttribute('role', 'grid');
  box.setAttribute('aria-readonly', 'true');
  box.setAttribute('aria-labelledby', captionId);

  const lines = layoutTensor(spec.shape, spec.opening, spec.closing);
  // Row comments start in one column, as a Python programmer would align them; the last line's
  // closing text (", grad_fn=<…>)") is left out of that column.
  const codeWidth = Math.max(...lines.slice(0, -1).map((line) => ('blank' in line ? 0 : lineLength(line, spec.texts))));
  for (const line of lines) box.append(lineElement(line, spec, codeWidth));

  const readout = document.createElement('p');
  readout.className = 'ex-tensor-readout';
  readout.innerHTML = inputWords(
    'Hover a number, or focus the tensor and use the arrow keys, for its full value.',
    'Tap a number for its full value.',
  );
  attachTensorCursor(box, (k) => {
    readout.textContent = spec.describe(k);
  });

  figure.append(caption, box, readout);
  return figure;
}

function lineLength(line: TensorLine, texts: readonly string[]): number {
  const cells = line.cells.reduce((sum, k) => sum + texts[k]!.length, 0);
  return line.lead.length + cells + 2 * (line.cells.length - 1) + line.trail.length;
}

function lineElement(line: LayoutLine, spec: TensorSpec, codeWidth: number): HTMLElement {
  const element = document.createElement('span');
  element.className = 'ex-tensor-line';
  if ('blank' in line) {
    element.classList.add('ex-blank');
    element.setAttribute('aria-hidden', 'true');
    element.textContent = ' ';
    return element;
  }
  element.setAttribute('role', 'row');
  const blockClass = spec.blockClass?.(line.block);
  if (blockClass) element.classList.add(...blockClass.split(' '));
  if (line.row === 0) element.classList.add('ex-block-start');
  element.append(punctuation(line.lead));
  line.cells.forEach((k, position) => {
    // The alignment padding stays outside the cell, so a marked cell marks only its digits.
    const text = spec.texts[k]!;
    const before = text.length - text.trimStart().length;
    const after = text.trimStart().length - text.trim().length;
    element.append(punctuation(`${position > 0 ? ', ' : ''}${' '.repeat(before)}`));
    element.append(cellElement(k, spec));
    if (after > 0) element.append(punctuation(' '.repeat(after)));
  });
  element.append(punctuation(line.trail));
  const comment = spec.rowComment?.(line.block, line.row);
  if (comment) {
    const header = document.createElement('span');
    header.className = 'ex-comment';
    header.setAttribute('role', 'rowheader');
    header.textContent = `${' '.repeat(Math.max(2, codeWidth - lineLength(line, spec.texts) + 2))}# ${comment}`;
    element.append(header);
  }
  const label = line.row === 0 ? spec.blockLabel?.(line.block) : undefined;
  if (label) {
    const badge = document.createElement('span');
    badge.className = 'ex-block-label';
    badge.textContent = label;
    element.append(badge);
  }
  return element;
}

function cellElement(k: number, spec: TensorSpec): HTMLElement {
  const cell = document.createElement('span');
  cell.className = 'ex-cell';
  const extra = spec.cellClass?.(k);
  if (extra) cell.classList.add(...extra.split(' '));
  cell.setAttribute('role', 'gridcell');
  cell.dataset.index = String(k);
  cell.tabIndex = k === 0 ? 0 : -1;
  const text = spec.texts[k]!.trim();
  cell.textContent = text;
  const full = spec.describe(k);
  cell.title = full;
  cell.setAttribute('aria-label', `${text}: ${full}`);
  return cell;
}

function punctuation(text: string): HTMLElement | Text {
  if (text.trim() === '') return document.createTextNode(text);
  const span = document.createElement('span');
  span.setAttribute('aria-hidden', 'true');
  span.textContent = text;
  return span;
}
