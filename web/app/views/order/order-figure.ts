// The word-order figure: the two sentences side by side (one above the other where the figure
// is narrower than both, on a phone: drawn at full size, not scaled down), without and with PE. For each sentence
// its three input vectors, the three self-attention outputs and their mean, every component a
// coloured cell on one diverging scale shared by the whole figure; under each panel the
// difference of the two means. Without PE the outputs are the same vectors in another order and
// the means are equal; with PE they differ. A compact layout of the same numbers (the means and
// their difference) is what a short frame shows. Inputs come from addPositionalEncoding, attention
// weights from attentionScores (softmax(x·xᵀ/√d), the package's core); the outputs are those
// weights applied to the three inputs, a 3 × 3 × d display-sized sum.
import { attentionScores } from 'positional-encoding';
import { scaleDiverging } from 'd3-scale';
import { interpolateRdBu } from 'd3-scale-chromatic';
import { select } from 'd3-selection';
import { formatValue } from '../../format.js';
import { captionWhere, cellSize, FIGURE_MARKUP, GAP, isStacked, LABEL } from './first-frame.js';

export interface SentenceVectors {
  /** The sentence's words, in order. */
  words: readonly string[];
  /** Its 3 × dModel inputs, row-major (word vectors, or word vectors + PE). */
  inputs: Float32Array;
}

interface Strip {
  label: string;
  key: string;
  values: ArrayLike<number>;
}

interface SentenceResult {
  words: readonly string[];
  inputs: Float32Array;
  outputs: Float64Array[];
  mean: Float64Array;
}

/** softmax(x·xᵀ/√d) from the core, then each output the weighted sum of the inputs. */
export function selfAttention(inputs: Float32Array, count: number, dModel: number): Float64Array[] {
  const weights = attentionScores(inputs, inputs, [1, count, dModel], { softmax: true });
  return Array.from({ length: count }, (_, t) => {
    const output = new Float64Array(dModel);
    for (let k = 0; k < count; k++) {
      for (let j = 0; j < dModel; j++) output[j]! += weights[t * count + k]! * inputs[k * dModel + j]!;
    }
    return output;
  });
}

function meanOf(rows: Float64Array[], dModel: number): Float64Array {
  const mean = new Float64Array(dModel);
  for (const row of rows) for (let j = 0; j < dModel; j++) mean[j]! += row[j]! / rows.length;
  return mean;
}

function analyse(sentence: SentenceVectors, dModel: number): SentenceResult {
  const count = sentence.words.length;
  const outputs = selfAttention(sentence.inputs, count, dModel);
  return { ...sentence, outputs, mean: meanOf(outputs, dModel) };
}

const ROW = 22;
const SECTION = 24;
/** A sentence's name above its block, in the stacked layout. */
const SENTENCE_HEAD = 22;

interface Panels {
  plain: [SentenceVectors, SentenceVectors];
  withPe: [SentenceVectors, SentenceVectors];
}

export interface OrderFigure {
  /** Redraws both panels for new inputs; `withPe` labels the inputs "word + PE(pos)". */
  show(panels: Panels, dModel: number): void;
  /** Redraws the last inputs if the figure's width calls for the other layout (a resize). */
  fit(): void;
}

export function createOrderFigure(container: HTMLElement): OrderFigure {
  // The figure's parts are the template's (first-frame.ts, drawn in the first frame); a bare
  // container gets them here.
  if (!container.querySelector('.order-figure-panels')) container.innerHTML = FIGURE_MARKUP;
  const panels = select(container).select<HTMLDivElement>('.order-figure-panels');
  const compact = select(container).select<HTMLDivElement>('.order-figure-compact');
  const legend = select(container).select<HTMLDivElement>('.order-figure-legend');

  const where = select(container).select<HTMLSpanElement>('.order-figure-where');
  let last: { panels: Panels; dModel: number; stacked: boolean } | null = null;

  function draw(input: Panels, dModel: number): void {
    const { plain, withPe } = input;
    const results = {
      plain: plain.map((s) => analyse(s, dModel)) as [SentenceResult, SentenceResult],
      withPe: withPe.map((s) => analyse(s, dModel)) as [SentenceResult, SentenceResult],
    };
    let largest = 0;
    for (const pair of [results.plain, results.withPe]) {
      for (const r of pair) {
        for (const v of r.inputs) largest = Math.max(largest, Math.abs(v));
        for (const row of r.outputs) for (const v of row) largest = Math.max(largest, Math.abs(v));
      }
    }
    const limit = Math.ceil(largest * 10) / 10;
    const colour = scaleDiverging<string>(interpolateRdBu).domain([-limit, 0, limit]);
    const cell = cellSize(dModel);
    const stacked = isStacked(container.clientWidth, dModel);
    where.text(captionWhere(plain[0].words.join(' '), plain[1].words.join(' '), stacked));
    panels.selectAll('svg').remove();
    drawPanel(panels, 'plain', 'Without positional encoding', results.plain, dModel, cell, colour, false, stacked);
    drawPanel(panels, 'pe', 'With positional encoding', results.withPe, dModel, cell, colour, true, stacked);
    compact.selectAll('svg').remove();
    const compactCell = dModel <= 8 ? 20 : 12;
    drawMeans(compact, 'plain', 'Without positional encoding', results.plain, dModel, compactCell, colour);
    drawMeans(compact, 'pe', 'With positional encoding', results.withPe, dModel, compactCell, colour);
    drawLegend(legend, colour, limit);
    last = { panels: input, dModel, stacked };
  }

  return {
    show: draw,
    fit() {
      if (last && isStacked(container.clientWidth, last.dModel) !== last.stacked) draw(last.panels, last.dModel);
    },
  };
}

