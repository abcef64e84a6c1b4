// Which cell the reader is looking at: the one under the pointer (mouse, pen or touch), or the
// keyboard cursor when the heatmap has focus. Arrow keys move by one cell, Page Up/Down by a
// tenth of the positions, Home/End to the first/last dimension (with Ctrl: first/last position).
export interface Cell {
  pos: number;
  dimension: number;
}

export interface CellCursor {
  readonly current: Cell | null;
  /** The table changed shape: keep the cursor inside it. */
  fit(rows: number, cols: number): void;
}

/** `canvas` is the element covering exactly the cells: a heatmap's canvas, or a grid's cell area. */
export function createCellCursor(canvas: HTMLElement | SVGElement, onMove: (cell: Cell) => void): CellCursor {
  let rows = 1;
  let cols = 1;
  let current: Cell | null = null;

  const moveTo = (pos: number, dimension: number): void => {
    pos = Math.min(rows - 1, Math.max(0, pos));
    dimension = Math.min(cols - 1, Math.max(0, dimension));
    if (current && current.pos === pos && current.dimension === dimension) return;
    current = { pos, dimension };
    onMove(current);
  };

  const fromPointer = (event: PointerEvent): void => {
    const box = canvas.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    moveTo(
      Math.floor(((event.clientY - box.top) / box.height) * rows),
      Math.floor(((event.clientX - box.left) / box.width) * cols),
    );
  };
  canvas.addEventListener('pointermove', fromPointer as EventListener);
  canvas.addEventListener('pointerdown', fromPointer as EventListener);

  canvas.addEventListener('focus', () => {
    if (!current) moveTo(0, 0);
  });

  canvas.addEventListener('keydown', (event: Event) => {
    if (!(event instanceof KeyboardEvent)) return;
    const { pos, dimension } = current ?? { pos: 0, dimension: 0 };
    const page = Math.max(1, Math.round(rows / 10));
    switch (event.key) {
      case 'ArrowUp':
        moveTo(pos - 1, dimension);
        break;
      case 'ArrowDown':
        moveTo(pos + 1, dimension);
        break;
      case 'ArrowLeft':
        moveTo(pos, dimension - 1);
        break;
      case 'ArrowRight':
        moveTo(pos, dimension + 1);
        break;
      case 'PageUp':
        moveTo(pos - page, dimension);
        break;
      case 'PageDown':
        moveTo(pos + page, dimension);
        break;
      case 'Home':
        event.ctrlKey ? moveTo(0, dimension) : moveTo(pos, 0);
        break;
      case 'End':
        event.ctrlKey ? moveTo(rows - 1, dimension) : moveTo(pos, cols - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  });

  return {
    get current() {
      return current;
    },
    fit(newRows, newCols) {
      rows = newRows;
      cols = newCols;
      if (current) {
        current = {
          pos: Math.min(rows - 1, current.pos),
          dimension: Math.min(cols - 1, current.dimension),
        };
      }
    },
  };
}
