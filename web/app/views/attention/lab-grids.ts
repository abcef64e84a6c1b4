// The lab's fifteen small matrices (figures/labelled-grid), one per MATRICES entry: each section's
// grids share one colour scale and the width first-frame.ts's gridWidth gives them, and a cell
// under the cursor goes to the readout.
import { part } from '../../dom.js';
import { LabelledGrid } from '../../figures/labelled-grid.js';
import { MATRICES, signed, type LabResult } from './attention-model.js';
import { gridWidth } from './first-frame.js';
import type { ReadCell } from './lab-readout.js';

export interface LabGrids {
  /** The result the grids draw and read from. */
  set(result: LabResult): void;
  /** Draws the grids `ids` on one scale: symmetric about 0 when `signedScale`, else 0 … the largest. */
  draw(ids: readonly string[], width: number, signedScale: boolean): void;
  /** Puts the cursor on `id`'s cell (i, j) unless the reader has chosen one. */
  open(id: string, i: number, j: number): void;
}

export function createLabGrids(panel: HTMLElement, read: ReadCell): LabGrids {
  let result: LabResult | null = null;
  const matrices = new Map(MATRICES.map((matrix) => [matrix.id, matrix]));
  // Each grid is made when it is first drawn: the sections under the first are drawn in later
  // tasks (figures/draw-steps.ts), and so are their grids' elements.
  const grids = new Map<string, LabelledGrid>();
  const gridOf = (id: string): LabelledGrid => {
    let grid = grids.get(id);
    if (grid) return grid;
    const matrix = matrices.get(id)!;
    grid = new LabelledGrid(
      part(panel, `#${matrix.id}`),
      ({ pos: i, dimension: j }) => {
        if (result) read(matrix, result, i, j);
      },
      { maxCell: 42, minCell: 16 },
    );
    grid.focusTarget.setAttribute('aria-describedby', 'lab-help');
    grids.set(id, grid);
    return grid;
  };

  return {
    set: (current) => (result = current),
    draw(ids, width, signedScale) {
      if (!result) return;
      const shownResult = result;
      const L = shownResult.tokens.words.length;
      let extent = 0;
      for (const id of ids) for (const v of matrices.get(id)!.of(shownResult)) extent = Math.max(extent, Math.abs(v));
      extent ||= 1;
      const cellWidth = gridWidth(width, ids.length, L);
      for (const id of ids) {
        const grid = gridOf(id);
        const matrix = matrices.get(id)!;
        const shown = matrix.of(shownResult);
        grid.draw(
          {
            rowLabels: shownResult.tokens.words,
            colLabels: shownResult.tokens.words,
            unit: (i, j) => (signedScale ? 0.5 + shown[i * L + j]! / (2 * extent) : shown[i * L + j]! / extent),
            text: (i, j) => signed(shown[i * L + j]!, 2),
            label: `${matrix.name}, ${L} × ${L}, queries down, keys across`,
          },
          cellWidth,
        );
        if (grid.cursor.current) grid.show(grid.cursor.current);
      }
    },
    open(id, i, j) {
      const grid = gridOf(id);
      if (!grid.cursor.current) grid.show({ pos: i, dimension: j });
    },
  };
}
