// Benchmark of the library's performance targets: sinusoidal() and the fused
// addPositionalEncoding() from the SIMD and baseline WebAssembly builds, against plain-JavaScript
// loops written the way the tutorials write them and against wasm memory-bandwidth loops (the
// "limit"), with the accuracy of every output next to its speed; then the first call in a fresh
// Node process. Run with `npm run bench` (builds dist/lib and the yardstick first). Plain Node
// ESM, no dependencies. It is a benchmark, not a test: it never fails on timing.

import { loadWasm } from '../../dist/lib/load-wasm.js';
import { Runtime } from '../../dist/lib/runtime.js';
import { measureFirstCalls, REMOVED_ENV } from './first-call.mjs';
import { loadLimits } from './limits.mjs';
import { addPositionalEncodingPlainJs, sinusoidalPlainJs, sinusoidalPlainJsInto } from './plain-js.mjs';
import { hashFloats, maxAbsError, maxAbsErrorFused, sinusoidalReference } from './reference.mjs';
import { error, judged, milliseconds, printTable, printVerdicts, ratio } from './table.mjs';
import { roundRobin, summarize, warmUp } from './timing.mjs';
import { loadAverage, machineLine } from './machine.mjs';

const D = 1024;
const BATCH = 8;
// Timed runs per implementation (medians of these), more for the quick cases.
const RUNS = { small: 41, table: 15, large: 9, fused: 9, firstCall: 9 };
const WARMUP = { small: { minRuns: 5, minMs: 300 }, large: { minRuns: 2, minMs: 300 } };
const TARGETS = {
  simdVsJs: { op: '≥', value: 30 },
  simdVsStore: { op: '≤', value: 2.5 },
  baselineVsJs: { op: '≥', value: 3 },
  reusedVsJs: { op: '≥', value: 15 },
  newArrayVsJs: { op: '≥', value: 5 },
  fusedVsLimit: { op: '≤', value: 1.5 },
  firstCallVsJs: { op: '≥', value: 5 },
};

console.log('positional-encoding benchmark: sinusoidal() and addPositionalEncoding(), base 10000, interleaved');
console.log(machineLine());
console.log(
  `runs: warm-up, then ${RUNS.small} (1000 × 512), ${RUNS.table} (4096 × 1024), ${RUNS.large} (16384 × 1024), ` +
    `${RUNS.fused} (fused) timed calls per implementation, round-robin; ${RUNS.firstCall} fresh processes per first-call row`,
);
console.log('');

const simd = new Runtime((await loadWasm({ simd: true })).module, true);
const baseline = new Runtime((await loadWasm({ simd: false })).module, false);
const limits = await loadLimits();

let checksum = 0; // reads every result, so no call can be optimised away
const consume = (out) => {
  if (out) checksum += out[0] + out[out.length - 1];
};

/**
 * One group of implementations timed together. Each is called once and its whole output checked
 * (`check` → max abs error), then all are warmed up and timed round-robin.
 * impl: { key, run: () => Float32Array | undefined, check?: (output) => number }
 */
function measure(impls, runs, warmup) {
  const errors = {};
  for (const impl of impls) {
    const output = impl.run();
    errors[impl.key] = impl.check?.(output);
    consume(output);
  }
  const calls = impls.map((impl) => () => consume(impl.run()));
  for (const call of calls) warmUp(call, warmup);
  const times = roundRobin(calls, runs);
  return Object.fromEntries(impls.map((impl, j) => [impl.key, { ...summarize(times[j]), error: errors[impl.key] }]));
}

const rows = [];
const verdicts = [];
let currentCase = '';
/**
 * A table row for `stats[key]`. vsJs / vsLimit name the rows its ratios are taken against;
 * targets are checked and recorded for the summary.
 */
function addRow(stats, { label, name, key, elements, vsJs, vsLimit, jsTarget, limitTarget, gap, errorText }) {
  const s = stats[key];
  if (label) currentCase = label;
  const record = (what) => (v) => verdicts.push({ ...v, what: `${currentCase}: ${name} ${what}` });
  rows.push({
    gap,
    label,
    name,
    time: milliseconds(s),
    rate: elements ? (elements / (s.median * 1e6)).toFixed(3) : '—',
    js: vsJs ? judged(stats[vsJs].median / s.median, jsTarget, record('× plain JS')) : '—',
    limit: vsLimit ? judged(s.median / stats[vsLimit].median, limitTarget, record('× limit')) : '—',
    error: error(errorText ?? s.error),
  });
}

