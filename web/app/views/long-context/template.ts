// The long-context view's markup: the wavelength plot and its readout, the controls, the formulas,
// the table of scalings, the score plot, the two tables past N, what to notice and the downloads.
// The ids, classes and data-field names are what the figures and the browser tests find.
import { LONG_CONTEXT_SPAN_CHOICES, LONG_CONTEXT_TABLE_CHOICES } from '../../state/settings.js';
import { modelPickerMarkup } from '../../presets/model-picker.js';
import { seriesClass } from '../../figures/series-colours.js';
import { legendEntry } from '../../figures/plot/legend.js';
import { PLAIN_SLOT } from './long-context-model.js';
import { PAST_N_DIMS } from './past-n-model.js';
import { SCALING_TYPES, TYPE_LABEL, TYPE_RULE, TYPE_SLOT } from './scalings.js';

/** The unscaled rope's legend entry (both plots draw it grey and dashed). */
const NO_SCALING = legendEntry({ label: 'no scaling', swatchClass: 'lc-swatch', slot: PLAIN_SLOT, dashed: true });

const typeRadios = [['default', 'none'], ...SCALING_TYPES.map((type) => [type, TYPE_LABEL[type]])]
  .map(
    ([value, label]) =>
      `<input type="radio" id="lc-type-${value}" name="lc-type" value="${value}" /><label for="lc-type-${value}">${label}</label>`,
  )
  .join('');

const typeRows = SCALING_TYPES.map(
  (type) => `<tr data-type="${type}">
      <th scope="row"><span class="lc-swatch ${seriesClass(TYPE_SLOT[type])}" aria-hidden="true"></span>${TYPE_LABEL[type]}</th>
      <td data-field="changed">–</td>
      <td data-field="attention">–</td>
      <td>${TYPE_RULE[type]}</td>
    </tr>`,
).join('');

