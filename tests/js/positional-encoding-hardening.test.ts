// PositionalEncoding's edges (issue 11, item 12): nulls, a string for training, the registered
// buffer `pe`, and independent dropout streams per (seed, call).
import { beforeAll, describe, expect, it } from 'vitest';
import init, { PositionalEncoding, sinusoidal } from '../../web/lib/index.js';
import { dropoutSeed } from '../../web/lib/positional-encoding-module.js';

beforeAll(async () => {
  await init();
});

const make = (options: unknown) => new PositionalEncoding(options as never);

describe('PositionalEncoding options', () => {
  it('rejects maxLength: null like every other null', () => {
    expect(() => make({ dModel: 4, maxLength: null })).toThrow(TypeError);
    expect(() => make({ dModel: 4, maxLength: null })).toThrow(
      /^positional-encoding: maxLength must be a number.*got null/,
    );
    expect(() => make({ dModel: 4, base: null })).toThrow(/options\.base/);
    expect(() => make({ dModel: 4, seed: null })).toThrow(/seed/);
    expect(make({ dModel: 4 }).maxLength).toBe(5000);
  });

  it("refuses training = 'false' (a string would keep dropout on)", () => {
    const module = new PositionalEncoding({ dModel: 4, maxLength: 4, dropout: 0.5, seed: 1 });
    expect(() => {
      (module as { training: unknown }).training = 'false';
    }).toThrow(/^positional-encoding: training must be a boolean; got "false"/);
    expect(() => {
      (module as { training: unknown }).training = 0;
    }).toThrow(TypeError);
    expect(module.training).toBe(true);
    module.training = false;
    const x = new Float32Array(16).fill(1);
    expect(module.forward(x, [1, 4, 4]).every((v) => v !== 0)).toBe(true);
  });
});

describe('pe, the registered buffer', () => {
  it('is a copy on every read: writing into it cannot make forward() and .pe disagree', () => {
    const module = new PositionalEncoding({ dModel: 4, maxLength: 6 });
    const pe = module.pe;
    pe.fill(100);
    expect(module.pe).toEqual(sinusoidal(6, 4));
    const x = new Float32Array(24);
    expect(module.forward(x, [1, 6, 4])).toEqual(module.pe);
    expect(() => {
      (module as { pe: unknown }).pe = new Float32Array(24);
    }).toThrow(TypeError);
  });
});

describe('dropout streams', () => {
  it('derives a distinct seed for every (seed, call), including the old collision', () => {
    // The old derivation XORed the call into the seed's high word: seed 0's call 1597 drew the
    // same mask as call 0 of seed (1597 · 0x9e3779b9 mod 2^32) · 2^32.
    const other = (Math.imul(1597, 0x9e3779b9) >>> 0) * 2 ** 32;
    expect(dropoutSeed(0, 1597)).not.toEqual(dropoutSeed(other, 0));
    const seen = new Set<string>();
    for (let seed = 0; seed <= 50; seed++) {
      for (let call = 0; call < 10_000; call++) {
        const { high, low } = dropoutSeed(seed, call);
        seen.add(`${high}:${low}`);
      }
    }
    expect(seen.size).toBe(51 * 10_000);
  });

  it('the first 10,000 masks of seeds 0..50 (64 elements, p = 0.5) do not collide', () => {
    const x = new Float32Array(64).fill(1);
    const masks = new Set<string>();
    const maskOf = (y: Float32Array) => {
      let bits = '';
      for (let i = 0; i < y.length; i += 32) {
        let word = 0;
        for (let j = 0; j < 32; j++) word = (word << 1) | (y[i + j] === 0 ? 1 : 0);
        bits += (word >>> 0).toString(36) + ':';
      }
      return bits;
    };
    for (let seed = 0; seed <= 50; seed++) {
      const module = new PositionalEncoding({ dModel: 64, maxLength: 1, dropout: 0.5, seed });
      for (let call = 0; call < 10_000; call++) masks.add(maskOf(module.forward(x, [1, 1, 64])));
    }
    // 510,000 random 64-bit masks collide with probability about 7e-9.
    expect(masks.size).toBe(51 * 10_000);
    // And the pair that collided before differs.
    const zero = new PositionalEncoding({ dModel: 64, maxLength: 1, dropout: 0.5, seed: 0 });
    let late: Float32Array = new Float32Array(0);
    for (let call = 0; call <= 1597; call++) late = zero.forward(x, [1, 1, 64]);
    const other = new PositionalEncoding({
      dModel: 64,
      maxLength: 1,
      dropout: 0.5,
      seed: (Math.imul(1597, 0x9e3779b9) >>> 0) * 2 ** 32,
    });
    expect(maskOf(other.forward(x, [1, 1, 64]))).not.toBe(maskOf(late));
  });
});
