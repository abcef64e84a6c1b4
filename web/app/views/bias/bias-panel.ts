// ALiBi and T5: the two encodings that add a bias to the attention score instead of a vector to
// the token. ALiBi's slopes per head (alibiSlopes), the bias of a chosen head over a sentence of
// the documents (alibiBias); T5's bucket against the relative position (t5RelativeBucket) and its
// bucket matrix over the same sentence (t5BucketMatrix). Every number drawn comes from the package.
import { alibiBias, alibiSlopes, t5BucketMatrix, t5RelativeBucket } from 'positional-encoding';
import { DOCUMENT_SENTENCES } from '../../documents/sentences.js';
import { part } from '../../dom.js';
import { downloadBlob } from '../../export/download.js';
import { figurePng } from '../../export/figure-png.js';
import type { Cell } from '../../figures/cell-cursor.js';
import { LabelledGrid, type GridContent } from '../../figures/labelled-grid.js';
import { formatNumber } from '../../format.js';
import type { AppState, Store } from '../../state/app-state.js';
import { SETTINGS } from '../../state/settings.js';
import { renderTex } from '../../tex.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { BucketPlot } from './bucket-plot.js';
import { alibiCellTex, bucketRegime, bucketTex, REGIME_WORDS, slopeTex, type BucketRule } from './formulas.js';
import { ALIBI_PRESETS, T5_PRESETS } from './presets.js';
import { SlopesChart } from './slopes-chart.js';
import labelledGridCss from '../../figures/labelled-grid.css?inline';
import biasCss from './bias.css?inline';

/** The key the matrices open on: "brown" in the tutorial's brown/red sentence (query "red"). */
const SENTENCE_FOCUS = { tutorial: 0, 'brown-red': 5, john: 0 } as const;

const SENTENCE_OPTIONS = Object.values(DOCUMENT_SENTENCES)
  .map((s) => `<option value="${s.key}">${s.words.length} words: ${s.source}</option>`)
  .join('');

