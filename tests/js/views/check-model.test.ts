// The check view's model (views/check/): every gallery example, rebuilt from the package's tables
// plus one mistake, is identified with the mistake named; the documents' printed tables are the
// sinusoid with base 100 or 10000; the code shown reproduces the match; bad input is refused with
// the place named.
import { beforeAll, describe, expect, it } from 'vitest';
import init, { sinusoidal } from 'positional-encoding';
import { GALLERY, galleryExample, type GalleryExample } from '../../../web/app/views/check/check-gallery.js';
import { checkTensor } from '../../../web/app/views/check/check-model.js';
import { fileTooLarge, readFileBytes, readText, refusal } from '../../../web/app/views/check/check-read.js';
import { CHECK_EXAMPLE_KEYS, type CheckExampleKey } from '../../../web/app/views/check/check-settings.js';

beforeAll(() => init());

/** Code without its white space: the calls are pretty-printed for the page. */
const squeezed = (code: string) => code.replace(/\s+/g, '');
const example = (key: CheckExampleKey): GalleryExample => galleryExample(key)!;
const outcomeOf = (key: CheckExampleKey) => checkTensor(example(key).build(), example(key).kind);

/** A version-1 .npy file of little-endian float64 values; `declared` may claim another shape. */
function npy(values: number[], declared: readonly number[]): Uint8Array {
  let header = `{'descr': '<f8', 'fortran_order': False, 'shape': (${declared.join(', ')}${declared.length === 1 ? ',' : ''}), }`;
  header += ' '.repeat(63 - ((10 + header.length) % 64)) + '\n';
  const bytes = new Uint8Array(10 + header.length + values.length * 8);
  bytes.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0]);
  new DataView(bytes.buffer).setUint16(8, header.length, true);
  bytes.set(new TextEncoder().encode(header), 10);
  const data = new DataView(bytes.buffer, 10 + header.length);
  values.forEach((v, i) => data.setFloat64(i * 8, v, true));
  return bytes;
}

describe('the gallery: each example identified with its mistake named', () => {
  it('has one example per check-example key, in the setting’s order', () => {
    expect(GALLERY.map((e) => e.key)).toEqual(CHECK_EXAMPLE_KEYS.filter((key) => key !== 'none'));
  });

  for (const { key, expected } of GALLERY) {
    it(`${key}: ${expected.kind ?? 'no match'}, “${expected.diagnosis}”`, () => {
      const outcome = outcomeOf(key);
      expect(outcome.best?.kind ?? null).toBe(expected.kind);
      if (expected.options) expect(outcome.best!.options).toEqual(expected.options);
      expect(outcome.result.diagnosis).toContain(expected.diagnosis);
    });
  }

  it('each wrong implementation cites a thread as issues/N or pull/N on github.com', () => {
    for (const e of GALLERY.filter((g) => !g.key.startsWith('article'))) {
      for (const t of e.threads)
        expect(t.href).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+$/);
    }
    expect(example('yarn-factor-dropped').threads.map((t) => t.href)).toEqual([
      'https://github.com/turboderp-org/exllamav3/issues/259',
    ]);
  });
});

describe("the documents' tables, printed with 4 decimals", () => {
  for (const [key, base, length] of [
    ['article-L6-n100', 100, 6],
    ['article-L10-n100', 100, 10],
    ['article-L6-n10000', 10000, 6],
    ['article-L10-n10000', 10000, 10],
  ] as const) {
    it(`${key}: the sinusoid, d_model = 4, base ${base}, within half of the 4th decimal`, () => {
      const outcome = outcomeOf(key);
      expect(outcome.shape).toEqual([length, 4]);
      expect(outcome.best).toMatchObject({ kind: 'sinusoidal', options: { base } });
      // Printed with 4 decimals: each value within 0.5e-4 of the float32 table.
      expect(outcome.errors!.max).toBeLessThanOrEqual(0.5e-4);
      expect(outcome.errors!.max).toBe(outcome.best!.maxError);
      expect(outcome.headline).toBe(
        `The paper’s sinusoid: ${length} positions × d_model = 4, base n = ${base}, ` +
          'sin and cos interleaved, exponent 2i/d_model.',
      );
      expect(squeezed(outcome.javascript!)).toContain(`consttable=sinusoidal(${length},4,{"base":${base}});`);
      expect(outcome.python).toContain(`pe = positional_encoding(${length}, 4, n=${base})[0]`);
    });
  }

  it('the paste box holds the table as np.round(pe, 4) prints it', () => {
    expect(example('article-L6-n100').text!().split('\n').slice(0, 2)).toEqual([
      '[[ 0.0000  1.0000  0.0000  1.0000]',
      ' [ 0.8415  0.5403  0.0998  0.9950]',
    ]);
    const table = sinusoidal(6, 4, { base: 100 });
    expect(readText(example('article-L6-n100').text!()).values[5]).toBe(Number(table[5]!.toFixed(4)));
  });
});

