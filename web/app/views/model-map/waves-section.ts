// The model map's wavelength figure and its readout: the chart (wavelength-chart.ts) of every kind
// that turns, the note under it, the readout of the chosen kind and pair, and the chart's pointer
// and keys. The numbers and texts come from the model (model-map-model.ts).
import { part, readoutFields } from '../../dom.js';
import { WavelengthChart } from '../../figures/wavelength-chart.js';
import {
  groupedDigits,
  referenceLines,
  waveAfterKey,
  waveReadout,
  wavesNote,
  type KindSeries,
  type Plan,
  type WavePick,
} from './model-map-model.js';

export interface WavesSection {
  /** The chart's box (its width sizes the chart). */
  readonly box: HTMLDivElement;
  /** The kinds that turn for the model now read (null when ropeFrequencies() refused). */
  readonly series: readonly KindSeries[] | null;
  /** A new model's kinds: the first kind and pair are chosen. */
  reset(series: KindSeries[] | null): void;
  /** Draws the chart `width` px wide for `plan`, its note and readout. */
  draw(width: number, plan: Plan): void;
}

export function createWavesSection(panel: HTMLElement, touch: boolean): WavesSection {
  const box = part<HTMLDivElement>(panel, '#model-map-waves');
  const svg = part<SVGSVGElement>(panel, '#model-map-waves-svg');
  const note = part<HTMLParagraphElement>(panel, '#model-map-waves-note');
  const setField = readoutFields(part(panel, '#model-map-waves-readout'));
  const chart = new WavelengthChart(svg, {
    className: 'model-map-waves-chart',
    x: 'place',
    y: 'padded',
    yFormat: (value) => `1e${Math.round(Math.log10(value))}`,
    frame: {
      aspect: 0.4,
      compactAspect: 0.7,
      minHeight: 180,
      maxHeight: 300,
      margin: { top: 12, right: 16, bottom: 44, left: 64 },
    },
    axes: {
      xLabel: '2i / d: the pair’s place in the head (fast → slow)',
      yLabel: 'wavelength 2π/θᵢ (positions)',
      xLabelGap: 38,
      yLabelX: 14,
    },
    outerTickSize: 6,
    cursor: { lineClass: null, dots: { className: 'wavelength-marker', radius: 4.5 } },
    ruleClass: 'reference',
  });
  part(panel, '#model-map-waves-help').textContent = touch
    ? 'Tap or drag along a line to read a pair.'
    : 'Hover a line, or focus the chart: ←/→ choose a pair, ↑/↓ a kind of layer.';

  let series: KindSeries[] | null = null;
  let pick: WavePick = { index: 0, pair: 0 };

  function show(): void {
    for (const [field, text] of Object.entries(waveReadout(series ?? [], pick))) setField(field, text);
    if (series?.[pick.index]) chart.mark(pick.pair, pick.index);
  }

  const fromPointer = (event: PointerEvent): void => {
    if (!series || series.length === 0) return;
    const bounds = svg.getBoundingClientRect();
    const x = event.clientX - bounds.left;
    const index = chart.seriesAt(x, event.clientY - bounds.top);
    pick = { index, pair: chart.pairAt(x, index) };
    show();
  };
  box.addEventListener('pointermove', fromPointer);
  box.addEventListener('pointerdown', fromPointer);
  box.addEventListener('keydown', (event) => {
    if (!series || series.length === 0) return;
    const next = waveAfterKey(event.key, pick, series);
    if (!next) return;
    event.preventDefault();
    pick = next;
    show();
  });

  return {
    box,
    get series() {
      return series;
    },
    reset(next) {
      series = next;
      pick = { index: 0, pair: 0 };
    },
    draw(width, plan) {
      const drawn = series ?? [];
      const lines = drawn.map((s) => ({ key: s.label, slot: s.slot, invFreq: s.invFreq, className: 'wavelength' }));
      const rules = referenceLines(plan).map((line) => ({
        key: line.key,
        value: line.value,
        label: `${line.label}: ${groupedDigits(line.value)}`,
      }));
      box.style.height = `${chart.draw(width, lines, rules).height}px`;
      note.textContent = wavesNote(plan, drawn);
      show();
    },
  };
}