// ---- 0 (context): 1000 × 512, each returning a new array ----------------------------------------
{
  const [L, d] = [1000, 512];
  const n = L * d;
  const reference = sinusoidalReference(L, d);
  const check = (out) => maxAbsError(out, reference);
  const store = limits.storeLoop(n);
  const stats = measure(
    [
      { key: 'simd', run: () => simd.sinusoidal(L, d), check },
      { key: 'baseline', run: () => baseline.sinusoidal(L, d), check },
      { key: 'js', run: () => sinusoidalPlainJs(L, d), check },
      { key: 'store', run: store.run },
    ],
    RUNS.small,
    WARMUP.small,
  );
  store.release();
  const common = { elements: n, vsJs: 'js', vsLimit: 'store' };
  addRow(stats, { ...common, label: '0  1000 × 512', name: 'wasm SIMD → new array', key: 'simd' });
  addRow(stats, { ...common, label: '', name: 'wasm baseline → new array', key: 'baseline' });
  addRow(stats, { ...common, label: '', name: 'plain JS → new Float32Array', key: 'js' });
  addRow(stats, { ...common, label: '', name: 'limit: v128 store loop', key: 'store' });
}

// The reference for d = 1024 at the longest length; its first rows serve the shorter tables.
const reference1024 = sinusoidalReference(16384, D);
const firstCallExpected = {}; // in-process outputs of case 5's work, to compare with the children's

// ---- 1, 2, 3: 4096 × 1024 into allocate(), into a reused Float32Array, into a new array ---------
{
  const L = 4096;
  const n = L * D;
  const reference = reference1024.subarray(0, n);
  const check = (out) => maxAbsError(out, reference);
  const simdBuffer = simd.allocate(n);
  const baselineBuffer = baseline.allocate(n);
  const simdReused = new Float32Array(n);
  const jsReused = new Float32Array(n);
  const store = limits.storeLoop(n);
  const stats = measure(
    [
      { key: 'simdAlloc', run: () => simd.sinusoidal(L, D, { out: simdBuffer }), check },
      { key: 'baselineAlloc', run: () => baseline.sinusoidal(L, D, { out: baselineBuffer }), check },
      { key: 'jsReused', run: () => sinusoidalPlainJsInto(L, D, jsReused), check },
      { key: 'store', run: store.run },
      { key: 'simdReused', run: () => simd.sinusoidal(L, D, { out: simdReused }), check },
      { key: 'simdNew', run: () => simd.sinusoidal(L, D), check },
      { key: 'jsNew', run: () => sinusoidalPlainJs(L, D), check },
    ],
    RUNS.table,
    WARMUP.large,
  );
  firstCallExpected.wasm = { hash: hashFloats(simd.sinusoidal(L, D)), error: stats.simdNew.error };
  firstCallExpected.js = { hash: hashFloats(sinusoidalPlainJs(L, D)), error: stats.jsNew.error };
  simdBuffer.free();
  baselineBuffer.free();
  store.release();

  addAllocateRows(stats, n, '1  4096 × 1024');
  const common = { elements: n, vsJs: 'jsReused', vsLimit: 'store' };
  addRow(stats, {
    ...common,
    gap: true,
    label: '2  4096 × 1024',
    name: 'wasm SIMD → reused Float32Array',
    key: 'simdReused',
    jsTarget: TARGETS.reusedVsJs,
  });
  addRow(stats, {
    ...common,
    gap: true,
    label: '3  4096 × 1024',
    name: 'wasm SIMD → new array',
    key: 'simdNew',
    vsJs: 'jsNew',
    jsTarget: TARGETS.newArrayVsJs,
  });
  addRow(stats, { ...common, label: '', name: 'plain JS → new Float32Array', key: 'jsNew', vsJs: 'jsNew' });
}

/** Case 1's four rows (SIMD and baseline into allocate(), plain JS, the store limit) at one size. */
function addAllocateRows(stats, n, label) {
  const common = { elements: n, vsJs: 'jsReused', vsLimit: 'store' };
  addRow(stats, {
    ...common,
    gap: true,
    label,
    name: 'wasm SIMD → allocate()',
    key: 'simdAlloc',
    jsTarget: TARGETS.simdVsJs,
    limitTarget: TARGETS.simdVsStore,
  });
  addRow(stats, {
    ...common,
    label: '',
    name: 'wasm baseline → allocate()',
    key: 'baselineAlloc',
    jsTarget: TARGETS.baselineVsJs,
  });
  addRow(stats, { ...common, label: '', name: 'plain JS → reused Float32Array', key: 'jsReused' });
  addRow(stats, { ...common, label: '', name: 'limit: v128 store loop', key: 'store' });
}