export const TEMPLATE = `
  <div class="lc-wave" id="lc-wave" data-first-screen tabindex="0" role="application" aria-roledescription="line plot"
    aria-labelledby="lc-title" aria-describedby="lc-wave-help">
    <svg id="lc-wave-svg" class="lc-svg" aria-hidden="true"></svg>
  </div>
  <p class="lc-legend" id="lc-legend" data-first-screen>
    ${NO_SCALING}
    ${SCALING_TYPES.map((type) => legendEntry({ label: TYPE_LABEL[type], swatchClass: 'lc-swatch', slot: TYPE_SLOT[type], attributes: { 'data-type': type } })).join('')}
    ${legendEntry({ label: 'pairs the chosen scaling changes', swatchClass: 'lc-dot' })}
  </p>
  <dl class="readout lc-readout" id="lc-wave-readout" aria-live="polite" aria-atomic="true">
    <div><dt>pair i</dt><dd data-field="pair">–</dd></div>
    <div><dt>θ<sub>i</sub> (rad/position)</dt><dd data-field="theta">–</dd></div>
    <div><dt>wavelength 2π/θ<sub>i</sub></dt><dd data-field="wavelength">–</dd></div>
    <div><dt>turns within N</dt><dd data-field="turns">–</dd></div>
    <div class="value"><dt>scaled θ′<sub>i</sub></dt><dd data-field="scaled-theta">–</dd></div>
    <div class="value"><dt>scaled wavelength</dt><dd data-field="scaled-wavelength">–</dd></div>
    <div><dt>θ<sub>i</sub> / θ′<sub>i</sub></dt><dd data-field="ratio">–</dd></div>
    <div><dt>this pair</dt><dd data-field="verdict">–</dd></div>
  </dl>
  <p class="help" id="lc-wave-help"></p>
  <p class="status" id="lc-status" role="status"></p>

  <div class="lc-controls">
    <fieldset class="field lc-type-field">
      <legend>Scaling <span class="hint">rope_type</span></legend>
      <div class="segmented">${typeRadios}</div>
    </fieldset>
    <div class="lc-numbers">
      <div class="field">
        <label for="lc-factor">factor s <span class="hint">1–128</span></label>
        <input id="lc-factor" type="number" min="1" max="128" step="any" inputmode="decimal" aria-describedby="lc-factor-error" />
        <p class="error" id="lc-factor-error" aria-live="polite"></p>
      </div>
      <div class="field">
        <label for="lc-train">training length N <span class="hint">original_max_position_embeddings</span></label>
        <input id="lc-train" type="number" min="16" max="1048576" step="1" inputmode="numeric" aria-describedby="lc-train-error" />
        <p class="error" id="lc-train-error" aria-live="polite"></p>
      </div>
      <div class="field">
        <label for="lc-headdim">head_dim <span class="hint">even, 2–512</span></label>
        <input id="lc-headdim" type="number" min="2" max="512" step="2" inputmode="numeric" aria-describedby="lc-headdim-error" />
        <p class="error" id="lc-headdim-error" aria-live="polite"></p>
      </div>
      <div class="field">
        <label for="lc-base">base θ <span class="hint">rope_theta</span></label>
        <input id="lc-base" type="number" min="1" max="1000000000" step="any" inputmode="decimal" aria-describedby="lc-base-error" />
        <p class="error" id="lc-base-error" aria-live="polite"></p>
      </div>
    </div>
    ${modelPickerMarkup('lc')}
    <p class="lc-note" id="lc-model-note"></p>
  </div>
  <div class="lc-formula" id="lc-wave-formula" tabindex="0" role="region" aria-label="The wavelength of the selected pair"></div>
  <div class="lc-formula" id="lc-rule-formula" tabindex="0" role="region" aria-label="The chosen scaling's rule for the selected pair"></div>

  <h3 class="lc-subtitle">What each scaling does <span id="lc-types-shape"></span></h3>
  <div class="lc-table-scroll">
    <table class="lc-types" id="lc-types">
      <thead><tr><th scope="col">rope_type</th><th scope="col">pairs changed</th><th scope="col">attention factor</th><th scope="col">what it does</th></tr></thead>
      <tbody>${typeRows}</tbody>
    </table>
  </div>

  <h3 class="lc-subtitle" id="lc-score-title">The score (R<sub>m</sub> q) · (R<sub>n</sub> k) past the training length <span id="lc-score-shape"></span></h3>
  <div class="lc-score-controls">
    <div class="field">
      <label for="lc-reach">Distances up to</label>
      <select id="lc-reach">${LONG_CONTEXT_SPAN_CHOICES.map((k) => `<option value="${k}">${k} × N</option>`).join('')}</select>
    </div>
    <p class="lc-legend">
      ${NO_SCALING}
      <span><span class="lc-swatch" id="lc-score-swatch" aria-hidden="true"></span><span id="lc-score-label">scaled</span></span>
    </p>
  </div>
  <div class="lc-score" id="lc-score" tabindex="0" role="application" aria-roledescription="line plot"
    aria-labelledby="lc-score-title" aria-describedby="lc-score-help">
    <svg id="lc-score-svg" class="lc-svg" aria-hidden="true"></svg>
  </div>
  <dl class="readout lc-score-readout" id="lc-score-readout" aria-live="polite" aria-atomic="true">
    <div><dt>m − n</dt><dd data-field="distance">–</dd></div>
    <div><dt>in training lengths</dt><dd data-field="in-n">–</dd></div>
    <div class="value"><dt>no scaling</dt><dd data-field="plain">–</dd></div>
    <div class="value"><dt>scaled</dt><dd data-field="scaled">–</dd></div>
  </dl>
  <p class="help" id="lc-score-help"></p>

  <h3 class="lc-subtitle" id="lc-past-title">The sinusoid and a learned table past N</h3>
  <div class="lc-past-controls field">
    <label for="lc-table-n">Maximum length N of the tables</label>
    <select id="lc-table-n">${LONG_CONTEXT_TABLE_CHOICES.map((n) => `<option value="${n}">${n}</option>`).join('')}</select>
  </div>
  <div class="lc-past" id="lc-past">
    <figure class="lc-past-figure">
      <figcaption>Sinusoid: sinusoidal(2N, ${PAST_N_DIMS})</figcaption>
      <div class="lc-past-box" id="lc-past-sinusoid" tabindex="0" role="application" aria-roledescription="heatmap"
        aria-label="The sinusoid's table, positions 0 to 2N − 1" aria-describedby="lc-past-help"></div>
    </figure>
    <figure class="lc-past-figure">
      <figcaption>Learned: nn.Embedding(N, ${PAST_N_DIMS})</figcaption>
      <div class="lc-past-box" id="lc-past-learned" tabindex="0" role="application" aria-roledescription="table"
        aria-label="A learned table of N rows, positions 0 to 2N − 1" aria-describedby="lc-past-help"></div>
    </figure>
  </div>
  <p class="lc-legend"><span class="lc-ramp" aria-hidden="true"></span> −1 … +1 (viridis); the line is position N.</p>
  <dl class="readout lc-past-readout" id="lc-past-readout" aria-live="polite" aria-atomic="true">
    <div><dt>table</dt><dd data-field="table">–</dd></div>
    <div><dt>position</dt><dd data-field="pos">–</dd></div>
    <div><dt>dimension</dt><dd data-field="dimension">–</dd></div>
    <div class="value"><dt>value</dt><dd data-field="value">–</dd></div>
  </dl>
  <p class="lc-past-message" id="lc-past-message" aria-live="polite"></p>
  <p class="help" id="lc-past-help"></p>

  <h3 class="lc-subtitle">What to notice</h3>
  <ul class="lc-notice">
    <li>Pairs whose wavelength is above the line N never made a full turn in any training sequence: past
      N they reach angles the model never saw. These slow pairs are the ones every scaling stretches.</li>
    <li>Linear scaling moves every line down by the same factor (on a log axis, a shift), the fast pairs
      too: nearby tokens get harder to tell apart. Llama 3 and YaRN leave the fast pairs where they
      were and stretch only the slow ones.</li>
    <li>Without scaling the score for q = k = ones keeps falling and wobbling past N; the scaled curve
      stretches the decay so that distances up to s·N look like those the model was trained on.</li>
    <li>YaRN and LongRoPE also multiply cos and sin by an attention factor above 1: the scaled curve starts
      higher (by its square, since q and k are both turned).</li>
    <li>The sinusoid has a row for every position: nothing happens at N. A learned table ends at N:
      position N has no embedding at all.</li>
  </ul>
  <div class="export-row lc-export">
    <button type="button" class="action" data-action="wave-png">Download PNG (wavelengths)</button>
    <button type="button" class="action" data-action="wave-csv">Download CSV (wavelengths)</button>
    <button type="button" class="action" data-action="score-png">Download PNG (score)</button>
    <button type="button" class="action" data-action="score-csv">Download CSV (score)</button>
  </div>
  <p class="export-status" id="lc-export-status" role="status"></p>`;
