// The RoPE view's downloads: PNGs of the dials and the score curve, CSVs of the tables around m and
// of both score curves (the model writes their text and what the status line says).
import { part } from '../../dom.js';
import {
  buttonsByAction,
  csvDownload,
  figureDownload,
  wireDownloads,
  type Download,
} from '../../export/export-buttons.js';
import type { Store } from '../../state/app-state.js';
import { curveCsv, fileStem, tablesCsv, type CsvFile } from './rope-csv.js';
import type { RopeCurves } from './rope-model.js';

const fileDownload = (file: CsvFile): Download => ({ ...csvDownload(file.text, file.name), saved: file.saved });

export function wireRopeExport(panel: HTMLElement, store: Store, curves: () => RopeCurves | null): void {
  const stem = (): string => fileStem(store.state);
  const buttons = buttonsByAction(panel, '.rope-export button[data-action]', {
    'dials-png': () =>
      figureDownload(panel, part(panel, '#rope-dials-svg'), `${stem()}-m${store.state.ropePos}-dials.png`),
    'curve-png': () => figureDownload(panel, part(panel, '#rope-curve-svg'), `${stem()}-score.png`),
    'tables-csv': () => fileDownload(tablesCsv(store.state)),
    'curve-csv': () => {
      const shown = curves();
      return shown ? fileDownload(curveCsv(store.state, shown)) : null;
    },
  });
  wireDownloads(part<HTMLParagraphElement>(panel, '#rope-export-status'), buttons);
}
