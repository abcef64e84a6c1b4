// The lab's downloads: the figure as PNG and every error drawn as CSV (the model writes its text).
import { part } from '../../dom.js';
import { csvDownload, figureDownload, wireDownloads, type Download } from '../../export/export-buttons.js';
import { errorsCsv, fileStem, type Measured } from './precision-model.js';

/** This view's status line says only the name, without a full stop. */
const namedOnly = (download: Download): Download => ({ ...download, saved: `Saved ${download.name}` });

export function wirePrecisionExport(panel: HTMLElement, measured: () => Measured | null, width: () => number): void {
  const svg = part<SVGSVGElement>(panel, '#precision-svg');
  const saveFigure = (): Download | null => {
    const current = measured();
    return current && namedOnly(figureDownload(panel, svg, `${fileStem(current)}.png`, width()));
  };
  const saveErrors = (): Download | null => {
    const current = measured();
    return current && namedOnly(csvDownload(errorsCsv(current), `${fileStem(current)}.csv`));
  };
  wireDownloads(part<HTMLParagraphElement>(panel, '#precision-export-status'), [
    [part<HTMLButtonElement>(panel, '#precision-png'), saveFigure],
    [part<HTMLButtonElement>(panel, '#precision-csv'), saveErrors],
  ]);
}
