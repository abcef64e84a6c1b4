// The heatmap view's markup: the readout of the cell under the cursor, the filled formula (15.1),
// the figure (canvas and SVG overlay) in its sideways scroller, the sampling note and zoom button,
// the help, the (15.2) panel, the export bar and the status line. The ids and data-fields are what
// the panel's code and the browser tests read.
import { inputWords } from '../../figures/input-words/input-words.js';

export const HEATMAP_TEMPLATE = `
  <dl class="readout" id="readout" aria-live="polite" aria-atomic="true">
    <div><dt>pos</dt><dd data-field="pos">–</dd></div>
    <div><dt>dimension j</dt><dd data-field="dimension">–</dd></div>
    <div><dt>pair i</dt><dd data-field="pair">–</dd></div>
    <div><dt>function</dt><dd data-field="function">–</dd></div>
    <div><dt>frequency ω<sub>i</sub></dt><dd data-field="frequency">–</dd></div>
    <div><dt>wavelength 2π/ω<sub>i</sub></dt><dd data-field="wavelength">–</dd></div>
    <div><dt>angle pos·ω<sub>i</sub></dt><dd data-field="angle">–</dd></div>
    <div class="value"><dt>value</dt><dd data-field="value">–</dd></div>
  </dl>
  <p class="cell-formula">
    <span class="cell-formula-tag">(15.1)</span>
    <span class="cell-formula-tex" id="cell-formula" tabindex="0"></span>
  </p>
  <div class="heatmap-scroll" id="heatmap-scroll" data-first-screen>
    <div class="figure-frame" id="figure" data-state="loading">
      <canvas id="heatmap" class="figure-canvas" tabindex="0" role="application"
        aria-roledescription="heatmap" aria-label="Positional encoding heatmap"
        aria-describedby="heatmap-help heatmap-sampling-text"></canvas>
      <svg id="overlay" class="figure-overlay" aria-hidden="true"></svg>
    </div>
  </div>
  <p class="heatmap-sampling" id="heatmap-sampling" hidden>
    <span id="heatmap-sampling-text"></span>
    <button type="button" class="heatmap-zoom" id="heatmap-zoom" aria-pressed="false"></button>
  </p>
  <p class="help" id="heatmap-help">${inputWords(
    'Hover a cell, or focus the heatmap and use the arrow keys (Page Up/Down and Home/End jump).',
    'Tap a cell, or drag sideways across the heatmap, to read it.',
  )}</p>
  <section class="scaling-panel" id="scaling-panel" hidden></section>
  <section class="export-bar" id="export-bar"></section>
  <p class="status" id="status" role="status"></p>`;
