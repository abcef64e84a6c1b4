// A soak test (issue 11): 100,000 mixed calls — valid, invalid, allocate/free — over every kind of
// function; malloc's usage must end exactly where it started and wasm memory must not grow after
// the warm-up.
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../web/lib/index.js';

const CALLS = 100_000;
const loose = api as unknown as Record<string, (...args: unknown[]) => unknown>;

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

beforeAll(async () => {
  await api.init();
});

describe('soak', () => {
  it(`${CALLS} mixed calls leave memory flat`, () => {
    const x = new Float32Array(2 * 16 * 32).map((_, i) => Math.sin(i));
    const q = new Float32Array(2 * 16 * 8).map((_, i) => Math.cos(i));
    const module = new api.PositionalEncoding({ dModel: 32, maxLength: 16, dropout: 0.2, seed: 9 });
    const held: api.WasmBuffer[] = [];
    let thrown = 0;
    const step = (i: number): void => {
      switch (i % 20) {
        case 0:
          api.sinusoidal(16, 32, { offset: i });
          break;
        case 1:
          api.addPositionalEncoding(x, [2, 16, 32], { scale: 'sqrt' });
          break;
        case 2:
          module.forward(x, [2, 16, 32]);
          break;
        case 3:
          api.ropeCosSin(16, 8, { scaling: { type: 'yarn', factor: 4, originalMaxPositionEmbeddings: 8 } });
          break;
        case 4:
          api.applyRope(q, [1, 2, 16, 8], { positions: Array.from({ length: 16 }, (_, t) => t * 3) });
          break;
        case 5:
          api.alibiBias(4, 16, { mode: 'symmetric' });
          break;
        case 6:
          api.t5BucketMatrix(16, 16, { offset: i % 100 });
          break;
        case 7:
          api.attentionScores(q, q, [2, 16, 8], { encoding: 'alibi', softmax: true });
          break;
        case 8:
          api.attentionDecomposition(
            x.subarray(0, 64),
            x.subarray(64, 128),
            x.subarray(0, 32),
            x.subarray(32, 64),
            [8, 8, 4],
          );
          break;
        case 9:
          api.dotProductMatrix(8, 16);
          break;
        case 10:
          held.push(api.allocate(1 + (i % 4096)));
          break;
        case 11:
          held.shift()?.free();
          break;
        case 12: {
          const out = api.allocate(16 * 32);
          api.sinusoidal(16, 32, { out });
          out.free();
          break;
        }
        case 13:
          loose.sinusoidal!(16, NaN);
          break;
        case 14:
          api.addPositionalEncoding(x, [2, 16, 32], { scale: 1e39 });
          break;
        case 15:
          api.ropeFrequencies(8, { scaling: { type: 'dynamic', factor: 1e20, maxPositionEmbeddings: 4 } });
          break;
        case 16:
          loose.attentionScores!(q, revoked(), [2, 16, 8]);
          break;
        case 17:
          loose.applyRope!(q, [1, 2, 16, 9]);
          break;
        case 18:
          api.dotProductMatrix(16384, 8192);
          break;
        default:
          loose.t5RelativeBucket!(i, { numBuckets: 3 });
          break;
      }
    };
    const run = (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        try {
          step(i);
        } catch (error) {
          thrown++;
          expect((error as Error).message.startsWith('positional-encoding: ')).toBe(true);
          expect((error as Error).message).not.toMatch(/internal error/);
        }
      }
    };
    const warmUp = 2000;
    run(0, warmUp);
    while (held.length) held.pop()!.free();
    const allocatedAfterWarmUp = api.runtimeInfo().allocatedBytes;
    const memoryAfterWarmUp = api.runtimeInfo().wasmMemoryBytes;
    run(warmUp, CALLS);
    while (held.length) held.pop()!.free();
    const info = api.runtimeInfo();
    expect(info.allocatedBytes).toBe(allocatedAfterWarmUp);
    expect(info.wasmMemoryBytes).toBe(memoryAfterWarmUp);
    // 7 of every 20 calls are invalid.
    expect(thrown).toBe(7 * (CALLS / 20));
  });
});
