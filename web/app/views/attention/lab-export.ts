// The lab's downloads: the sum's matrix as PNG and every matrix as CSV (the model writes its text).
import { part } from '../../dom.js';
import { downloadBlob } from '../../export/download.js';
import { figurePng } from '../../export/figure-png.js';
import type { Store } from '../../state/app-state.js';
import { fileStem, labCsv, type LabResult } from './attention-model.js';

export function wireLabExport(panel: HTMLElement, store: Store, result: () => LabResult | null): void {
  panel.addEventListener('click', (event) => {
    const action = (event.target as HTMLElement).closest<HTMLElement>('[data-export]')?.dataset.export;
    const current = result();
    if (!action || !current) return;
    const stem = fileStem(store.state);
    if (action === 'png') {
      const svg = part<SVGSVGElement>(panel, '#lab-term-total');
      const [width, height] = [Number(svg.getAttribute('width')), Number(svg.getAttribute('height'))];
      const background = getComputedStyle(panel).backgroundColor || '#fff';
      void figurePng({ width, height, background, overlay: svg, drawCells: () => {} }).then((blob) =>
        downloadBlob(blob, `${stem}-sum.png`),
      );
    }
    if (action === 'csv') {
      const csv = new Blob([labCsv(current)], { type: 'text/csv;charset=utf-8' });
      downloadBlob(csv, `${stem}-${store.state.labShow}.csv`);
    }
  });
}
