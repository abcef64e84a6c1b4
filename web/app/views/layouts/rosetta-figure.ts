// The Rosetta figure: the interleaved table, the permutation matrix and the split table, all in one
// SVG (so its PNG is the SVG alone), placed by rosetta-layout.ts: side by side when every cell can
// print its number, else one above the other. The permutation is drawn as a d × d grid: row j (a
// column of the interleaved table) has one filled cell, in column k (the split column that receives
// it). Hovering or focusing a cell of either table outlines its column in both tables and its cell
// in the matrix.
import { createCellCursor, type Cell, type CellCursor } from '../../figures/cell-cursor.js';
import { valueToUnit, viridisRgb } from '../../figures/heatmap.js';
import { formatValue } from '../../format.js';
import { columnKind, inversePermutation, subscript, type RosettaCell } from './layouts-model.js';
import { HEADER, ROW_LABELS, rosettaLayout, type Block, type Box } from './rosetta-layout.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

export interface RosettaData {
  rows: number;
  d: number;
  interleaved: Float32Array;
  split: Float32Array;
  /** ropePermutation(d, 'pairs', 'half'): split column k holds interleaved column p[k]. */
  p: Int32Array;
}

function element<K extends keyof SVGElementTagNameMap>(
  parent: Element,
  name: K,
  attributes: Record<string, string | number> = {},
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  parent.append(node);
  return node;
}

export class RosettaFigure {
  readonly #svg: SVGSVGElement;
  readonly #content: SVGGElement;
  readonly #marks: SVGGElement;
  readonly #hits: Record<Block, SVGRectElement>;
  readonly #cursors: Record<Block, CellCursor>;
  #data: RosettaData | null = null;
  #inverse: Int32Array = new Int32Array(0);
  #boxes: Record<Block, Box> | null = null;
  #selected: RosettaCell | null = null;
  readonly #onCell: (cell: RosettaCell) => void;

