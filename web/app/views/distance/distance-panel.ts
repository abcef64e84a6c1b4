// The relative-distance view: PE_t·PE_s for every pair of positions (dotProductMatrix(), the
// shared d_model / n / layout and L capped at MAX_POSITIONS) as a heatmap, and its diagonals
// PE_t·PE_{t+k} drawn against t for a few distances k: flat lines at Σ_i cos(ω_i·k), as the
// identity says. The attention score's four terms show where this matrix enters a transformer.
// The numbers and texts are distance-model.ts's; the heatmap, curves, table and distances box are
// modules of their own; mount wires them. Its description (distance-view.ts) is in the explorer's
// first chunk; this is a chunk of its own, fetched when the view is first shown.
import type { AppState, Store } from '../../state/app-state.js';
import { part } from '../../dom.js';
import { belowFirstScreen, siblingsFrom } from '../../figures/below-first-screen.js';
import { createDrawSteps } from '../../figures/draw-steps.js';
import { addPrebuiltTex } from '../../tex.js';
import prebuiltTex, { css as prebuiltTexCss } from 'virtual:prebuilt-tex/distance';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { createDiagonalCurves } from './diagonal-curves.js';
import { createDiagonalTable } from './diagonal-table.js';
import type { DiagonalStats } from './diagonals.js';
import { createDistancesField } from './distances-field.js';
import {
  capText,
  computeMatrix,
  DEFAULT_DISTANCES,
  diagonalRows,
  diagonalsFor,
  maxDistance,
  oddNoteHtml,
  readingText,
  type DistanceMatrix,
} from './distance-model.js';
import { DISTANCE_TEMPLATE } from './distance-template.js';
import { distanceShape } from './distance-view.js';
import { DECOMPOSITION, IDENTITY, renderFormula } from './formulas.js';
import { createMatrixHeatmap } from './matrix-heatmap.js';
import inputWordsCss from '../../figures/input-words/input-words.css?inline';
import distanceCss from './distance.css?inline';

/**
 * What is under the heatmap's frame, in the groups its first draw shows a task at a time: the notes
 * under the heatmap (its colour scale, help and status, shown with the heatmap), the diagonals'
 * heading and identity (KaTeX, about 850 elements), the distances box with the curves and table,
 * and where the matrix enters attention (KaTeX again).
 */
