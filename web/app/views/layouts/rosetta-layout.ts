// Where the Rosetta figure's three blocks go in a given width: side by side when every cell of the
// three can print its number ("−0.757", about 40 px), else one above the other. Pure arithmetic,
// so Node tests check it; rosetta-figure.ts draws in the boxes it returns.

export type Block = 'interleaved' | 'permutation' | 'split';

/** A block's first cell (its top-left corner) and the size of its cells, in CSS px. */
export interface Box {
  left: number;
  top: number;
  cellWidth: number;
  cellHeight: number;
}

export interface RosettaLayout {
  sideBySide: boolean;
  boxes: Record<Block, Box>;
  width: number;
  height: number;
  /** Decimals printed in a table cell; −1 when the cells are too narrow to print any. */
  decimals: number;
  fontSize: number;
}

/** Row labels (positions) to the left of a block. */
export const ROW_LABELS = 26;
/** Two label rows above a block: the column index and what it holds. */
export const HEADER = 34;
const GAP = 28;
const TITLE = 20;

/** The layout of a rows × d table pair and its d × d permutation in `width` CSS px. */
export function rosettaLayout(width: number, rows: number, d: number): RosettaLayout {
  const left = ROW_LABELS;
  const sideCell = Math.floor((width - 3 * left - 2 * GAP) / (3 * d));
  const sideBySide = sideCell >= 40;
  const cellWidth = sideBySide
    ? Math.min(64, sideCell)
    : Math.max(12, Math.min(64, Math.floor((width - left - 4) / d)));
  const cellHeight = Math.min(30, cellWidth);
  const permHeight = Math.min(cellWidth, sideBySide ? 30 : 22);
  const tableHeight = TITLE + HEADER + rows * cellHeight;
  const permBlockHeight = TITLE + HEADER + d * permHeight;
  const top = TITLE + HEADER;
  let boxes: Record<Block, Box>;
  let height: number;
  if (sideBySide) {
    const blockWidth = left + d * cellWidth;
    boxes = {
      interleaved: { left, top, cellWidth, cellHeight },
      permutation: { left: blockWidth + GAP + left, top, cellWidth, cellHeight: permHeight },
      split: { left: 2 * (blockWidth + GAP) + left, top, cellWidth, cellHeight },
    };
    height = Math.max(tableHeight, permBlockHeight) + 4;
  } else {
    boxes = {
      interleaved: { left, top, cellWidth, cellHeight },
      permutation: { left, top: tableHeight + GAP + top, cellWidth, cellHeight: permHeight },
      split: { left, top: tableHeight + GAP + permBlockHeight + GAP + top, cellWidth, cellHeight },
    };
    height = 2 * tableHeight + permBlockHeight + 2 * GAP + 4;
  }
  return {
    sideBySide,
    boxes,
    width: sideBySide ? boxes.split.left + d * cellWidth + 2 : left + d * cellWidth + 2,
    height,
    decimals: cellWidth >= 40 ? 3 : cellWidth >= 32 ? 2 : -1,
    fontSize: Math.max(9, Math.min(12, cellWidth / 4)),
  };
}
