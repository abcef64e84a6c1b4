// Compile-time checks of the public types (issue 11, item 13), compiled by `tsc -p
// tsconfig.check.json` in `npm test` and never run: each `@ts-expect-error` line must be an error,
// and every other line must compile.
import {
  addPositionalEncoding,
  allocate,
  applyRope,
  attentionDecomposition,
  attentionScores,
  PositionalEncoding,
  type AddPositionalEncodingOptions,
  type ApplyRopeOptions,
} from 'positional-encoding';

declare const x: Float32Array;
declare const flag: boolean;
const out = allocate(24);

// Readonly tuples are shapes.
const shape = [1, 6, 4] as const;
addPositionalEncoding(x, shape);
attentionScores(x, x, shape);
attentionDecomposition(x, x, x, x, shape);
new PositionalEncoding({ dModel: 4 }).forward(x, shape);
const ropeShape = [1, 2, 6, 4] as const;
applyRope(x, ropeShape);
// A mutable array of numbers is not a tuple of three.
const loose: number[] = [1, 6, 4];
// @ts-expect-error number[] may have any length
addPositionalEncoding(x, loose);

// Where the result goes: nothing, inPlace, or out; never both.
addPositionalEncoding(x, shape, { inPlace: true });
addPositionalEncoding(x, shape, { out });
addPositionalEncoding(x, shape, { out: x, inPlace: false });
addPositionalEncoding(x, shape, { inPlace: flag });
// @ts-expect-error inPlace and out together
addPositionalEncoding(x, shape, { inPlace: true, out });
// @ts-expect-error inPlace and out together
addPositionalEncoding(x, shape, { inPlace: true, out: x, scale: 'sqrt' });
applyRope(x, ropeShape, { inPlace: true, base: 500000 });
applyRope(x, ropeShape, { out: x, layout: 'pairs' });
// @ts-expect-error inPlace and out together
applyRope(x, ropeShape, { inPlace: true, out: x });

const options: AddPositionalEncodingOptions = { inPlace: true, scale: 2 };
// @ts-expect-error inPlace and out together
const both: ApplyRopeOptions = { inPlace: true, out: x };
void options;
void both;
