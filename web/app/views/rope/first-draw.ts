// The RoPE view's first draw in steps of their own tasks (issue 31: no first draw over 50 ms of
// the main thread at a time): the dials' size, the dials, the rotation formula under them, then
// the tables' numbers and drawing, then the score's, one call to the core a task. What follows a
// part not drawn yet is hidden (laid out by no one, it moves nothing when it comes); each step
// shows its part, reads its width and draws. A draw begun meanwhile takes over.
import { nextTask } from '../../after-paint.js';
import { part } from '../../dom.js';
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
  /** Whether this first draw is still the one to finish (no other draw began, the view is still there). */
  isLatest(): boolean;
  /** Every part is drawn. */
  finished(): void;
}

/** A step's answer: true, on to the next; false, stop (refused); 'again', run it again in the next task. */
type Step = () => boolean | 'again';

/** The first draw of the panel's figures; returns a function that starts one and gives the dials' width. */
export function createRopeFirstDraw(panel: HTMLElement, store: Store, figures: RopeFigures) {
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
    let curveSteps: Generator<void, RopeCurves> | null = null;
    let tablesWidth = 0;
    let curveWidth = 0;
    const steps: Step[] = [
      () => (dials.show(dialsNow!, width, false), true),
      () => {
        for (const element of formula) element.hidden = false;
        formulaShown = true;
        dials.showFormula();
        return true;
      },
      () => compute(() => (tablesNow = ropeTables(store.state))),
      () => (tables.set(tablesNow!), true),
      () => {
        for (const element of tablesParts) element.hidden = false;
        tablesWidth = tablesBox.clientWidth;
        tables.draw(tablesWidth, store.state.ropePos, 'cos');
        return true;
      },
      () => (tables.draw(tablesWidth, store.state.ropePos, 'sin'), true),
      // One call to the core a task: 'again' until the curves are computed.
      () =>
        compute(() => {
          curveSteps ??= ropeCurveSteps(store.state);
          const next = curveSteps.next();
          if (next.done) curvesNow = next.value;
        }) && (curvesNow ? true : 'again'),
      () => {
        scorePlot.set(curvesNow!);
        hooks.curvesComputed(curvesNow!);
        for (const element of score) element.hidden = false;
        curveWidth = curveBox.clientWidth;
        scorePlot.reserve(curveWidth);
        return true;
      },
      () => (scorePlot.draw(curveWidth), true),
    ];
    void (async () => {
      for (const step of steps) {
        let answer: boolean | 'again' = 'again';
        while (answer === 'again') {
          await nextTask();
          if (!hooks.isLatest()) return;
          answer = step();
        }
        if (!answer) return;
      }
      hooks.finished();
    })();
    return width;
  };
}
