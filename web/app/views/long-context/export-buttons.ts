// The download buttons: both plots as PNG (the SVG drawn on the panel's background) and the
// numbers behind them as CSV (export-tables.ts), each announced in the status line.
import { part } from '../../dom.js';
import { buttonsByAction, csvDownload, figureDownload, wireDownloads } from '../../export/export-buttons.js';
import type { Store } from '../../state/app-state.js';
import { exportStem, scoreCsv, thetaCsv } from './export-tables.js';
import type { LongContextNumbers } from './long-context-model.js';
import type { ScoreCurves } from './score-model.js';

export interface ExportSources {
  waveSvg: SVGSVGElement;
  scoreSvg: SVGSVGElement;
  numbers(): LongContextNumbers | null;
  curves(): ScoreCurves | null;
}

export function wireExports(panel: HTMLElement, store: Store, sources: ExportSources): void {
  const stem = (): string => exportStem(store.state);
  const scoreStem = (): string => `${stem()}-${store.state.ropeType}-score`;
  const buttons = buttonsByAction(panel, '.lc-export button[data-action]', {
    'wave-png': () => figureDownload(panel, sources.waveSvg, `${stem()}-wavelengths.png`),
    'score-png': () => figureDownload(panel, sources.scoreSvg, `${scoreStem()}.png`),
    'wave-csv': () => {
      const numbers = sources.numbers();
      if (!numbers) return null;
      const file = thetaCsv(numbers);
      return csvDownload(file.text, `${stem()}-theta.csv`, file.what);
    },
    'score-csv': () => {
      const curves = sources.curves();
      if (!curves) return null;
      const file = scoreCsv(curves, sources.numbers()?.chosen?.type);
      return csvDownload(file.text, `${scoreStem()}.csv`, file.what);
    },
  });
  wireDownloads(part<HTMLParagraphElement>(panel, '#lc-export-status'), buttons);
}
