// The ALiBi and T5 view's markup: the slopes with their presets, the settings, the chosen head's
// bias matrix, T5's staircase and bucket matrix, and what to notice. Ids are the panel's hooks.
import { DOCUMENT_SENTENCES } from '../../documents/sentences.js';
import { ALIBI_PRESETS, T5_PRESETS } from './presets.js';

const SENTENCE_OPTIONS = Object.values(DOCUMENT_SENTENCES)
  .map((s) => `<option value="${s.key}">${s.words.length} words: ${s.source}</option>`)
  .join('');

export const BIAS_TEMPLATE = `
  <section class="bias-section" aria-labelledby="alibi-title" data-first-screen>
    <h3 id="alibi-title">ALiBi: one slope per head</h3>
    <div class="preset-buttons bias-presets" role="group" aria-label="ALiBi presets">
      ${ALIBI_PRESETS.map((p) => `<button type="button" data-heads="${p.heads}">${p.label}</button>`).join('')}
    </div>
    <div class="bias-figure" id="alibi-slopes-box">
      <svg id="alibi-slopes" aria-describedby="alibi-slopes-help"></svg>
    </div>
    <dl class="readout bias-readout three" id="alibi-slope-readout" aria-live="polite" aria-atomic="true">
      <div><dt>head h</dt><dd data-field="head">–</dd></div>
      <div class="value"><dt>slope m<sub>h</sub></dt><dd data-field="slope">–</dd></div>
      <div><dt>as a power of 2</dt><dd data-field="power">–</dd></div>
    </dl>
    <p class="help" id="alibi-slopes-help">
      <span class="pointer-words">Hover a bar to read it, click it</span><span class="touch-words">Tap a bar</span> to draw that head below; or focus the
      chart and use the arrow keys.
    </p>
    <div class="bias-formula" id="alibi-slope-formula" tabindex="0" role="region" aria-label="The chosen head’s slope, as a formula"></div>
  </section>

  <form class="bias-controls" id="bias-controls" aria-label="ALiBi and T5 settings">
    <div class="bias-field sentence">
      <label for="bias-sentence">Sentence</label>
      <select id="bias-sentence">${SENTENCE_OPTIONS}</select>
    </div>
    <div class="bias-field">
      <label for="bias-heads">Heads H</label>
      <input id="bias-heads" type="number" min="1" max="256" step="1" inputmode="numeric" />
    </div>
    <div class="bias-field">
      <label for="bias-head">Head h</label>
      <input id="bias-head" type="number" min="1" max="256" step="1" inputmode="numeric" />
    </div>
    <div class="bias-field">
      <label for="bias-mode">ALiBi mode</label>
      <select id="bias-mode">
        <option value="causal">causal (decoder)</option>
        <option value="symmetric">symmetric (encoder)</option>
      </select>
    </div>
  </form>
  <p class="status" id="bias-notice" role="status"></p>

  <section class="bias-section" aria-labelledby="alibi-matrix-title">
    <h3 id="alibi-matrix-title">The bias of head <span id="alibi-head-name"></span> on the sentence</h3>
    <p class="bias-note" id="alibi-matrix-note"></p>
    <div class="grid-scroll"><svg id="alibi-grid"></svg></div>
    <dl class="readout bias-readout" id="alibi-readout" aria-live="polite" aria-atomic="true">
      <div><dt>query i</dt><dd data-field="query">–</dd></div>
      <div><dt>key j</dt><dd data-field="key">–</dd></div>
      <div><dt>i − j</dt><dd data-field="distance">–</dd></div>
      <div class="value"><dt>bias b<sub>ij</sub></dt><dd data-field="bias">–</dd></div>
    </dl>
    <p class="help" id="alibi-grid-help">
      <span class="pointer-words">Hover a cell</span><span class="touch-words">Tap or drag across a cell</span>, or focus the matrix and use the arrow keys.
    </p>
    <div class="bias-formula" id="alibi-cell-formula" tabindex="0" role="region" aria-label="The chosen cell’s bias, as a formula"></div>
    <div class="bias-export">
      <button type="button" class="action" data-export="alibi-png">Download PNG</button>
      <button type="button" class="action" data-export="alibi-csv">Download CSV</button>
    </div>
  </section>

  <section class="bias-section" aria-labelledby="t5-title">
    <h3 id="t5-title">T5: exact buckets, then logarithmic ones</h3>
    <div class="preset-buttons bias-presets" role="group" aria-label="T5 presets">
      ${T5_PRESETS.map((p, k) => `<button type="button" data-t5="${k}">${p.label}</button>`).join('')}
    </div>
    <div class="bias-controls">
      <div class="bias-field">
        <label for="t5-buckets">num_buckets</label>
        <input id="t5-buckets" type="number" min="2" max="256" step="1" inputmode="numeric" />
      </div>
      <div class="bias-field">
        <label for="t5-max-distance">max_distance</label>
        <input id="t5-max-distance" type="number" min="2" max="4096" step="1" inputmode="numeric" />
      </div>
      <div class="bias-field">
        <label for="t5-direction">Direction</label>
        <select id="t5-direction">
          <option value="bidirectional">bidirectional (encoder)</option>
          <option value="unidirectional">unidirectional (decoder)</option>
        </select>
      </div>
    </div>
    <p class="status" id="t5-status" role="status"></p>
    <div id="t5-figures">
    <p class="bias-note" id="t5-note"></p>
    <div class="bias-figure" id="t5-plot-box"><svg id="t5-plot" aria-describedby="t5-plot-help"></svg></div>
    <dl class="readout bias-readout" id="t5-readout" aria-live="polite" aria-atomic="true">
      <div><dt>d = j − i</dt><dd data-field="d">–</dd></div>
      <div class="value"><dt>bucket</dt><dd data-field="bucket">–</dd></div>
      <div class="wide"><dt>rule</dt><dd data-field="regime">–</dd></div>
    </dl>
    <p class="help" id="t5-plot-help">
      <span class="pointer-words">Hover the staircase</span><span class="touch-words">Tap or drag along the staircase</span>, or focus it and use the arrow keys (Page Up/Down: ±10).
    </p>
    <div class="bias-formula" id="t5-formula" tabindex="0" role="region" aria-label="The chosen distance’s bucket, as a formula"></div>

    <h3 id="t5-matrix-title">T5's buckets on the sentence</h3>
    <div class="grid-scroll"><svg id="t5-grid"></svg></div>
    <dl class="readout bias-readout" id="t5-cell-readout" aria-live="polite" aria-atomic="true">
      <div><dt>query i</dt><dd data-field="query">–</dd></div>
      <div><dt>key j</dt><dd data-field="key">–</dd></div>
      <div><dt>d = j − i</dt><dd data-field="d">–</dd></div>
      <div class="value"><dt>bucket</dt><dd data-field="bucket">–</dd></div>
    </dl>
    <p class="help" id="t5-grid-help">
      <span class="pointer-words">Hover a cell</span><span class="touch-words">Tap or drag across a cell</span>, or focus the matrix and use the arrow keys.
    </p>
    <div class="bias-export">
      <button type="button" class="action" data-export="t5-png">Download PNG</button>
      <button type="button" class="action" data-export="t5-csv">Download CSV</button>
    </div>
    </div>
  </section>

  <section class="bias-section bias-notice-box" aria-labelledby="bias-notice-title">
    <h3 id="bias-notice-title">What to notice</h3>
    <ul>
      <li>ALiBi adds nothing to the tokens: each head subtracts m<sub>h</sub> per step of distance from the
        score. The first heads have steep slopes and look only at the last few words; the last heads have
        slopes near 0 and see the whole sentence.</li>
      <li>In one head the bias depends only on i − j: every diagonal of the matrix has one value. That is
        why ALiBi carries over to sequences longer than any seen in training: a new distance is one more
        step down the same line.</li>
      <li>T5 learns one number per bucket and head. Near distances get a bucket each; far ones share
        buckets whose width grows geometrically; everything past max_distance is one bucket. So T5 cannot
        tell a distance of 200 from 2000.</li>
      <li>Neither sees the words: swap two words of the sentence and both matrices stay the same. The
        attention lab shows what that does to the scores.</li>
    </ul>
  </section>`;
