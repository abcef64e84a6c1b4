// Step 5: sines on even columns, cosines on odd ones → the 10 × 4 table from sinusoidal().
import { D_MODEL, MAX_LENGTH } from '../../../documents/article.js';
import { formula } from '../formula.js';
import { SIN_COS } from '../formulas.js';
import { float32Text, float64Text } from '../full-value.js';
import type { ExampleNumbers } from '../example-numbers.js';
import { renderTensor } from '../tensor-view.js';
import { numpyTexts, torchTexts } from '../tensor-format.js';
import type { ExampleStep } from './step.js';
import { STEP_TITLE } from './titles.js';

/** "PE[1, 2] = sin(1 × 0.1) = 0.0998334": which function of which angle a cell holds. */
export function describeTableCell(numbers: ExampleNumbers, k: number, name = 'PE'): string {
  const pos = Math.floor(k / D_MODEL);
  const column = k % D_MODEL;
  const i = Math.floor(column / 2);
  const fn = column % 2 === 0 ? 'sin' : 'cos';
  return (
    `${name}[${pos}, ${column}] = ${fn}(${pos} × ${float64Text(numbers.divTerm[i]!)}) = ` +
    `${float32Text(numbers.table[k]!)} (float32)`
  );
}

export function sinCosClass(k: number): string {
  return k % 2 === 0 ? 'ex-sin' : 'ex-cos';
}

export function sinCosLegend(): HTMLElement {
  const legend = document.createElement('p');
  legend.className = 'ex-legend';
  legend.innerHTML =
    '<span class="ex-swatch ex-sin">sin</span> even columns 0, 2 ' +
    '<span class="ex-swatch ex-cos">cos</span> odd columns 1, 3';
  return legend;
}

export const tableStep: ExampleStep = {
  title: STEP_TITLE.table,
  explanation: () =>
    'Column 2i takes the sine of pair i’s angle, column 2i+1 its cosine: one 4-number vector per ' +
    'position, in a table of <code>max_length</code> = 10 rows, more than these sentences need. The ' +
    'sines are this page’s columns 0 and 2, which the article, counting from 1, calls <q>the odd ' +
    'values (columns 1 and 3)</q>; the cosines, columns 1 and 3 here, are its <q>even values (columns 2 and 4)</q>.',
  code: () =>
    [
      '# generate an empty tensor',
      'pe = torch.zeros(max_length, d_model)',
      '',
      '# set the odd values (columns 1 and 3)',
      'pe[:, 0::2] = torch.sin(k * div_term)',
      '',
      '# set the even values (columns 2 and 4)',
      'pe[:, 1::2] = torch.cos(k * div_term)',
    ].join('\n'),
  render(numbers) {
    const { base, table } = numbers;
    const printedBy =
      base === 100
        ? 'the article prints both forms for n = 100'
        : 'for n = 10000 the article prints the 2-decimal tensor, pe.state_dict()';
    return [
      formula(SIN_COS),
      sinCosLegend(),
      renderTensor({
        name: 'table-numpy',
        caption: `gen_pe(10, 4, ${base}) · numpy array, 4 decimals`,
        shape: [MAX_LENGTH, D_MODEL],
        texts: numpyTexts(table, 4),
        opening: 'array(',
        closing: ')',
        describe: (k) => describeTableCell(numbers, k),
        cellClass: sinCosClass,
        rowComment: (_block, row) => `pos = ${row}`,
      }),
      renderTensor({
        name: 'table-torch',
        caption: `pe · PyTorch, shape (1, 10, 4), 2 decimals (${printedBy})`,
        shape: [1, MAX_LENGTH, D_MODEL],
        texts: torchTexts(table, 2),
        opening: 'tensor(',
        closing: ')',
        describe: (k) => describeTableCell(numbers, k),
        cellClass: sinCosClass,
        rowComment: (_block, row) => `pos = ${row}`,
      }),
    ];
  },
};
