// The table on screen as CSV: a header `pos,dim0,dim1,…`, then one row per position. Values are
// written with 9 significant digits, enough to give back every float32 exactly.

/** CSV text of a rows × cols row-major table, as chunks (one per row) for a Blob. */
export function tableCsvChunks(table: Float32Array, rows: number, cols: number): string[] {
  const chunks: string[] = new Array(rows + 1);
  const header = ['pos'];
  for (let j = 0; j < cols; j++) header.push(`dim${j}`);
  chunks[0] = `${header.join(',')}\n`;
  const cells: string[] = new Array(cols + 1);
  for (let pos = 0; pos < rows; pos++) {
    cells[0] = String(pos);
    const start = pos * cols;
    for (let j = 0; j < cols; j++) cells[j + 1] = table[start + j]!.toPrecision(9);
    chunks[pos + 1] = `${cells.join(',')}\n`;
  }
  return chunks;
}

export function tableCsvBlob(table: Float32Array, rows: number, cols: number): Blob {
  return new Blob(tableCsvChunks(table, rows, cols), { type: 'text/csv;charset=utf-8' });
}
