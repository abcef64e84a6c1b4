// The markup inside every <pe-explorer> shadow root: the view tabs (grouped; shell/view-tabs.ts), the shared parameter form
// (shell/controls.ts drives it) and the panels the views fill. Ids are scoped to the shadow root,
// so several explorers on one page each have their own #controls, #view-panels, …
import { formMarkup } from '../state/form-fields.js';

export const EXPLORER_TEMPLATE = `
<div class="explorer" part="explorer">
  <p class="setting-notice" id="setting-notice" role="alert" hidden></p>
  <nav class="view-nav" id="view-nav" aria-label="Views"></nav>
  <div class="layout">
    <button type="button" class="controls-toggle" id="controls-toggle" aria-expanded="false" aria-controls="controls">
      <span class="controls-toggle-label">Parameters</span>
      <span class="controls-toggle-values" id="controls-toggle-values"></span>
    </button>
    <form class="controls" id="controls" aria-label="Encoding parameters" novalidate>${formMarkup()}
    </form>
    <div class="view-panels" id="view-panels"></div>
    <p class="status" id="load-error" role="alert"></p>
  </div>
</div>`;