function groupsUnderHeatmap(panel: HTMLElement) {
  const identity = part(panel, '#distance-diagonals-title');
  const curves = part(panel, '#distance-field');
  const attention = part(panel, '#distance-attention-title');
  return {
    notes: siblingsFrom(part(panel, '#distance-scale'), identity),
    identity: siblingsFrom(identity, curves),
    curves: siblingsFrom(curves, attention),
    attention: siblingsFrom(attention),
  };
}

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const figure = part<HTMLDivElement>(panel, '#distance-figure');
  const status = part<HTMLParagraphElement>(panel, '#distance-status');
  const below = belowFirstScreen(panel, groupsUnderHeatmap(panel), {
    identity: () => renderFormula(part(panel, '#distance-identity'), IDENTITY),
    attention: () => renderFormula(part(panel, '#distance-decomposition'), DECOMPOSITION),
  });
  const heatmap = createMatrixHeatmap(panel);
  const table = createDiagonalTable(panel);
  const curves = createDiagonalCurves(panel);
  const steps = createDrawSteps(panel, context.lifetime);
  let computed: DistanceMatrix | null = null;
  let stats: DiagonalStats[] = [];
  const field = createDistancesField(
    panel,
    DEFAULT_DISTANCES,
    () => maxDistance(computed, store.state.length),
    () => {
      showDiagonals();
      redraw(false);
    },
  );

  /** The texts around the figure that depend on the settings only. */
  function showTexts(state: Readonly<AppState>): void {
    part(panel, '#distance-shape').textContent = distanceShape(state);
    const cap = capText(state.length);
    const capNote = part<HTMLParagraphElement>(panel, '#distance-cap');
    capNote.textContent = cap.text;
    capNote.classList.toggle('capped', cap.capped);
    part(panel, '#distance-reading').textContent = readingText(state.dModel);
    const oddNote = part<HTMLParagraphElement>(panel, '#distance-odd');
    const odd = oddNoteHtml(state.dModel);
    oddNote.hidden = odd === null;
    // Only numbers and fixed words go into this HTML.
    if (odd !== null) oddNote.innerHTML = odd;
  }

  /** Diagonal statistics and the table beside the curves, for the distances that fit. */
  function showDiagonals(): void {
    if (!computed) return;
    stats = diagonalsFor(computed, field.ks);
    table.show(diagonalRows(field.ks, stats));
  }

  /** The matrix from the core for the current settings; false (the reason shown) when refused. */
  function compute(): boolean {
    try {
      computed = computeMatrix(store.state);
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error);
      steps.stop();
      below.showAll(); // the distances box and the notes, as before the first draw's steps
      return false;
    }
    heatmap.set(computed);
    showTexts(store.state);
    status.textContent = '';
    // A first draw shows the table in the curves' step, the table still out of the layout until then.
    if (!steps.firstDrawPending) showDiagonals();
    return true;
  }

  /**
   * The heatmap's frame first (the first screen: its size and the texts above it, laid out by the
   * frame that shows the panel), then the matrix from the core, painted, with the notes under it,
   * then the identity, the curves with their table, and the attention formula: on the first draw
   * each in a task of its own with what it has not reached out of the layout (draw-steps.ts;
   * issue 31: blocking time), a formula's markup parsed a task before it is shown, later draws at
   * once (the matrix computed first: refused settings leave the figure as it was).
   */
  function draw(matrixChanged: boolean): number | null {
    if (panel.hidden) return null; // a hidden panel has no size; drawn when shown
    const firstDraw = steps.firstDrawPending;
    if (!firstDraw && matrixChanged && !compute()) return null;
    if (firstDraw) {
      below.hideAll();
      showTexts(store.state);
    }
    // The curves' box is as wide as the figure's frame (both fill the panel): one width read,
    // before anything is written, so no draw forces a second layout (issue 12), and the first
    // draw's curves step lays out nothing itself (issue 31).
    const width = figure.clientWidth;
    const maxSide = Math.max(200, Math.min(520, window.innerHeight - 200));
    /**
     * A first draw lays out what a step showed in that step's task: its steps follow each other
     * without waiting for a frame, and left to the next frame the parts of three steps were laid
     * out together (one task of 290 ms of layout at 4x).
     */
    const layOutNow = (): void => {
      if (firstDraw) void panel.offsetHeight;
    };
    steps.run([
      // The first step runs at once, in this frame: the frame's size before anything is painted.
      () => {
        if (firstDraw) heatmap.reserve(width, maxSide);
      },
      () => {
        // A refused first draw stops here, every part shown (compute()).
        if (firstDraw && (matrixChanged || !computed) && !compute()) return;
        heatmap.draw(width, maxSide);
        below.show('notes');
      },
      () => below.fill('identity'),
      () => {
        below.show('identity');
        layOutNow();
      },
      () => {
        below.show('curves');
        if (firstDraw) showDiagonals();
        if (computed) curves.draw(computed, field.ks, stats, width);
        layOutNow();
      },
      () => below.fill('attention'),
      () => {
        below.show('attention');
        layOutNow();
      },
    ]);
    return width;
  }
  const redraw = context.lifetime.redrawer(figure, draw);
  redraw(true);
  const keys = ['length', 'dModel', 'base', 'layout'] as const;
  return {
    update(_state, changed) {
      if (keys.some((key) => changed.has(key))) redraw(true);
    },
    shown: () => redraw(false),
  };
}

// Its formulas are fixed, so they are typeset at build time: the view draws before KaTeX's runtime.
addPrebuiltTex(prebuiltTex);

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const distancePanel: ViewPanel = {
  template: DISTANCE_TEMPLATE,
  // KaTeX's rules for the build-time formulas first: the view's own rules come after them.
  styles: [prebuiltTexCss, inputWordsCss, distanceCss],
  mount,
};
