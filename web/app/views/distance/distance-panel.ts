// The relative-distance view: PE_t·PE_s for every pair of positions (dotProductMatrix(), the
// shared d_model / n / layout and L capped at MAX_POSITIONS) as a heatmap, and its diagonals
// PE_t·PE_{t+k} drawn against t for a few distances k: flat lines at Σ_i cos(ω_i·k), as the
// identity says. The attention score's four terms show where this matrix enters a transformer.
// The numbers and texts are distance-model.ts's; the heatmap, curves, table and distances box are
// modules of their own; mount wires them. Its description (distance-view.ts) is in the explorer's
// first chunk; this is a chunk of its own, fetched when the view is first shown.
import type { AppState, Store } from '../../state/app-state.js';
import { part } from '../../dom.js';
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

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const figure = part<HTMLDivElement>(panel, '#distance-figure');
  const curvesBox = part<HTMLDivElement>(panel, '#distance-curves');
  const status = part<HTMLParagraphElement>(panel, '#distance-status');
  renderFormula(part(panel, '#distance-identity'), IDENTITY);
  renderFormula(part(panel, '#distance-decomposition'), DECOMPOSITION);
  const heatmap = createMatrixHeatmap(panel);
  const table = createDiagonalTable(panel);
  const curves = createDiagonalCurves(panel);
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

  function draw(matrixChanged: boolean): number | null {
    if (panel.hidden) return null; // a hidden panel has no size; drawn when shown
    if (matrixChanged) {
      try {
        computed = computeMatrix(store.state);
      } catch (error) {
        status.textContent = error instanceof Error ? error.message : String(error);
        return null;
      }
      heatmap.set(computed);
      showTexts(store.state);
      status.textContent = '';
      showDiagonals();
    }
    const current = computed;
    if (!current) return null;
    // Both widths are read before anything is written: read after the matrix was drawn, the
    // curves' width forced a second layout of the panel (issue 12: blocking time).
    const width = figure.clientWidth;
    const curvesWidth = curvesBox.clientWidth;
    heatmap.draw(width, Math.max(200, Math.min(520, window.innerHeight - 200)));
    curves.draw(current, field.ks, stats, curvesWidth);
    panel.dataset.ready = 'true';
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
