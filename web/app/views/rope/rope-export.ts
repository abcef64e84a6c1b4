// The RoPE view's downloads: PNGs of the dials and the score curve, CSVs of the tables around m and
// of both score curves (the model writes their text).
import { part } from '../../dom.js';
import { downloadBlob } from '../../export/download.js';
import { figurePng } from '../../export/figure-png.js';
import type { Store } from '../../state/app-state.js';
import { curveCsv, fileStem, tablesCsv, type CsvFile } from './rope-csv.js';
import type { RopeCurves } from './rope-model.js';

export function wireRopeExport(panel: HTMLElement, store: Store, curves: () => RopeCurves | null): void {
  const status = part<HTMLParagraphElement>(panel, '#rope-export-status');
  const png = async (svg: SVGSVGElement, name: string): Promise<void> => {
    const blob = await figurePng({
      width: Number(svg.getAttribute('width')),
      height: Number(svg.getAttribute('height')),
      background: getComputedStyle(panel).backgroundColor,
      overlay: svg,
      drawCells: () => undefined,
    });
    downloadBlob(blob, name);
    status.textContent = `Saved ${name}.`;
  };
  const csv = (file: CsvFile): void => {
    downloadBlob(new Blob([file.text], { type: 'text/csv;charset=utf-8' }), file.name);
    status.textContent = file.saved;
  };
  const actions: Record<string, () => void | Promise<void>> = {
    'dials-png': () =>
      png(part(panel, '#rope-dials-svg'), `${fileStem(store.state)}-m${store.state.ropePos}-dials.png`),
    'curve-png': () => png(part(panel, '#rope-curve-svg'), `${fileStem(store.state)}-score.png`),
    'tables-csv': () => csv(tablesCsv(store.state)),
    'curve-csv': () => {
      const shown = curves();
      if (shown) csv(curveCsv(store.state, shown));
    },
  };
  for (const button of panel.querySelectorAll<HTMLButtonElement>('.rope-export button[data-action]')) {
    button.addEventListener('click', () => void actions[button.dataset.action!]?.());
  }
}
