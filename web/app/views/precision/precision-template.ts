// The precision lab's markup: the two-panel figure, its legend and readout table, the formulas,
// the controls, the three facts and the downloads. The ids and data-fields are what the panel's code
// and the browser tests read.
import { powerOfTen } from '../../figures/power-of-ten.js';
import { PRECISION_UP_TO_CHOICES } from '../../state/settings.js';
import { PRESETS } from './precision-model.js';

export const PRECISION_TEMPLATE = `
  <div class="precision-figure" id="precision-figure" tabindex="0" role="application"
    aria-roledescription="scatter plot" aria-describedby="precision-help">
    <svg id="precision-svg" class="precision-svg" aria-hidden="true"></svg>
  </div>
  <ul class="precision-legend" id="precision-legend" aria-label="Arithmetics"></ul>
  <p class="help" id="precision-help">
    <span class="on-fine-pointer">Hover the plot, or focus it and use ← → (Page Up/Down jump a decade, Home/End) to read the errors at a position.</span>
    <span class="on-touch">Tap or drag along the plot to read the errors at a position.</span>
  </p>
  <div class="precision-reading">
    <div class="precision-readout-wrap">
      <table class="precision-readout" id="precision-readout" aria-live="polite" aria-atomic="true">
        <caption>Errors at position <strong data-field="position">–</strong></caption>
        <thead>
          <tr><th scope="col">arithmetic</th><th scope="col" id="precision-plane-head">plane 0</th><th scope="col">worst plane</th></tr>
        </thead>
        <tbody></tbody>
      </table>
    </div>
    <div class="precision-formulas">
      <div class="precision-tex" id="precision-error-tex" tabindex="0" role="group" aria-label="What is measured"></div>
      <div class="precision-tex" id="precision-rounding-tex" tabindex="0" role="group"
        aria-label="The position as bfloat16 and float16 store it"></div>
    </div>
  </div>

  <div class="precision-controls">
    <fieldset class="precision-field">
      <legend>Measure</legend>
      <div class="segmented" id="precision-quantity">
        <input type="radio" id="precision-quantity-cos-sin" name="precision-quantity" value="cos-sin" />
        <label for="precision-quantity-cos-sin">cos/sin tables</label>
        <input type="radio" id="precision-quantity-rope-output" name="precision-quantity" value="rope-output" />
        <label for="precision-quantity-rope-output">RoPE outputs of x = (1, …, 1)</label>
      </div>
    </fieldset>
    <div class="precision-field">
      <label for="precision-plane">Plane k <span class="hint">the first panel</span></label>
      <select id="precision-plane"></select>
    </div>
    <fieldset class="precision-field">
      <legend>Positions up to</legend>
      <div class="segmented" id="precision-upto">
        ${PRECISION_UP_TO_CHOICES.map(
          (k) =>
            `<input type="radio" id="precision-upto-${k}" name="precision-upto" value="${k}" />` +
            `<label for="precision-upto-${k}">${powerOfTen(10 ** k)}</label>`,
        ).join('')}
      </div>
    </fieldset>
    <fieldset class="precision-field precision-model">
      <legend>Head <span class="hint">a model’s head_dim and rope_theta</span></legend>
      <div class="preset-buttons" id="precision-presets">
        ${PRESETS.map(
          (preset) =>
            `<button type="button" data-head-dim="${preset.headDim}" data-base="${preset.base}">${preset.label}</button>`,
        ).join('')}
      </div>
      <div class="precision-numbers">
        <label for="precision-head-dim">head_dim</label>
        <input id="precision-head-dim" type="number" min="2" max="1024" step="2" inputmode="numeric"
          aria-describedby="precision-head-dim-error" />
        <label for="precision-base">rope_theta θ</label>
        <input id="precision-base" type="number" min="1" max="1000000" step="any" inputmode="decimal"
          aria-describedby="precision-base-error" />
      </div>
      <p class="error" id="precision-head-dim-error" aria-live="polite"></p>
      <p class="error" id="precision-base-error" aria-live="polite"></p>
    </fieldset>
  </div>
  <p class="status" id="precision-status" role="status"></p>

  <h3 class="precision-subtitle">What to notice</h3>
  <ul class="precision-notice" id="precision-notice"></ul>
  <details class="precision-details">
    <summary>Why float32 and this package agree on plane 0, and where the package’s own 3e-8 comes from</summary>
    <p>
      Plane 0’s inverse frequency is θ<sup>0</sup> = 1 exactly, and float32 holds every whole
      position up to 2<sup>24</sup> = 16,777,216, so float32’s angle p · 1 is exact there and its
      cos and sin are only rounded once, as this package’s are: the two sets of dots coincide (the
      wider float32 dot rings the package’s). On slower planes float32 first rounds the inverse
      frequency θ<sup>−2k/d</sup> and then the product p · ω, and that product’s rounding grows with
      p: about p · 3 × 10<sup>−8</sup> radians. This package forms the angle in float64 and rounds
      only the final cos and sin to float32, so its error is float32’s half unit in the last place,
      about 3 × 10<sup>−8</sup>, at every position (6 × 10<sup>−8</sup> by 10<sup>9</sup>, where
      float64’s own rounding of the angle starts to show).
    </p>
  </details>
  <div class="export-bar precision-export">
    <div class="export-row">
      <button type="button" class="action" id="precision-png">Download PNG</button>
      <button type="button" class="action" id="precision-csv">Download CSV</button>
      <p class="export-status" id="precision-export-status" role="status"></p>
    </div>
  </div>`;
