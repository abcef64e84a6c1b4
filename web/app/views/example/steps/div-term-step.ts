// Step 3: div_term = exp(−2i·ln(n)/d_model) = 1/n^(2i/d_model), from frequencies(4, { base }).
import { D_MODEL } from '../../../documents/article.js';
import { formula } from '../formula.js';
import { divTermHeaders, LOG_REWRITE } from '../formulas.js';
import { float64Text } from '../full-value.js';
import { renderTensor } from '../tensor-view.js';
import { fixed, torchTexts } from '../tensor-format.js';
import { note, roundingDetails, scrollBox, type ExampleStep } from './step.js';
import { STEP_TITLE } from './titles.js';

function numberCell(value: number, label: string): HTMLTableCellElement {
  const cell = document.createElement('td');
  const number = document.createElement('span');
  number.className = 'ex-num';
  number.tabIndex = 0;
  number.textContent = fixed(value, 4);
  number.title = `${label} = ${float64Text(value)}`;
  number.setAttribute('aria-label', `${fixed(value, 4)}: ${number.title}`);
  cell.append(number);
  return cell;
}

/** A column header typeset by KaTeX, named by `spoken` (axe does not count KaTeX's MathML as text). */
function headerCell(tex: string, spoken: string): HTMLTableCellElement {
  const header = document.createElement('th');
  header.scope = 'col';
  const typeset = formula(tex, false);
  typeset.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  text.className = 'ex-sr-only';
  text.textContent = spoken;
  header.append(typeset, text);
  return header;
}

export const divTermStep: ExampleStep = {
  title: STEP_TITLE.divTerm,
  explanation: (base) =>
    `Each pair of dimensions <em>i</em> turns at its own rate, 1/n<sup>2i/d_model</sup>. PyTorch ` +
    `writes the same number with a logarithm, exp(−2i·ln(n)/d_model), so one <code>torch.exp</code> ` +
    `computes all of them at once: here ${D_MODEL / 2} values, for n = ${base}.`,
  code: (base) =>
    [
      'd_model = 4',
      `n = ${base}`,
      '',
      'div_term = torch.exp(torch.arange(0, d_model, 2) * -(math.log(n) / d_model))',
    ].join('\n'),
  render({ base, divTerm }) {
    const table = document.createElement('table');
    table.className = 'ex-div-term-table';
    table.dataset.table = 'div-term';
    const caption = table.createCaption();
    caption.textContent = `Both forms in float64, n = ${base}`;
    const head = table.createTHead().insertRow();
    const headers = divTermHeaders(base);
    head.append(
      headerCell(headers.index, 'i'),
      headerCell(headers.viaLog, `exp(−2i · ln(${base}) / ${D_MODEL})`),
      headerCell(headers.viaPower, `1 / ${base}^(2i/${D_MODEL})`),
    );
    const body = table.createTBody();
    const lastBit: string[] = [];
    for (let i = 0; i < divTerm.length; i += 1) {
      const row = body.insertRow();
      const index = document.createElement('th');
      index.scope = 'row';
      index.textContent = String(i);
      row.append(index);
      const viaLog = Math.exp(-2 * i * (Math.log(base) / D_MODEL));
      const viaPower = 1 / Math.pow(base, (2 * i) / D_MODEL);
      const logCell = numberCell(viaLog, `exp(-${2 * i} * ln(${base}) / ${D_MODEL})`);
      logCell.dataset.form = 'log';
      const powerCell = numberCell(viaPower, `1 / ${base}^(${2 * i}/${D_MODEL})`);
      powerCell.dataset.form = 'power';
      row.append(logCell, powerCell);
      if (viaLog !== viaPower) lastBit.push(`i = ${i}: ${float64Text(viaLog)} and ${float64Text(viaPower)}`);
    }
    const wrapper = scrollBox('div_term by both forms', table);

    return [
      formula(LOG_REWRITE),
      wrapper,
      renderTensor({
        name: 'div-term',
        caption: `div_term = frequencies(4, { base: ${base} }) · shape (2,) · 4 decimals`,
        shape: [divTerm.length],
        texts: torchTexts(divTerm, 4),
        opening: 'tensor(',
        closing: ')',
        describe: (k) => `div_term[${k}] = ${base}^(-${2 * k}/${D_MODEL}) = ${float64Text(divTerm[k]!)}`,
      }),
      note('The article prints <code>tensor([1.0000, 0.1000])</code> for n = 100.'),
      ...(lastBit.length > 0
        ? [
            roundingDetails(
              'Rounding: the two forms in the last bit',
              note(
                `In float64 the two forms can differ in the last bit (${lastBit.join('; ')}); the ` +
                  'package uses the exp form, like the article’s code (in float64; PyTorch in float32).',
              ),
            ),
          ]
        : []),
    ];
  },
};
