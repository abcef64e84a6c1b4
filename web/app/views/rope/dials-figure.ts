// The dials with their readout and the rotation R_m of the selected pair: a pointer or ←/→ picks
// the pair, ↑/↓ and Page Up/Down ask for another position m (the panel writes it to the store).
import { part, readoutFields } from '../../dom.js';
import { renderTex } from '../../tex.js';
import { Dials } from './dials.js';
import { FIRST_PAIR } from './first-formula.js';
import { pairRotationTex } from './rope-formulas.js';
import { dialsLabel, pairAfterKey, pairReading, POSITION_KEYS, type RopeDials } from './rope-model.js';

export interface DialsFigure {
  /** Sizes the dials' SVG for `pairs` at `width`, drawing nothing yet (a first draw's first step). */
  reserve(pairs: number, width: number): void;
  /**
   * Draws the dials of `dials` at `width` and shows the selected pair; its rotation formula too,
   * unless `formula` is false (a first draw typesets it in a step of its own: showFormula).
   */
  show(dials: RopeDials, width: number, formula?: boolean): void;
  /** Typesets the selected pair's rotation. */
  showFormula(): void;
}

export function createDialsFigure(panel: HTMLElement, movePosition: (by: number) => void): DialsFigure {
  const box = part<HTMLDivElement>(panel, '#rope-dials');
  const svg = part<SVGSVGElement>(panel, '#rope-dials-svg');
  const rotation = part<HTMLElement>(panel, '#rope-rotation');
  const setField = readoutFields(part(panel, '#rope-readout'));
  const figure = new Dials(svg);
  let shown: RopeDials | null = null;
  let selected = FIRST_PAIR;

  function showPair(formula = true): void {
    if (!shown) return;
    const reading = pairReading(shown, selected);
    figure.select(selected);
    for (const [field, text] of Object.entries(reading.fields)) setField(field, text);
    if (formula) showFormula();
  }

  function showFormula(): void {
    if (shown) renderTex(rotation, pairRotationTex(shown, selected), true);
  }

  const pairFromPointer = (event: PointerEvent): void => {
    const bounds = svg.getBoundingClientRect();
    const pair = figure.pairAt(event.clientX - bounds.left, event.clientY - bounds.top);
    if (pair >= 0 && pair !== selected) {
      selected = pair;
      showPair();
    }
  };
  box.addEventListener('pointermove', pairFromPointer);
  box.addEventListener('pointerdown', pairFromPointer);
  box.addEventListener('keydown', (event) => {
    const pair = pairAfterKey(event.key, selected, shown?.pairs ?? 1);
    const by = POSITION_KEYS[event.key];
    if (pair === null && by === undefined) return;
    event.preventDefault();
    if (pair !== null) selected = pair;
    else movePosition(by!);
    showPair();
  });

  return {
    reserve: (pairs, width) => figure.reserve(pairs, width),
    show(dials, width, formula = true) {
      shown = dials;
      selected = Math.min(selected, dials.pairs - 1);
      figure.build(dials.pairs, width);
      figure.point(dials.pairCos, dials.pairSin);
      box.setAttribute('aria-label', dialsLabel(dials, selected));
      showPair(formula);
    },
    showFormula,
  };
}
