// Step 1: the three sentences → tokens → indices (tensor_sequences).
import { SENTENCES } from '../../../documents/article.js';
import { renderTensor } from '../tensor-view.js';
import { torchTexts } from '../tensor-format.js';
import { INDICES, STOI, TOKENIZED } from '../vocabulary.js';
import { note, type ExampleStep } from './step.js';
import { STEP_TITLE } from './titles.js';

export const tokensStep: ExampleStep = {
  title: STEP_TITLE.tokens,
  explanation: () =>
    'Each sentence is lower-cased and split into words, punctuation dropped; each word is then ' +
    'replaced by its index in the vocabulary <code>stoi</code>. Three sentences of six tokens ' +
    'make a batch of shape (3, 6).',
  code: () =>
    [
      '# tokenize the sequences',
      'tokenized_sequences = [tokenize(seq) for seq in sequences]',
      '',
      '# index the sequences',
      'indexed_sequences = [[stoi[word] for word in seq] for seq in tokenized_sequences]',
      '',
      '# convert the sequences to a tensor',
      'tensor_sequences = torch.tensor(indexed_sequences).long()',
    ].join('\n'),
  render: tokensContent,
};

/**
 * The step's content: the sentences as token chips, the vocabulary and the indices' tensor. It
 * needs none of the package's numbers, so the view's first frame (first-frame.ts) draws it too.
 */
export function tokensContent(): Node[] {
  const list = document.createElement('ol');
  list.className = 'ex-sentences';
  SENTENCES.forEach((sentence, s) => {
    const item = document.createElement('li');
    const quote = document.createElement('q');
    quote.className = 'ex-sentence';
    quote.textContent = sentence;
    const tokens = document.createElement('ol');
    tokens.className = 'ex-tokens';
    tokens.setAttribute('aria-label', `Tokens of sentence ${s + 1} and their indices`);
    for (const token of TOKENIZED[s]!) {
      const chip = document.createElement('li');
      chip.className = 'ex-token';
      chip.dataset.token = token;
      const word = document.createElement('span');
      word.className = 'ex-token-word';
      word.textContent = token;
      const index = document.createElement('span');
      index.className = 'ex-token-index';
      index.textContent = String(STOI.get(token));
      index.setAttribute('aria-label', `index ${STOI.get(token)}`);
      chip.append(word, index);
      tokens.append(chip);
    }
    item.append(quote, tokens);
    list.append(item);
  });

  const vocabulary = document.createElement('pre');
  vocabulary.className = 'ex-vocabulary';
  vocabulary.tabIndex = 0;
  vocabulary.setAttribute('aria-label', 'The vocabulary stoi');
  vocabulary.textContent = `stoi = {${[...STOI].map(([token, index]) => `'${token}': ${index}`).join(', ')}}`;

  const tensor = renderTensor({
    name: 'indices',
    caption: 'tensor_sequences · shape (3, 6)',
    shape: [3, 6],
    texts: torchTexts(INDICES, 0),
    opening: 'tensor(',
    closing: ')',
    describe: (k) =>
      `tensor_sequences[${Math.floor(k / 6)}, ${k % 6}] = ${INDICES[k]}: '${TOKENIZED[Math.floor(k / 6)]![k % 6]}'`,
    rowComment: (_block, row) => TOKENIZED[row]!.join(' '),
  });

  return [
    note(
      '<strong>Reconstructed.</strong> The article builds on the previous part of its series, ' +
        '<em>The Embedding Layer</em>, and prints neither its sentences nor their indices. These ' +
        'three sentences are that part’s, consistent with the printed embeddings: <q>what</q> and ' +
        '<q>is a basic</q> repeat the same rows. The vocabulary here is simply the sorted unique ' +
        'words, so these indices are this page’s, not the article’s. The embeddings in the next ' +
        'step are exactly as the article prints them.',
      'ex-note ex-caveat',
    ),
    list,
    vocabulary,
    tensor,
  ];
}
