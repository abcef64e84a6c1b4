// The markup inside every <pe-explorer> shadow root: the view tabs, the shared parameter form
// (shell/controls.ts drives it) and the panels the views fill. Ids are scoped to the shadow root,
// so several explorers on one page each have their own #controls, #view-panels, …
export const EXPLORER_TEMPLATE = `
<div class="explorer" part="explorer">
  <p class="setting-notice" id="setting-notice" role="alert" hidden></p>
  <nav class="view-nav" aria-label="Views">
    <div class="view-tabs" id="view-tabs" role="tablist" aria-label="Views"></div>
  </nav>
  <div class="layout">
    <form class="controls" id="controls" aria-label="Encoding parameters" novalidate>
      <fieldset class="presets">
        <legend>Presets</legend>
        <div class="preset-buttons">
          <button type="button" data-length="6" data-dmodel="4" data-base="100">L=6, d=4, n=100</button>
          <button type="button" data-length="10" data-dmodel="4" data-base="100">L=10, d=4, n=100</button>
          <button type="button" data-length="10" data-dmodel="4" data-base="10000">L=10, d=4, n=10000</button>
          <button type="button" data-length="1000" data-dmodel="512" data-base="10000">L=1000, d=512, n=10000</button>
          <button type="button" data-length="6" data-dmodel="512" data-base="10000">tutorial: L=6, d=512</button>
        </div>
      </fieldset>

      <div class="field" data-param="dModel">
        <label for="dmodel-number">d<sub>model</sub> <span class="hint">dimensions</span></label>
        <div class="pair">
          <input id="dmodel-range" type="range" min="1" max="1024" step="1" value="128"
            aria-label="d_model slider" />
          <input id="dmodel-number" type="number" min="1" max="1024" step="1" value="128"
            inputmode="numeric" aria-describedby="dmodel-error" />
        </div>
        <p class="error" id="dmodel-error" aria-live="polite"></p>
      </div>

      <div class="field" data-param="length">
        <label for="length-number">Length L <span class="hint">positions</span></label>
        <div class="pair">
          <input id="length-range" type="range" min="1" max="5000" step="1" value="100"
            aria-label="Length slider" />
          <input id="length-number" type="number" min="1" max="5000" step="1" value="100"
            inputmode="numeric" aria-describedby="length-error" />
        </div>
        <p class="error" id="length-error" aria-live="polite"></p>
      </div>

      <div class="field" data-param="base">
        <label for="base-number">Base n <span class="hint">log scale</span></label>
        <div class="pair">
          <input id="base-range" type="range" min="0.301" max="6" step="0.001" value="4"
            aria-label="Base n slider, logarithmic" aria-valuetext="10000" />
          <input id="base-number" type="number" min="1" max="1000000" step="any" value="10000"
            inputmode="decimal" aria-describedby="base-error" />
        </div>
        <p class="error" id="base-error" aria-live="polite"></p>
      </div>

      <div class="field">
        <label for="layout-select">Layout</label>
        <select id="layout-select">
          <option value="interleaved">interleaved: sin, cos, sin, cos…</option>
          <option value="split">split: all sines, then cosines</option>
        </select>
      </div>

      <fieldset class="field scale-field">
        <legend>Scale embeddings x <span class="hint">formula (15.2)</span></legend>
        <div class="segmented">
          <input type="radio" id="scale-none" name="scale" value="none" checked />
          <label for="scale-none">none</label>
          <input type="radio" id="scale-sqrt" name="scale" value="sqrt" />
          <label for="scale-sqrt">√d<sub>model</sub></label>
        </div>
      </fieldset>
    </form>
    <div class="view-panels" id="view-panels"></div>
    <p class="status" id="load-error" role="alert"></p>
  </div>
</div>`;
