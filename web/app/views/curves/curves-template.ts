// The curves view's markup: the dimension box and presets, the figure, the help line, the legend
// and its note. Static HTML; curves-legend.ts fills one LEGEND_ITEM per chosen dimension.
import { inputWords } from '../../figures/input-words/input-words.js';

/** The legend's position line before a position is chosen. */
export const NO_POSITION = inputWords('values: hover a position', 'values: tap a position');

export const CURVES_TEMPLATE = `
  <div class="curves-controls" id="curves-dims-field">
    <div class="curves-field">
      <label class="field-label" for="curves-dims">Dimensions j <span class="hint">up to 8: “4, 5, 6, 7” or “4-7”</span></label>
      <input id="curves-dims" class="number-list" type="text" autocomplete="off" spellcheck="false"
        aria-describedby="curves-dims-error" />
    </div>
    <div class="curves-presets pill-buttons" role="group" aria-label="Dimension presets"></div>
    <p class="error curves-error" id="curves-dims-error" aria-live="polite"></p>
  </div>
  <div class="curves-figure figure-frame" id="curves-figure" data-first-screen tabindex="0" role="application"
    aria-roledescription="line chart" aria-describedby="curves-help">
    <svg id="curves-svg" class="curves-svg" aria-hidden="true"></svg>
  </div>
  <p class="help" id="curves-help">${inputWords(
    'Hover the plot, or focus it and use ← → (Page Up/Down and Home/End jump) to read the values at a position.',
    'Tap or drag along the plot to read the values at a position.',
  )}</p>
  <p class="visually-hidden" id="curves-live" aria-live="polite" aria-atomic="true"></p>
  <div class="curves-legend-head">
    <h3 class="curves-subtitle" id="curves-legend-title">Legend</h3>
    <p class="curves-position" id="curves-position">${NO_POSITION}</p>
  </div>
  <ul class="curves-legend" id="curves-legend" aria-labelledby="curves-legend-title"></ul>
  <p class="curves-note" id="curves-note"></p>
  <p class="status" id="curves-status" role="status"></p>`;

/** One legend entry: swatch and name, role, ω and λ, the wavelength bar and the value at the cursor. */
export const LEGEND_ITEM = `
  <span class="legend-key"><span class="series-swatch"></span><span data-field="name"></span></span>
  <span class="legend-role" data-field="role"></span>
  <span class="legend-numbers">
    <span>ω<sub>i</sub> = <span data-field="frequency"></span> rad/pos</span>
    <span>λ = 2π/ω<sub>i</sub> = <span data-field="wavelength"></span> pos</span>
  </span>
  <span class="legend-bar" aria-hidden="true"><span></span></span>
  <span class="legend-value" data-field="value">–</span>`;
