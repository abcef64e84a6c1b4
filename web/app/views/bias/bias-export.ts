// The view's downloads: each matrix as PNG (its SVG alone) and as CSV (the model writes the text).
import { part } from '../../dom.js';
import { downloadBlob } from '../../export/download.js';
import { figurePng } from '../../export/figure-png.js';
import type { Store } from '../../state/app-state.js';
import { alibiCsv, fileStems, t5Csv, type Shown } from './bias-model.js';

export function wireBiasExport(panel: HTMLElement, store: Store, current: () => Shown | null): void {
  const exportPng = async (svgId: string, name: string): Promise<void> => {
    const svg = part<SVGSVGElement>(panel, svgId);
    const width = Number(svg.getAttribute('width'));
    const height = Number(svg.getAttribute('height'));
    const background = getComputedStyle(panel).backgroundColor || '#fff';
    const blob = await figurePng({ width, height, background, overlay: svg, drawCells: () => {} });
    downloadBlob(blob, name);
  };
  const csv = (text: string): Blob => new Blob([text], { type: 'text/csv;charset=utf-8' });

  panel.addEventListener('click', (event) => {
    const action = (event.target as HTMLElement).closest<HTMLElement>('[data-export]')?.dataset.export;
    const shown = current();
    if (!action || !shown) return;
    const stems = fileStems(store.state, shown);
    if (action === 'alibi-png') void exportPng('#alibi-grid', `${stems.alibi}.png`);
    if (action === 'alibi-csv') downloadBlob(csv(alibiCsv(shown)), `${stems.alibi}.csv`);
    if (action === 't5-png' && shown.t5) void exportPng('#t5-grid', `${stems.t5}.png`);
    if (action === 't5-csv' && shown.t5) downloadBlob(csv(t5Csv(shown, shown.t5)), `${stems.t5}.csv`);
  });
}