const TEMPLATE = `
  <section class="bias-section" aria-labelledby="alibi-title" data-first-screen>
    <h3 id="alibi-title">ALiBi: one slope per head</h3>
    <div class="preset-buttons bias-presets" role="group" aria-label="ALiBi presets">
      ${ALIBI_PRESETS.map((p) => `<button type="button" data-heads="${p.heads}">${p.label}</button>`).join('')}
    </div>
    <div class="bias-figure" id="alibi-slopes-box">
      <svg id="alibi-slopes" aria-describedby="alibi-slopes-help"></svg>
    </div>
    <dl class="readout bias-readout three" id="alibi-slope-readout" aria-live="polite" aria-atomic="true">
      <div><dt>head h</dt><dd data-field="head">–</dd></div>
      <div class="value"><dt>slope m<sub>h</sub></dt><dd data-field="slope">–</dd></div>
      <div><dt>as a power of 2</dt><dd data-field="power">–</dd></div>
    </dl>
    <p class="help" id="alibi-slopes-help">
      <span class="pointer-words">Hover a bar to read it, click it</span><span class="touch-words">Tap a bar</span> to draw that head below; or focus the
      chart and use the arrow keys.
    </p>
    <div class="bias-formula" id="alibi-slope-formula" tabindex="0" role="region" aria-label="The chosen head’s slope, as a formula"></div>
  </section>

  <form class="bias-controls" id="bias-controls" aria-label="ALiBi and T5 settings">
    <div class="bias-field sentence">
      <label for="bias-sentence">Sentence</label>
      <select id="bias-sentence">${SENTENCE_OPTIONS}</select>
    </div>
    <div class="bias-field">
      <label for="bias-heads">Heads H</label>
      <input id="bias-heads" type="number" min="1" max="256" step="1" inputmode="numeric" />
    </div>
    <div class="bias-field">
      <label for="bias-head">Head h</label>
      <input id="bias-head" type="number" min="1" max="256" step="1" inputmode="numeric" />
    </div>
    <div class="bias-field">
      <label for="bias-mode">ALiBi mode</label>
      <select id="bias-mode">
        <option value="causal">causal (decoder)</option>
        <option value="symmetric">symmetric (encoder)</option>
      </select>
    </div>
  </form>
  <p class="status" id="bias-notice" role="status"></p>

  <section class="bias-section" aria-labelledby="alibi-matrix-title">
    <h3 id="alibi-matrix-title">The bias of head <span id="alibi-head-name"></span> on the sentence</h3>
    <p class="bias-note" id="alibi-matrix-note"></p>
    <div class="grid-scroll"><svg id="alibi-grid"></svg></div>
    <dl class="readout bias-readout" id="alibi-readout" aria-live="polite" aria-atomic="true">
      <div><dt>query i</dt><dd data-field="query">–</dd></div>
      <div><dt>key j</dt><dd data-field="key">–</dd></div>
      <div><dt>i − j</dt><dd data-field="distance">–</dd></div>
      <div class="value"><dt>bias b<sub>ij</sub></dt><dd data-field="bias">–</dd></div>
    </dl>
    <p class="help" id="alibi-grid-help">
      <span class="pointer-words">Hover a cell</span><span class="touch-words">Tap or drag across a cell</span>, or focus the matrix and use the arrow keys.
    </p>
    <div class="bias-formula" id="alibi-cell-formula" tabindex="0" role="region" aria-label="The chosen cell’s bias, as a formula"></div>
    <div class="bias-export">
      <button type="button" class="action" data-export="alibi-png">Download PNG</button>
      <button type="button" class="action" data-export="alibi-csv">Download CSV</button>
    </div>
  </section>

  <section class="bias-section" aria-labelledby="t5-title">
    <h3 id="t5-title">T5: exact buckets, then logarithmic ones</h3>
    <div class="preset-buttons bias-presets" role="group" aria-label="T5 presets">
      ${T5_PRESETS.map((p, k) => `<button type="button" data-t5="${k}">${p.label}</button>`).join('')}
    </div>
    <div class="bias-controls">
      <div class="bias-field">
        <label for="t5-buckets">num_buckets</label>
        <input id="t5-buckets" type="number" min="2" max="256" step="1" inputmode="numeric" />
      </div>
      <div class="bias-field">
        <label for="t5-max-distance">max_distance</label>
        <input id="t5-max-distance" type="number" min="2" max="4096" step="1" inputmode="numeric" />
      </div>
      <div class="bias-field">
        <label for="t5-direction">Direction</label>
        <select id="t5-direction">
          <option value="bidirectional">bidirectional (encoder)</option>
          <option value="unidirectional">unidirectional (decoder)</option>
        </select>
      </div>
    </div>
    <p class="status" id="t5-status" role="status"></p>
    <div id="t5-figures">
    <p class="bias-note" id="t5-note"></p>
    <div class="bias-figure" id="t5-plot-box"><svg id="t5-plot" aria-describedby="t5-plot-help"></svg></div>
    <dl class="readout bias-readout" id="t5-readout" aria-live="polite" aria-atomic="true">
      <div><dt>d = j − i</dt><dd data-field="d">–</dd></div>
      <div class="value"><dt>bucket</dt><dd data-field="bucket">–</dd></div>
      <div class="wide"><dt>rule</dt><dd data-field="regime">–</dd></div>
    </dl>
    <p class="help" id="t5-plot-help">
      <span class="pointer-words">Hover the staircase</span><span class="touch-words">Tap or drag along the staircase</span>, or focus it and use the arrow keys (Page Up/Down: ±10).
    </p>
    <div class="bias-formula" id="t5-formula" tabindex="0" role="region" aria-label="The chosen distance’s bucket, as a formula"></div>

    <h3 id="t5-matrix-title">T5's buckets on the sentence</h3>
    <div class="grid-scroll"><svg id="t5-grid"></svg></div>
    <dl class="readout bias-readout" id="t5-cell-readout" aria-live="polite" aria-atomic="true">
      <div><dt>query i</dt><dd data-field="query">–</dd></div>
      <div><dt>key j</dt><dd data-field="key">–</dd></div>
      <div><dt>d = j − i</dt><dd data-field="d">–</dd></div>
      <div class="value"><dt>bucket</dt><dd data-field="bucket">–</dd></div>
    </dl>
    <p class="help" id="t5-grid-help">
      <span class="pointer-words">Hover a cell</span><span class="touch-words">Tap or drag across a cell</span>, or focus the matrix and use the arrow keys.
    </p>
    <div class="bias-export">
      <button type="button" class="action" data-export="t5-png">Download PNG</button>
      <button type="button" class="action" data-export="t5-csv">Download CSV</button>
    </div>
    </div>
  </section>

  <section class="bias-section bias-notice-box" aria-labelledby="bias-notice-title">
    <h3 id="bias-notice-title">What to notice</h3>
    <ul>
      <li>ALiBi adds nothing to the tokens: each head subtracts m<sub>h</sub> per step of distance from the
        score. The first heads have steep slopes and look only at the last few words; the last heads have
        slopes near 0 and see the whole sentence.</li>
      <li>In one head the bias depends only on i − j: every diagonal of the matrix has one value. That is
        why ALiBi carries over to sequences longer than any seen in training: a new distance is one more
        step down the same line.</li>
      <li>T5 learns one number per bucket and head. Near distances get a bucket each; far ones share
        buckets whose width grows geometrically; everything past max_distance is one bucket. So T5 cannot
        tell a distance of 200 from 2000.</li>
      <li>Neither sees the words: swap two words of the sentence and both matrices stay the same. The
        attention lab shows what that does to the scores.</li>
    </ul>
  </section>`;

