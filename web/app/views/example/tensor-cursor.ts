// Keyboard and pointer access to the numbers of a printed tensor (WAI-ARIA grid pattern): the
// tensor is one tab stop; arrow keys move by one number, Home/End to the ends of the row (with
// Ctrl: of the tensor). Whichever number is focused or under the pointer is reported.
export function attachTensorCursor(box: HTMLElement, onShow: (index: number) => void): void {
  const rows = Array.from(box.querySelectorAll<HTMLElement>('[role="row"]'), (row) =>
    Array.from(row.querySelectorAll<HTMLElement>('[role="gridcell"]')),
  );
  let current: HTMLElement | undefined = rows[0]?.[0];

  const where = (cell: HTMLElement): [number, number] => {
    for (let r = 0; r < rows.length; r += 1) {
      const c = rows[r]!.indexOf(cell);
      if (c >= 0) return [r, c];
    }
    return [0, 0];
  };

  const moveTo = (cell: HTMLElement | undefined): void => {
    if (!cell) return;
    if (current) current.tabIndex = -1;
    current = cell;
    cell.tabIndex = 0;
    cell.focus();
  };

  box.addEventListener('focusin', (event) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[role="gridcell"]');
    if (!cell) return;
    if (current && current !== cell) current.tabIndex = -1;
    current = cell;
    cell.tabIndex = 0;
    onShow(Number(cell.dataset.index));
  });

  box.addEventListener('pointerover', (event) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[role="gridcell"]');
    if (cell) onShow(Number(cell.dataset.index));
  });

  box.addEventListener('keydown', (event) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[role="gridcell"]');
    if (!cell || event.altKey || event.metaKey) return;
    const [r, c] = where(cell);
    const row = rows[r]!;
    switch (event.key) {
      case 'ArrowLeft':
        moveTo(row[c - 1]);
        break;
      case 'ArrowRight':
        moveTo(row[c + 1]);
        break;
      case 'ArrowUp':
        moveTo(rows[r - 1]?.[c]);
        break;
      case 'ArrowDown':
        moveTo(rows[r + 1]?.[c]);
        break;
      case 'Home':
        moveTo(event.ctrlKey ? rows[0]?.[0] : row[0]);
        break;
      case 'End':
        moveTo(event.ctrlKey ? rows.at(-1)?.at(-1) : row.at(-1));
        break;
      default:
        return;
    }
    // Handled here even at an edge: the arrows belong to the grid, not to the step buttons.
    event.preventDefault();
  });
}
