// The layout Rosetta's markup: the figure and its readout, the formulas, the controls, the dot
// products, the RoPE scores, the two exponents' frequencies, who uses which, the notices and the
// downloads. The ids and data-fields are what the panel's code and the browser tests read.
import { DIMS, PRESETS } from './layouts-model.js';
import { USAGE_ROWS } from './who-uses.js';

export const LAYOUTS_TEMPLATE = `
  <div class="layouts-figure scroll-box" id="layouts-figure" data-first-screen>
    <svg id="layouts-svg" class="layouts-svg" aria-describedby="layouts-help"></svg>
  </div>
  <p class="help" id="layouts-help">
    <span class="on-fine-pointer">Hover a cell of either table, or focus a table and use the arrow keys: its column is outlined in both tables and its 1 in P.</span>
    <span class="on-touch">Tap or drag across either table: its column is outlined in both tables and its 1 in P.</span>
  </p>
  <dl class="readout layouts-readout" id="layouts-readout" aria-live="polite" aria-atomic="true">
    <div><dt>position t</dt><dd data-field="row">–</dd></div>
    <div><dt>interleaved column j</dt><dd data-field="col">–</dd></div>
    <div><dt>split column k</dt><dd data-field="k">–</dd></div>
    <div><dt>holds</dt><dd data-field="kind">–</dd></div>
    <div><dt>ω<sub>i</sub></dt><dd data-field="omega">–</dd></div>
    <div><dt>angle t·ω<sub>i</sub></dt><dd data-field="angle">–</dd></div>
    <div class="value"><dt>value (both tables)</dt><dd data-field="value">–</dd></div>
    <div><dt>identical bits</dt><dd data-field="same">–</dd></div>
  </dl>
  <div class="layouts-tex" id="layouts-cell-tex" tabindex="0" role="group" aria-label="The cell under the cursor in both layouts"></div>
  <div class="layouts-tex" id="layouts-omega-tex" tabindex="0" role="group" aria-label="Its frequency"></div>
  <div class="layouts-tex" id="layouts-perm-tex" tabindex="0" role="group" aria-label="The permutation and the dot products"></div>

  <div class="layouts-controls">
    <fieldset class="layouts-field layouts-presets-field">
      <legend>Presets</legend>
      <div class="preset-buttons" id="layouts-presets">
        ${PRESETS.map((preset, index) => `<button type="button" data-preset="${index}">${preset.label}</button>`).join('')}
      </div>
    </fieldset>
    <div class="layouts-field">
      <label for="layouts-dim">d <span class="hint">d_model of the tables, head_dim of RoPE</span></label>
      <select id="layouts-dim">${DIMS.map((d) => `<option value="${d}">${d}</option>`).join('')}</select>
    </div>
    <fieldset class="layouts-field">
      <legend>Sinusoid exponent</legend>
      <div class="segmented" id="layouts-exponent">
        <input type="radio" id="layouts-exponent-paper" name="layouts-exponent" value="paper" />
        <label for="layouts-exponent-paper">paper: 2i/d</label>
        <input type="radio" id="layouts-exponent-t2t" name="layouts-exponent" value="tensor2tensor" />
        <label for="layouts-exponent-t2t">tensor2tensor: i/(d/2 − 1)</label>
      </div>
    </fieldset>
    <div class="layouts-field layouts-numbers">
      <label for="layouts-base">sinusoid base n</label>
      <input id="layouts-base" type="number" min="1" max="1000000" step="any" inputmode="decimal"
        aria-describedby="layouts-base-error" />
      <label for="layouts-theta">RoPE θ</label>
      <input id="layouts-theta" type="number" min="1" max="1000000000" step="any" inputmode="decimal"
        aria-describedby="layouts-theta-error" />
      <p class="error" id="layouts-base-error" aria-live="polite"></p>
      <p class="error" id="layouts-theta-error" aria-live="polite"></p>
    </div>
  </div>
  <p class="status" id="layouts-status" role="status"></p>

  <h3 class="view-section-title">Dot products: PE<sub>t</sub> · PE<sub>s</sub> in either layout</h3>
  <div class="scroll-box" tabindex="0" role="group" aria-label="Dot products">
    <table class="number-table layouts-matrix" id="layouts-dots"></table>
  </div>
  <p class="layouts-verdict" id="layouts-dots-verdict"></p>

  <h3 class="view-section-title">RoPE: 'pairs' and 'half' give the same scores once q and k are permuted</h3>
  <div class="scroll-box" tabindex="0" role="group" aria-label="RoPE scores">
    <table class="number-table layouts-matrix" id="layouts-scores"></table>
  </div>
  <div class="layouts-tex" id="layouts-rope-tex" tabindex="0" role="group" aria-label="The largest difference of the scores"></div>
  <p class="layouts-verdict" id="layouts-rope-verdict"></p>

  <h3 class="view-section-title">The third convention: tensor2tensor’s and fairseq’s exponent</h3>
  <div class="scroll-box" tabindex="0" role="group" aria-label="Frequencies under both exponents">
    <table class="number-table" id="layouts-frequencies"></table>
  </div>
  <div class="layouts-tex" id="layouts-lowest-tex" tabindex="0" role="group" aria-label="The lowest frequency under both exponents"></div>

  <h3 class="view-section-title">Who uses which (as of transformers 5)</h3>
  <div class="scroll-box" tabindex="0" role="group" aria-label="Who uses which layout">
    <table class="number-table layouts-usage" id="layouts-usage">
      <thead><tr><th scope="col">code or model</th><th scope="col">layout</th><th scope="col">how the code says it</th><th scope="col">source</th></tr></thead>
      <tbody>
        ${USAGE_ROWS.map(
          (row) =>
            `<tr data-family="${row.family}"><th scope="row">${row.who}</th><td>${row.layout}</td><td>${row.how}</td>` +
            `<td><a href="${row.source.href}">${row.source.label}</a></td></tr>`,
        ).join('')}
      </tbody>
    </table>
  </div>

  <h3 class="view-section-title">What to notice</h3>
  <ul class="layouts-notice" id="layouts-notice"></ul>
  <div class="export-bar layouts-export">
    <div class="export-row">
      <button type="button" class="action" id="layouts-png">Download PNG</button>
      <button type="button" class="action" id="layouts-csv">Download CSV</button>
      <p class="export-status" id="layouts-export-status" role="status"></p>
    </div>
  </div>`;
