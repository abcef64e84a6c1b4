// The note under the heatmap where cells are thinner than a device pixel, and its zoom button:
// zoomed, every column gets at least 2 device pixels and 1 CSS pixel and the figure scrolls sideways.
import type { DeviceFit } from '../../figures/device-fit.js';
import { part } from '../../dom.js';
import { samplingText, zoomLabel } from './heatmap-model.js';

export interface SamplingNote {
  /** Whether the reader asked for every dimension. */
  readonly zoomed: boolean;
  show(fit: DeviceFit, thin: boolean, rows: number, cols: number): void;
}

/** `onZoom` runs after each press of the zoom button, to redraw. */
export function createSamplingNote(panel: HTMLElement, onZoom: () => void): SamplingNote {
  const note = part<HTMLParagraphElement>(panel, '#heatmap-sampling');
  const text = part<HTMLSpanElement>(panel, '#heatmap-sampling-text');
  const zoom = part<HTMLButtonElement>(panel, '#heatmap-zoom');
  let zoomed = false;
  zoom.addEventListener('click', () => {
    zoomed = !zoomed;
    onZoom();
  });
  return {
    get zoomed() {
      return zoomed;
    },
    show(fit, thin, rows, cols) {
      const words = samplingText(fit, zoomed && thin, rows, cols);
      note.hidden = words === '';
      text.textContent = words;
      zoom.hidden = !thin;
      zoom.textContent = zoomLabel(zoomed);
      zoom.setAttribute('aria-pressed', String(zoomed));
      note.dataset.columnsPerPixel = String(fit.columns.cellsPerPixel);
      note.dataset.rowsPerPixel = String(fit.rows.cellsPerPixel);
    },
  };
}
