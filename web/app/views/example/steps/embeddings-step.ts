// Step 2: the (3, 6, 4) embeddings, exactly as the article prints them.
import { D_MODEL, PRINTED_EMBEDDINGS, SEQ_LENGTH, SHAPE } from '../../../documents/article.js';
import { indexText } from '../full-value.js';
import { renderTensor } from '../tensor-view.js';
import { torchTexts } from '../tensor-format.js';
import { TOKENIZED } from '../vocabulary.js';
import { note, type ExampleStep } from './step.js';
import { STEP_TITLE } from './titles.js';

export const embeddingsStep: ExampleStep = {
  title: STEP_TITLE.embeddings,
  explanation: () =>
    '<code>nn.Embedding</code> is a look-up table: each index picks one row of ' +
    '<code>d_model</code> = 4 learned numbers, so the batch becomes a (3, 6, 4) tensor. The same ' +
    'word always gets the same row.',
  code: () =>
    [
      'd_model = 4',
      'lut = nn.Embedding(vocab_size, d_model) # look-up table (lut)',
      'embeddings = lut(tensor_sequences)',
    ].join('\n'),
  render() {
    return [
      renderTensor({
        name: 'embeddings',
        caption: 'embeddings · shape (3, 6, 4) · as printed, 2 decimals',
        shape: SHAPE,
        texts: torchTexts(PRINTED_EMBEDDINGS, 2),
        opening: 'tensor(',
        closing: ', grad_fn=<EmbeddingBackward0>)',
        describe: (k) => {
          const token = TOKENIZED[Math.floor(k / (SEQ_LENGTH * D_MODEL))]![Math.floor(k / D_MODEL) % SEQ_LENGTH];
          return (
            `embeddings${indexText(k, SHAPE)} = ${PRINTED_EMBEDDINGS[k]!.toFixed(2)} ('${token}', dimension ${k % D_MODEL}), ` +
            'as printed: the unrounded weight is not in the article'
          );
        },
        rowComment: (block, row) => TOKENIZED[block]![row],
      }),
      note(
        'The weights were random, so they are copied from the article rather than computed; it ' +
          'prints them with 2 decimals. Rows 2 of the first and 1 of the third sequence are both ' +
          '<q>what</q>.',
      ),
    ];
  },
};
