// The RoPE view's first draw in steps of their own tasks (issue 31: no first draw over 50 ms of
// the main thread at a time; figures/draw-steps.ts): the dials' size, the dials, the rotation
// formula under them, then the tables' numbers and drawing, then the score's, its core calls in
// slices. What follows a part not drawn yet is hidden (laid out by no one, it moves nothing when
// it comes); each step shows its part, reads its width and draws. A draw begun meanwhile takes over.
import { part } from '../../dom.js';
import { createDrawSteps, inSlices, type StepAnswer } from '../../figures/draw-steps.js';
import type { Lifetime } from '../../lifetime.js';
import type { Store } from '../../state/app-state.js';
import type { DialsFigure } from './dials-figure.js';
import {
  ropeCurveSteps,
  ropeDials,
  ropeTables,
  type RopeCurves,
  type RopeDials,
  type RopeTables,
} from './rope-model.js';
import { ropeShape } from './rope-view.js';
import type { ScorePlot } from './score-plot.js';
import type { TablesFigure } from './tables-figure.js';

export interface RopeFigures {
  dials: DialsFigure;
  tables: TablesFigure;
  scorePlot: ScorePlot;
}

export interface FirstDrawHooks {
  /** Runs one figure's computation; false (the reason in the status line) where the core refused. */
  compute(step: () => void): boolean;
  /** The numbers as they come, kept by the mount for later draws and the export. */
  dialsComputed(dials: RopeDials): void;
  curvesComputed(curves: RopeCurves): void;
  /** Every part is drawn (the panel is then marked ready). */
  finished(): void;
}

/** The first draw of the panel's figures; returns a function that starts one and gives the dials' width. */
export function createRopeFirstDraw(panel: HTMLElement, store: Store, figures: RopeFigures, lifetime: Lifetime) {
  const { dials, tables, scorePlot } = figures;
  const dialsBox = part<HTMLDivElement>(panel, '#rope-dials');
  const tablesBox = part<HTMLDivElement>(panel, '#rope-tables');
  const curveBox = part<HTMLDivElement>(panel, '#rope-curve');
  // The template's top-level parts after the dials: the rotation formula's and the controls under
  // it, the tables' (from their heading) and the score's (from its heading to the end).
  const after = (id: string): HTMLElement[] => {
    const parts: HTMLElement[] = [];
    for (let element = part<HTMLElement>(panel, `#${id}`); element; element = element.nextElementSibling as HTMLElement)
      parts.push(element);
    return parts;
  };
  const score = after('rope-score-title').filter((element) => !element.classList.contains('view-sources'));
  const tablesParts = after('rope-tables-title').filter((element) => !score.includes(element));
  // The formula's KaTeX markup is about 400 elements to style and lay out.
  const formula = after('rope-rotation').filter(
    (element) => !tablesParts.includes(element) && !score.includes(element),
  );
  /** The formula's parts once shown stay shown: a later first draw (after a refused setting) hides no control in use. */
  let formulaShown = false;
  // Every step in a task of its own, the first too: the dials' room is laid out in the task that began the draw.
  const drawSteps = createDrawSteps(panel, lifetime, { firstInTaskOfItsOwn: true });

  return function firstDraw(hooks: FirstDrawHooks): number | null {
    const { compute } = hooks;
    let dialsNow: RopeDials | null = null;
    if (!compute(() => (dialsNow = ropeDials(store.state)))) return null;
    hooks.dialsComputed(dialsNow!);
    part(panel, '#rope-status').textContent = '';
    for (const element of [...(formulaShown ? [] : formula), ...tablesParts, ...score]) element.hidden = true;
    const width = dialsBox.clientWidth;
    // The dials' room first: what is under them stays where it will be.
    dials.reserve(dialsNow!.pairs, width);
    part(panel, '#rope-shape').textContent = ropeShape(store.state);
    let tablesNow: RopeTables | null = null;
    let curvesNow: RopeCurves | null = null;
    let tablesWidth = 0;
    let curveWidth = 0;
    const scoreSlices = inSlices(
      () => ropeCurveSteps(store.state),
      (value) => (curvesNow = value),
    );
    drawSteps.run([
      () => dials.show(dialsNow!, width, false),
      () => {
        for (const element of formula) element.hidden = false;
        formulaShown = true;
        dials.showFormula();
      },
      () => compute(() => (tablesNow = ropeTables(store.state))),
      () => tables.set(tablesNow!),
      () => {
        for (const element of tablesParts) element.hidden = false;
        tablesWidth = tablesBox.clientWidth;
        tables.draw(tablesWidth, store.state.ropePos, 'cos');
      },
      () => tables.draw(tablesWidth, store.state.ropePos, 'sin'),
      // The score's core calls in slices: 'again' until the curves are computed.
      () => {
        let answer: StepAnswer = false;
        return compute(() => (answer = scoreSlices())) && answer;
      },
      () => {
        scorePlot.set(curvesNow!);
        hooks.curvesComputed(curvesNow!);
        for (const element of score) element.hidden = false;
        curveWidth = curveBox.clientWidth;
        scorePlot.reserve(curveWidth);
      },
      () => scorePlot.draw(curveWidth),
      () => hooks.finished(),
    ]);
    return width;
  };
}
