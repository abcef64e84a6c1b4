// The RoPE benchmark's outside peer: onnxruntime-web's RotaryEmbedding operator on its wasm
// backend, one thread, SIMD, run as a one-node model built in memory (onnx-model.mjs).
//
// onnxruntime-web's package "node" export (dist/ort.node.min.mjs) loads
// dist/ort-wasm-simd-threaded.{mjs,wasm} beside itself from the file system: no network and no
// wasmPaths needed. The operator reads x as [batch, heads, length, headDim] (a 4-D input is taken
// as that layout), position_ids as int64 [batch, length], and cos/sin caches of
// [maxPositions, headDim / 2]; `interleaved` 0 is Hugging Face's rotate_half ('half'), 1 is GPT-J's
// adjacent pairs ('pairs') — `node tests/bench/onnx-rotary-peer.mjs --check` shows it.
//
//   node tests/bench/onnx-rotary-peer.mjs --check     small case, both operators and layouts
//   node tests/bench/onnx-rotary-peer.mjs --measure   (1, 32, 4096, 128), time and error
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import * as ort from 'onnxruntime-web';
import { ElementType, oneNodeModel } from './onnx-model.mjs';
import { summarize } from './timing.mjs';
import { uniformTensor } from './machine.mjs';

// Both operators share one CPU kernel in ONNX Runtime (MlasRotaryEmbedOneRow); they differ in
// the order of their inputs. ai.onnx RotaryEmbedding exists from opset 23 (ONNX IR version 11).
const OPERATORS = {
  'ai.onnx': {
    domain: '',
    opsets: { '': 23 },
    inputs: ['input', 'cos_cache', 'sin_cache', 'position_ids'],
  },
  'com.microsoft': {
    domain: 'com.microsoft',
    opsets: { '': 23, 'com.microsoft': 1 },
    inputs: ['input', 'position_ids', 'cos_cache', 'sin_cache'],
  },
};

/**
 * A session computing RoPE on [batch, heads, length, headDim] float32 tensors. `run` takes x, the
 * cos and sin caches ([maxPositions, headDim / 2] float32, see rotaryCaches) and the positions
 * (BigInt64Array of batch · length, see positionIds), and resolves to a new Float32Array. The
 * time of a call includes copying the inputs into wasm memory and the output out of it. (A
 * pre-allocated CPU output passed to session.run as a fetch came back unfilled in 1.30.0.)
 */
export async function createOnnxRotary({
  batch,
  heads,
  length,
  headDim,
  interleaved,
  maxPositions = length,
  operator = 'ai.onnx',
}) {
  const op = OPERATORS[operator];
  if (!op) throw new RangeError(`operator must be one of ${Object.keys(OPERATORS).join(', ')}`);
  // Read when the wasm backend first initializes; later sessions share that instance.
  ort.env.wasm.numThreads = 1; // no worker threads
  ort.env.wasm.simd = true; // 1.30 ships only SIMD builds; true makes it check SIMD support
  ort.env.logLevel = 'error';

  const xDims = [batch, heads, length, headDim];
  const cacheDims = [maxPositions, headDim / 2];
  const model = oneNodeModel({
    irVersion: 11,
    opsets: op.opsets,
    node: {
      opType: 'RotaryEmbedding',
      domain: op.domain,
      inputs: op.inputs,
      outputs: ['output'],
      intAttributes: { interleaved: interleaved ? 1 : 0 },
    },
    inputs: [
      { name: 'input', elementType: ElementType.FLOAT, dims: xDims },
      { name: 'position_ids', elementType: ElementType.INT64, dims: [batch, length] },
      { name: 'cos_cache', elementType: ElementType.FLOAT, dims: cacheDims },
      { name: 'sin_cache', elementType: ElementType.FLOAT, dims: cacheDims },
    ],
    outputs: [{ name: 'output', elementType: ElementType.FLOAT, dims: xDims }],
  });
  const session = await ort.InferenceSession.create(model, { executionProviders: ['wasm'] });

  return {
    async run(x, cosCache, sinCache, positions) {
      const { output } = await session.run({
        input: new ort.Tensor('float32', x, xDims),
        position_ids: new ort.Tensor('int64', positions, [batch, length]),
        cos_cache: new ort.Tensor('float32', cosCache, cacheDims),
        sin_cache: new ort.Tensor('float32', sinCache, cacheDims),
      });
      return output.data;
    },
    release: () => session.release(),
    describe:
      `onnxruntime-web ${ort.env.versions.web} ` +
      `${operator === 'ai.onnx' ? 'ai.onnx opset 23' : operator} RotaryEmbedding ` +
      `(interleaved=${interleaved ? 1 : 0}), wasm, 1 thread, SIMD`,
  };
}