// ---- 1 at 16384 × 1024 (64 MiB) -----------------------------------------------------------------
{
  const L = 16384;
  const n = L * D;
  const check = (out) => maxAbsError(out, reference1024);
  const simdBuffer = simd.allocate(n);
  const baselineBuffer = baseline.allocate(n);
  const jsReused = new Float32Array(n);
  const store = limits.storeLoop(n);
  const stats = measure(
    [
      { key: 'simdAlloc', run: () => simd.sinusoidal(L, D, { out: simdBuffer }), check },
      { key: 'baselineAlloc', run: () => baseline.sinusoidal(L, D, { out: baselineBuffer }), check },
      { key: 'jsReused', run: () => sinusoidalPlainJsInto(L, D, jsReused), check },
      { key: 'store', run: store.run },
    ],
    RUNS.large,
    WARMUP.large,
  );
  simdBuffer.free();
  baselineBuffer.free();
  store.release();

  addAllocateRows(stats, n, '1  16384 × 1024');
}

// ---- 4: fused √d·x + pe over [8, 4096, 1024], x and out in wasm memory (128 MiB each) ----------
{
  const L = 4096;
  const n = BATCH * L * D;
  const shape = [BATCH, L, D];
  const scale = Math.sqrt(D);
  // x uniform in [−1/√d, 1/√d): √d·x in [−1, 1), as with the original Transformer's embedding init.
  const x = new Float32Array(n);
  let seed = 12345;
  for (let j = 0; j < n; j++) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    x[j] = ((seed / 2 ** 32) * 2 - 1) / scale;
  }
  const reference = reference1024.subarray(0, L * D);
  const check = (out) => maxAbsErrorFused(out, x, BATCH, reference, scale);
  const simdX = simd.allocate(n);
  simdX.array.set(x);
  const simdOut = simd.allocate(n);
  const baselineX = baseline.allocate(n);
  baselineX.array.set(x);
  const baselineOut = baseline.allocate(n);
  const jsOut = new Float32Array(n);
  const jsTable = new Float32Array(L * D);
  const readWrite = limits.readWriteLoop(n, scale);
  const stats = measure(
    [
      { key: 'simd', run: () => simd.addPositionalEncoding(simdX, shape, { scale: 'sqrt', out: simdOut }), check },
      {
        key: 'baseline',
        check,
        run: () => baseline.addPositionalEncoding(baselineX, shape, { scale: 'sqrt', out: baselineOut }),
      },
      { key: 'js', run: () => addPositionalEncodingPlainJs(x, BATCH, L, D, jsTable, jsOut), check },
      { key: 'readWrite', run: readWrite.run },
    ],
    RUNS.fused,
    WARMUP.large,
  );
  for (const buffer of [simdX, simdOut, baselineX, baselineOut]) buffer.free();
  readWrite.release();

  const common = { elements: n, vsJs: 'js', vsLimit: 'readWrite' };
  addRow(stats, {
    ...common,
    gap: true,
    label: '4  8 × 4096 × 1024 fused',
    name: 'wasm SIMD, x & out allocate()',
    key: 'simd',
    limitTarget: TARGETS.fusedVsLimit,
  });
  addRow(stats, { ...common, label: '', name: 'wasm baseline, x & out allocate()', key: 'baseline' });
  addRow(stats, { ...common, label: '', name: 'plain JS fused loop', key: 'js' });
  addRow(stats, { ...common, label: '', name: 'limit: v128 read+write loop', key: 'readWrite' });
}

// ---- 5: first call in a fresh Node process ------------------------------------------------------
const firstCalls = measureFirstCalls(['wasm', 'js', 'touch', 'node'], RUNS.firstCall);
const phases = {}; // medians of each stage, for the note under the table
{
  const stats = {};
  for (const [mode, samples] of Object.entries(firstCalls)) {
    stats[mode] = summarize(samples.map((s) => s.done));
    const phase = (from, to) => summarize(samples.map((s) => s[to] - s[from])).median;
    phases[mode] = {
      start: summarize(samples.map((s) => s.body)).median,
      imported: mode === 'node' ? 0 : phase('body', 'imported'),
      ready: mode === 'node' ? 0 : phase('imported', 'ready'),
      compute: mode === 'node' ? 0 : phase('ready', 'done'),
      script: phase('body', 'done'),
      wall: summarize(samples.map((s) => s.wallMs)).median,
    };
  }
  const sameBits = (mode) => firstCalls[mode].every((s) => s.hash === firstCallExpected[mode]?.hash);
  const errorText = (mode) => (sameBits(mode) ? firstCallExpected[mode].error : 'differs from in-process!');
  const elements = 4096 * D;
  addRow(stats, {
    gap: true,
    label: '5  first call 4096 × 1024',
    name: 'wasm: import, init(), sinusoidal()',
    key: 'wasm',
    elements,
    vsJs: 'js',
    jsTarget: TARGETS.firstCallVsJs,
    errorText: errorText('wasm'),
  });
  addRow(stats, {
    label: '',
    name: 'plain JS: loop into new array',
    key: 'js',
    elements,
    vsJs: 'js',
    errorText: errorText('js'),
  });
  addRow(stats, {
    label: '',
    name: 'floor: new Float32Array, filled',
    key: 'touch',
    elements,
    vsJs: 'js',
    errorText: '—',
  });
  addRow(stats, { label: '', name: 'node start only (empty script)', key: 'node', vsJs: 'js', errorText: '—' });
}

