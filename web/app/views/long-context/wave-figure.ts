// The wavelength plot as the reader uses it: the shared wavelength chart drawn from the model's
// numbers, a pair chosen by pointer or keys, and that pair's readout, formula and rule.
import { part, readoutFields } from '../../dom.js';
import { renderTex } from '../../tex.js';
import { cursorKeyIndex } from '../../figures/plot/cursor.js';
import { WavelengthChart } from '../../figures/wavelength-chart.js';
import { powerOfTen } from '../../figures/power-of-ten.js';
import {
  changedMarks,
  pairReadout,
  wavelengthRules,
  wavelengthSeries,
  type LongContextNumbers,
} from './long-context-model.js';

export interface WaveFigure {
  readonly svg: SVGSVGElement;
  draw(width: number, numbers: LongContextNumbers, ropeType: string): void;
}

export function createWaveFigure(panel: HTMLElement): WaveFigure {
  const box = part<HTMLDivElement>(panel, '#lc-wave');
  const svg = part<SVGSVGElement>(panel, '#lc-wave-svg');
  const setField = readoutFields(part(panel, '#lc-wave-readout'));
  const formula = part<HTMLElement>(panel, '#lc-wave-formula');
  const rule = part<HTMLElement>(panel, '#lc-rule-formula');
  const chart = new WavelengthChart(svg, {
    className: 'lc-wave',
    x: 'pair',
    y: 'decades',
    yFormat: powerOfTen,
    frame: { aspect: 0.42, minHeight: 190, maxHeight: 300, rightMargin: 16 },
    axes: { xLabel: 'Pair i (fast → slow)', yLabel: 'Wavelength 2π/θᵢ (positions)' },
    cursor: { lineClass: 'lc-cursor' },
  });
  let numbers: LongContextNumbers | null = null;
  let selected = 0;

  function show(): void {
    if (!numbers) return;
    const shown = pairReadout(numbers, selected);
    for (const [field, text] of Object.entries(shown.fields)) setField(field, text);
    chart.mark(selected);
    renderTex(formula, shown.wavelengthTex, true);
    if (shown.ruleTex) {
      renderTex(rule, shown.ruleTex, true);
      rule.hidden = false;
    } else {
      rule.replaceChildren();
      rule.hidden = true;
    }
  }

  const pairs = (): number => numbers?.plain.length ?? 1;
  const select = (pair: number): void => {
    if (pair === selected) return;
    selected = pair;
    show();
  };
  const fromPointer = (event: PointerEvent): void =>
    select(chart.pairAt(event.clientX - svg.getBoundingClientRect().left));
  box.addEventListener('pointermove', fromPointer);
  box.addEventListener('pointerdown', fromPointer);
  box.addEventListener('keydown', (event) => {
    const next = cursorKeyIndex(event.key, selected, pairs(), 8);
    if (next === undefined) return;
    event.preventDefault();
    selected = next;
    show();
  });

  return {
    svg,
    draw(width, next, ropeType) {
      numbers = next;
      selected = Math.min(selected, next.plain.length - 1);
      const frame = chart.draw(width, wavelengthSeries(next, ropeType), wavelengthRules(next.setup), {
        bandAbove: {
          value: next.setup.train,
          className: 'lc-unseen',
          label: { className: 'lc-unseen-label', text: 'wavelength > N: never a full turn in training' },
        },
        highlight: changedMarks(next),
      });
      box.style.height = `${frame.height}px`;
      show();
    },
  };
}