/** invFreq_i = base^(−2i / headDim) in float64, i < headDim / 2. */
function inverseFrequencies(headDim, base) {
  return Float64Array.from({ length: headDim / 2 }, (_, i) => Math.pow(base, (-2 * i) / headDim));
}

/** cos and sin of position · invFreq_i, positions 0 … maxPositions−1, float64 rounded to float32. */
export function rotaryCaches(maxPositions, headDim, base = 10000) {
  const invFreq = inverseFrequencies(headDim, base);
  const half = headDim / 2;
  const cos = new Float32Array(maxPositions * half);
  const sin = new Float32Array(maxPositions * half);
  for (let p = 0; p < maxPositions; p++) {
    for (let i = 0; i < half; i++) {
      cos[p * half + i] = Math.cos(p * invFreq[i]);
      sin[p * half + i] = Math.sin(p * invFreq[i]);
    }
  }
  return { cos, sin };
}

/** Positions 0 … length−1 for every sequence of the batch, as the int64 the operator takes. */
export function positionIds(batch, length) {
  return BigInt64Array.from({ length: batch * length }, (_, j) => BigInt(j % length));
}

/**
 * RoPE in float64 with positions 0 … length−1. 'half' (rotate_half) pairs k with k + headDim/2,
 * 'pairs' (GPT-J) pairs 2k with 2k+1: y_a = x_a·cos − x_b·sin, y_b = x_b·cos + x_a·sin.
 */
function ropeReference(x, [batch, heads, length, headDim], layout, base = 10000) {
  const invFreq = inverseFrequencies(headDim, base);
  const half = headDim / 2;
  const y = new Float64Array(x.length);
  for (let row = 0; row < batch * heads * length; row++) {
    const position = row % length;
    const at = row * headDim;
    for (let k = 0; k < half; k++) {
      const c = Math.cos(position * invFreq[k]);
      const s = Math.sin(position * invFreq[k]);
      const a = layout === 'half' ? at + k : at + 2 * k;
      const b = layout === 'half' ? at + k + half : at + 2 * k + 1;
      y[a] = x[a] * c - x[b] * s;
      y[b] = x[b] * c + x[a] * s;
    }
  }
  return y;
}

function maxAbsDifference(actual, expected) {
  let worst = 0;
  for (let j = 0; j < actual.length; j++) {
    const e = Math.abs(actual[j] - expected[j]);
    if (!(e <= worst)) worst = e; // NaN propagates
  }
  return worst;
}

/**
 * Runs each operator on one tensor and prints its error against each layout's reference; with
 * `runs`, only the matching interleaved value, and its times too.
 */
async function report(dims, { runs = 0, operators = Object.keys(OPERATORS) } = {}) {
  const [batch, heads, length, headDim] = dims;
  const x = uniformTensor(batch * heads * length * headDim);
  const { cos, sin } = rotaryCaches(length, headDim);
  const positions = positionIds(batch, length);
  for (const layout of ['half', 'pairs']) {
    const reference = ropeReference(x, dims, layout);
    for (const operator of operators) {
      for (const interleaved of runs > 0 ? [layout === 'pairs'] : [false, true]) {
        const peer = await createOnnxRotary({ batch, heads, length, headDim, interleaved, operator });
        const error = maxAbsDifference(await peer.run(x, cos, sin, positions), reference);
        let line = `${layout.padEnd(5)} vs ${peer.describe}: max abs error ${error.toExponential(2)}`;
        if (runs > 0) {
          for (let w = 0; w < 3; w++) await peer.run(x, cos, sin, positions); // warm-up
          const times = [];
          for (let r = 0; r < runs; r++) {
            const start = performance.now();
            await peer.run(x, cos, sin, positions);
            times.push(performance.now() - start);
          }
          const { median, min, max } = summarize(times);
          line += `; ${median.toFixed(1)} ms median (${min.toFixed(1)}–${max.toFixed(1)}) of ${runs}`;
        }
        console.log(line);
        await peer.release();
      }
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    console.log('(1, 2, 8, 16), x uniform in [−1, 1); only the matching interleaved value is near 0');
    await report([1, 2, 8, 16]);
  } else if (process.argv.includes('--measure')) {
    console.log('(1, 32, 4096, 128) float32, x uniform in [−1, 1); time per call after 3 warm-up calls');
    await report([1, 32, 4096, 128], { runs: 11 });
  } else {
    console.log('usage: node tests/bench/onnx-rotary-peer.mjs --check | --measure');
  }
}