printTable(
  {
    label: 'case',
    name: 'implementation',
    time: 'ms median (min–max)',
    rate: 'elements/ns',
    js: '× plain JS',
    limit: '× limit',
    error: 'max abs error',
  },
  rows,
  new Set(['time', 'rate', 'js', 'limit', 'error']),
);

const p = phases;
const ms = (v) => `${v.toFixed(1)} ms`;
console.log('');
console.log(
  "first call (case 5) = time from the child process's start (performance.timeOrigin) to the table " +
    'being ready, measured inside the child with performance.now(); process exit excluded, nothing subtracted.',
);
if (REMOVED_ENV.length) {
  console.log(
    `  children run without ${REMOVED_ENV.join(', ')} (set here; it makes every Node start parse a ` +
      'certificate bundle, ~60 ms on this VM, unrelated to either implementation)',
  );
}
console.log(
  `  medians: node start → script body ${ms(p.wasm.start)} (wasm) / ${ms(p.js.start)} (JS) / ` +
    `${ms(p.node.start)} (empty); wasm: import package ${ms(p.wasm.imported)}, init() ${ms(p.wasm.ready)}, ` +
    `sinusoidal() ${ms(p.wasm.compute)}; JS: import ${ms(p.js.imported)}, loop ${ms(p.js.compute)}`,
);
console.log(
  `  whole spawn wall time in the parent (context, includes exit): wasm ${ms(p.wasm.wall)}, ` +
    `JS ${ms(p.js.wall)}, empty ${ms(p.node.wall)}`,
);
{
  const [wasm, js, touch, node] = ['wasm', 'js', 'touch', 'node'].map(
    (mode) => summarize(firstCalls[mode].map((s) => s.done)).median,
  );
  console.log(
    `  context only, not the target's measure: inside the script (body → table ready), wasm ` +
      `${ms(p.wasm.script)} vs JS ${ms(p.js.script)} = ${ratio(p.js.script / p.wasm.script)}; mapping a new ` +
      `16 MiB array alone takes ${ms(p.touch.script)}, so an implementation that cost nothing else would reach at ` +
      `most ${ratio(js / touch)} from process start, ${ratio(p.js.script / p.touch.script)} inside the script`,
  );
  console.log(
    `  minus the empty script's median: wasm ${ms(wasm - node)} vs JS ${ms(js - node)} = ` +
      `${ratio((js - node) / (wasm - node))}`,
  );
}

console.log('');
printVerdicts(verdicts);

console.log('');
console.log(
  [
    'Legend: each ms cell is the median wall time of one call (min–max over the timed runs) from',
    'performance.now(); a wasm call is the whole public Runtime method (argument checks, the C++',
    'kernel, and for "new array" / "reused Float32Array" the copy out of wasm memory). elements/ns =',
    'output floats ÷ median ns. × plain JS = plain-JS median ÷ this median (a speed-up; cases 1, 2',
    'and 4 compare with the tutorial loop writing into a reused Float32Array — the fused loop computes',
    'pe into a reused array, then y = √d·x + pe in one pass — cases 0, 3 and 5 with the loop that',
    "allocates a new Float32Array). × limit = this median ÷ the limit row's median: the wasm v128",
    'loop that only stores as many floats (sinusoidal) or reads x and writes y (fused), i.e. how far',
    'from memory bandwidth (1.00× is the floor). max abs error is over the whole output against',
    'sin/cos(k / 10000^(2i/d)) in float64 rounded to float32 (spacing just below 1: 6.0e-8); for the',
    "fused case against fround(fround(√d·x) + that value), so the table's error shows, plus at most",
    "one rounding step of y (|y| < 2 here: ≤ 1.19e-7). Case 5's errors are those of the in-process",
    'table, whose bits every child reproduced (hash checked). Targets: ✓ met, ✗ not met; timing never',
    'fails the run. The VM is shared: rerun and compare the spread before trusting a single number.',
  ].join('\n'),
);
console.log('');
console.log(`load average at end ${loadAverage()}; checksum (ignore) ${checksum.toFixed(4)}`);
