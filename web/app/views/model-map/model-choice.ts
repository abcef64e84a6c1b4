// The model map's controls for which config is read: the preset buttons (their pressed state
// follows map-model), the line naming where the values come from, and the paste box, whose outcome
// (not JSON, refused, read as a family) the model words (model-map-model.ts).
import type { AppState, Store } from '../../state/app-state.js';
import { part } from '../../dom.js';
import { readPastedConfig, type Plan, type SourceLine } from './model-map-model.js';
import { readModelTypes } from 'positional-encoding';

export interface ModelChoice {
  /** Marks the preset map-model names as pressed. */
  reflect(state: Readonly<AppState>): void;
  /** The line under the presets: a link to the preset's config.json, or words. */
  showSource(line: SourceLine): void;
}

export function createModelChoice(
  panel: HTMLElement,
  store: Store,
  /** A pasted config that ropeLayers() read. */
  pasted: (plan: Plan) => void,
): ModelChoice {
  const buttons = [...panel.querySelectorAll<HTMLButtonElement>('.model-button')];
  const source = part<HTMLParagraphElement>(panel, '#model-map-source');
  const text = part<HTMLTextAreaElement>(panel, '#model-map-config');
  const error = part<HTMLParagraphElement>(panel, '#model-map-config-error');
  const familyChoice = part<HTMLSelectElement>(panel, '#model-map-family');
  const familyNote = part<HTMLParagraphElement>(panel, '#model-map-family-note');

  listFamiliesWhenOpened(part<HTMLDetailsElement>(panel, '#model-map-paste'), familyChoice);

  for (const button of buttons) {
    button.addEventListener('click', () => {
      error.textContent = '';
      store.update({ mapModel: button.dataset.model!, mapLayer: Math.min(store.state.mapLayer, 1023) });
    });
  }
  part(panel, '[data-action="read-config"]').addEventListener('click', () => {
    const read = readPastedConfig(text.value, familyChoice.value || undefined);
    if (read.outcome !== 'read') {
      if (read.outcome === 'refused') familyNote.textContent = '';
      error.textContent = read.error;
      text.setAttribute('aria-invalid', 'true');
      return;
    }
    familyNote.textContent = read.familyNote;
    error.textContent = '';
    text.setAttribute('aria-invalid', 'false');
    pasted(read.plan);
  });

  return {
    reflect(state) {
      for (const button of buttons)
        button.setAttribute('aria-pressed', String(button.dataset.model === state.mapModel));
    },
    showSource(line) {
      if (!line) return;
      if ('text' in line) {
        source.textContent = line.text;
        return;
      }
      const link = document.createElement('a');
      link.href = line.href;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      link.textContent = line.linkText;
      source.replaceChildren('Values from ', link, '’s config.json.');
    },
  };
}

/**
 * The "read as" choices, listed when the paste box is first opened (its summary's click comes
 * before it opens, so they are there in its first frame). readModelTypes() sorts them with
 * localeCompare, whose first call in a page loads the collation tables: about 90 ms of the main
 * thread at 4x CPU, which the view's load would spend on a box it shows closed (issue 31).
 */
function listFamiliesWhenOpened(paste: HTMLDetailsElement, familyChoice: HTMLSelectElement): void {
  const list = (): void => {
    if (familyChoice.options.length > 1) return;
    familyChoice.append(...readModelTypes().map((modelType) => new Option(modelType, modelType)));
  };
  part(paste, 'summary').addEventListener('click', list);
  paste.addEventListener('toggle', list);
}
