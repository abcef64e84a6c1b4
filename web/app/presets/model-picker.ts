// Model presets and a box to paste any model's config.json, for the RoPE views. Every choice goes
// through the package's ropeFromConfig(): a preset's few config fields or the pasted file. What it
// refuses (a missing key, an unsupported rope type, a per-layer config without a layer type) is
// shown under the box in its own words, and nothing else changes. Its styles, model-picker.css, are
// listed by the views that show it (their descriptions stay free of this code).
import { ropeFromConfig, type RopeConfig } from 'positional-encoding';
import { ROPE_MODELS, type RopeModel } from './rope-models.js';

export interface ChosenModel {
  /** The preset's key, or 'custom' for a pasted config. */
  key: string;
  label: string;
  rope: RopeConfig;
  /** The config as given (the long-context view reads its lengths through `rope`). */
  config: Record<string, unknown>;
}

export interface ModelPicker {
  /** Marks the preset `key` as chosen (aria-pressed), or none for 'custom'. */
  mark(key: string): void;
}

/** The picker's markup: `prefix` keeps ids unique when two views show one. */
export function modelPickerMarkup(prefix: string): string {
  const buttons = ROPE_MODELS.map(
    (model) =>
      `<button type="button" class="model-button" data-model="${model.key}" aria-pressed="false">${model.label}</button>`,
  ).join('');
  return `
    <fieldset class="model-picker">
      <legend>Model presets <span class="hint">their config.json, read by ropeFromConfig()</span></legend>
      <div class="preset-buttons pill-buttons">${buttons}</div>
      <details class="model-paste">
        <summary>Paste any model’s config.json</summary>
        <label for="${prefix}-config">config.json</label>
        <textarea id="${prefix}-config" rows="6" spellcheck="false" autocomplete="off"
          placeholder='{"rope_theta": 1000000, "hidden_size": 3584, "num_attention_heads": 28, "max_position_embeddings": 32768}'
          aria-describedby="${prefix}-config-error"></textarea>
        <div class="model-paste-row">
          <label for="${prefix}-layer">Layer type <span class="hint">only for one rope per layer type (Gemma 3)</span></label>
          <input id="${prefix}-layer" type="text" autocomplete="off" spellcheck="false" placeholder="full_attention" />
          <button type="button" class="action" data-action="read-config">Read config</button>
        </div>
        <p class="error model-error" id="${prefix}-config-error" role="alert"></p>
      </details>
    </fieldset>`;
}

function chosenFromPreset(model: RopeModel): ChosenModel {
  const rope = ropeFromConfig(model.config, model.layerType ? { layerType: model.layerType } : undefined);
  return { key: model.key, label: model.label, rope, config: model.config };
}

/** Wires the markup under `root`; `choose` gets every model read (and may refuse it with an Error). */
export function createModelPicker(
  root: HTMLElement,
  prefix: string,
  choose: (model: ChosenModel) => void,
): ModelPicker {
  const text = root.querySelector<HTMLTextAreaElement>(`#${prefix}-config`)!;
  const layer = root.querySelector<HTMLInputElement>(`#${prefix}-layer`)!;
  const error = root.querySelector<HTMLParagraphElement>(`#${prefix}-config-error`)!;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('.model-button')];

  const fail = (message: string): void => {
    error.textContent = message;
    text.setAttribute('aria-invalid', 'true');
  };

  for (const button of buttons) {
    button.addEventListener('click', () => {
      const model = ROPE_MODELS.find((entry) => entry.key === button.dataset.model)!;
      try {
        choose(chosenFromPreset(model));
        error.textContent = '';
      } catch (problem) {
        fail(problem instanceof Error ? problem.message : String(problem));
      }
    });
  }

  root.querySelector('[data-action="read-config"]')!.addEventListener('click', () => {
    let config: unknown;
    try {
      config = JSON.parse(text.value);
    } catch (problem) {
      fail(`This is not JSON: ${problem instanceof Error ? problem.message : String(problem)}`);
      return;
    }
    try {
      const layerType = layer.value.trim();
      const rope = ropeFromConfig(config, layerType ? { layerType } : undefined);
      choose({ key: 'custom', label: 'the pasted config', rope, config: config as Record<string, unknown> });
    } catch (problem) {
      fail(problem instanceof Error ? problem.message : String(problem));
      return;
    }
    error.textContent = '';
    text.setAttribute('aria-invalid', 'false');
  });

  return {
    mark(key) {
      for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.model === key));
    },
  };
}
