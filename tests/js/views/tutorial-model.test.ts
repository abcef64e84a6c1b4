// The tutorial view's model in Node: its tokens, blocks, row 0 (with and without √d_model) and the
// "brown"/"red" pairs, against the tutorial's printed numbers (tests/js/fixtures/tutorial-values.ts),
// numpy's print rules and a float64 sinusoid written out here.
import { beforeAll, describe, expect, it } from 'vitest';
import init from 'positional-encoding';
import { numpyRand } from '../../../web/app/figures/mt19937.js';
import {
  brownRed,
  type BrownRed,
  numpyIntArray,
  pythonDict,
  row0Result,
  tutorialBlocks,
  tutorialEmbedding,
  type TutorialBlocks,
} from '../../../web/app/views/tutorial/tutorial-model.js';
import { EMBEDDINGS_D512, PE_D512, PRINTED_COLUMNS, SUMS_D512 } from '../fixtures/tutorial-values.js';

const D = 512;
/** float32's rounding of a PE value (half an ulp in [1, 2)) and of a sum x + PE (three roundings). */
const PE_ROUNDING = 6e-8;
const SUM_ROUNDING = 2 ** -23 + 5e-9;
/** The tutorial's float64 sinusoid: sin/cos(pos / 10000^(2i/d)). */
function sinusoid64(pos: number, column: number): number {
  const angle = pos / 10000 ** ((2 * Math.floor(column / 2)) / D);
  return column % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
}
/** PE_a · PE_b in float64: Σ_i cos((b − a) ω_i), 256 pairs. */
function dot64(a: number, b: number): number {
  let sum = 0;
  for (let column = 0; column < D; column++) sum += sinusoid64(a, column) * sinusoid64(b, column);
  return sum;
}
/** The numbers of a numpy printout (brackets and "..." dropped). */
function printedNumbers(text: string): number[] {
  return text
    .replace(/^[^\n[]*:\n/, '')
    .replace(/[[\]]/g, ' ')
    .split(/\s+/)
    .filter((token) => token !== '' && token !== '...')
    .map(Number);
}

let blocks: TutorialBlocks;
beforeAll(async () => {
  await init();
  blocks = tutorialBlocks();
});

describe('steps 1–4: tokens, embedding, table and sum', () => {
  it('splits the sentence and prints the vocabulary as Python prints a dict and numpy an int array', () => {
    expect(blocks.tokens).toEqual(['Transformers', 'revolutionized', 'the', 'field', 'of', 'NLP']);
    expect(blocks.inputIndices).toEqual([0, 1, 2, 3, 4, 5]);
    expect(blocks.vocabularyText).toBe(
      "Vocabulary: {'Transformers': 0, 'revolutionized': 1, 'the': 2, 'field': 3, 'of': 4, 'NLP': 5}\n" +
        'Input Indices: [0 1 2 3 4 5]',
    );
    expect(pythonDict([['a', 7]])).toBe("{'a': 7}");
    expect(numpyIntArray([3, 10, 200])).toBe('[  3  10 200]');
  });

  it("puts the tutorial's printed values in its printed columns and seed 0's stream elsewhere", () => {
    const x = tutorialEmbedding(6);
    const seeded = numpyRand(0, 6, D);
    for (let r = 0; r < 6; r++) {
      PRINTED_COLUMNS.forEach((column, k) => expect(x[r * D + column]).toBe(EMBEDDINGS_D512[r]![k]));
      for (const column of [3, 100, 508]) expect(x[r * D + column]).toBe(seeded[r * D + column]);
    }
    expect(blocks.embedding).toEqual(x);
    expect(blocks.embedding32).toEqual(Float32Array.from(x));
  });

  it('computes the table and the sum within float32 rounding of float64', () => {
    for (let pos = 0; pos < 6; pos++) {
      for (let column = 0; column < D; column++) {
        const at = pos * D + column;
        expect(Math.abs(blocks.pe[at]! - sinusoid64(pos, column))).toBeLessThanOrEqual(6e-8);
        const sum64 = blocks.embedding[at]! + sinusoid64(pos, column);
        expect(Math.abs(blocks.sum[at]! - sum64)).toBeLessThanOrEqual(2 ** -23 + 5e-9);
      }
    }
  });

  it('prints the blocks with their titles; the printed columns read back as the tutorial printed them', () => {
    expect(blocks.embeddingText.startsWith('Embedding Matrix:\n[[')).toBe(true);
    expect(blocks.peText.startsWith('Positional Encodings:\n[[')).toBe(true);
    expect(blocks.sumText.startsWith('Input Embeddings with Positional Encoding:\n[[')).toBe(true);
    const pe = printedNumbers(blocks.peText);
    const sums = printedNumbers(blocks.sumText);
    expect(pe).toHaveLength(36);
    expect(sums).toHaveLength(36);
    // As the browser test: the printed digit (9 significant, 8 decimals) plus float32's rounding.
    PE_D512.flat().forEach((value, k) => expect(Math.abs(pe[k]! - value)).toBeLessThanOrEqual(1e-9 + PE_ROUNDING));
    SUMS_D512.flat().forEach((value, k) => expect(Math.abs(sums[k]! - value)).toBeLessThanOrEqual(1e-8 + SUM_ROUNDING));
    expect(printedNumbers(blocks.row0XText)).toEqual(EMBEDDINGS_D512[0]);
    expect(printedNumbers(blocks.row0PeText)).toEqual([0, 1, 0, 1, 0, 1]);
  });
});

describe('step 5: row 0 with and without √d_model', () => {
  it('adds x + PE as the tutorial does', () => {
    const row = row0Result(blocks, 'none');
    expect(row.call).toBe('addPositionalEncoding(x, [1, 6, 512])');
    expect(row.label).toBe('x[0] + PE[0]');
    expect(row.cells.map((cell) => [cell.column, cell.sum.split(' = ')[0]])).toEqual([
      [0, '0.71034683 + 0'],
      [1, '0.08027048 + 1'],
    ]);
    row.cells.forEach(({ column, sum }) =>
      expect(Math.abs(Number(sum.split(' = ')[1]) - SUMS_D512[0]![column]!)).toBeLessThanOrEqual(5e-9 + SUM_ROUNDING),
    );
    printedNumbers(row.resultText).forEach((value, k) =>
      expect(Math.abs(value - SUMS_D512[0]![k]!)).toBeLessThanOrEqual(1e-8 + SUM_ROUNDING),
    );
  });

  it('scales x by √512 ≈ 22.6274170 first (formula 15.2)', () => {
    const row = row0Result(blocks, 'sqrt');
    expect(row.call).toBe("addPositionalEncoding(x, [1, 6, 512], { scale: 'sqrt' })");
    expect(row.label).toBe('√512 · x[0] + PE[0]');
    const x = EMBEDDINGS_D512[0]!;
    const expected = x.map((value, k) => Math.sqrt(D) * value + PE_D512[0]![k]!);
    const printed = printedNumbers(row.resultText);
    // float32 sums near 16–24: an ulp is 2^-19 ≈ 1.9e-6, and numpy prints 8 significant digits.
    printed.forEach((value, k) => expect(Math.abs(value - expected[k]!)).toBeLessThan(5e-6));
    row.cells.forEach(({ column, sum }) => {
      const [factor, , xText, , pe, , result] = sum.split(' ');
      expect([factor, xText, pe]).toEqual(['22.6274170', x[column]!.toFixed(8), String(column)]);
      expect(Math.abs(Number(result) - expected[column]!)).toBeLessThan(4e-6);
    });
  });
});

describe('step 6: "brown" at 6 and "red" at 15', () => {
  let colours: BrownRed;
  beforeAll(() => {
    colours = brownRed();
  });

  it('numbers the sentence from 1 and marks the two colours', () => {
    expect(colours.words).toHaveLength(16);
    expect(colours.words.filter((w) => w.marked).map((w) => [w.word, w.pos])).toEqual([
      ['brown', 6],
      ['red', 15],
    ]);
    const printed = printedNumbers(colours.brownText);
    const columns = [0, 1, 2, 509, 510, 511];
    expect(printed).toHaveLength(6);
    printed.forEach((value, k) =>
      expect(Math.abs(value - sinusoid64(6, columns[k]!))).toBeLessThanOrEqual(5e-10 + PE_ROUNDING),
    );
    printedNumbers(colours.redText).forEach((value, k) =>
      expect(Math.abs(value - sinusoid64(15, columns[k]!))).toBeLessThanOrEqual(5e-10 + PE_ROUNDING),
    );
  });

  it('gives each pair the float64 dot product and distance; the neighbour pairs agree', () => {
    expect(colours.pairs.map((p) => [p.a, p.b, p.wordA, p.wordB, p.marked])).toEqual([
      [6, 15, '“brown”', '“red”', true],
      [5, 6, '“the”', '“brown”', false],
      [6, 7, '“brown”', '“ball”', false],
      [14, 15, '“the”', '“red”', false],
      [15, 16, '“red”', '“ball.”', false],
    ]);
    for (const pair of colours.pairs) {
      const dot = dot64(pair.a, pair.b);
      expect(Math.abs(pair.dot - dot)).toBeLessThan(1e-4);
      expect(Math.abs(pair.distance - Math.sqrt((2 * D) / 2 - 2 * dot))).toBeLessThan(1e-4);
    }
    const neighbours = colours.pairs.slice(1).map((p) => [p.dot.toFixed(4), p.distance.toFixed(4)]);
    expect(new Set(neighbours.map(String)).size).toBe(1);
  });

  it('sums up with PE·PE = 256 and the two distances', () => {
    const near = Math.sqrt(D - 2 * dot64(6, 7)).toFixed(2);
    const far = Math.sqrt(D - 2 * dot64(6, 15)).toFixed(2);
    expect(colours.summary).toContain('Every encoding has PE·PE = 256 (each sine–cosine pair adds 1).');
    expect(colours.summary).toContain(`Neighbours are ${near} apart; “brown” and “red”, 9 words apart, ${far}.`);
  });
});