describe('what the page shows for the wrong implementations', () => {
  it('yarn, attention factor dropped: yarn ×4 with attentionFactor 1, the error heatmap empty (it is reproduced)', () => {
    const outcome = outcomeOf('yarn-factor-dropped');
    expect(outcome.best!.options).toEqual({
      base: 10000,
      scaling: { type: 'yarn', factor: 4, originalMaxPositionEmbeddings: 4096, attentionFactor: 1 },
    });
    expect(outcome.best!.departures).toHaveLength(1);
    expect(outcome.best!.departures[0]).toMatch(/^matches yarn ×4 except that the attention factor 1\.1386 is missing/);
    expect(outcome.precision).toMatch(/^float32: /);
    expect(outcome.errors!.max).toBe(0); // the package's own table with the same options
    expect(outcome.python).toContain('ROPE_INIT_FUNCTIONS["yarn"]');
    expect(outcome.python).toContain('"attention_factor": 1');
    expect(squeezed(outcome.javascript!)).toContain(
      'ropeCosSin(1024,64,{"base":10000,"scaling":{"type":"yarn","factor":4,"originalMaxPositionEmbeddings":4096,"attentionFactor":1}}).cos',
    );
  });

  it('yarn, the config’s attention factor ignored: a clean yarn ×16 whose factor is the computed 1.2773', () => {
    const outcome = outcomeOf('yarn-config-ignored');
    expect(outcome.best).toMatchObject({
      kind: 'rope-cos',
      options: { scaling: { type: 'yarn', factor: 16, originalMaxPositionEmbeddings: 4096 } },
      departures: [],
    });
    expect((outcome.best!.options.scaling as { attentionFactor?: number }).attentionFactor).toBeUndefined();
    expect(outcome.headline).toContain('yarn scaling (factor 16, originalMaxPositionEmbeddings 4096)');
  });

  it('yarn, attention factor twice: 1.1386² = 1.2965', () => {
    const factor = (outcomeOf('yarn-factor-twice').best!.options.scaling as { attentionFactor: number })
      .attentionFactor;
    // float32 cache: the factor read back to 1e-6 of (0.1·ln 4 + 1)².
    expect(factor).toBeCloseTo((0.1 * Math.log(4) + 1) ** 2, 6);
  });

  it('positions in float16: the positions listed in the call, the departure named', () => {
    const outcome = outcomeOf('positions-float16');
    expect(outcome.best!.departures).toEqual(['positions in float16: exact up to 2048, then off by up to 1 rad']);
    expect(outcome.javascript).toContain('"positions": [0, 1, 2, 3, 4, 5, 6, 7, /* … 4096 position ids in all */]');
  });

  it('no match: no heatmap, no code, the diagnosis says what was tried', () => {
    for (const key of ['pairs-rotation-half-freq', 'alibi-16-for-12'] as const) {
      const outcome = outcomeOf(key);
      expect(outcome.best).toBeNull();
      expect(outcome.errors).toBeNull();
      expect(outcome.javascript).toBeNull();
      expect(outcome.diagnosis).toContain(
        'Nothing reproduces it (values stored as ' +
          outcome.result.diagnosis.split('stored as ')[1]!.split(')')[0] +
          '). Tried:',
      );
    }
  });

  it('runners-up: the tensor2tensor reading of the same table comes after the paper’s', () => {
    const outcome = checkTensor({ values: sinusoidal(64, 16, { base: 10000 }), shape: [64, 16] }, 'any');
    expect(outcome.best!.options).toEqual({ base: 10000 });
    expect(outcome.runnersUp.map((m) => m.options.exponent)).toContain('tensor2tensor');
  });
});

describe('bad input: refused with the place named', () => {
  const refused = (read: () => unknown): string => {
    try {
      read();
    } catch (error) {
      return refusal(error);
    }
    throw new Error('not refused');
  };

  it('empty input', () => {
    expect(refused(() => readText('  \n'))).toBe('The input is empty.');
  });

  it('NaN and Inf, with where', () => {
    expect(refused(() => readText('[[0, 1], [0.84, nan]]'))).toBe('[1, 1] is nan: only finite numbers can be checked.');
    expect(refused(() => readText('0, 1\n0.5, -inf'))).toBe(
      'Line 2, column 2 is -inf: only finite numbers can be checked.',
    );
    expect(refused(() => readFileBytes(npy([0, 1, Infinity, 0], [2, 2])))).toBe(
      'Value [1, 0] is Infinity: only finite numbers can be checked.',
    );
  });

  it('ragged rows', () => {
    expect(refused(() => readText('[[0, 1, 0], [0.84, 0.54]]'))).toBe(
      'Ragged rows: row [1] holds 2 items, the first holds 3.',
    );
  });

  it('a shape that disagrees with the values (.npy)', () => {
    expect(refused(() => readFileBytes(npy([0, 1, 0, 1], [3, 2])))).toBe(
      'Shape (3, 2) needs 48 bytes of data; the file holds 32.',
    );
  });

  it('a summarised printout', () => {
    expect(refused(() => readText('[[0, 1, ..., 1]]'))).toMatch(/^The printout is summarised with '\.\.\.'/);
  });

  it('a file over 256 MB, refused from its size before reading', () => {
    expect(fileTooLarge('table.npy', 300 * 1024 * 1024)).toBe(
      'table.npy is 300 MB: files over 256 MB are refused (nothing was read).',
    );
    expect(fileTooLarge('table.npy', 256 * 1024 * 1024)).toBeNull();
  });

  it('a good .npy after all that is read and identified', () => {
    const table = Array.from(sinusoidal(10, 4, { base: 100 }));
    const outcome = checkTensor(readFileBytes(npy(table, [10, 4])), 'any');
    expect(outcome.best!.options).toEqual({ base: 100 });
  });
});
