// The RoPE view: a head's rotating pairs as dials at position m (ropeCosSin() at offset m), the
// cos and sin tables around m as heatmaps, and the score (R_m q)·(R_n k) against m − n, computed by
// attentionScores() twice, once moved on by a shift: the curves coincide. Model presets and a
// pasted config.json go through ropeFromConfig(). The numbers and texts are rope-model.ts's; each
// figure is a module of its own; mount wires them to the store.
import { part } from '../../dom.js';
import type { Store } from '../../state/app-state.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { createDialsFigure } from './dials-figure.js';
import { createRopeFirstDraw } from './first-draw.js';
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
import { addPrebuiltTex } from '../../tex.js';
import prebuiltTex, { css as prebuiltTexCss } from 'virtual:prebuilt-tex/rope';
import modelPickerCss from '../../presets/model-picker.css?inline';
import ropeCss from './rope.css?inline';

// The rotation under the dials for the default settings, typeset at build time (first-formula.ts):
// the view's first screen draws without KaTeX's runtime.
addPrebuiltTex(prebuiltTex);

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
  const firstDraw = createRopeFirstDraw(panel, store, { dials, tables, scorePlot }, context.lifetime);
  wireRopeExport(panel, store, () => curves);

  /** Computes one figure's numbers; false (with the reason in the status line) where the core refused. */
  function compute(step: () => void): boolean {
    try {
      step();
      return true;
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error);
      return false;
    }
  }

  /** Draws what `dirty` marks (a resize: everything at the new width). */
  function draw(): number | null {
    if (panel.hidden) return null; // a hidden panel has no size; drawn when shown
    if (panel.dataset.ready !== 'true')
      return firstDraw({
        compute,
        dialsComputed: (now) => (computed = now),
        curvesComputed: (now) => (curves = now),
        finished: () => (dirty = { dials: false, tables: false, curves: false }),
      });
    const state = store.state;
    if (dirty.dials && !compute(() => (computed = ropeDials(state)))) return null;
    if (dirty.tables && !compute(() => tables.set(ropeTables(state)))) return null;
    if (dirty.curves && !compute(() => scorePlot.set((curves = ropeCurves(state))))) return null;
    status.textContent = '';
    // Every width is read before anything is written: read between the writes, each forced a
    // layout of the whole panel, three in the first frame (issue 12: blocking time).
    const width = dialsBox.clientWidth;
    const tablesWidth = tablesBox.clientWidth;
    const curveWidth = curveBox.clientWidth;
    dials.show(computed!, width);
    part(panel, '#rope-shape').textContent = ropeShape(state);
    tables.draw(tablesWidth, state.ropePos);
    if (dirty.curves || curveWidth !== 0) scorePlot.draw(curveWidth);
    dirty = { dials: false, tables: false, curves: false };
    return width;
  }

  // What changed is in `dirty`, so every request is the same.
  const redraw = context.lifetime.redrawer(dialsBox, draw);
  controls.reflect(store.state);
  redraw(true);

  return {
    update(state, changed) {
      controls.reflect(state, changed);
      dirty = dirtyAfter(dirty, changed);
      redraw(true);
    },
    shown: () => redraw(false),
  };
}

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const ropePanel: ViewPanel = {
  template: ROPE_TEMPLATE,
  // KaTeX's rules for the build-time formula first: the view's own rules come after them.
  styles: [prebuiltTexCss, modelPickerCss, ropeCss],
  mount,
};
