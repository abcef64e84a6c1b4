// numpy's legacy generator, so the embedding's hidden columns are reproducible in Python:
//   np.random.seed(0); np.random.rand(6, 512)
// MT19937 (Matsumoto & Nishimura 1998) seeded like RandomState.seed(int), and rand()'s
// 53-bit double from two 32-bit draws (numpy's legacy random_double).

const N = 624;
const M = 397;

export class Mt19937 {
  readonly #state = new Uint32Array(N);
  #index = N;

  /** seed: an integer in [0, 2^32), as np.random.seed accepts. */
  constructor(seed: number) {
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
      throw new RangeError(`Mt19937: seed must be an integer in [0, 2^32); got ${seed}`);
    }
    const mt = this.#state;
    mt[0] = seed;
    for (let i = 1; i < N; i++) {
      const previous = mt[i - 1]!;
      mt[i] = Math.imul(1812433253, previous ^ (previous >>> 30)) + i;
    }
  }

  /** The next 32-bit output (genrand_int32). */
  nextUint32(): number {
    if (this.#index >= N) this.#twist();
    let y = this.#state[this.#index++]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** np.random.rand(): a double in [0, 1) with 53 random bits. */
  random(): number {
    const high = this.nextUint32() >>> 5;
    const low = this.nextUint32() >>> 6;
    return (high * 67108864 + low) / 9007199254740992;
  }

  #twist(): void {
    const mt = this.#state;
    for (let i = 0; i < N; i++) {
      const y = (mt[i]! & 0x80000000) | (mt[(i + 1) % N]! & 0x7fffffff);
      mt[i] = mt[(i + M) % N]! ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
    }
    this.#index = 0;
  }
}

/** np.random.seed(seed); np.random.rand(rows, cols), row-major. */
export function numpyRand(seed: number, rows: number, cols: number): Float64Array {
  const generator = new Mt19937(seed);
  const values = new Float64Array(rows * cols);
  for (let k = 0; k < values.length; k++) values[k] = generator.random();
  return values;
}
