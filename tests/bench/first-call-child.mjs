// One fresh Node process of case 5 (first call), started by first-call.mjs:
//   node first-call-child.mjs wasm   import the package, await init(), sinusoidal(4096, 1024) once
//   node first-call-child.mjs js     the tutorial loop once, into a new Float32Array
//   node first-call-child.mjs touch  a new Float32Array of the table's size, filled with a
//                                    constant (the OS mapping 16 MiB of fresh pages: a floor for
//                                    any implementation that returns a new array)
//   node first-call-child.mjs node   nothing (Node's own start-up, for context)
// Prints one JSON line of performance.now() marks: milliseconds since this process started
// (performance.timeOrigin), then a hash of the table's bits, computed after the last mark.
import { performance } from 'node:perf_hooks';

const LENGTH = 4096;
const D_MODEL = 1024;

const mode = process.argv[2];
const marks = { body: performance.now() };
let table;
if (mode === 'wasm') {
  const { default: init, sinusoidal } = await import('../../dist/lib/index.js');
  marks.imported = performance.now();
  await init();
  marks.ready = performance.now();
  table = sinusoidal(LENGTH, D_MODEL);
} else if (mode === 'js') {
  const { sinusoidalPlainJs } = await import('./plain-js.mjs');
  marks.imported = marks.ready = performance.now();
  table = sinusoidalPlainJs(LENGTH, D_MODEL);
} else if (mode === 'touch') {
  marks.imported = marks.ready = performance.now();
  table = new Float32Array(LENGTH * D_MODEL).fill(0.5);
} else if (mode !== 'node') {
  throw new Error(`unknown mode ${mode}`);
}
marks.done = performance.now();

let hash = null;
if (table) {
  const { hashFloats } = await import('./reference.mjs');
  hash = hashFloats(table);
}
process.stdout.write(`${JSON.stringify({ ...marks, hash })}\n`);
