// The readout under the four terms: which matrix, query and key a cell is, its value to 7 digits,
// and the chosen score written out as its four terms and their sum (TeX, numbers from the model).
import { part } from '../../dom.js';
import { renderTex } from '../../tex.js';
import { cellScoreTex, signed, type LabMatrix, type LabResult } from './attention-model.js';

export type ReadCell = (matrix: LabMatrix, result: LabResult, i: number, j: number) => void;

export function createLabReadout(panel: HTMLElement): ReadCell {
  const fields = new Map<string, HTMLElement>();
  for (const cell of panel.querySelectorAll<HTMLElement>('#lab-readout [data-field]'))
    fields.set(cell.dataset.field!, cell);
  const setField = (field: string, text: string) => (fields.get(field)!.textContent = text);
  const formula = part<HTMLDivElement>(panel, '#lab-formula');
  return (matrix, result, i, j) => {
    const words = result.tokens.words;
    setField('figure', matrix.name);
    setField('query', `${i} “${words[i]}”`);
    setField('key', `${j} “${words[j]}”`);
    setField('value', signed(matrix.of(result)[i * words.length + j]!, 7));
    renderTex(formula, cellScoreTex(matrix, result, i, j), true);
  };
}
