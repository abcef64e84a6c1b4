// Benchmark of issue 9's RoPE targets: applyRope in place on an allocate() buffer of shape
// (1, 32, 4096, 128) in both layouts against the wasm memory-bandwidth loops, against plain
// JavaScript (Hugging Face's precomputed cos/sin tables; Math.cos/Math.sin per element) and
// against onnxruntime-web's RotaryEmbedding operator (wasm, one thread, SIMD); then
// ropeCosSin(8192, 128) into allocate() buffers against the store loop. Every output's max abs
// error against float64 is printed next to its time. Run with `npm run bench` (builds dist/lib and
// the yardstick first). A benchmark, not a test: it never fails on timing.

import { loadWasm } from '../../dist/lib/load-wasm.js';
import { applyRope, ropeCosSin } from '../../dist/lib/rope.js';
import { Runtime } from '../../dist/lib/runtime.js';
import { loadLimits } from './limits.mjs';
import { createOnnxRotary, positionIds, rotaryCaches } from './onnx-rotary-peer.mjs';
import {
  applyRopeMathJs,
  applyRopeTablesJs,
  hfCosSinTables,
  inverseFrequencies,
  maxAbsErrorCosSin,
  maxAbsErrorRope,
} from './rope-plain-js.mjs';
import { error, judged, milliseconds, printTable, printVerdicts, ratio } from './table.mjs';
import { roundRobinAsync, summarize, warmUpAsync } from './timing.mjs';
import { loadAverage, machineLine, uniformTensor } from './machine.mjs';

const SHAPE = [1, 32, 4096, 128];
const N = SHAPE.reduce((a, b) => a * b);
const COS_SIN = { length: 8192, headDim: 128 };
const RUNS = { rope: 9, cosSin: 21 };
const WARMUP = { rope: { minRuns: 2, minMs: 300 }, cosSin: { minRuns: 5, minMs: 300 } };
const TARGETS = {
  ropeVsLimit: { op: '≤', value: 1.3 },
  ropeVsJs: { op: '≥', value: 10 },
  cosSinVsStore: { op: '≤', value: 2.5 },
};

console.log('positional-encoding benchmark: applyRope() and ropeCosSin(), base 10000, positions 0 … length−1');
console.log(machineLine());
console.log(
  `runs: warm-up, then ${RUNS.rope} (applyRope) and ${RUNS.cosSin} (ropeCosSin) timed calls per ` +
    'implementation, round-robin',
);
console.log('');

const simd = new Runtime((await loadWasm({ simd: true })).module, true);
const limits = await loadLimits();

let checksum = 0; // reads every result, so no call can be optimised away
const consume = (out) => {
  if (out?.cos)
    [out.cos, out.sin].forEach(consume); // ropeCosSin's { cos, sin }
  else if (out) checksum += out[0] + out[out.length - 1];
};

/**
 * One group of implementations timed together: each is called once and its output checked
 * (`check` → max abs error), then all are warmed up and timed round-robin. `run` may return a
 * promise (the onnxruntime-web peer), awaited inside its timing.
 */
async function measure(impls, runs, warmup) {
  const errors = {};
  for (const impl of impls) {
    const output = await impl.run();
    errors[impl.key] = impl.check?.(output);
    consume(output);
  }
  const calls = impls.map((impl) => async () => consume(await impl.run()));
  for (const call of calls) await warmUpAsync(call, warmup);
  const times = await roundRobinAsync(calls, runs);
  return Object.fromEntries(impls.map((impl, j) => [impl.key, { ...summarize(times[j]), error: errors[impl.key] }]));
}

const rows = [];
const verdicts = [];
let currentCase = '';
/** A table row for `stats[key]`; ratios against the rows named by vsJs / vsLimit. */
function addRow(stats, { label, name, key, elements, vsJs, vsLimit, jsTarget, limitTarget, gap, limitNote = '' }) {
  const s = stats[key];
  if (label) currentCase = label;
  const record = (what) => (v) => verdicts.push({ ...v, what: `${currentCase}: ${name} ${what}` });
  rows.push({
    gap,
    label,
    name,
    time: milliseconds(s),
    rate: elements ? (elements / (s.median * 1e6)).toFixed(3) : '—',
    js: vsJs ? judged(stats[vsJs].median / s.median, jsTarget, record('× plain JS (tables)')) : '—',
    limit: vsLimit ? judged(s.median / stats[vsLimit].median, limitTarget, record(`× limit${limitNote}`)) : '—',
    error: error(s.error),
  });
}

