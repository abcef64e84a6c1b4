// The download buttons a view shows under its figures: each button names the file it saves (a PNG of
// an SVG figure, a CSV of the numbers), the click saves it and the status line says what was saved.
// A view gives only its list: which button saves what, under which name.
import { downloadBlob } from './download.js';
import { figurePng } from './figure-png.js';

/** One file to save, and what the status line says once it is saved. */
export interface Download {
  name: string;
  blob: Blob | Promise<Blob>;
  saved: string;
}

/** What a button saves on a click, or null while there is nothing to save. */
export type SaveAction = () => Download | null;

/**
 * The SVG figure as a PNG on the panel's background, at the SVG's size (or `width`, where the SVG's
 * own is not its drawn width).
 */
export function figureDownload(panel: HTMLElement, svg: SVGSVGElement, name: string, width?: number): Download {
  const blob = figurePng({
    width: width ?? Number(svg.getAttribute('width')),
    height: Number(svg.getAttribute('height')),
    background: getComputedStyle(panel).backgroundColor,
    overlay: svg,
    drawCells: () => undefined,
  });
  return { name, blob, saved: `Saved ${name}.` };
}

/** CSV text as a file; `what` (e.g. "64 distances") follows the name in the status line. */
export function csvDownload(text: string, name: string, what?: string): Download {
  const blob = new Blob([text], { type: 'text/csv;charset=utf-8' });
  return { name, blob, saved: what ? `Saved ${name}: ${what}.` : `Saved ${name}.` };
}

/** Each button saves its file on a click and then says so in `status`. */
export function wireDownloads(status: HTMLElement, buttons: Iterable<readonly [HTMLButtonElement, SaveAction]>): void {
  for (const [button, save] of buttons) {
    button.addEventListener('click', () => {
      const download = save();
      if (download) void saveFile(download, status);
    });
  }
}

/** The buttons under `selector` paired with the action their data-action names (none: not wired). */
export function buttonsByAction(
  panel: HTMLElement,
  selector: string,
  actions: Readonly<Record<string, SaveAction>>,
): [HTMLButtonElement, SaveAction][] {
  const pairs: [HTMLButtonElement, SaveAction][] = [];
  for (const button of panel.querySelectorAll<HTMLButtonElement>(selector)) {
    const save = actions[button.dataset.action ?? ''];
    if (save) pairs.push([button, save]);
  }
  return pairs;
}

async function saveFile(download: Download, status: HTMLElement): Promise<void> {
  downloadBlob(await download.blob, download.name);
  status.textContent = download.saved;
}
