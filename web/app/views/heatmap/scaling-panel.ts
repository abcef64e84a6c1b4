// What formula (15.2) does to one row, shown under the heatmap when √d_model scaling is on: the
// example embedding x (example-embedding.ts), the table row PE(pos, ·) and their scaled sum
// √d_model·x + PE, computed by the package's addPositionalEncoding (heatmap-model.ts's scaledRow),
// for the first 8 dimensions of the position under the cursor. A table with a row per quantity on
// wide screens, a row per dimension on narrow ones.
import type { TableParams } from '../../state/app-state.js';
import { formatNumber, formatValue } from '../../format.js';
import { renderTex } from '../../tex.js';
import { EXAMPLE_SEED } from './example-embedding.js';
import { scaledRow } from './heatmap-model.js';

/** How many dimensions the panel shows. */
export const SHOWN_DIMENSIONS = 8;
/** Below this width (CSS px) the table turns: one row per dimension. */
const NARROW_PX = 560;

export interface ScalingPanel {
  /** Shows the panel for `pos`, or hides it when scale is 'none'. */
  show(params: TableParams, scale: 'none' | 'sqrt', pos: number): void;
}

export function createScalingPanel(root: HTMLElement): ScalingPanel {
  root.innerHTML = `
    <h3 class="scaling-title" id="scaling-title">Formula (15.2) at pos <span data-part="pos"></span></h3>
    <p class="scaling-factor"><span data-part="factor"></span></p>
    <div class="scaling-table-wrap" data-part="table"></div>
    <p class="scaling-note">
      x is a fixed example embedding row: x<sub>j</sub> = z<sub>j</sub>/√d<sub>model</sub>, with
      z<sub>j</sub> standard normal from a seeded PRNG (mulberry32, seed ${EXAMPLE_SEED}), the
      N(0, 1/d<sub>model</sub>) initialisation that makes √d<sub>model</sub>·x about as large as PE.
      The sum is <code>addPositionalEncoding(x, [1, 1, d], { scale: 'sqrt', offset: pos })</code>.
    </p>`;
  root.setAttribute('aria-labelledby', 'scaling-title');
  const posText = root.querySelector<HTMLElement>('[data-part="pos"]')!;
  const factor = root.querySelector<HTMLElement>('[data-part="factor"]')!;
  const tableWrap = root.querySelector<HTMLElement>('[data-part="table"]')!;
  let shownKey = '';
  let shownFactor = '';

  return {
    show(params, scale, pos) {
      root.hidden = scale !== 'sqrt';
      if (root.hidden) return;
      const narrow = root.clientWidth > 0 && root.clientWidth < NARROW_PX;
      const key = `${params.length},${params.dModel},${params.base},${params.layout},${pos},${narrow}`;
      if (key === shownKey) return;
      shownKey = key;

      const d = params.dModel;
      const factorTex = String.raw`\sqrt{d_{\mathrm{model}}} = \sqrt{${d}} = ${formatNumber(Math.sqrt(d))}`;
      if (factorTex !== shownFactor) {
        renderTex(factor, factorTex);
        shownFactor = factorTex;
      }
      posText.textContent = String(pos);

      const row = scaledRow(params, pos);
      const count = Math.min(SHOWN_DIMENSIONS, d);
      const quantities: Array<[string, string, Float32Array]> = [
        ['x', 'x<sub>j</sub>', row.x],
        ['pe', `PE(${pos}, j)`, row.pe],
        ['sum', `√d·x<sub>j</sub> + PE(${pos}, j)`, row.sum],
      ];
      const cell = (name: string, j: number, value: number): string =>
        `<td data-q="${name}" data-j="${j}">${formatValue(value, 4)}</td>`;
      const caption = `<caption>First ${count} of ${d} dimensions</caption>`;
      let html: string;
      if (narrow) {
        const head = `<tr><th scope="col">j</th>${quantities.map(([, label]) => `<th scope="col">${label}</th>`).join('')}</tr>`;
        const body = Array.from(
          { length: count },
          (_, j) =>
            `<tr><th scope="row">${j}</th>${quantities.map(([name, , values]) => cell(name, j, values[j]!)).join('')}</tr>`,
        ).join('');
        html = `<table class="scaling-table narrow">${caption}<thead>${head}</thead><tbody>${body}</tbody></table>`;
      } else {
        const head = `<tr><th scope="col">j</th>${Array.from({ length: count }, (_, j) => `<th scope="col">${j}</th>`).join('')}</tr>`;
        const body = quantities
          .map(
            ([name, label, values]) =>
              `<tr data-row="${name}"><th scope="row">${label}</th>${Array.from({ length: count }, (_, j) => cell(name, j, values[j]!)).join('')}</tr>`,
          )
          .join('');
        html = `<table class="scaling-table">${caption}<thead>${head}</thead><tbody>${body}</tbody></table>`;
      }
      tableWrap.innerHTML = html;
      root.dataset.pos = String(pos);
    },
  };
}