const x = uniformTensor(N);
const ortNotes = [];
const capNotes = [];

for (const [index, layout] of ['half', 'pairs'].entries()) {
  // ---- in place: allocate() buffer, JS loops in place, the read+write limits ------------------
  // Each in-place implementation rotates its own copy of x again on every call (a rotation keeps
  // |x|, so the values stay bounded); the error is that of the first call, on x itself.
  const check = (out) => maxAbsErrorRope(out, x, SHAPE, layout);
  const buffer = simd.allocate(N);
  buffer.array.set(x);
  const jsX = Float32Array.from(x);
  const tables = hfCosSinTables(SHAPE[2], SHAPE[3], layout); // precomputed once, as HF caches them
  const invFreq = inverseFrequencies(SHAPE[3]);
  const inPlaceLimit = limits.readWriteInPlaceLoop(N);
  const readWrite = limits.readWriteLoop(N, 1);
  let stats = await measure(
    [
      { key: 'simd', run: () => applyRope(simd, buffer, SHAPE, { layout, inPlace: true }), check },
      {
        key: 'jsTables',
        run: () => {
          applyRopeTablesJs(jsX, SHAPE, layout, tables.cos, tables.sin);
          return jsX;
        },
        check,
      },
      { key: 'inPlace', run: inPlaceLimit.run },
      { key: 'readWrite', run: readWrite.run },
    ],
    RUNS.rope,
    WARMUP.rope,
  );
  buffer.free();
  inPlaceLimit.release();
  readWrite.release();
  // Math.cos per element is ~10× slower than the rest: timed on its own, fewer runs.
  jsX.set(x);
  const mathStats = await measure(
    [
      {
        key: 'jsMath',
        run: () => {
          applyRopeMathJs(jsX, SHAPE, layout, invFreq);
          return jsX;
        },
        check,
      },
    ],
    Math.ceil(RUNS.rope / 3),
    { minRuns: 1, minMs: 0 },
  );
  stats = { ...stats, ...mathStats };

  const label = `${index * 2 + 1}  ${layout} in place`;
  const common = { elements: N, vsJs: 'jsTables', vsLimit: 'inPlace', limitNote: ' (in-place loop)' };
  addRow(stats, {
    ...common,
    gap: true,
    label,
    name: 'wasm SIMD, in place on allocate()',
    key: 'simd',
    jsTarget: TARGETS.ropeVsJs,
    limitTarget: TARGETS.ropeVsLimit,
  });
  addRow(
    { ...stats, simdVsRw: stats.simd },
    {
      ...common,
      label: '',
      name: '  same, × x→y read+write loop',
      key: 'simdVsRw',
      vsJs: undefined,
      vsLimit: 'readWrite',
      limitNote: ' (x→y loop)',
    },
  );
  addRow(stats, { ...common, label: '', name: 'plain JS, HF cos/sin tables, in place', key: 'jsTables' });
  addRow(stats, { ...common, label: '', name: 'plain JS, Math.cos/sin per pair, in place', key: 'jsMath' });
  addRow(stats, { ...common, label: '', name: 'limit: v128 read+write in place', key: 'inPlace' });
  addRow(stats, { ...common, label: '', name: 'limit: v128 read+write x→y', key: 'readWrite', vsLimit: 'inPlace' });
  const jsCap = stats.jsTables.median / stats.inPlace.median;
  capNotes.push(
    `${layout}: the tables loop takes ${ratio(jsCap)} the in-place limit, so memory caps the ratio ` +
      `to it at ${ratio(jsCap)} (${jsCap >= TARGETS.ropeVsJs.value ? 'above' : 'below'} the ${TARGETS.ropeVsJs.value}× ` +
      `target); ours is ${ratio(stats.jsTables.median / stats.simd.median)}, ` +
      `and ${ratio(stats.jsMath.median / stats.simd.median)} faster than the Math.cos/sin loop`,
  );

  // ---- like for like with onnxruntime-web: a Float32Array in, a new Float32Array out ----------
  let peer;
  try {
    peer = await createOnnxRotary({
      batch: SHAPE[0],
      heads: SHAPE[1],
      length: SHAPE[2],
      headDim: SHAPE[3],
      interleaved: layout === 'pairs',
    });
  } catch (e) {
    ortNotes.push(`${layout}: onnxruntime-web could not run: ${e.message}`);
  }
  const caches = rotaryCaches(SHAPE[2], SHAPE[3]);
  const positions = positionIds(SHAPE[0], SHAPE[2]);
  const checkNew = (out) => maxAbsErrorRope(out, x, SHAPE, layout);
  stats = await measure(
    [
      { key: 'simdNew', run: () => applyRope(simd, x, SHAPE, { layout }), check: checkNew },
      ...(peer ? [{ key: 'ort', run: () => peer.run(x, caches.cos, caches.sin, positions), check: checkNew }] : []),
    ],
    RUNS.rope,
    WARMUP.rope,
  );
  if (peer) {
    ortNotes.push(
      `${layout}: ${peer.describe}; ours (new array) is ${ratio(stats.ort.median / stats.simdNew.median)} ` +
        `faster; max abs error ours ${error(stats.simdNew.error)}, ORT ${error(stats.ort.error)}`,
    );
    await peer.release();
  }
  const newLabel = `${index * 2 + 2}  ${layout}, Float32Array → new array`;
  addRow(stats, {
    gap: true,
    label: newLabel,
    name: 'wasm SIMD applyRope(x, shape): copy in + out',
    key: 'simdNew',
    elements: N,
  });
  if (peer)
    addRow(stats, { label: '', name: 'onnxruntime-web RotaryEmbedding (copy in + out)', key: 'ort', elements: N });
}

