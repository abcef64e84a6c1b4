// Step 8: embeddings + PE from addPositionalEncoding(), compared with the sums the article prints.
import { D_MODEL, SEQ_LENGTH, SHAPE } from '../../../documents/article.js';
import type { ExampleNumbers } from '../example-numbers.js';
import { float32Text, indexText } from '../full-value.js';
import { renderTensor } from '../tensor-view.js';
import { fixed, torchTexts } from '../tensor-format.js';
import { TOKENIZED } from '../vocabulary.js';
import { note, roundingDetails, scrollBox, type ExampleStep } from './step.js';
import { STEP_TITLE } from './titles.js';

/** Flat indices where the 2-decimal sum of the printed embeddings is not the article's print. */
export function differingCells(numbers: ExampleNumbers): number[] {
  const cells: number[] = [];
  numbers.sums.forEach((sum, k) => {
    if (fixed(sum, 2) !== fixed(numbers.printedSums[k]!, 2)) cells.push(k);
  });
  return cells;
}

function tokenAt(k: number): string {
  return TOKENIZED[Math.floor(k / (SEQ_LENGTH * D_MODEL))]![Math.floor(k / D_MODEL) % SEQ_LENGTH]!;
}

function differencesNote(numbers: ExampleNumbers, differing: readonly number[]): HTMLElement {
  const explanation = note(
    `The article rounds the embeddings to 2 decimals for printing but adds the unrounded ones: a ` +
      `printed 1.72 stands for anything in [1.715, 1.725). So the sum of the printed numbers can ` +
      `round the other way, by at most 0.01; every other value matches the print exactly.`,
  );
  const box = roundingDetails(
    `${differing.length} of ${numbers.sums.length} values differ in the last digit from the article’s ` +
      `print (marked): why`,
    explanation,
  );
  box.classList.add('ex-differences');
  box.dataset.differing = String(differing.length);
  if (differing.length === 0) return box;
  const table = document.createElement('table');
  table.className = 'ex-differences-table';
  table.createCaption().textContent = 'Where this page and the article differ';
  const head = table.createTHead().insertRow();
  for (const label of ['index', 'token', 'here', 'article', 'full sum']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = label;
    head.append(th);
  }
  const body = table.createTBody();
  for (const k of differing) {
    const row = body.insertRow();
    for (const text of [
      indexText(k, SHAPE),
      tokenAt(k),
      fixed(numbers.sums[k]!, 2),
      fixed(numbers.printedSums[k]!, 2),
      float32Text(numbers.sums[k]!),
    ])
      row.insertCell().textContent = text;
  }
  box.append(scrollBox('Where this page and the article differ', table));
  return box;
}

export const sumStep: ExampleStep = {
  title: STEP_TITLE.sum,
  explanation: (base) =>
    'Adding the two gives what the next layer receives: each token’s embedding nudged by its ' +
    `position’s vector. With n = ${base} the first pair (columns 0, 1) moves the most` +
    (base === 10000 ? '; columns 2 and 3 barely change.' : '.'),
  code: (base) =>
    base === 100
      ? 'embedded_sequence + encodings[:seq_length] # encodings[:6]'
      : [
          'dropout = 0.0',
          '',
          '# create the positional encoding matrix',
          'pe = PositionalEncoding(d_model, dropout, max_length)',
          '',
          'pe(embeddings)',
        ].join('\n'),
  render(numbers) {
    const differing = differingCells(numbers);
    const marked = new Set(differing);
    const peAt = (k: number): number => numbers.table[k % (SEQ_LENGTH * D_MODEL)]!;
    return [
      renderTensor({
        name: 'sums',
        caption: `embeddings + encodings[:6] (n = ${numbers.base}) · shape (3, 6, 4) · 2 decimals`,
        shape: SHAPE,
        texts: torchTexts(numbers.sums, 2),
        opening: 'tensor(',
        closing: ', grad_fn=<AddBackward0>)',
        describe: (k) => {
          const sum =
            `sum${indexText(k, SHAPE)} = ${fixed(numbers.embeddings[k]!, 2)} + ` +
            `${float32Text(peAt(k))} = ${float32Text(numbers.sums[k]!)} ('${tokenAt(k)}', dimension ${k % D_MODEL})`;
          return marked.has(k) ? `${sum}; the article prints ${fixed(numbers.printedSums[k]!, 2)}` : sum;
        },
        cellClass: (k) => (marked.has(k) ? 'ex-differs' : undefined),
        rowComment: (block, row) => TOKENIZED[block]![row],
      }),
      differencesNote(numbers, differing),
    ];
  },
};
