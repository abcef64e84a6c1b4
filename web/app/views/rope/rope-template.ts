// The RoPE view's markup: the dials and their readout, the controls, the cos/sin tables, the
// score curve and the exports. The ids and data-fields are what the panel's code and the browser
// tests read.
import { modelPickerMarkup } from '../../presets/model-picker.js';
import { ROPE_SPAN_CHOICES } from '../../state/settings.js';
import { MAX_HEAD_DIM, SHIFT_SLIDER_MAX, SLIDER_MAX } from './rope-model.js';

export const ROPE_TEMPLATE = `
  <div class="rope-dials-box">
    <div class="rope-dials" id="rope-dials" tabindex="0" role="application" aria-roledescription="dials"
      aria-describedby="rope-dials-help">
      <svg id="rope-dials-svg" class="rope-dials-svg" aria-hidden="true"></svg>
    </div>
  </div>
  <div class="rope-position">
    <label for="rope-m-number">Position m</label>
    <div class="pair">
      <input id="rope-m-range" type="range" min="0" max="${SLIDER_MAX}" step="1" aria-label="Position m slider" />
      <input id="rope-m-number" type="number" min="0" max="1000000" step="1" inputmode="numeric" />
    </div>
    <button type="button" class="action rope-play" id="rope-play" aria-pressed="false">Play</button>
  </div>
  <dl class="readout rope-readout" id="rope-readout" aria-live="polite" aria-atomic="true">
    <div><dt>pair i</dt><dd data-field="pair">–</dd></div>
    <div><dt>dimensions</dt><dd data-field="dims">–</dd></div>
    <div><dt>θ<sub>i</sub> (rad/position)</dt><dd data-field="theta">–</dd></div>
    <div><dt>wavelength 2π/θ<sub>i</sub></dt><dd data-field="wavelength">–</dd></div>
    <div><dt>angle m·θ<sub>i</sub></dt><dd data-field="angle">–</dd></div>
    <div><dt>turns</dt><dd data-field="turns">–</dd></div>
    <div class="value"><dt>cos</dt><dd data-field="cos">–</dd></div>
    <div class="value"><dt>sin</dt><dd data-field="sin">–</dd></div>
  </dl>
  <p class="help" id="rope-dials-help"></p>
  <div class="rope-formula" id="rope-rotation" tabindex="0" role="region" aria-label="The rotation of the selected pair"></div>
  <p class="status" id="rope-status" role="status"></p>

  <div class="rope-controls">
    <fieldset class="field">
      <legend>Layout <span class="hint">which dimensions form pair i</span></legend>
      <div class="segmented">
        <input type="radio" id="rope-layout-half" name="rope-layout" value="half" />
        <label for="rope-layout-half">half: i and i + d/2</label>
        <input type="radio" id="rope-layout-pairs" name="rope-layout" value="pairs" />
        <label for="rope-layout-pairs">pairs: 2i and 2i + 1</label>
      </div>
    </fieldset>
    ${modelPickerMarkup('rope')}
    <p class="rope-model-note" id="rope-model-note"></p>
    <div class="rope-numbers">
      <div class="field">
        <label for="rope-headdim">head_dim <span class="hint">even, 2–${MAX_HEAD_DIM}</span></label>
        <input id="rope-headdim" type="number" min="2" max="${MAX_HEAD_DIM}" step="2" inputmode="numeric"
          aria-describedby="rope-headdim-error" />
        <p class="error" id="rope-headdim-error" aria-live="polite"></p>
      </div>
      <div class="field">
        <label for="rope-base">base θ <span class="hint">rope_theta</span></label>
        <input id="rope-base" type="number" min="1" max="1000000000" step="any" inputmode="decimal"
          aria-describedby="rope-base-error" />
        <p class="error" id="rope-base-error" aria-live="polite"></p>
      </div>
    </div>
  </div>

  <h3 class="rope-subtitle" id="rope-tables-title">The cos and sin tables <span id="rope-tables-shape"></span></h3>
  <p class="rope-note" id="rope-tables-note"></p>
  <div class="rope-tables" id="rope-tables">
    <div class="rope-table-figure">
      <canvas data-table="cos" class="rope-table-canvas" tabindex="0" role="application" aria-roledescription="heatmap"
        aria-label="cos table" aria-describedby="rope-tables-help"></canvas>
      <svg data-table="cos" class="rope-table-svg" aria-hidden="true"></svg>
    </div>
    <div class="rope-table-figure">
      <canvas data-table="sin" class="rope-table-canvas" tabindex="0" role="application" aria-roledescription="heatmap"
        aria-label="sin table" aria-describedby="rope-tables-help"></canvas>
      <svg data-table="sin" class="rope-table-svg" aria-hidden="true"></svg>
    </div>
  </div>
  <p class="rope-legend"><span class="rope-ramp" aria-hidden="true"></span> −1 … +1 (viridis); the outlined row is position m.</p>
  <dl class="readout rope-table-readout" id="rope-table-readout" aria-live="polite" aria-atomic="true">
    <div><dt>table</dt><dd data-field="table">–</dd></div>
    <div><dt>position</dt><dd data-field="pos">–</dd></div>
    <div><dt>dimension</dt><dd data-field="dimension">–</dd></div>
    <div><dt>pair i</dt><dd data-field="pair">–</dd></div>
    <div class="value"><dt>value</dt><dd data-field="value">–</dd></div>
  </dl>
  <p class="help" id="rope-tables-help"></p>

  <h3 class="rope-subtitle" id="rope-score-title">The score (R<sub>m</sub> q) · (R<sub>n</sub> k) against m − n</h3>
  <div class="rope-score-controls">
    <fieldset class="field">
      <legend>q and k</legend>
      <div class="segmented">
        <input type="radio" id="rope-qk-ones" name="rope-qk" value="ones" />
        <label for="rope-qk-ones">all ones</label>
        <input type="radio" id="rope-qk-random" name="rope-qk" value="random" />
        <label for="rope-qk-random">random (fixed seed)</label>
      </div>
    </fieldset>
    <div class="field">
      <label for="rope-span">Distances m − n up to</label>
      <select id="rope-span">${ROPE_SPAN_CHOICES.map((span) => `<option value="${span}">${span}</option>`).join('')}</select>
    </div>
    <div class="field rope-shift">
      <label for="rope-shift-number">Move m and n together by s</label>
      <div class="pair">
        <input id="rope-shift-range" type="range" min="0" max="${SHIFT_SLIDER_MAX}" step="1" aria-label="Shift s slider" />
        <input id="rope-shift-number" type="number" min="0" max="1000000" step="1" inputmode="numeric" />
      </div>
    </div>
  </div>
  <div class="rope-curve" id="rope-curve" tabindex="0" role="application" aria-roledescription="line plot"
    aria-labelledby="rope-score-title" aria-describedby="rope-curve-help">
    <svg id="rope-curve-svg" class="rope-curve-svg" aria-hidden="true"></svg>
  </div>
  <dl class="readout rope-curve-readout" id="rope-curve-readout" aria-live="polite" aria-atomic="true">
    <div><dt>m − n</dt><dd data-field="delta">–</dd></div>
    <div class="value"><dt>at (m, n) = (m − n, 0)</dt><dd data-field="reference">–</dd></div>
    <div class="value"><dt>moved by s</dt><dd data-field="shifted">–</dd></div>
    <div><dt>largest difference, all m − n</dt><dd data-field="difference">–</dd></div>
  </dl>
  <p class="help" id="rope-curve-help"></p>
  <div class="rope-formula" id="rope-score-formula" tabindex="0" role="region" aria-label="The score, which depends on m − n only"></div>
  <details class="rope-details">
    <summary>Why the two curves differ in the 7th digit</summary>
    <p>
      Each score is computed from q and k rotated in float32 (applyRope rounds every rotated value
      once), so the two curves may differ by a few float32 units in the last place: about 1e-7 of
      the score’s size. The identity itself is exact.
    </p>
  </details>

  <h3 class="rope-subtitle">What to notice</h3>
  <ul class="rope-notice">
    <li>The first dials spin (θ<sub>0</sub> = 1 radian per position); the last barely move: with
      θ = 10000 and d = 128 the slowest pair needs about 54,000 positions for one turn.</li>
    <li>The query is never added to anything: RoPE turns each pair, so the vector’s length stays
      the same at every position.</li>
    <li>Moving m and n together leaves every score as it was: the solid curve lies on the dashed
      one. Only the distance m − n matters, which is what the sinusoid’s dot products
      promised but a learned W<sub>Q</sub>, W<sub>K</sub> spoil; here it holds after the projections.</li>
    <li>With q = k = all ones the score falls, wobbling, as m − n grows: RoFormer’s long-range decay.</li>
    <li>‘half’ and ‘pairs’ turn the same planes, only stored in other columns: the tables’ stripes
      move, the dials and (for q = k = ones) the scores do not.</li>
  </ul>
  <div class="export-row rope-export">
    <button type="button" class="action" data-action="dials-png">Download PNG (dials)</button>
    <button type="button" class="action" data-action="curve-png">Download PNG (score curve)</button>
    <button type="button" class="action" data-action="tables-csv">Download CSV (cos/sin tables)</button>
    <button type="button" class="action" data-action="curve-csv">Download CSV (score curve)</button>
  </div>
  <p class="export-status" id="rope-export-status" role="status"></p>`;
