// The lab's downloads: the figure as PNG and every error drawn as CSV (the model writes its text).
import { part } from '../../dom.js';
import { downloadBlob } from '../../export/download.js';
import { figurePng } from '../../export/figure-png.js';
import { errorsCsv, fileStem, type Measured } from './precision-model.js';

export function wirePrecisionExport(panel: HTMLElement, measured: () => Measured | null, width: () => number): void {
  const svg = part<SVGSVGElement>(panel, '#precision-svg');
  const status = part<HTMLParagraphElement>(panel, '#precision-export-status');
  part<HTMLButtonElement>(panel, '#precision-png').addEventListener('click', async () => {
    const current = measured();
    if (!current) return;
    const blob = await figurePng({
      width: width(),
      height: Number(svg.getAttribute('height')),
      background: getComputedStyle(panel).backgroundColor,
      overlay: svg,
      drawCells: () => undefined,
    });
    const name = `${fileStem(current)}.png`;
    downloadBlob(blob, name);
    status.textContent = `Saved ${name}`;
  });
  part<HTMLButtonElement>(panel, '#precision-csv').addEventListener('click', () => {
    const current = measured();
    if (!current) return;
    const name = `${fileStem(current)}.csv`;
    downloadBlob(new Blob([errorsCsv(current)], { type: 'text/csv;charset=utf-8' }), name);
    status.textContent = `Saved ${name}`;
  });
}
