// A small matrix drawn as an SVG grid: words (or positions) down the left and along the top, one
// coloured square per cell with its number printed inside when the squares are big enough, masked
// cells (the causal future) in the page's background with "−∞". The ALiBi / T5 view draws its bias
// and bucket matrices with it, the attention lab its terms, scores and weights. All SVG, so a PNG
// of it is the SVG alone (export/figure-png). The cell area is one focusable rect: hover it, or
// focus it and use the arrow keys (figures/cell-cursor), and the view's readout follows. Its styles,
// labelled-grid.css, are listed by the views that draw it (their descriptions stay free of this code).
import { createCellCursor, type Cell, type CellCursor } from './cell-cursor.js';
import { viridisRgb } from './heatmap.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

export interface GridContent {
  rowLabels: readonly string[];
  colLabels: readonly string[];
  /** Position of the cell's value in the colour ramp, 0 … 1; null for a masked cell. */
  unit(row: number, col: number): number | null;
  /** The number printed in the cell (when there is room). */
  text(row: number, col: number): string;
  /** Names the figure for screen readers (the readout says the hovered cell). */
  label: string;
}

export interface GridOptions {
  /** Largest side of a cell in CSS px. */
  maxCell?: number;
  /** Smallest side of a cell in CSS px (the grid scrolls sideways below it: the caller's box). */
  minCell?: number;
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

/** Light text on the dark end of the ramp, dark text on the light end (≥ 4.5:1 either way). */
function textClassFor(unit: number): string {
  return unit < 0.45 ? 'grid-text on-dark' : 'grid-text on-light';
}

export class LabelledGrid {
  readonly cursor: CellCursor;
  readonly #svg: SVGSVGElement;
  readonly #cells: SVGGElement;
  readonly #labels: SVGGElement;
  readonly #hit: SVGRectElement;
  readonly #mark: SVGRectElement;
  readonly #options: Required<GridOptions>;
  #content: GridContent | null = null;
  readonly #onCell: (cell: Cell) => void;
  #geometry = { left: 0, top: 0, cell: 0 };

  constructor(svg: SVGSVGElement, onCell: (cell: Cell) => void, options: GridOptions = {}) {
    this.#svg = svg;
    this.#onCell = onCell;
    this.#options = { maxCell: options.maxCell ?? 56, minCell: options.minCell ?? 18 };
    svg.classList.add('labelled-grid');
    this.#labels = element(svg, 'g', { class: 'grid-labels' });
    this.#cells = element(svg, 'g', { class: 'grid-cells' });
    this.#mark = element(svg, 'rect', { class: 'grid-mark cell-cursor', visibility: 'hidden' });
    this.#hit = element(svg, 'rect', { class: 'grid-hit', tabindex: 0, role: 'application', fill: 'transparent' });
    this.#hit.setAttribute('aria-roledescription', 'matrix');
    this.cursor = createCellCursor(this.#hit, (cell) => {
      this.select(cell);
      onCell(cell);
    });
  }

  /** The cell area, for the view's aria-describedby (its help line). */
  get focusTarget(): SVGRectElement {
    return this.#hit;
  }

  /** Lays the grid out in `width` CSS px and draws `content`. */
  draw(content: GridContent, width: number): void {
    this.#content = content;
    const rows = content.rowLabels.length;
    const cols = content.colLabels.length;
    const charWidth = 7;
    const longestRow = Math.max(...content.rowLabels.map((label) => label.length));
    const longestCol = Math.max(...content.colLabels.map((label) => label.length));
    const left = Math.ceil(longestRow * charWidth + 10);
    const { maxCell, minCell } = this.#options;
    // 24 px kept for slanted column labels that overhang the last column.
    const cell = Math.max(minCell, Math.min(maxCell, Math.floor((width - left - 24) / cols)));
    // Column labels stand upright when they fit a cell, else they run up at 60°.
    const upright = longestCol * charWidth <= cell - 4;
    const top = upright ? 20 : Math.ceil(longestCol * charWidth * 0.87 + 12);
    this.#geometry = { left, top, cell };
    const svgWidth = left + cols * cell + (upright ? 2 : 24);
    const svgHeight = top + rows * cell + 2;
    this.#svg.setAttribute('width', String(svgWidth));
    this.#svg.setAttribute('height', String(svgHeight));
    this.#svg.setAttribute('viewBox', `0 0 ${svgWidth} ${svgHeight}`);

    this.#labels.replaceChildren();
    content.rowLabels.forEach((label, row) => {
      element(this.#labels, 'text', {
        class: 'grid-row-label',
        x: left - 6,
        y: top + (row + 0.5) * cell,
        'text-anchor': 'end',
        'dominant-baseline': 'central',
      }).textContent = label;
    });
    content.colLabels.forEach((label, col) => {
      const x = left + (col + 0.5) * cell;
      const text = element(this.#labels, 'text', {
        class: 'grid-col-label',
        'text-anchor': upright ? 'middle' : 'start',
        transform: upright ? `translate(${x},${top - 7})` : `translate(${x - 2},${top - 6}) rotate(-60)`,
      });
      text.textContent = label;
    });

    this.#cells.replaceChildren();
    // A 2-digit number like "−0.063" needs about 32 px at the smallest font; smaller cells leave it to the readout.
    const showText = cell >= 32;
    const fontSize = Math.max(9, Math.min(12, cell / 3.9));
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const unit = content.unit(row, col);
        const x = left + col * cell;
        const y = top + row * cell;
        const square = element(this.#cells, 'rect', { x, y, width: cell - 1, height: cell - 1 });
        square.dataset.row = String(row);
        square.dataset.col = String(col);
        if (unit === null) {
          square.setAttribute('class', 'grid-cell masked');
        } else {
          const [r, g, b] = viridisRgb(unit);
          square.setAttribute('class', 'grid-cell');
          square.setAttribute('fill', `rgb(${r},${g},${b})`);
        }
        if (!showText) continue;
        const text = element(this.#cells, 'text', {
          class: unit === null ? 'grid-text masked' : textClassFor(unit),
          x: x + (cell - 1) / 2,
          y: y + (cell - 1) / 2,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          'font-size': fontSize,
        });
        text.textContent = content.text(row, col);
      }
    }
    this.#hit.setAttribute('x', String(left));
    this.#hit.setAttribute('y', String(top));
    this.#hit.setAttribute('width', String(cols * cell));
    this.#hit.setAttribute('height', String(rows * cell));
    this.#hit.setAttribute('aria-label', content.label);
    this.cursor.fit(rows, cols);
    this.select(this.cursor.current);
  }

  /** Shows `cell` as if the reader pointed at it (the view's opening cell). */
  show(cell: Cell): void {
    this.select(cell);
    this.#onCell(cell);
  }

  /** Outlines `cell` (the hovered or keyboard cell); null hides the outline. */
  select(cell: Cell | null): void {
    if (!cell || !this.#content) {
      this.#mark.setAttribute('visibility', 'hidden');
      return;
    }
    const { left, top, cell: size } = this.#geometry;
    this.#mark.setAttribute('x', String(left + cell.dimension * size - 0.5));
    this.#mark.setAttribute('y', String(top + cell.pos * size - 0.5));
    this.#mark.setAttribute('width', String(size));
    this.#mark.setAttribute('height', String(size));
    this.#mark.setAttribute('visibility', 'visible');
  }
}
