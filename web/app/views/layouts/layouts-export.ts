// The Rosetta's downloads: the figure as PNG (the SVG alone) and the two tables with the
// permutation as CSV (the model writes its text).
import { part } from '../../dom.js';
import { downloadBlob } from '../../export/download.js';
import { figurePng } from '../../export/figure-png.js';
import { fileStem, tablesCsv, type Rosetta } from './layouts-model.js';

export function wireLayoutsExport(panel: HTMLElement, rosetta: () => Rosetta | null): void {
  const svg = part<SVGSVGElement>(panel, '#layouts-svg');
  const status = part<HTMLParagraphElement>(panel, '#layouts-export-status');
  part<HTMLButtonElement>(panel, '#layouts-png').addEventListener('click', async () => {
    const current = rosetta();
    if (!current) return;
    const blob = await figurePng({
      width: Number(svg.getAttribute('width')),
      height: Number(svg.getAttribute('height')),
      background: getComputedStyle(panel).backgroundColor,
      overlay: svg,
      drawCells: () => undefined,
    });
    const name = `${fileStem(current)}.png`;
    downloadBlob(blob, name);
    status.textContent = `Saved ${name}`;
  });
  part<HTMLButtonElement>(panel, '#layouts-csv').addEventListener('click', () => {
    const current = rosetta();
    if (!current) return;
    const name = `${fileStem(current)}.csv`;
    downloadBlob(new Blob([tablesCsv(current)], { type: 'text/csv;charset=utf-8' }), name);
    status.textContent = `Saved ${name}`;
  });
}
