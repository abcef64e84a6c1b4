// Step 6: the table sliced to the sentences' 6 positions, encodings[:6].
import { D_MODEL, MAX_LENGTH, SEQ_LENGTH } from '../../../documents/article.js';
import { firstRows } from '../example-numbers.js';
import { renderTensor } from '../tensor-view.js';
import { torchTexts } from '../tensor-format.js';
import { note, type ExampleStep } from './step.js';
import { describeTableCell, sinCosClass } from './table-step.js';
import { STEP_TITLE } from './titles.js';

export const sliceStep: ExampleStep = {
  title: STEP_TITLE.slice,
  explanation: () =>
    'Each sentence has 6 tokens, so only the first 6 rows of the table are used: one vector ' +
    'for each position 0…5.',
  code: (base) =>
    base === 100
      ? ['# select the first six tokens', 'seq_length = embeddings.shape[1]', 'encodings[:seq_length]'].join('\n')
      : 'self.pe[:, : x.size(1)]',
  render(numbers) {
    return [
      renderTensor({
        name: 'slice',
        caption: `encodings[:6] (n = ${numbers.base}) · shape (6, 4) · 2 decimals`,
        shape: [SEQ_LENGTH, D_MODEL],
        texts: torchTexts(firstRows(numbers.table), 2),
        opening: 'tensor(',
        closing: ')',
        describe: (k) => describeTableCell(numbers, k, 'encodings'),
        cellClass: sinCosClass,
        rowComment: (_block, row) => `pos = ${row}`,
      }),
      note(`Rows ${SEQ_LENGTH}…${MAX_LENGTH - 1} stay in the table for longer sequences.`),
    ];
  },
};