  constructor(svg: SVGSVGElement, onCell: (cell: RosettaCell) => void) {
    this.#svg = svg;
    this.#onCell = onCell;
    this.#content = element(svg, 'g', { class: 'rosetta-content' });
    this.#marks = element(svg, 'g', { class: 'rosetta-marks cell-cursor' });
    const hit = (layout: Block): SVGRectElement => {
      const rect = element(svg, 'rect', {
        class: 'rosetta-hit',
        tabindex: 0,
        role: 'application',
        fill: 'transparent',
        'data-layout': layout,
      });
      rect.setAttribute('aria-roledescription', layout === 'permutation' ? 'permutation matrix' : 'table of numbers');
      return rect;
    };
    this.#hits = { interleaved: hit('interleaved'), permutation: hit('permutation'), split: hit('split') };
    this.#cursors = {
      interleaved: createCellCursor(this.#hits.interleaved, (cell: Cell) =>
        this.#pick({ row: cell.pos, col: cell.dimension }),
      ),
      split: createCellCursor(this.#hits.split, (cell: Cell) => {
        if (!this.#data) return;
        this.#pick({ row: cell.pos, col: this.#data.p[cell.dimension]! });
      }),
      // A row j of P is interleaved column j; the position stays where the reader left it.
      permutation: createCellCursor(this.#hits.permutation, (cell: Cell) =>
        this.#pick({ row: this.#selected?.row ?? 0, col: cell.pos }),
      ),
    };
  }

  #pick(cell: RosettaCell): void {
    this.select(cell);
    this.#onCell(cell);
  }

  /** Shows `cell` as if the reader pointed at it. */
  show(cell: RosettaCell): void {
    this.#pick(cell);
  }

  setData(data: RosettaData): void {
    this.#data = data;
    this.#inverse = inversePermutation(data.p);
    this.#cursors.interleaved.fit(data.rows, data.d);
    this.#cursors.split.fit(data.rows, data.d);
    this.#cursors.permutation.fit(data.d, data.d);
    if (this.#selected)
      this.#selected = {
        row: Math.min(this.#selected.row, data.rows - 1),
        col: Math.min(this.#selected.col, data.d - 1),
      };
  }

  /** Lays the figure out in `width` CSS px; returns its height. */
  draw(width: number): number {
    const data = this.#data;
    if (!data) return 0;
    const { rows, d } = data;
    const placed = rosettaLayout(width, rows, d);
    const { boxes, height, decimals, fontSize } = placed;
    this.#boxes = boxes;
    this.#svg.setAttribute('width', String(placed.width));
    this.#svg.setAttribute('height', String(height));
    this.#svg.setAttribute('viewBox', `0 0 ${placed.width} ${height}`);
    this.#svg.dataset.arrangement = placed.sideBySide ? 'side-by-side' : 'stacked';

    const root = this.#content;
    root.replaceChildren();

    const title = (box: Box, text: string): void => {
      element(root, 'text', { class: 'rosetta-title', x: box.left - ROW_LABELS, y: box.top - HEADER - 6 }).textContent =
        text;
    };
    const columnLabels = (box: Box, labels: string[], kinds: ('sin' | 'cos')[]): void => {
      labels.forEach((label, col) => {
        const x = box.left + (col + 0.5) * box.cellWidth;
        element(root, 'text', {
          class: 'rosetta-col-index',
          x,
          y: box.top - HEADER + 12,
          'text-anchor': 'middle',
        }).textContent = String(col);
        if (box.cellWidth >= 24)
          element(root, 'text', {
            class: `rosetta-col-kind ${kinds[col]}`,
            x,
            y: box.top - 6,
            'text-anchor': 'middle',
          }).textContent = label;
      });
    };
    const table = (layout: 'interleaved' | 'split', values: Float32Array): void => {
      const box = boxes[layout];
      title(
        box,
        layout === 'interleaved' ? 'Interleaved: sin, cos, sin, cos, …' : 'Split: all sines, then all cosines',
      );
      const kinds = Array.from({ length: d }, (_, col) => columnKind(layout, d, col));
      columnLabels(
        box,
        kinds.map((kind) => `${kind.fn}${subscript(kind.pair)}`),
        kinds.map((kind) => kind.fn),
      );
      const group = element(root, 'g', { class: 'rosetta-table', 'data-layout': layout });
      for (let row = 0; row < rows; row++) {
        element(group, 'text', {
          class: 'rosetta-row-label',
          x: box.left - 6,
          y: box.top + (row + 0.5) * box.cellHeight,
          'text-anchor': 'end',
          'dominant-baseline': 'central',
        }).textContent = String(row);
        for (let col = 0; col < d; col++) {
          const value = values[row * d + col]!;
          const unit = valueToUnit(value);
          const [r, g, b] = viridisRgb(unit);
          const x = box.left + col * box.cellWidth;
          const y = box.top + row * box.cellHeight;
          element(group, 'rect', {
            class: 'rosetta-cell',
            x,
            y,
            width: box.cellWidth - 1,
            height: box.cellHeight - 1,
            fill: `rgb(${r},${g},${b})`,
          });
          if (decimals < 0) continue;
          const text = element(group, 'text', {
            class: `rosetta-value ${unit < 0.45 ? 'on-dark' : 'on-light'}`,
            x: x + (box.cellWidth - 1) / 2,
            y: y + (box.cellHeight - 1) / 2,
            'text-anchor': 'middle',
            'dominant-baseline': 'central',
            'font-size': fontSize,
            'data-row': row,
            'data-col': col,
          });
          text.textContent = formatValue(value, decimals).replace('-', '−');
        }
      }
      const hit = this.#hits[layout];
      hit.setAttribute('x', String(box.left));
      hit.setAttribute('y', String(box.top));
      hit.setAttribute('width', String(d * box.cellWidth));
      hit.setAttribute('height', String(rows * box.cellHeight));
      hit.setAttribute(
        'aria-label',
        `The ${layout} table, positions 0 to ${rows - 1} down, columns 0 to ${d - 1} across`,
      );
    };
    table('interleaved', data.interleaved);
    table('split', data.split);

    // The permutation matrix: row j = interleaved column j, column k = split column k.
    const box = boxes.permutation;
    title(box, 'Permutation P: row j → column k');
    const splitKinds = Array.from({ length: d }, (_, col) => columnKind('split', d, col));
    columnLabels(
      box,
      splitKinds.map((kind) => `${kind.fn}${subscript(kind.pair)}`),
      splitKinds.map((kind) => kind.fn),
    );
    const group = element(root, 'g', { class: 'rosetta-permutation' });
    for (let j = 0; j < d; j++) {
      element(group, 'text', {
        class: 'rosetta-row-label',
        x: box.left - 6,
        y: box.top + (j + 0.5) * box.cellHeight,
        'text-anchor': 'end',
        'dominant-baseline': 'central',
      }).textContent = String(j);
      for (let k = 0; k < d; k++) {
        const filled = data.p[k] === j;
        const cell = element(group, 'rect', {
          class: filled ? 'rosetta-one' : 'rosetta-zero',
          x: box.left + k * box.cellWidth + 0.5,
          y: box.top + j * box.cellHeight + 0.5,
          width: box.cellWidth - 2,
          height: box.cellHeight - 2,
        });
        if (filled) {
          cell.dataset.row = String(j);
          cell.dataset.col = String(k);
        }
      }
    }
    const permHit = this.#hits.permutation;
    permHit.setAttribute('x', String(box.left));
    permHit.setAttribute('y', String(box.top));
    permHit.setAttribute('width', String(d * box.cellWidth));
    permHit.setAttribute('height', String(d * box.cellHeight));
    permHit.setAttribute(
      'aria-label',
      `The permutation matrix P: row j is interleaved column j, its 1 is in split column k`,
    );
    this.select(this.#selected);
    return height;
  }

  /** Outlines the cell's column in both tables and its one in the permutation matrix. */
  select(cell: RosettaCell | null): void {
    this.#selected = cell;
    const marks = this.#marks;
    marks.replaceChildren();
    const data = this.#data;
    const boxes = this.#boxes;
    if (!cell || !data || !boxes) return;
    const k = this.#inverse[cell.col]!;
    const column = (layout: 'interleaved' | 'split', col: number): void => {
      const box = boxes[layout];
      element(marks, 'rect', {
        class: 'rosetta-mark-column',
        x: box.left + col * box.cellWidth - 1,
        y: box.top - 1,
        width: box.cellWidth + 1,
        height: data.rows * box.cellHeight + 1,
      });
      element(marks, 'rect', {
        class: 'rosetta-mark-cell',
        x: box.left + col * box.cellWidth - 0.5,
        y: box.top + cell.row * box.cellHeight - 0.5,
        width: box.cellWidth,
        height: box.cellHeight,
      });
    };
    column('interleaved', cell.col);
    column('split', k);
    const box = boxes.permutation;
    element(marks, 'rect', {
      class: 'rosetta-mark-column',
      x: box.left - 1,
      y: box.top + cell.col * box.cellHeight - 1,
      width: data.d * box.cellWidth + 1,
      height: box.cellHeight + 1,
    });
    element(marks, 'rect', {
      class: 'rosetta-mark-cell',
      x: box.left + k * box.cellWidth - 0.5,
      y: box.top + cell.col * box.cellHeight - 0.5,
      width: box.cellWidth,
      height: box.cellHeight,
    });
  }
}
