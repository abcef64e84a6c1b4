// The configurations swept against the float64 reference and compared across builds. Chosen to
// reach every branch of the C++ generator: odd d (a sine with no cosine), d beyond one chunk of
// 512 frequency pairs, lengths beyond one block of 64 rows and beyond one re-anchoring period
// (256 blocks = 16384 rows), every documented base, and offsets up to the 1e6 contract limit.
import type { Layout } from '../../../web/lib/index.js';

export interface TableConfig {
  length: number;
  dModel: number;
  base: number;
  offset: number;
  layout: Layout;
}

const LAYOUTS: readonly Layout[] = ['interleaved', 'split'];

const SHAPES: Omit<TableConfig, 'layout'>[] = [
  // Odd d_model: TensorFlow's i = j // 2 rule.
  ...[1, 3, 5, 7, 127].map((dModel) => ({ length: 300, dModel, base: 10000, offset: 0 })),
  // Wide tables: one chunk (512), just over one chunk (1025 and odd 2049), the 8192 limit.
  { length: 100, dModel: 512, base: 10000, offset: 0 },
  { length: 70, dModel: 1025, base: 10000, offset: 0 },
  { length: 70, dModel: 2049, base: 10000, offset: 0 },
  { length: 8, dModel: 8192, base: 10000, offset: 0 },
  // Bases from barely above 1 to the 1e6 limit.
  ...[1.0001, 2, 100, 10000, 1e6].map((base) => ({ length: 200, dModel: 64, base, offset: 0 })),
  // Offsets; 999000 + 1000 rows reaches position 999999.
  ...[0, 1, 12345, 999000].map((offset) => ({ length: 1000, dModel: 128, base: 10000, offset })),
  // Long tables: re-anchoring after 16384 rows, also just below 1e6.
  { length: 40000, dModel: 16, base: 10000, offset: 0 },
  { length: 20000, dModel: 9, base: 100, offset: 980000 },
];

export const SWEEP: TableConfig[] = SHAPES.flatMap((shape) => LAYOUTS.map((layout) => ({ ...shape, layout })));

export function describeConfig({ length, dModel, base, offset, layout }: TableConfig): string {
  return `L=${length} d=${dModel} n=${base} offset=${offset} ${layout}`;
}