interface Shown {
  words: readonly string[];
  slopes: Float64Array;
  head: number;
  /** This head's bias, words × words. */
  bias: Float32Array;
  symmetric: boolean;
  buckets: Int32Array | null;
  rule: Omit<BucketRule, 'd' | 'bucket'> | null;
  curve: { distances: Int32Array; buckets: Int32Array } | null;
}

function fields(root: HTMLElement, selector: string): (field: string, text: string) => void {
  const cells = new Map<string, HTMLElement>();
  for (const cell of root.querySelectorAll<HTMLElement>(`${selector} [data-field]`))
    cells.set(cell.dataset.field!, cell);
  return (field, text) => {
    const cell = cells.get(field)!;
    if (cell.textContent !== text) cell.textContent = text;
  };
}

const signed = (value: number, digits = 7): string =>
  value === -Infinity ? '−∞' : formatNumber(value, digits).replace('-', '−');

function csvOf(words: readonly string[], value: (i: number, j: number) => string): Blob {
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const lines = [['query \\ key', ...words.map((w, j) => `${j} ${w}`)].map(quote).join(',')];
  words.forEach((word, i) => {
    lines.push([quote(`${i} ${word}`), ...words.map((_, j) => value(i, j))].join(','));
  });
  return new Blob([`${lines.join('\n')}\n`], { type: 'text/csv;charset=utf-8' });
}

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const notice = part<HTMLParagraphElement>(panel, '#bias-notice');
  const t5Status = part<HTMLParagraphElement>(panel, '#t5-status');
  const inputs = {
    sentence: part<HTMLSelectElement>(panel, '#bias-sentence'),
    heads: part<HTMLInputElement>(panel, '#bias-heads'),
    head: part<HTMLInputElement>(panel, '#bias-head'),
    mode: part<HTMLSelectElement>(panel, '#bias-mode'),
    buckets: part<HTMLInputElement>(panel, '#t5-buckets'),
    maxDistance: part<HTMLInputElement>(panel, '#t5-max-distance'),
    direction: part<HTMLSelectElement>(panel, '#t5-direction'),
  };
  const slopeField = fields(panel, '#alibi-slope-readout');
  const alibiField = fields(panel, '#alibi-readout');
  const t5Field = fields(panel, '#t5-readout');
  const t5CellField = fields(panel, '#t5-cell-readout');
  const slopeFormula = part<HTMLDivElement>(panel, '#alibi-slope-formula');
  const cellFormula = part<HTMLDivElement>(panel, '#alibi-cell-formula');
  const t5Formula = part<HTMLDivElement>(panel, '#t5-formula');

  let shown: Shown | null = null;
  let frame = 0;
  let lastWidth = 0;

  const showSlope = (head: number): void => {
    if (!shown) return;
    const slope = shown.slopes[head - 1]!;
    slopeField('head', `${head} of ${shown.slopes.length}`);
    slopeField('slope', formatNumber(slope, 7));
    slopeField('power', `2^${formatNumber(Math.log2(slope), 5).replace('-', '−')}`);
    renderTex(slopeFormula, slopeTex(head, shown.slopes.length, slope), true);
  };
  const slopes = new SlopesChart(part(panel, '#alibi-slopes'), {
    hover: (head) => showSlope(head ?? shown?.head ?? 1),
    choose: (head) => store.update({ head }),
  });

  const alibiGrid = new LabelledGrid(
    part(panel, '#alibi-grid'),
    ({ pos: i, dimension: j }) => {
      if (!shown) return;
      const value = shown.bias[i * shown.words.length + j]!;
      alibiField('query', `${i} “${shown.words[i]}”`);
      alibiField('key', `${j} “${shown.words[j]}”`);
      alibiField('distance', String(i - j).replace('-', '−'));
      alibiField('bias', signed(value));
      renderTex(cellFormula, alibiCellTex(i, j, shown.slopes[shown.head - 1]!, value, shown.symmetric), true);
    },
    { maxCell: 40 },
  );
  alibiGrid.focusTarget.setAttribute('aria-describedby', 'alibi-grid-help');

  const showBucket = (d: number, bucket: number): void => {
    if (!shown?.rule) return;
    const rule = { ...shown.rule, d, bucket };
    t5Field('d', String(d).replace('-', '−'));
    t5Field('bucket', String(bucket));
    t5Field('regime', REGIME_WORDS[bucketRegime(rule)]);
    renderTex(t5Formula, bucketTex(rule), true);
  };
  const bucketPlot = new BucketPlot(part(panel, '#t5-plot'), (index) => {
    if (shown?.curve) showBucket(shown.curve.distances[index]!, shown.curve.buckets[index]!);
  });
  const t5Grid = new LabelledGrid(
    part(panel, '#t5-grid'),
    ({ pos: i, dimension: j }) => {
      if (!shown?.buckets) return;
      const bucket = shown.buckets[i * shown.words.length + j]!;
      t5CellField('query', `${i} “${shown.words[i]}”`);
      t5CellField('key', `${j} “${shown.words[j]}”`);
      t5CellField('d', String(j - i).replace('-', '−'));
      t5CellField('bucket', String(bucket));
      // The staircase marks the same distance (its readout and formula follow).
      if (shown.curve) bucketPlot.point(j - i - shown.curve.distances[0]!);
    },
    { maxCell: 40 },
  );
  t5Grid.focusTarget.setAttribute('aria-describedby', 't5-grid-help');

  function showInputs(state: Readonly<AppState>): void {
    inputs.sentence.value = state.biasSentence;
    inputs.heads.value = String(state.heads);
    inputs.head.value = String(state.head);
    inputs.head.max = String(state.heads);
    inputs.mode.value = state.alibiMode;
    inputs.buckets.value = String(state.t5Buckets);
    inputs.maxDistance.value = String(state.t5MaxDistance);
    inputs.direction.value = state.t5Direction;
  }

  function compute(state: Readonly<AppState>): Shown {
    const words = DOCUMENT_SENTENCES[state.biasSentence].words;
    const L = words.length;
    const head = Math.min(state.head, state.heads);
    notice.textContent =
      state.head > state.heads
        ? `Head ${state.head} is not one of the ${state.heads} heads: showing head ${head}, the last.`
        : '';
    const symmetric = state.alibiMode === 'symmetric';
    const all = alibiBias(state.heads, L, { mode: state.alibiMode });
    const bias = all.slice((head - 1) * L * L, head * L * L);
    const result: Shown = {
      words,
      slopes: alibiSlopes(state.heads),
      head,
      bias,
      symmetric,
      buckets: null,
      rule: null,
      curve: null,
    };
    const bidirectional = state.t5Direction === 'bidirectional';
    const t5 = { numBuckets: state.t5Buckets, maxDistance: state.t5MaxDistance, bidirectional };
    try {
      result.buckets = t5BucketMatrix(L, L, t5);
      const reach = Math.min(1024, state.t5MaxDistance + Math.max(8, Math.round(state.t5MaxDistance / 4)));
      const distances = Int32Array.from({ length: 2 * reach + 1 }, (_, k) => k - reach);
      result.curve = { distances, buckets: t5RelativeBucket(distances, t5) };
      const sideBuckets = bidirectional ? state.t5Buckets / 2 : state.t5Buckets;
      result.rule = {
        sideBuckets,
        exactBelow: Math.floor(sideBuckets / 2),
        maxDistance: state.t5MaxDistance,
        bidirectional,
      };
      t5Status.textContent = '';
    } catch (error) {
      // The package refuses the combination (an odd num_buckets when bidirectional, a max_distance
      // not above num_buckets / 2): say so where the figure would be.
      t5Status.textContent = error instanceof Error ? error.message : String(error);
    }
    return result;
  }

  function draw(): void {
    frame = 0;
    if (panel.hidden) return;
    const state = store.state;
    try {
      shown = compute(state);
    } catch (error) {
      notice.textContent = error instanceof Error ? error.message : String(error);
      return;
    }
    const current = shown;
    const width = part<HTMLElement>(panel, '#alibi-slopes-box').clientWidth;
    lastWidth = width;
    const L = current.words.length;
    slopes.draw(current.slopes, current.head, width);
    showSlope(current.head);

    part(panel, '#alibi-head-name').textContent =
      `${current.head} (m = ${formatNumber(current.slopes[current.head - 1]!, 5)})`;
    let lowest = 0;
    for (const value of current.bias) if (Number.isFinite(value) && value < lowest) lowest = value;
    part(panel, '#alibi-matrix-note').textContent =
      `Rows are queries, columns keys: “${current.words.join(' ')}” (${L} words). ` +
      (current.symmetric
        ? 'Symmetric (encoder) mode: −m·|i − j| on both sides. '
        : 'Causal (decoder) mode: a word attends only to itself and earlier words; later keys are masked (−∞). ') +
      `Colours from ${signed(lowest, 4)} (dark) to 0 (light).`;
    const alibiContent: GridContent = {
      rowLabels: current.words,
      colLabels: current.words,
      unit: (i, j) => {
        const value = current.bias[i * L + j]!;
        return Number.isFinite(value) ? (lowest === 0 ? 1 : 1 - value / lowest) : null;
      },
      text: (i, j) => signed(current.bias[i * L + j]!, 2),
      label: `ALiBi bias of head ${current.head}, ${L} × ${L}, queries down, keys across`,
    };
    alibiGrid.draw(alibiContent, width);
    // Open on the last word looking back at the sentence's marked word ("red" at "brown").
    const opening: Cell = {
      pos: L - 2 >= 0 ? L - 2 : 0,
      dimension: Math.min(L - 1, SENTENCE_FOCUS[state.biasSentence]),
    };
    alibiGrid.show(alibiGrid.cursor.current ?? opening);

    part<HTMLElement>(panel, '#t5-figures').hidden = current.buckets === null;
    if (current.buckets && current.curve && current.rule) {
      const { rule, curve, buckets } = current;
      part(panel, '#t5-note').textContent =
        `${state.t5Buckets} buckets, max_distance ${state.t5MaxDistance}, ${rule.bidirectional ? `bidirectional: ${rule.sideBuckets} for keys before the query, ${rule.sideBuckets} for keys after` : 'unidirectional: keys after the query all get bucket 0'}. ` +
        `Distances below ${rule.exactBelow} get a bucket each; from ${rule.exactBelow} to ${state.t5MaxDistance} the buckets widen logarithmically.`;
      bucketPlot.draw({ ...curve, numBuckets: state.t5Buckets, ...rule }, width);
      t5Grid.draw(
        {
          rowLabels: current.words,
          colLabels: current.words,
          unit: (i, j) => buckets[i * L + j]! / Math.max(1, state.t5Buckets - 1),
          text: (i, j) => String(buckets[i * L + j]!),
          label: `T5 bucket ids, ${L} × ${L}, queries down, keys across`,
        },
        width,
      );
      t5Grid.show(t5Grid.cursor.current ?? opening);
    }
    panel.dataset.ready = 'true';
  }

  const schedule = (): void => {
    if (frame === 0) frame = requestAnimationFrame(draw);
  };

  // Controls write the store; a value the setting does not allow is refused visibly (aria-invalid).
  const bindNumber = (input: HTMLInputElement, key: 'heads' | 'head' | 't5Buckets' | 't5MaxDistance'): void => {
    input.addEventListener('change', () => {
      const value = SETTINGS[key].parse(input.value);
      input.setAttribute('aria-invalid', String(value === undefined));
      if (value === undefined) {
        notice.textContent = `${input.labels?.[0]?.textContent ?? key} must be ${SETTINGS[key].allowed}; kept ${store.state[key]}.`;
        input.value = String(store.state[key]);
        return;
      }
      store.update({ [key]: value });
    });
  };
  bindNumber(inputs.heads, 'heads');
  bindNumber(inputs.head, 'head');
  bindNumber(inputs.buckets, 't5Buckets');
  bindNumber(inputs.maxDistance, 't5MaxDistance');
  inputs.sentence.addEventListener('change', () =>
    store.update({ biasSentence: SETTINGS.biasSentence.parse(inputs.sentence.value) }),
  );
  inputs.mode.addEventListener('change', () =>
    store.update({ alibiMode: SETTINGS.alibiMode.parse(inputs.mode.value) }),
  );
  inputs.direction.addEventListener('change', () =>
    store.update({ t5Direction: SETTINGS.t5Direction.parse(inputs.direction.value) }),
  );
  part(panel, '#bias-controls').addEventListener('submit', (event) => event.preventDefault());
  for (const button of panel.querySelectorAll<HTMLButtonElement>('[data-heads]')) {
    button.addEventListener('click', () => {
      const heads = Number(button.dataset.heads);
      store.update({ heads, head: Math.min(store.state.head, heads) });
    });
  }
  for (const button of panel.querySelectorAll<HTMLButtonElement>('[data-t5]')) {
    button.addEventListener('click', () => {
      const preset = T5_PRESETS[Number(button.dataset.t5)]!;
      store.update({ t5Buckets: preset.numBuckets, t5MaxDistance: preset.maxDistance, t5Direction: preset.direction });
    });
  }

  const background = (): string => getComputedStyle(panel).backgroundColor || '#fff';
  const exportPng = async (svgId: string, name: string): Promise<void> => {
    const svg = part<SVGSVGElement>(panel, svgId);
    const width = Number(svg.getAttribute('width'));
    const height = Number(svg.getAttribute('height'));
    const blob = await figurePng({ width, height, background: background(), overlay: svg, drawCells: () => {} });
    downloadBlob(blob, name);
  };
  const fileStem = (): string => `${store.state.biasSentence}`;
  panel.addEventListener('click', (event) => {
    const action = (event.target as HTMLElement).closest<HTMLElement>('[data-export]')?.dataset.export;
    if (!action || !shown) return;
    const current = shown;
    const L = current.words.length;
    if (action === 'alibi-png')
      void exportPng('#alibi-grid', `alibi-H${store.state.heads}-h${current.head}-${fileStem()}.png`);
    if (action === 'alibi-csv')
      downloadBlob(
        csvOf(current.words, (i, j) => {
          const value = current.bias[i * L + j]!;
          return Number.isFinite(value) ? value.toPrecision(9) : '-inf';
        }),
        `alibi-H${store.state.heads}-h${current.head}-${fileStem()}.csv`,
      );
    const stem = `t5-b${store.state.t5Buckets}-d${store.state.t5MaxDistance}-${store.state.t5Direction}-${fileStem()}`;
    if (action === 't5-png' && current.buckets) void exportPng('#t5-grid', `${stem}.png`);
    if (action === 't5-csv' && current.buckets)
      downloadBlob(
        csvOf(current.words, (i, j) => String(current.buckets![i * L + j]!)),
        `${stem}.csv`,
      );
  });

  const box = part<HTMLElement>(panel, '#alibi-slopes-box');
  context.lifetime.observeResize(box, () => {
    if (box.clientWidth !== lastWidth) schedule();
  });
  context.lifetime.onEnd(() => cancelAnimationFrame(frame));

  showInputs(store.state);
  schedule();
  const keys = ['heads', 'head', 'alibiMode', 't5Buckets', 't5MaxDistance', 't5Direction', 'biasSentence'] as const;
  return {
    update(state, changed) {
      if (!keys.some((key) => changed.has(key))) return;
      showInputs(state);
      schedule();
    },
    shown: schedule,
  };
}

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const biasPanel: ViewPanel = { template: TEMPLATE, styles: [labelledGridCss, biasCss], mount };