function strips(result: SentenceResult, dModel: number, withPe: boolean): Strip[][] {
  const row = (values: Float32Array, t: number) => values.subarray(t * dModel, (t + 1) * dModel);
  return [
    result.words.map((word, t) => ({
      label: withPe ? `${word} + PE(${t})` : word,
      key: `input-${t}`,
      values: row(result.inputs, t),
    })),
    result.words.map((word, t) => ({ label: `out(${word})`, key: `output-${t}`, values: result.outputs[t]! })),
    [{ label: 'mean', key: 'mean', values: result.mean }],
  ];
}

/** The two means' difference, its largest component and the sentence that says what it shows
 *  (`short` where the figure is narrow: the compact panel, the stacked layout). */
function compareMeans(pair: [SentenceResult, SentenceResult]): {
  difference: Float64Array;
  largest: number;
  differs: boolean;
  verdict: string;
  short: string;
} {
  const [a, b] = pair;
  const difference = Float64Array.from(a.mean, (v, j) => v - b.mean[j]!);
  const largest = Math.max(...Array.from(difference, Math.abs));
  const differs = largest >= 0.5e-4;
  const rounding = largest === 0 ? '0' : largest.toExponential(1);
  const verdict = differs
    ? `the means differ, by up to ${formatValue(largest, 4)}`
    : `the means are equal (largest difference ${rounding}, rounding)`;
  const short = differs ? `means differ, by up to ${formatValue(largest, 4)}` : `means equal (difference ${rounding})`;
  return { difference, largest, differs, verdict, short };
}

const MEANS_LABEL = 100;
const MEANS_ROW = 16;

/** The compact panel: each sentence's mean output, their difference and the verdict. */
function drawMeans(
  host: ReturnType<typeof select<HTMLDivElement, unknown>>,
  key: string,
  title: string,
  pair: [SentenceResult, SentenceResult],
  dModel: number,
  cell: number,
  colour: (value: number) => string,
): void {
  const { difference, largest, differs, verdict, short } = compareMeans(pair);
  const width = MEANS_LABEL + dModel * cell;
  const height = 18 + 3 * MEANS_ROW + 18;
  const svg = host
    .append('svg')
    .attr('class', 'order-figure-means')
    .attr('data-panel', key)
    .attr('data-difference', String(largest))
    .attr('viewBox', `0 0 ${width} ${height}`)
    .attr('width', width)
    .attr('role', 'img')
    .attr('aria-label', `${title}: the mean self-attention output of both sentences and their difference; ${verdict}.`);
  svg.append('text').attr('class', 'order-figure-title').attr('x', 0).attr('y', 13).text(title);
  const rows: Strip[] = [
    { label: `“${pair[0].words.join(' ')}”`, key: 'mean-a', values: pair[0].mean },
    { label: `“${pair[1].words.join(' ')}”`, key: 'mean-b', values: pair[1].mean },
    { label: 'difference', key: 'difference', values: difference },
  ];
  rows.forEach((row, k) =>
    drawStrip(svg.append('g'), row, 0, 18 + k * MEANS_ROW, cell, colour, MEANS_LABEL, MEANS_ROW),
  );
  svg
    .append('text')
    .attr('class', 'order-figure-verdict')
    .attr('data-differs', String(differs))
    .attr('x', 0)
    .attr('y', height - 4)
    .text(short);
}

