// The model map's markup: the layer strips and their readout, the presets and the paste box, the
// wavelength chart, the three pictures some models need (hidden until one does), what to notice and
// the exports. The ids and data-fields here are what the view's modules and the browser tests read.
import { MAP_GROUPS, MAP_MODELS } from '../../presets/model-map-presets.js';

export const MODEL_MAP_TEMPLATE = `
  <h2 class="figure-title" id="model-map-title">Model map: positions layer by layer <span id="model-map-shape"></span></h2>
  <div class="model-map-figure" data-first-screen>
    <div class="model-map-strips" id="model-map-strips" tabindex="0" role="application" aria-roledescription="layer map"
      aria-describedby="model-map-help">
      <svg id="model-map-svg" class="model-map-svg" aria-hidden="true"></svg>
    </div>
    <ul class="model-map-legend" id="model-map-legend" aria-label="Kinds of layer"></ul>
  </div>
  <dl class="readout model-map-readout" id="model-map-readout" aria-live="polite" aria-atomic="true">
    <div><dt>layer</dt><dd data-field="layer">–</dd></div>
    <div><dt>attention</dt><dd data-field="attention">–</dd></div>
    <div><dt>positions</dt><dd data-field="rope">–</dd></div>
    <div><dt>base θ</dt><dd data-field="base">–</dd></div>
    <div><dt>layout</dt><dd data-field="layout">–</dd></div>
    <div><dt>head_dim (turning)</dt><dd data-field="dims">–</dd></div>
    <div><dt>softmax scale</dt><dd data-field="scale">–</dd></div>
    <div><dt>query temperature</dt><dd data-field="temperature">–</dd></div>
  </dl>
  <p class="help" id="model-map-help"></p>
  <div class="model-map-formula" id="model-map-formula" tabindex="0" role="region" aria-label="The chosen layer’s formula"></div>
  <p class="status model-map-status" id="model-map-status" role="status"></p>

  <fieldset class="model-picker">
    <legend>Model presets <span class="hint">their config.json, read by ropeLayers()</span></legend>
    ${MAP_GROUPS.map(
      ([group, words]) =>
        `<div class="preset-group" role="group" aria-label="${words}"><span class="preset-group-name">${words}</span>` +
        `<div class="preset-buttons pill-buttons">${MAP_MODELS.filter((model) => model.group === group)
          .map(
            (model) =>
              `<button type="button" class="model-button" data-model="${model.key}" aria-pressed="false">${model.label}</button>`,
          )
          .join('')}</div></div>`,
    ).join('')}
    <p class="model-map-source" id="model-map-source"></p>
    <details class="model-paste" id="model-map-paste">
      <summary>Paste any model’s config.json</summary>
      <label for="model-map-config">config.json</label>
      <textarea id="model-map-config" rows="6" spellcheck="false" autocomplete="off"
        placeholder='{"model_type": "smollm3", "num_hidden_layers": 8, "hidden_size": 2048, "num_attention_heads": 16, "rope_theta": 5000000, "no_rope_layer_interval": 4}'
        aria-describedby="model-map-config-error"></textarea>
      <div class="model-paste-row">
        <button type="button" class="action" data-action="read-config">Read config</button>
        <label class="model-family-choice">read as
          <select id="model-map-family" aria-describedby="model-map-family-note">
            <option value="">its model_type</option>
          </select>
        </label>
      </div>
      <p class="model-map-family-note" id="model-map-family-note" role="status"></p>
      <p class="error model-error" id="model-map-config-error" role="alert"></p>
    </details>
  </fieldset>

  <h3 class="model-map-subtitle" id="model-map-waves-title">Wavelengths of each kind of layer <span>against the context the config declares</span></h3>
  <div class="model-map-waves" id="model-map-waves" tabindex="0" role="application" aria-roledescription="line plot"
    aria-labelledby="model-map-waves-title" aria-describedby="model-map-waves-help">
    <svg id="model-map-waves-svg" class="model-map-waves-svg" aria-hidden="true"></svg>
  </div>
  <dl class="readout model-map-waves-readout" id="model-map-waves-readout" aria-live="polite" aria-atomic="true">
    <div><dt>kind</dt><dd data-field="kind">–</dd></div>
    <div><dt>pair i</dt><dd data-field="pair">–</dd></div>
    <div><dt>θ<sub>i</sub> (rad/position)</dt><dd data-field="theta">–</dd></div>
    <div><dt>wavelength 2π/θ<sub>i</sub></dt><dd data-field="wavelength">–</dd></div>
  </dl>
  <p class="help" id="model-map-waves-help"></p>
  <p class="model-map-note" id="model-map-waves-note"></p>

  <section class="model-map-extra" id="model-map-mla" hidden>
    <h3 class="model-map-subtitle" id="model-map-mla-title">DeepSeek’s head: an unrotated and a rotated slice</h3>
    <div class="model-map-mla-box" id="model-map-mla-box">
      <svg id="model-map-mla-svg" class="model-map-mla-svg" role="img" aria-labelledby="model-map-mla-title"
        aria-describedby="model-map-mla-note"></svg>
    </div>
    <p class="model-map-note" id="model-map-mla-note"></p>
  </section>

  <section class="model-map-extra" id="model-map-mrope" hidden>
    <h3 class="model-map-subtitle" id="model-map-mrope-title">M-RoPE: three position ids per token <span>(time, height, width)</span></h3>
    <p class="model-map-note" id="model-map-mrope-note"></p>
    <div class="mrope-sequence" id="model-map-mrope-seq" tabindex="0" role="application" aria-roledescription="token sequence"
      aria-labelledby="model-map-mrope-title" aria-describedby="model-map-mrope-help"></div>
    <dl class="readout model-map-mrope-readout" id="model-map-mrope-readout" aria-live="polite" aria-atomic="true">
      <div><dt>token</dt><dd data-field="token">–</dd></div>
      <div><dt>kind</dt><dd data-field="kind">–</dd></div>
      <div><dt>time id</dt><dd data-field="t">–</dd></div>
      <div><dt>height id</dt><dd data-field="h">–</dd></div>
      <div><dt>width id</dt><dd data-field="w">–</dd></div>
    </dl>
    <p class="help" id="model-map-mrope-help"></p>
  </section>

  <section class="model-map-extra" id="model-map-2d" hidden>
    <h3 class="model-map-subtitle" id="model-map-2d-title">2D RoPE: the image’s patch grid <span id="model-map-2d-shape"></span></h3>
    <div class="model-map-2d-pair">
      <label for="model-map-2d-number">Pair</label>
      <input id="model-map-2d-range" type="range" min="0" max="31" step="1" aria-label="Pair slider" />
      <input id="model-map-2d-number" type="number" min="0" max="31" step="1" inputmode="numeric" />
    </div>
    <div class="model-map-2d-box" id="model-map-2d-box" tabindex="0" role="application" aria-roledescription="patch grid"
      aria-labelledby="model-map-2d-title" aria-describedby="model-map-2d-help">
      <svg id="model-map-2d-svg" class="model-map-2d-svg" aria-hidden="true"></svg>
    </div>
    <dl class="readout model-map-2d-readout" id="model-map-2d-readout" aria-live="polite" aria-atomic="true">
      <div><dt>patch (row, column)</dt><dd data-field="patch">–</dd></div>
      <div><dt>pair</dt><dd data-field="pair">–</dd></div>
      <div><dt>turns by</dt><dd data-field="by">–</dd></div>
      <div><dt>θ (rad/position)</dt><dd data-field="theta">–</dd></div>
      <div><dt>angle mod 2π</dt><dd data-field="angle">–</dd></div>
      <div class="value"><dt>cos</dt><dd data-field="cos">–</dd></div>
      <div class="value"><dt>sin</dt><dd data-field="sin">–</dd></div>
    </dl>
    <p class="help" id="model-map-2d-help"></p>
  </section>

  <h3 class="model-map-subtitle">What to notice</h3>
  <ul class="model-map-notice">
    <li>Few models give every layer the same positions. Gemma 3 turns five layers in six with base
      10,000 over a window of 1024 tokens and only every sixth, global layer with base 10⁶ stretched ×8.</li>
    <li>A NoPE strip (hollow) has no position encoding at all: Llama 4 Scout and SmolLM3 leave every
      fourth layer so, and the causal mask alone tells those layers the order. Llama 4 sharpens their
      queries with a temperature that grows with position (the marks above the strips).</li>
    <li>The config keys mislead: SmolLM3’s <code>no_rope_layers</code> holds 1 for the layers that DO
      turn; Qwen2.5-VL names a <code>sliding_window</code> it does not use.</li>
    <li>DeepSeek-V3 turns only the last 64 of each 192-wide head, and gpt-oss alternates a 128-token
      window with full attention: the long view is left to half the layers.</li>
    <li>With images the position is no longer the token’s index. In Qwen2.5-VL every token of the
      image keeps the image’s first id as its time and counts rows and columns from there, and the
      next word goes on from the largest id + 1. In Pixtral’s patch grid the first quarter of the pairs
      turn with the patch’s row, the rest with its column: the hands agree along a row, or down a column.</li>
  </ul>
  <div class="export-row model-map-export">
    <button type="button" class="action" data-action="strips-png">Download PNG (layer map)</button>
    <button type="button" class="action" data-action="plan-csv">Download CSV (layer by layer)</button>
  </div>
  <p class="export-status" id="model-map-export-status" role="status"></p>`;
