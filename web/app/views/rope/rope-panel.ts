// The RoPE view: a head's rotating pairs as dials at position m (ropeCosSin() at offset m), the
// cos and sin tables around m as heatmaps, and the score (R_m q)·(R_n k) against m − n, computed by
// attentionScores() twice, once moved on by a shift: the curves coincide. Model presets and a
// pasted config.json go through ropeFromConfig(). The numbers and texts are rope-model.ts's; each
// figure is a module of its own; mount wires them to the store.
import { part } from '../../dom.js';
import type { Store } from '../../state/app-state.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { createDialsFigure } from './dials-figure.js';
import { createRopeControls } from './rope-controls.js';
import { wireRopeExport } from './rope-export.js';
import {
  ALL_DIRTY,
  dirtyAfter,
  helpTexts,
  ropeCurves,
  ropeDials,
  ropeTables,
  type Dirty,
  type RopeCurves,
  type RopeDials,
} from './rope-model.js';
import { ROPE_TEMPLATE } from './rope-template.js';
import { ropeShape } from './rope-view.js';
import { createScorePlot } from './score-plot.js';
import { createTablesFigure } from './tables-figure.js';
import modelPickerCss from '../../presets/model-picker.css?inline';
import ropeCss from './rope.css?inline';

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const status = part<HTMLParagraphElement>(panel, '#rope-status');
  const dialsBox = part<HTMLDivElement>(panel, '#rope-dials');
  const tablesBox = part<HTMLDivElement>(panel, '#rope-tables');
  const curveBox = part<HTMLDivElement>(panel, '#rope-curve');

  const help = helpTexts(window.matchMedia('(pointer: coarse)').matches);
  part(panel, '#rope-dials-help').textContent = help.dials;
  part(panel, '#rope-tables-help').textContent = help.tables;
  part(panel, '#rope-curve-help').textContent = help.curve;

  const controls = createRopeControls(panel, store, context.lifetime);
  const dials = createDialsFigure(panel, controls.movePosition);
  const tables = createTablesFigure(panel);
  const scorePlot = createScorePlot(panel);
  let computed: RopeDials | null = null;
  let curves: RopeCurves | null = null;
  let dirty: Dirty = { ...ALL_DIRTY };
  let lastWidth = 0;
  wireRopeExport(panel, store, () => curves);

  function draw(): void {
    if (panel.hidden) return;
    const state = store.state;
    try {
      if (dirty.dials) computed = ropeDials(state);
      if (dirty.tables) tables.set(ropeTables(state));
      if (dirty.curves) scorePlot.set((curves = ropeCurves(state)));
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error);
      return;
    }
    status.textContent = '';
    // Every width is read before anything is written: read between the writes, each forced a
    // layout of the whole panel, three in the first frame (issue 12: blocking time).
    const width = dialsBox.clientWidth;
    const tablesWidth = tablesBox.clientWidth;
    const curveWidth = curveBox.clientWidth;
    lastWidth = width;
    dials.show(computed!, width);
    part(panel, '#rope-shape').textContent = ropeShape(state);
    tables.draw(tablesWidth, state.ropePos);
    if (dirty.curves || curveWidth !== 0) scorePlot.draw(curveWidth);
    dirty = { dials: false, tables: false, curves: false };
    panel.dataset.ready = 'true';
  }
  const scheduler = context.lifetime.frameScheduler(draw);

  context.lifetime.observeResize(dialsBox, () => {
    if (dialsBox.clientWidth !== lastWidth) scheduler.schedule();
  });
  controls.reflect(store.state);
  scheduler.schedule();

  return {
    update(state, changed) {
      controls.reflect(state, changed);
      dirty = dirtyAfter(dirty, changed);
      scheduler.schedule();
    },
    shown: () => scheduler.schedule(),
  };
}

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const ropePanel: ViewPanel = { template: ROPE_TEMPLATE, styles: [modelPickerCss, ropeCss], mount };
