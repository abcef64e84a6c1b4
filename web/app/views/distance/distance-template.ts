// The distance view's markup: the readout, the PE_t·PE_s heatmap and its notes, the diagonals'
// identity, distances box, curves and table, and where the matrix enters attention. The panel
// (distance-panel.ts) fills it.
import { inputWords } from '../../figures/input-words/input-words.js';

export const DISTANCE_TEMPLATE = `
  <p class="distance-cap" id="distance-cap"></p>
  <dl class="readout distance-readout" id="distance-readout" aria-live="polite" aria-atomic="true">
    <div><dt>t</dt><dd data-field="t">–</dd></div>
    <div><dt>s</dt><dd data-field="s">–</dd></div>
    <div><dt>k = s − t</dt><dd data-field="k">–</dd></div>
    <div class="value"><dt>PE<sub>t</sub> · PE<sub>s</sub></dt><dd data-field="value">–</dd></div>
    <div><dt>Σ<sub>i</sub> cos(ω<sub>i</sub> k)</dt><dd data-field="closed-form">–</dd></div>
    <div><dt>difference</dt><dd data-field="difference">–</dd></div>
  </dl>
  <div class="figure-frame" id="distance-figure" data-first-screen>
    <canvas id="distance-heatmap" class="figure-canvas" tabindex="0" role="application"
      aria-roledescription="heatmap" aria-describedby="distance-help"></canvas>
    <svg id="distance-overlay" class="figure-overlay" aria-hidden="true"></svg>
  </div>
  <p class="distance-scale" id="distance-scale"></p>
  <p class="help" id="distance-help">
    ${inputWords(
      'Hover a cell, or focus the heatmap and use the arrow keys (Page Up/Down and Home/End jump).',
      'Tap a cell, or drag across the heatmap, to read it.',
    )}
    <span id="distance-reading"></span>
  </p>
  <p class="status" id="distance-status" role="status"></p>

  <h3 class="view-section-title" id="distance-diagonals-title">Along a diagonal: PE<sub>t</sub> · PE<sub>t+k</sub> against t</h3>
  <div class="distance-identity" id="distance-identity"></div>
  <p class="distance-odd" id="distance-odd" hidden></p>
  <div class="distance-field" id="distance-field">
    <label class="field-label" for="distance-ks">Distances k <span class="hint">up to 8, e.g. 1, 2, 5, 10, 50</span></label>
    <input id="distance-ks" class="number-list" type="text" autocomplete="off" spellcheck="false" aria-describedby="distance-ks-error" />
    <p class="error" id="distance-ks-error" aria-live="polite"></p>
  </div>
  <div class="distance-curves" id="distance-curves" role="img" aria-labelledby="distance-diagonals-title">
    <svg id="distance-curves-svg" class="distance-curves-svg" aria-hidden="true"></svg>
  </div>
  <div class="scroll-box distance-table-wrap">
    <table class="number-table distance-table" id="distance-table">
      <caption>Each diagonal of the matrix against the closed form, for every t it holds</caption>
      <thead>
        <tr>
          <th scope="col">k</th>
          <th scope="col">t</th>
          <th scope="col">closed form Σ<sub>i</sub> cos(ω<sub>i</sub> k)</th>
          <th scope="col">max over t of |PE<sub>t</sub> · PE<sub>t+k</sub> − Σ<sub>i</sub> cos(ω<sub>i</sub> k)|</th>
        </tr>
      </thead>
      <tbody></tbody>
    </table>
  </div>

  <h3 class="view-section-title" id="distance-attention-title">Where it enters attention</h3>
  <p class="distance-attention">
    With positions added to the token embeddings x, the score between a query at position i and a
    key at position j splits into four terms (W = W<sub>Q</sub>W<sub>K</sub><sup>⊤</sup>, rows as vectors):
  </p>
  <div class="distance-decomposition" id="distance-decomposition"></div>
  <p class="distance-attention">
    The first term holds no position, the second and third one position each; only the fourth,
    e<sub>i</sub> W e<sub>j</sub><sup>⊤</sup>, involves both. With W = I it is exactly the matrix
    above, e<sub>i</sub> · e<sub>j</sub>, which depends only on j − i. A learned W weighs and mixes
    the columns, so in a trained model the fourth term is this matrix seen through W.
  </p>`;
