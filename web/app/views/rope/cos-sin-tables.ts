// The cos and sin tables ropeCosSin() returns, side by side as two heatmaps: positions down, the
// rotating dimensions across, laid out as the layout pairs them ('half': θ₀…θ_{h−1} twice;
// 'pairs': θ₀ θ₀ θ₁ θ₁ …). Rows run from `first`, so position m is inside the window.
import { axisBottom, axisLeft } from 'd3-axis';
import { select } from 'd3-selection';
import { cellScale } from '../../figures/axes.js';
import { createCellCursor, type Cell, type CellCursor } from '../../figures/cell-cursor.js';
import { Heatmap } from '../../figures/heatmap.js';

export interface TableWindow {
  first: number;
  rows: number;
  cols: number;
  cos: Float32Array;
  sin: Float32Array;
}

export interface TableCell {
  table: 'cos' | 'sin';
  pos: number;
  dimension: number;
  value: number;
}

interface Side {
  name: 'cos' | 'sin';
  canvas: HTMLCanvasElement;
  svg: SVGSVGElement;
  heatmap: Heatmap;
  cursor: CellCursor;
  row: SVGRectElement;
}

const MARGIN = { top: 6, right: 8, bottom: 40, left: 52 };

export class CosSinTables {
  private window: TableWindow | null = null;
  private readonly sides: Side[];
  private marked = -1;

  constructor(root: HTMLElement, onCell: (cell: TableCell) => void) {
    this.sides = (['cos', 'sin'] as const).map((name) => {
      const canvas = root.querySelector<HTMLCanvasElement>(`canvas[data-table="${name}"]`)!;
      const svg = root.querySelector<SVGSVGElement>(`svg[data-table="${name}"]`)!;
      const heatmap = new Heatmap(canvas);
      const cursor = createCellCursor(canvas, (cell: Cell) => {
        const shown = this.window;
        if (!shown) return;
        const values = name === 'cos' ? shown.cos : shown.sin;
        onCell({
          table: name,
          pos: shown.first + cell.pos,
          dimension: cell.dimension,
          value: values[cell.pos * shown.cols + cell.dimension]!,
        });
      });
      const row = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
      row.setAttribute('class', 'rope-row-mark');
      return { name, canvas, svg, heatmap, cursor, row };
    });
  }

  setTables(window: TableWindow): void {
    this.window = window;
    for (const side of this.sides) {
      side.heatmap.setTable(side.name === 'cos' ? window.cos : window.sin, window.rows, window.cols);
      side.cursor.fit(window.rows, window.cols);
    }
  }

  /** Draws both tables (or the one named), each `width` × `height` CSS px including axes; outlines row `mark`. */
  render(width: number, height: number, mark: number, only?: 'cos' | 'sin'): void {
    const shown = this.window;
    if (!shown) return;
    this.marked = mark;
    const plot = {
      left: MARGIN.left,
      top: MARGIN.top,
      width: Math.max(60, width - MARGIN.left - MARGIN.right),
      height: Math.max(60, height - MARGIN.top - MARGIN.bottom),
    };
    for (const side of this.sides) {
      if (only !== undefined && side.name !== only) continue;
      const { canvas, svg } = side;
      canvas.style.left = `${plot.left}px`;
      canvas.style.top = `${plot.top}px`;
      canvas.style.width = `${plot.width}px`;
      canvas.style.height = `${plot.height}px`;
      side.heatmap.render(plot.width, plot.height, window.devicePixelRatio || 1);
      svg.setAttribute('width', String(width));
      svg.setAttribute('height', String(height));
      svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
      const root = select(svg);
      root.selectAll('*').remove();
      const x = cellScale(shown.cols, plot.width);
      const y = cellScale(shown.rows, plot.height);
      const xTicks = x.ticks(Math.max(2, Math.floor(plot.width / 48))).filter((v) => Number.isInteger(v) && v >= 0);
      const yTicks = y.ticks(6).filter((v) => Number.isInteger(v) && v >= 0 && v < shown.rows);
      root
        .append('g')
        .attr('class', 'axis axis-x')
        .attr('transform', `translate(${plot.left},${plot.top + plot.height})`)
        .call(axisBottom(x).tickValues(xTicks).tickFormat(String).tickSizeOuter(0));
      root
        .append('g')
        .attr('class', 'axis axis-y')
        .attr('transform', `translate(${plot.left},${plot.top})`)
        .call(
          axisLeft(y)
            .tickValues(yTicks)
            .tickFormat((v) => String(shown.first + Number(v)))
            .tickSizeOuter(0),
        );
      root
        .append('text')
        .attr('class', 'axis-label')
        .attr('text-anchor', 'middle')
        .attr('x', plot.left + plot.width / 2)
        .attr('y', plot.top + plot.height + 34)
        .text(`${side.name} table: head dimension`);
      root
        .append('text')
        .attr('class', 'axis-label')
        .attr('text-anchor', 'middle')
        .attr('transform', `translate(12,${plot.top + plot.height / 2}) rotate(-90)`)
        .text('Position');
      const rowIndex = mark - shown.first;
      if (rowIndex >= 0 && rowIndex < shown.rows) {
        svg.append(side.row);
        const band = plot.height / shown.rows;
        side.row.setAttribute('x', String(plot.left - 1));
        side.row.setAttribute('y', String(plot.top + rowIndex * band - 1));
        side.row.setAttribute('width', String(plot.width + 2));
        side.row.setAttribute('height', String(Math.max(2, band) + 2));
      }
    }
  }

  get rowMark(): number {
    return this.marked;
  }
}
