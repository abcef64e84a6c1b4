// The model map's downloads: the layer strips as a PNG and the plan layer by layer as a CSV
// (model-map-model.ts writes its lines), named after the model shown.
import type { Store } from '../../state/app-state.js';
import { part } from '../../dom.js';
import { downloadBlob } from '../../export/download.js';
import { figurePng } from '../../export/figure-png.js';
import { planCsv, type Plan } from './model-map-model.js';

export function wireModelMapExport(
  panel: HTMLElement,
  store: Store,
  stripsSvg: SVGSVGElement,
  plan: () => Plan | null,
): void {
  const status = part<HTMLParagraphElement>(panel, '#model-map-export-status');
  const stem = (): string => `model-map-${store.state.mapModel}`;
  const actions: Record<string, () => void | Promise<void>> = {
    'strips-png': async () => {
      const blob = await figurePng({
        width: Number(stripsSvg.getAttribute('width')),
        height: Number(stripsSvg.getAttribute('height')),
        background: getComputedStyle(panel).backgroundColor,
        overlay: stripsSvg,
        drawCells: () => undefined,
      });
      downloadBlob(blob, `${stem()}.png`);
      status.textContent = `Saved ${stem()}.png.`;
    },
    'plan-csv': () => {
      const shown = plan();
      if (!shown) return;
      const name = `${stem()}-layers.csv`;
      downloadBlob(new Blob([planCsv(shown)], { type: 'text/csv;charset=utf-8' }), name);
      status.textContent = `Saved ${name}: ${shown.layers.length} layers.`;
    },
  };
  for (const button of panel.querySelectorAll<HTMLButtonElement>('.model-map-export button[data-action]')) {
    button.addEventListener('click', () => void actions[button.dataset.action!]?.());
  }
}
