// Export and share, under the heatmap: the figure as PNG, the table as CSV, a link to exactly
// this state, and code (numpy, PyTorch, this package) that reproduces the table. What could not
// be copied to the clipboard is shown, selected, for copying by hand.
import type { TableParams } from '../../state/app-state.js';
import { copyText } from '../../export/clipboard.js';
import { CODE_LANGUAGES, CODE_LANGUAGE_LABELS, codeSnippet, type CodeLanguage } from '../../export/code-snippets.js';
import { tableCsvBlob } from '../../export/csv.js';
import { downloadBlob, tableFileName } from '../../export/download.js';
import { PNG_SCALE, figurePng, type FigureParts } from '../../export/figure-png.js';

/** Tables larger than this get a "writing…" message first. */
const LARGE_CSV_VALUES = 1_000_000;

export interface ExportSource {
  /** The table on screen and the parameters it was computed with; null before the first draw. */
  shown(): { table: Float32Array; params: TableParams } | null;
  figure(): FigureParts | null;
  /** The address that reopens the page as it is; null hides "Copy link" (a widget without a URL of its own). */
  link: (() => string) | null;
}

export interface ExportBar {
  /** The shown table changed: refresh the visible code. */
  refresh(): void;
}

const TEMPLATE = `
  <h3 class="visually-hidden" id="export-title">Export and share</h3>
  <div class="export-row">
    <button type="button" class="action" data-action="png">Download PNG</button>
    <button type="button" class="action" data-action="csv">Download CSV</button>
    <button type="button" class="action" data-action="link">Copy link</button>
  </div>
  <div class="export-row">
    <fieldset class="segmented code-language">
      <legend class="visually-hidden">Code language</legend>
      ${CODE_LANGUAGES.map(
        (language, k) => `
        <input type="radio" name="code-language" id="code-${language}" value="${language}"${k === 0 ? ' checked' : ''} />
        <label for="code-${language}">${CODE_LANGUAGE_LABELS[language]}</label>`,
      ).join('')}
    </fieldset>
    <button type="button" class="action" data-action="code">Copy code</button>
  </div>
  <details class="code-details">
    <summary>Show the code</summary>
    <pre class="code-block" tabindex="0" role="region" aria-label="Code that reproduces the table"><code></code></pre>
  </details>
  <div class="copy-fallback" hidden>
    <p id="copy-fallback-label">To copy by hand (Ctrl+C, or ⌘C on a Mac):</p>
    <pre class="code-block" tabindex="0" role="region" aria-labelledby="copy-fallback-label"></pre>
  </div>
  <p class="export-status" role="status"></p>`;

export function createExportBar(root: HTMLElement, source: ExportSource): ExportBar {
  root.innerHTML = TEMPLATE;
  root.setAttribute('aria-labelledby', 'export-title');
  const find = <T extends Element>(selector: string): T => root.querySelector<T>(selector)!;
  const status = find<HTMLParagraphElement>('.export-status');
  const details = find<HTMLDetailsElement>('.code-details');
  const code = find<HTMLElement>('.code-details code');
  const fallback = find<HTMLDivElement>('.copy-fallback');
  const fallbackText = find<HTMLPreElement>('.copy-fallback pre');

  const linkButton = find<HTMLButtonElement>('button[data-action="link"]');
  const link = source.link;
  if (!link) linkButton.remove();

  const language = (): CodeLanguage =>
    find<HTMLInputElement>('input[name="code-language"]:checked').value as CodeLanguage;

  const say = (message: string): void => {
    // A repeated message is still announced: clear first, then set on the next frame.
    status.textContent = '';
    requestAnimationFrame(() => {
      status.textContent = message;
    });
  };

  const showCode = (): void => {
    const shown = source.shown();
    if (shown && details.open) code.textContent = codeSnippet(language(), shown.params);
  };

  const copy = async (text: string, what: string): Promise<void> => {
    if (await copyText(text)) {
      fallback.hidden = true;
      say(`Copied the ${what} to the clipboard.`);
      return;
    }
    fallbackText.textContent = text;
    fallback.hidden = false;
    fallbackText.focus();
    getSelection()?.selectAllChildren(fallbackText);
    say(`The clipboard is not available: the ${what} is shown below, selected.`);
  };

  const actions: Record<string, (button: HTMLButtonElement) => Promise<void> | void> = {
    async png(button) {
      const figure = source.figure();
      const shown = source.shown();
      if (!figure || !shown) return;
      button.disabled = true;
      try {
        const name = tableFileName(shown.params, 'png');
        downloadBlob(await figurePng(figure), name);
        say(
          `Saved ${name}, ${Math.round(figure.width * PNG_SCALE)} × ${Math.round(figure.height * PNG_SCALE)} pixels.`,
        );
      } catch (error) {
        say(`The PNG could not be made: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        button.disabled = false;
      }
    },
    async csv(button) {
      const shown = source.shown();
      if (!shown) return;
      const params = { ...shown.params };
      const table = shown.table.slice(); // the view reuses its array for the next table
      const name = tableFileName(params, 'csv');
      button.disabled = true;
      try {
        if (table.length > LARGE_CSV_VALUES) {
          // Five million values take about a second to print: say so before the page pauses.
          say(`Writing ${table.length.toLocaleString('en')} values…`);
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        }
        downloadBlob(tableCsvBlob(table, params.length, params.dModel), name);
        say(`Saved ${name}: ${params.length} positions × ${params.dModel} dimensions.`);
      } finally {
        button.disabled = false;
      }
    },
    link: () => (link ? copy(link(), 'link') : undefined),
    code() {
      const shown = source.shown();
      if (!shown) return;
      return copy(codeSnippet(language(), shown.params), `${CODE_LANGUAGE_LABELS[language()]} code`);
    },
  };

  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-action]')) {
    button.addEventListener('click', () => void actions[button.dataset.action!]?.(button));
  }
  for (const radio of root.querySelectorAll<HTMLInputElement>('input[name="code-language"]')) {
    radio.addEventListener('change', showCode);
  }
  details.addEventListener('toggle', showCode);

  return { refresh: showCode };
}