// ---- ropeCosSin(8192, 128) into allocate() buffers against the store loop --------------------
{
  const { length, headDim } = COS_SIN;
  const n = length * headDim;
  const out = { cos: simd.allocate(n), sin: simd.allocate(n) };
  const store = limits.storeLoop(2 * n);
  const stats = await measure(
    [
      {
        key: 'simd',
        run: () => ropeCosSin(simd, length, headDim, { out }),
        check: (t) => maxAbsErrorCosSin(t.cos, t.sin, length, headDim),
      },
      { key: 'store', run: store.run },
    ],
    RUNS.cosSin,
    WARMUP.cosSin,
  );
  out.cos.free();
  out.sin.free();
  store.release();
  const common = { elements: 2 * n, vsLimit: 'store' };
  addRow(stats, {
    ...common,
    gap: true,
    label: `5  ropeCosSin ${length} × ${headDim}`,
    name: 'wasm SIMD → allocate() cos, sin',
    key: 'simd',
    limitTarget: TARGETS.cosSinVsStore,
    limitNote: ' (store loop)',
  });
  addRow(stats, { ...common, label: '', name: 'limit: v128 store loop, 2 × 8192 × 128', key: 'store' });
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

console.log('');
console.log(
  'onnxruntime-web peer (cases 2 and 4; both sides: a Float32Array in, a new Float32Array out, ' +
    'so each time includes copying x into wasm memory and the result out):',
);
for (const note of ortNotes) console.log(`  ${note}`);
console.log('memory cap on the ratio to plain JS:');
for (const note of capNotes) console.log(`  ${note}`);

console.log('');
printVerdicts(verdicts);

console.log('');
console.log(
  [
    'Legend: shape (1, 32, 4096, 128), x uniform in [−1, 1). Each ms cell is the median wall time of one',
    "call (min–max). × plain JS = the HF-tables JS loop's median ÷ this median. × limit = this median ÷",
    "the limit row's: the target uses the v128 loop that reads and writes the same 64 MiB in place (an",
    "in-place kernel's traffic); the x→y loop (reads x, writes another array) is shown for context.",
    'max abs error: over the whole tensor against RoPE in float64 (cos/sin of p·10000^(−2i/d) in',
    'float64); ropeCosSin against cos/sin in float64. The VM is shared: rerun and compare the spread.',
  ].join('\n'),
);
console.log('');
console.log(`load average at end ${loadAverage()}; checksum (ignore) ${checksum.toFixed(4)}`);
