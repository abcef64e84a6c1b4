// The download buttons: both plots as PNG (the SVG drawn on the panel's background) and the
// numbers behind them as CSV (export-tables.ts), each announced in the status line.
import { part } from '../../dom.js';
import { downloadBlob } from '../../export/download.js';
import { figurePng } from '../../export/figure-png.js';
import type { Store } from '../../state/app-state.js';
import { exportStem, scoreCsv, thetaCsv, type CsvFile } from './export-tables.js';
import type { LongContextNumbers } from './long-context-model.js';
import type { ScoreCurves } from './score-model.js';

export interface ExportSources {
  waveSvg: SVGSVGElement;
  scoreSvg: SVGSVGElement;
  numbers(): LongContextNumbers | null;
  curves(): ScoreCurves | null;
}

export function wireExports(panel: HTMLElement, store: Store, sources: ExportSources): void {
  const status = part<HTMLParagraphElement>(panel, '#lc-export-status');
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
  const csv = (file: CsvFile, name: string): void => {
    downloadBlob(new Blob([file.text], { type: 'text/csv;charset=utf-8' }), name);
    status.textContent = `Saved ${name}: ${file.what}.`;
  };
  const stem = (): string => exportStem(store.state);
  const actions: Record<string, () => void | Promise<void>> = {
    'wave-png': () => png(sources.waveSvg, `${stem()}-wavelengths.png`),
    'score-png': () => png(sources.scoreSvg, `${stem()}-${store.state.ropeType}-score.png`),
    'wave-csv': () => {
      const numbers = sources.numbers();
      if (numbers) csv(thetaCsv(numbers), `${stem()}-theta.csv`);
    },
    'score-csv': () => {
      const curves = sources.curves();
      if (curves) csv(scoreCsv(curves, sources.numbers()?.chosen?.type), `${stem()}-${store.state.ropeType}-score.csv`);
    },
  };
  for (const button of panel.querySelectorAll<HTMLButtonElement>('.lc-export button[data-action]')) {
    button.addEventListener('click', () => void actions[button.dataset.action!]?.());
  }
}
