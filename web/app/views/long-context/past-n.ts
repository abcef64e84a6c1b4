// Past the maximum length N: the sinusoid's table (sinusoidal(2N, d), computed by the core) carries
// on through position N and beyond exactly as before it, while a learned table — nn.Embedding(N, d),
// GPT-2's wpe — has N rows and nothing after: position N has no embedding to look up. The learned
// rows are drawn as present but not coloured (their values come from training, which this page
// has none of); the absent rows are hatched.
import { select } from 'd3-selection';
import { createCellCursor, type Cell, type CellCursor } from '../../figures/cell-cursor.js';
import { valueToUnit, viridisRgb } from '../../figures/heatmap.js';
import { PAST_N_DIMS, type PastNCell } from './past-n-model.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

export class PastNFigure {
  private readonly sinusoidCursor: CellCursor;
  private readonly learnedCursor: CellCursor;
  private n = 16;
  private values: Float32Array | null = null;

  constructor(
    private readonly sinusoidBox: HTMLElement,
    private readonly learnedBox: HTMLElement,
    onCell: (cell: PastNCell) => void,
  ) {
    this.sinusoidCursor = createCellCursor(sinusoidBox, (cell: Cell) =>
      onCell({ table: 'sinusoid', pos: cell.pos, dimension: cell.dimension }),
    );
    this.learnedCursor = createCellCursor(learnedBox, (cell: Cell) =>
      onCell({ table: 'learned', pos: cell.pos, dimension: cell.dimension }),
    );
  }

  /** `values`: sinusoidal(2N, PAST_N_DIMS), row-major. */
  setTable(values: Float32Array, n: number): void {
    this.values = values;
    this.n = n;
    this.sinusoidCursor.fit(2 * n, PAST_N_DIMS);
    this.learnedCursor.fit(2 * n, PAST_N_DIMS);
  }

  render(width: number, height: number): void {
    this.size(width, height);
    this.drawTable('sinusoid', width, height);
    this.drawTable('learned', width, height);
  }

  /** Both boxes at `width` × `height` px before their tables are drawn (what a first draw reserves). */
  size(width: number, height: number): void {
    for (const box of [this.sinusoidBox, this.learnedBox]) {
      box.style.width = `${width}px`;
      box.style.height = `${height}px`;
    }
  }

  /** One table drawn into its box (sized already), in a task of its own during a first draw. */
  drawTable(kind: 'sinusoid' | 'learned', width: number, height: number): void {
    const values = this.values;
    if (!values) return;
    const rows = 2 * this.n;
    const cellW = width / PAST_N_DIMS;
    const cellH = height / rows;
    const box = kind === 'sinusoid' ? this.sinusoidBox : this.learnedBox;
    let svg = box.querySelector('svg');
    if (!svg) {
      svg = document.createElementNS(SVG_NS, 'svg');
      svg.setAttribute('aria-hidden', 'true');
      box.append(svg);
    }
    svg.setAttribute('width', String(width));
    svg.setAttribute('height', String(height));
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    const root = select(svg);
    root.selectAll('*').remove();
    if (kind === 'sinusoid') {
      const cells: { r: number; c: number; v: number }[] = [];
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < PAST_N_DIMS; c++) cells.push({ r, c, v: values[r * PAST_N_DIMS + c]! });
      }
      root
        .selectAll('rect')
        .data(cells)
        .join('rect')
        .attr('x', (d) => d.c * cellW)
        .attr('y', (d) => d.r * cellH)
        .attr('width', cellW + 0.5)
        .attr('height', cellH + 0.5)
        .attr('fill', (d) => `rgb(${viridisRgb(valueToUnit(d.v)).join(',')})`);
    } else {
      root
        .append('rect')
        .attr('class', 'lc-learned-rows')
        .attr('x', 0)
        .attr('y', 0)
        .attr('width', width)
        .attr('height', this.n * cellH);
      root
        .append('text')
        .attr('class', 'lc-table-note')
        .attr('x', width / 2)
        .attr('y', (this.n * cellH) / 2)
        .attr('text-anchor', 'middle')
        .text(width < 220 ? `${this.n} trained rows` : `N = ${this.n} trained rows`);
      const hatch = root.append('g').attr('class', 'lc-absent');
      hatch
        .append('rect')
        .attr('x', 0.75)
        .attr('y', this.n * cellH + 0.75)
        .attr('width', width - 1.5)
        .attr('height', this.n * cellH - 1.5);
      const top = this.n * cellH;
      const h = this.n * cellH;
      for (let k = -h; k < width; k += 10) {
        const t0 = Math.max(0, -k);
        const t1 = Math.min(h, width - k);
        if (t0 >= t1) continue;
        hatch
          .append('line')
          .attr('class', 'lc-hatch')
          .attr('x1', k + t0)
          .attr('y1', top + t0)
          .attr('x2', k + t1)
          .attr('y2', top + t1);
      }
      root
        .append('text')
        .attr('class', 'lc-table-note lc-absent-note')
        .attr('x', width / 2)
        .attr('y', this.n * cellH * 1.5)
        .attr('text-anchor', 'middle')
        .text(width < 220 ? 'no row' : 'no row: nothing to look up');
    }
    root
      .append('line')
      .attr('class', 'lc-n-line')
      .attr('x1', 0)
      .attr('x2', width)
      .attr('y1', this.n * cellH)
      .attr('y2', this.n * cellH);
  }
}
