// Step 7: the (6, 4) block broadcast across the batch of 3: the same rows for every sequence.
import { BATCH, D_MODEL, SEQ_LENGTH } from '../../../documents/article.js';
import { firstRows } from '../example-numbers.js';
import { renderTensor } from '../tensor-view.js';
import { torchTexts } from '../tensor-format.js';
import { note, type ExampleStep } from './step.js';
import { describeTableCell, sinCosClass } from './table-step.js';
import { STEP_TITLE } from './titles.js';

const BLOCK = SEQ_LENGTH * D_MODEL;

export const broadcastStep: ExampleStep = {
  title: STEP_TITLE.broadcast,
  explanation: () =>
    'Every sentence needs the same 6 position vectors, so the (6, 4) block is broadcast across ' +
    'the batch: PyTorch reads it three times instead of copying it. Row pos is added to the token ' +
    'at position pos of every sentence.',
  code: () => ['# add a dimension for broadcasting across sequences: optional', 'pe = pe.unsqueeze(0)'].join('\n'),
  render(numbers) {
    const block = firstRows(numbers.table);
    const repeated = new Float32Array(BATCH * BLOCK);
    for (let b = 0; b < BATCH; b += 1) repeated.set(block, b * BLOCK);
    const shapes = document.createElement('p');
    shapes.className = 'ex-shapes';
    shapes.innerHTML =
      '<code>(10, 4)</code> <span aria-label="sliced to">→ [:6] →</span> <code>(6, 4)</code> ' +
      '<span aria-label="unsqueezed to">→ unsqueeze(0) →</span> <code>(1, 6, 4)</code> ' +
      '<span aria-label="broadcast to">→ broadcast →</span> <code>(3, 6, 4)</code>';
    return [
      shapes,
      renderTensor({
        name: 'broadcast',
        caption: `encodings[:6] broadcast (n = ${numbers.base}) · shape (3, 6, 4) · 2 decimals`,
        shape: [BATCH, SEQ_LENGTH, D_MODEL],
        texts: torchTexts(repeated, 2),
        opening: 'tensor(',
        closing: ')',
        describe: (k) => {
          const b = Math.floor(k / BLOCK);
          const source = describeTableCell(numbers, k % BLOCK, 'encodings');
          return b === 0 ? `sequence 1: ${source}` : `sequence ${b + 1} (broadcast, not copied): ${source}`;
        },
        cellClass: sinCosClass,
        rowComment: (_block, row) => `pos = ${row}`,
        blockClass: (b) => (b === 0 ? 'ex-original' : 'ex-broadcast'),
        blockLabel: (b) => (b === 0 ? 'encodings[:6]' : `same rows, sequence ${b + 1}`),
      }),
      note('The shaded blocks are the same memory read again, not new numbers.'),
    ];
  },
};
