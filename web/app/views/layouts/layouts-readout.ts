// The readout under the figure: the cell under the cursor in both layouts (its addresses, what it
// holds, ω, the angle, the value, whether the bits agree) and its formulas.
import { readoutFields, part } from '../../dom.js';
import { renderTex } from '../../tex.js';
import { cellTex, omegaTex } from './formulas.js';
import { readCell, type Rosetta, type RosettaCell } from './layouts-model.js';
import { readoutTexts } from './layouts-texts.js';

export interface LayoutsReadout {
  show(current: Rosetta, cell: RosettaCell): void;
}

export function createLayoutsReadout(panel: HTMLElement): LayoutsReadout {
  const field = readoutFields(part<HTMLElement>(panel, '#layouts-readout'));
  const cellBox = part<HTMLDivElement>(panel, '#layouts-cell-tex');
  const omegaBox = part<HTMLDivElement>(panel, '#layouts-omega-tex');
  return {
    show(current, cell) {
      const reading = readCell(current, cell);
      for (const [name, text] of Object.entries(readoutTexts(reading))) field(name, text);
      const { row, col, k, fn, pair, omega, value } = reading;
      renderTex(cellBox, cellTex(row, col, k, fn, pair, omega, value), true);
      renderTex(omegaBox, omegaTex(current.exponent, pair, current.d, current.base, omega), true);
    },
  };
}
