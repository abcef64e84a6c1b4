// Position ids of 2D RoPE for a grid of image patches (Pixtral's vision encoder): each patch gets
// its row and its column. Index bookkeeping only: the rotation by these ids is applyRope's
// ({ rope2d: true, positions }), in the core.
import { checkInteger, MAX_ELEMENTS } from './validate.js';

const PREFIX = 'positional-encoding: ';

/**
 * The ids applyRope's `{ rope2d: true, positions }` takes for a rows × cols grid of patches read
 * row by row (as Pixtral flattens them): an Int32Array of 2 × rows·cols, first the row of each
 * patch, then its column. (Pixtral's position_ids are row · max_width + column, an index into a
 * table built from these two numbers.)
 * @throws TypeError / RangeError naming rows or cols when either is not an integer >= 1, or when
 *   the grid holds more than MAX_ELEMENTS / 2 patches.
 */
export function rope2dPositions(rows: number, cols: number): Int32Array {
  checkInteger('rows', rows, 1, MAX_ELEMENTS);
  checkInteger('cols', cols, 1, MAX_ELEMENTS);
  const patches = rows * cols;
  if (patches > Math.floor(MAX_ELEMENTS / 2)) {
    throw new RangeError(
      `${PREFIX}rows × cols (${rows} × ${cols} = ${patches} patches) must be at most ${Math.floor(MAX_ELEMENTS / 2)} (two ids each)`,
    );
  }
  const ids = new Int32Array(2 * patches);
  for (let r = 0; r < rows; r++) {
    ids.fill(r, r * cols, (r + 1) * cols);
    for (let c = 0; c < cols; c++) ids[patches + r * cols + c] = c;
  }
  return ids;
}
