// Step 4: the angles pos·div_term_i for pos = 0…9, from angles(10, 4, { base }).
import { D_MODEL, MAX_LENGTH } from '../../../documents/article.js';
import { formula } from '../formula.js';
import { ANGLE } from '../formulas.js';
import { float64Text } from '../full-value.js';
import { renderTensor } from '../tensor-view.js';
import { torchTexts } from '../tensor-format.js';
import { note, type ExampleStep } from './step.js';
import { STEP_TITLE } from './titles.js';

export const anglesStep: ExampleStep = {
  title: STEP_TITLE.angles,
  explanation: () =>
    'The positions pos = 0…9 (the article’s <code>k</code>) form a column, <code>div_term</code> a row; multiplying them ' +
    'broadcasts to a 10 × 2 table of angles, one per position and pair. It is an element-wise ' +
    '(Hadamard) product, not a matrix product.',
  code: () =>
    [
      'max_length = 10',
      '',
      '# generate the positions into a column matrix',
      'k = torch.arange(0, max_length).unsqueeze(1)',
      '',
      'k*div_term',
    ].join('\n'),
  render({ base, angles, divTerm }) {
    const pairs = D_MODEL / 2;
    return [
      formula(ANGLE),
      note(`For positions pos = 0…${MAX_LENGTH - 1} and pairs i = 0, 1.`),
      renderTensor({
        name: 'angles',
        caption: `k * div_term (n = ${base}) · shape (10, 2) · 4 decimals · columns i = 0, 1`,
        shape: [MAX_LENGTH, pairs],
        texts: torchTexts(angles, 4),
        opening: 'tensor(',
        closing: ')',
        describe: (k) => {
          const pos = Math.floor(k / pairs);
          const i = k % pairs;
          return `angle[${pos}, ${i}] = ${pos} × ${float64Text(divTerm[i]!)} = ${float64Text(angles[k]!)} rad`;
        },
        rowComment: (_block, row) => `pos = ${row}`,
      }),
    ];
  },
};
