// Benchmark: sinusoidal(length, dModel) from the SIMD and baseline WebAssembly builds against a
// plain-JavaScript version written the way the tutorials write it, with the accuracy of each next
// to its speed. Run with `npm run bench` (builds dist/lib first). Plain Node ESM, no dependencies.
//
// It is a benchmark, not a test: it reports numbers and never fails on timing.
import os from 'node:os';
import { performance } from 'node:perf_hooks';

import { loadWasm } from '../../dist/lib/load-wasm.js';
import { Runtime } from '../../dist/lib/runtime.js';

const BASE = 10000;
const CASES = [
  { length: 1000, dModel: 512 },
  { length: 4096, dModel: 1024 },
];
const WARMUP_MIN_RUNS = 5; // warm-up per implementation and case: at least this many calls…
const WARMUP_MIN_MS = 200; // …and at least this long, so the JIT and wasm memory have settled
const TIMED_RUNS = 21; // ≥ 7; the median is reported

// ---------------------------------------------------------------------------------------------
// Plain JavaScript, as in the tutorials:
//   div_term = exp(arange(0, d, 2) * -(ln(n) / d))
//   pe[:, 0::2] = sin(position * div_term);  pe[:, 1::2] = cos(position * div_term)
// dModel is even here, as the tutorials assume.
function sinusoidalPlainJs(length, dModel, n = BASE) {
  const half = dModel / 2;
  const divTerm = new Float64Array(half);
  const factor = -(Math.log(n) / dModel);
  for (let i = 0; i < half; i++) divTerm[i] = Math.exp(2 * i * factor);

  const pe = new Float32Array(length * dModel);
  for (let pos = 0; pos < length; pos++) {
    const row = pos * dModel;
    for (let i = 0; i < half; i++) {
      const angle = pos * divTerm[i];
      pe[row + 2 * i] = Math.sin(angle);
      pe[row + 2 * i + 1] = Math.cos(angle);
    }
  }
  return pe;
}

// Reference: the formula itself in float64, PE(k, 2i) = sin(k / n^(2i/d)), rounded to float32.
function sinusoidalReference(length, dModel, n = BASE) {
  const pe = new Float32Array(length * dModel);
  for (let k = 0; k < length; k++) {
    for (let i = 0; 2 * i < dModel; i++) {
      const theta = k / Math.pow(n, (2 * i) / dModel);
      pe[k * dModel + 2 * i] = Math.fround(Math.sin(theta));
      if (2 * i + 1 < dModel) pe[k * dModel + 2 * i + 1] = Math.fround(Math.cos(theta));
    }
  }
  return pe;
}

function maxAbsError(actual, expected) {
  if (actual.length !== expected.length) {
    throw new Error(`length mismatch: ${actual.length} vs ${expected.length}`);
  }
  let worst = 0;
  for (let j = 0; j < actual.length; j++) {
    const e = Math.abs(actual[j] - expected[j]);
    if (!(e <= worst)) worst = e; // also catches NaN
  }
  return worst;
}

// ---------------------------------------------------------------------------------------------
const simdLoaded = await loadWasm({ simd: true });
const baselineLoaded = await loadWasm({ simd: false });
if (simdLoaded.simd !== true || baselineLoaded.simd !== false) {
  throw new Error('loadWasm did not return the requested builds');
}
const simdRuntime = new Runtime(simdLoaded.module, true);
const baselineRuntime = new Runtime(baselineLoaded.module, false);

const IMPLEMENTATIONS = [
  { name: 'wasm SIMD', run: (L, d) => simdRuntime.sinusoidal(L, d) },
  { name: 'wasm baseline', run: (L, d) => baselineRuntime.sinusoidal(L, d) },
  { name: 'plain JS', run: (L, d) => sinusoidalPlainJs(L, d) },
];

let checksum = 0; // consumed from every result so no call can be optimised away
function consume(table) {
  checksum += table[0] + table[table.length >> 1] + table[table.length - 1];
}

function median(sorted) {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const cpus = os.cpus();
console.log('positional-encoding benchmark: sinusoidal(length, dModel), base 10000, interleaved');
console.log(`machine: ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ` +
  `${os.platform()} ${os.arch()}, Node ${process.version}`);
console.log(`runs: warm-up (≥ ${WARMUP_MIN_RUNS} calls and ≥ ${WARMUP_MIN_MS} ms), then ${TIMED_RUNS} timed calls ` +
  'per implementation and case, round-robin;');
console.log('      a call is the whole public sinusoidal(), including the copy out of wasm memory into a new Float32Array');
console.log('');

const rows = [];
for (const { length, dModel } of CASES) {
  const elements = length * dModel;
  const reference = sinusoidalReference(length, dModel);

  // Accuracy over the whole table, and first-call warm-up (wasm memory growth, JIT).
  const results = IMPLEMENTATIONS.map((impl) => {
    const table = impl.run(length, dModel);
    consume(table);
    return { impl, error: maxAbsError(table, reference), times: [] };
  });

  for (const r of results) {
    const start = performance.now();
    for (let w = 0; w < WARMUP_MIN_RUNS || performance.now() - start < WARMUP_MIN_MS; w++) {
      consume(r.impl.run(length, dModel));
    }
  }
  // Round-robin with a rotating start, so drift (thermal, GC, neighbours) spreads over all three.
  for (let t = 0; t < TIMED_RUNS; t++) {
    for (let k = 0; k < results.length; k++) {
      const r = results[(t + k) % results.length];
      const start = performance.now();
      const table = r.impl.run(length, dModel);
      const elapsed = performance.now() - start;
      consume(table);
      r.times.push(elapsed);
    }
  }

  const jsMedian = median([...results.find((r) => r.impl.name === 'plain JS').times].sort((a, b) => a - b));
  for (const r of results) {
    const sorted = [...r.times].sort((a, b) => a - b);
    const med = median(sorted);
    rows.push({
      case: `${length} × ${dModel}`,
      impl: r.impl.name,
      time: `${med.toFixed(2)} (${sorted[0].toFixed(2)}–${sorted[sorted.length - 1].toFixed(2)})`,
      rate: (elements / (med * 1e6)).toFixed(3),
      speedup: `${(jsMedian / med).toFixed(2)}×`,
      error: r.error.toExponential(2),
    });
  }
}

const HEADERS = {
  case: 'case (L × d)',
  impl: 'implementation',
  time: 'median ms (min–max)',
  rate: 'elements/ns',
  speedup: '× plain JS',
  error: 'max abs error',
};
const LEFT = new Set(['case', 'impl']);
const widths = Object.fromEntries(Object.keys(HEADERS).map((key) => [
  key, Math.max(HEADERS[key].length, ...rows.map((row) => row[key].length)),
]));
const format = (row) => Object.keys(HEADERS)
  .map((key) => (LEFT.has(key) ? row[key].padEnd(widths[key]) : row[key].padStart(widths[key])))
  .join('  ');

console.log(format(HEADERS));
console.log(Object.keys(HEADERS).map((key) => '-'.repeat(widths[key])).join('  '));
let previousCase;
for (const row of rows) {
  if (previousCase !== undefined && row.case !== previousCase) console.log('');
  console.log(format(previousCase === row.case ? { ...row, case: '' } : row));
  previousCase = row.case;
}
console.log('');
console.log('max abs error: over the whole table, against sin/cos(k / 10000^(2i/d)) in float64 rounded ' +
  'to float32 (float32 spacing just below 1 is 6.0e-8).');
console.log(`checksum (ignore): ${checksum.toFixed(6)}`);
