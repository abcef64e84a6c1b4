// Types for reference.mjs (plain JavaScript so that generate-golden.mjs runs under bare Node).
export type Layout = 'interleaved' | 'split';

export interface ReferenceTableOptions {
  length: number;
  dModel: number;
  base?: number;
  offset?: number;
  layout?: Layout;
}

export function interleavedColumn(column: number, dModel: number, layout?: Layout): number;
export function referenceValue(pos: number, column: number, dModel: number, base?: number): number;
export function referenceTable(options: ReferenceTableOptions): Float64Array;
