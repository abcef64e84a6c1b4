// The model map's downloads: the layer strips as a PNG and the plan layer by layer as a CSV
// (model-map-model.ts writes its lines), named after the model shown.
import type { Store } from '../../state/app-state.js';
import { part } from '../../dom.js';
import { buttonsByAction, csvDownload, figureDownload, wireDownloads } from '../../export/export-buttons.js';
import { planCsv, type Plan } from './model-map-model.js';

export function wireModelMapExport(
  panel: HTMLElement,
  store: Store,
  stripsSvg: SVGSVGElement,
  plan: () => Plan | null,
): void {
  const stem = (): string => `model-map-${store.state.mapModel}`;
  const buttons = buttonsByAction(panel, '.model-map-export button[data-action]', {
    'strips-png': () => figureDownload(panel, stripsSvg, `${stem()}.png`),
    'plan-csv': () => {
      const shown = plan();
      return shown ? csvDownload(planCsv(shown), `${stem()}-layers.csv`, `${shown.layers.length} layers`) : null;
    },
  });
  wireDownloads(part<HTMLParagraphElement>(panel, '#model-map-export-status'), buttons);
}