function drawPanel(
  host: ReturnType<typeof select<HTMLDivElement, unknown>>,
  key: string,
  title: string,
  pair: [SentenceResult, SentenceResult],
  dModel: number,
  cell: number,
  colour: (value: number) => string,
  withPe: boolean,
  stacked: boolean,
): void {
  const stripWidth = dModel * cell;
  const column = LABEL + stripWidth;
  const width = stacked ? column : 2 * column + GAP;
  const sections = ['inputs', 'self-attention outputs', 'mean of the outputs'];
  const { difference, largest: largestDifference, differs, verdict, short } = compareMeans(pair);
  const block = sections.length * SECTION + 7 * ROW + (stacked ? SENTENCE_HEAD : 0);
  const blocks = stacked ? 2 * block : block;
  const height = 22 + blocks + SECTION + 2 * ROW + 6;

  const svg = host
    .append('svg')
    .attr('class', 'order-figure-panel')
    .attr('data-panel', key)
    .attr('data-layout', stacked ? 'stacked' : 'side-by-side')
    .attr('data-difference', String(largestDifference))
    .attr('viewBox', `0 0 ${width} ${height}`)
    .attr('width', width)
    .attr('role', 'img')
    .attr('aria-label', `${title}: inputs, self-attention outputs and their mean for both sentences; ${verdict}.`);
  svg.append('text').attr('class', 'order-figure-title').attr('x', 0).attr('y', 14).text(title);

  pair.forEach((result, s) => {
    const x0 = stacked ? 0 : s * (column + GAP);
    const group = svg.append('g').attr('data-sentence', s === 0 ? 'a' : 'b');
    let y = 22 + (stacked ? s * block : 0);
    if (stacked) {
      y += SENTENCE_HEAD;
      svg
        .append('text')
        .attr('class', 'order-figure-sentence')
        .attr('x', 0)
        .attr('y', y - 4)
        .text(`“${result.words.join(' ')}”`);
    }
    strips(result, dModel, withPe).forEach((section, k) => {
      y += SECTION;
      if (s === 0 || stacked)
        svg
          .append('text')
          .attr('class', 'order-figure-section')
          .attr('x', 0)
          .attr('y', y - 6)
          .text(sections[k]!);
      for (const strip of section) {
        drawStrip(group, strip, x0, y, cell, colour);
        y += ROW;
      }
    });
  });

  // The two means' difference, on the same scale, and what it says.
  let y = 22 + blocks + SECTION;
  svg
    .append('text')
    .attr('class', 'order-figure-section')
    .attr('x', 0)
    .attr('y', y - 6)
    .text(stacked ? 'first mean − second mean' : 'left mean − right mean');
  const differenceStrip = { label: 'difference', key: 'difference', values: difference };
  drawStrip(svg.append('g').attr('data-sentence', 'difference'), differenceStrip, 0, y, cell, colour);
  y += ROW;
  svg
    .append('text')
    .attr('class', 'order-figure-verdict')
    .attr('data-differs', String(differs))
    .attr('x', stacked ? 0 : LABEL)
    .attr('y', y + 12)
    .text(stacked ? short : verdict);
}

function drawStrip(
  group: ReturnType<typeof select<SVGGElement, unknown>>,
  strip: Strip,
  x: number,
  y: number,
  cell: number,
  colour: (value: number) => string,
  label = LABEL,
  rowHeight = ROW,
): void {
  const row = group.append('g').attr('class', 'order-figure-strip').attr('data-row', strip.key);
  row
    .append('text')
    .attr('class', 'order-figure-label')
    .attr('x', x + label - 6)
    .attr('y', y + rowHeight / 2 + 4)
    .attr('text-anchor', 'end')
    .text(strip.label);
  row
    .selectAll('rect')
    .data(Array.from(strip.values))
    .join('rect')
    .attr('x', (_, j) => x + label + j * cell)
    .attr('y', y + 1)
    .attr('width', cell - 1)
    .attr('height', rowHeight - 3)
    .attr('fill', (value) => colour(value))
    .attr('data-value', (value) => String(value));
}

function drawLegend(
  legend: ReturnType<typeof select<HTMLDivElement, unknown>>,
  colour: (value: number) => string,
  limit: number,
): void {
  const steps = [-limit, -limit / 2, 0, limit / 2, limit];
  legend.html('');
  legend.append('span').attr('class', 'order-figure-legend-title').text('value');
  for (const value of steps) {
    const item = legend.append('span').attr('class', 'order-figure-legend-item');
    item.append('span').attr('class', 'order-figure-swatch').style('background', colour(value));
    item.append('span').text(value === 0 ? '0' : formatValue(value, 1));
  }
}
