// Benchmark of the attention-bias functions: alibiBias(32, 2048) and t5BucketMatrix(2048, 2048)
// into allocate() buffers against the wasm store loop of as many 4-byte values (target ≤ 2×),
// and attentionScores for [8, 512, 64] against a plain JavaScript triple loop (reported, no
// target). Run with `npm run bench` (builds dist/lib and the yardstick first). It never fails
// on timing.

import { loadWasm } from '../../dist/lib/load-wasm.js';
import { Runtime } from '../../dist/lib/runtime.js';
import * as alibi from '../../dist/lib/alibi.js';
import * as attention from '../../dist/lib/attention.js';
import * as t5 from '../../dist/lib/t5.js';
import { loadLimits } from './limits.mjs';
import { judged, milliseconds, printTable, printVerdicts, ratio } from './table.mjs';
import { roundRobin, summarize, warmUp } from './timing.mjs';
import { machineLine } from './machine.mjs';

const RUNS = 9;
const WARMUP = { minRuns: 2, minMs: 300 };
const STORE_TARGET = { op: '≤', value: 2 };

console.log('positional-encoding benchmark: ALiBi bias, T5 bucket matrix, attention scores');
console.log(machineLine());
console.log(`runs: warm-up, then ${RUNS} timed calls per implementation, round-robin`);
console.log('');

const simd = new Runtime((await loadWasm({ simd: true })).module, true);
const baseline = new Runtime((await loadWasm({ simd: false })).module, false);
const limits = await loadLimits();

function measure(impls) {
  for (const impl of impls) warmUp(impl.run, WARMUP);
  const times = roundRobin(
    impls.map((impl) => impl.run),
    RUNS,
  );
  return Object.fromEntries(impls.map((impl, j) => [impl.key, summarize(times[j])]));
}

const rows = [];
const verdicts = [];
function addRow(stats, key, { label = '', name, limitKey, jsKey, target }) {
  const s = stats[key];
  rows.push({
    gap: label !== '',
    label,
    name,
    time: milliseconds(s),
    limit: limitKey
      ? judged(s.median / stats[limitKey].median, target, (v) =>
          verdicts.push({ ...v, what: `${label || rows.findLast((r) => r.label)?.label}: ${name}` }),
        )
      : '—',
    js: jsKey ? ratio(stats[jsKey].median / s.median) : '—',
  });
}

// ---- alibiBias(32, 2048), causal, into allocate() (128 Mi floats, 512 MiB) -----------------------
{
  const [heads, length] = [32, 2048];
  const n = heads * length * length;
  const simdOut = simd.allocate(n);
  const baselineOut = baseline.allocate(n);
  const store = limits.storeLoop(n);
  const stats = measure([
    { key: 'simd', run: () => alibi.alibiBias(simd, heads, length, { out: simdOut }) },
    { key: 'baseline', run: () => alibi.alibiBias(baseline, heads, length, { out: baselineOut }) },
    { key: 'store', run: store.run },
  ]);
  simdOut.free();
  baselineOut.free();
  store.release();
  const common = { limitKey: 'store', target: STORE_TARGET };
  addRow(stats, 'simd', { ...common, label: 'alibiBias(32, 2048)', name: 'wasm SIMD → allocate()' });
  addRow(stats, 'baseline', { ...common, name: 'wasm baseline → allocate()' });
  addRow(stats, 'store', { name: 'limit: v128 store loop' });
}

// ---- t5BucketMatrix(2048, 2048) into allocate() (4 Mi int32) -------------------------------------
{
  const n = 2048 * 2048;
  const simdOut = simd.allocate(n);
  const baselineOut = baseline.allocate(n);
  const store = limits.storeLoop(n);
  const stats = measure([
    { key: 'simd', run: () => t5.t5BucketMatrix(simd, 2048, 2048, { out: simdOut }) },
    { key: 'baseline', run: () => t5.t5BucketMatrix(baseline, 2048, 2048, { out: baselineOut }) },
    { key: 'store', run: store.run },
  ]);
  simdOut.free();
  baselineOut.free();
  store.release();
  const common = { limitKey: 'store', target: STORE_TARGET };
  addRow(stats, 'simd', { ...common, label: 't5BucketMatrix(2048, 2048)', name: 'wasm SIMD → allocate()' });
  addRow(stats, 'baseline', { ...common, name: 'wasm baseline → allocate()' });
  addRow(stats, 'store', { name: 'limit: v128 store loop' });
}

// ---- attentionScores [8, 512, 64], no encoding, against a plain JS triple loop ------------------
/** The loop a tutorial writes: scores[h][i][j] = Σ q·k / √d, float64 sums into a Float32Array. */
function attentionScoresPlainJs(q, k, heads, length, dim, out) {
  const scale = 1 / Math.sqrt(dim);
  for (let h = 0; h < heads; h++) {
    for (let i = 0; i < length; i++) {
      const qi = (h * length + i) * dim;
      for (let j = 0; j < length; j++) {
        const kj = (h * length + j) * dim;
        let dot = 0;
        for (let c = 0; c < dim; c++) dot += q[qi + c] * k[kj + c];
        out[(h * length + i) * length + j] = dot * scale;
      }
    }
  }
  return out;
}
let worstUlps = 0;
{
  const [heads, length, dim] = [8, 512, 64];
  const shape = [heads, length, dim];
  let seed = 7;
  const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32) * 2 - 1;
  const q = Float32Array.from({ length: heads * length * dim }, random);
  const k = Float32Array.from({ length: heads * length * dim }, random);
  const jsOut = new Float32Array(heads * length * length);
  const reference = attentionScoresPlainJs(q, k, heads, length, dim, new Float64Array(heads * length * length));
  const f32 = new Float32Array(1);
  const u32 = new Uint32Array(f32.buffer);
  const ulpsApart = (a, b) => {
    f32[0] = a;
    const x = u32[0];
    f32[0] = b;
    return Math.abs(x - u32[0]);
  };
  for (const runtime of [simd, baseline]) {
    const scores = attention.attentionScores(runtime, q, k, shape);
    for (let t = 0; t < scores.length; t++)
      worstUlps = Math.max(worstUlps, ulpsApart(scores[t], Math.fround(reference[t])));
  }
  const stats = measure([
    { key: 'simd', run: () => attention.attentionScores(simd, q, k, shape) },
    { key: 'baseline', run: () => attention.attentionScores(baseline, q, k, shape) },
    { key: 'simdAlibi', run: () => attention.attentionScores(simd, q, k, shape, { encoding: 'alibi', softmax: true }) },
    { key: 'js', run: () => attentionScoresPlainJs(q, k, heads, length, dim, jsOut) },
  ]);
  addRow(stats, 'simd', { label: 'attentionScores [8, 512, 64]', name: 'wasm SIMD → new array', jsKey: 'js' });
  addRow(stats, 'baseline', { name: 'wasm baseline → new array', jsKey: 'js' });
  addRow(stats, 'simdAlibi', { name: 'wasm SIMD, alibi + softmax', jsKey: 'js' });
  addRow(stats, 'js', { name: 'plain JS triple loop → reused array', jsKey: 'js' });
}

printTable(
  { label: 'case', name: 'implementation', time: 'ms median (min–max)', limit: '× store limit', js: '× plain JS' },
  rows,
  new Set(['time', 'limit', 'js']),
);
console.log('');
console.log(`attentionScores vs float64 rounded once: at most ${worstUlps} float32 ulp (contract: 1), both builds`);
printVerdicts(verdicts);
