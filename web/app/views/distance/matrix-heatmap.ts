// The PE_t·PE_s heatmap as the reader uses it: the cells (the shared Heatmap), its frame and colour
// bar (matrix-figure.ts), the note on its colour scale, and the cell cursor with the readout above,
// which names the cell under the pointer or the keyboard cursor and its closed form.
import { createCellCursor, type Cell } from '../../figures/cell-cursor.js';
import type { FigureLayout } from '../../figures/figure-layout.js';
import { Heatmap } from '../../figures/heatmap.js';
import { part } from '../../dom.js';
import { cellReadout, heatmapLabel, scaleText, type DistanceMatrix } from './distance-model.js';
import { createMatrixFrame, layoutMatrix } from './matrix-figure.js';

export interface MatrixHeatmap {
  /** A new matrix: its cells, colour scale and label (drawn by the next draw). */
  set(current: DistanceMatrix): void;
  /** Gives the figure its size `width` wide (a square of at most `maxSide`), before it is painted. */
  reserve(width: number, maxSide: number): void;
  /** Lays the figure out `width` wide (a square of at most `maxSide`) and paints it. */
  draw(width: number, maxSide: number): void;
}

export function createMatrixHeatmap(panel: HTMLElement): MatrixHeatmap {
  const figure = part<HTMLDivElement>(panel, '#distance-figure');
  const canvas = part<HTMLCanvasElement>(panel, '#distance-heatmap');
  const scaleNote = part<HTMLParagraphElement>(panel, '#distance-scale');
  const readout = new Map<string, HTMLElement>();
  for (const cell of panel.querySelectorAll<HTMLElement>('#distance-readout [data-field]')) {
    readout.set(cell.dataset.field!, cell);
  }
  const heatmap = new Heatmap(canvas);
  const matrixFrame = createMatrixFrame(part<SVGSVGElement>(panel, '#distance-overlay'));
  let shown: DistanceMatrix | null = null;

  const showCell = (cell: Cell): void => {
    const t = cell.pos;
    const s = cell.dimension;
    matrixFrame.select({ t, s });
    if (!shown) return;
    for (const [field, text] of Object.entries(cellReadout(shown, t, s))) {
      const element = readout.get(field)!;
      if (element.textContent !== text) element.textContent = text;
    }
  };
  const cursor = createCellCursor(canvas, showCell);

  function reserve(width: number, maxSide: number): FigureLayout {
    const layout = layoutMatrix(width, maxSide);
    const { plot } = layout;
    figure.style.height = `${layout.height}px`;
    canvas.style.left = `${plot.left}px`;
    canvas.style.top = `${plot.top}px`;
    canvas.style.width = `${plot.width}px`;
    canvas.style.height = `${plot.height}px`;
    return layout;
  }

  return {
    set(current) {
      shown = current;
      const { matrix, size, extent } = current;
      heatmap.setTable(matrix, size, size, [-extent, extent]);
      scaleNote.textContent = scaleText(current);
      cursor.fit(size, size);
      canvas.setAttribute('aria-label', heatmapLabel(current));
    },
    reserve,
    draw(width, maxSide) {
      if (!shown) return;
      const layout = reserve(width, maxSide);
      const { plot } = layout;
      heatmap.render(plot.width, plot.height, window.devicePixelRatio || 1);
      matrixFrame.draw(layout, shown.size, shown.extent);
      if (cursor.current) showCell(cursor.current);
    },
  };
}
