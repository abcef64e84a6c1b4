// The legend and the readout under the figure: one row per arithmetic with its error on the chosen
// plane and on the worst plane at the cursor, and the position as bfloat16 and float16 store it.
import { part } from '../../dom.js';
import { seriesClass } from '../../figures/series-colours.js';
import { renderTex } from '../../tex.js';
import type { PrecisionArithmetic } from 'positional-encoding';
import { roundingTex } from './formulas.js';
import { ARITHMETICS, readingAt, type Measured } from './precision-model.js';

export interface PrecisionReadout {
  /** The errors at sample k, or dashes when no position is chosen. */
  show(current: Measured, k: number | null): void;
}

export function createPrecisionReadout(panel: HTMLElement): PrecisionReadout {
  const body = part<HTMLTableSectionElement>(panel, '#precision-readout tbody');
  const position = part<HTMLElement>(panel, '#precision-readout [data-field="position"]');
  const rounding = part<HTMLDivElement>(panel, '#precision-rounding-tex');

  part<HTMLUListElement>(panel, '#precision-legend').replaceChildren(
    ...ARITHMETICS.map((arithmetic) => {
      const item = document.createElement('li');
      item.className = seriesClass(arithmetic.slot);
      item.innerHTML = '<span class="precision-dot" aria-hidden="true"></span>';
      item.append(arithmetic.label);
      return item;
    }),
  );
  const rows = new Map<PrecisionArithmetic, { plane: HTMLElement; worst: HTMLElement }>();
  for (const arithmetic of ARITHMETICS) {
    const row = document.createElement('tr');
    row.className = seriesClass(arithmetic.slot);
    row.dataset.arithmetic = arithmetic.key;
    row.innerHTML = `<th scope="row"><span class="precision-dot" aria-hidden="true"></span></th><td data-field="plane">–</td><td data-field="worst">–</td>`;
    row.querySelector('th')!.append(arithmetic.label);
    body.append(row);
    rows.set(arithmetic.key, { plane: part(row, '[data-field="plane"]'), worst: part(row, '[data-field="worst"]') });
  }

  return {
    show(current, k) {
      if (k === null) {
        position.textContent = '–';
        for (const cells of rows.values()) cells.plane.textContent = cells.worst.textContent = '–';
        return;
      }
      const reading = readingAt(current, k);
      position.textContent = String(reading.position);
      for (const [key, texts] of reading.cells) {
        const cells = rows.get(key)!;
        cells.plane.textContent = texts.plane;
        cells.worst.textContent = texts.worst;
      }
      const tex = roundingTex(reading.position, current.bf16[k]!, current.fp16[k]!, current.omega, current.plane);
      renderTex(rounding, tex, true);
    },
  };
}
