// The long-context view: what happens past the training length N. The wavelength 2π/θ_i of every
// pair against N (log scale), unscaled and under each Hugging Face scaling (linear, dynamic, yarn,
// longrope, llama3) overlaid, from ropeFrequencies(); the score (R_m q)·(R_n k) for q = k = ones
// far past N, unscaled and scaled, from attentionScores(); and the sinusoid's table past N
// (sinusoidal()) beside a learned table's, which has no row there. Presets and pasted configs go
// through ropeFromConfig().
import { ropeFromConfig, sinusoidal, type RopeScaling } from 'positional-encoding';
import { formatNumber } from '../../format.js';
import { renderTex } from '../../tex.js';
import { focusedElement, part, readoutFields } from '../../dom.js';
import type { AppState, Store } from '../../state/app-state.js';
import { LONG_CONTEXT_SPAN_CHOICES, LONG_CONTEXT_TABLE_CHOICES, SETTINGS } from '../../state/settings.js';
import { plotFrame } from '../../figures/line-plot.js';
import { seriesClass } from '../../figures/series-colours.js';
import { downloadBlob } from '../../export/download.js';
import { figurePng } from '../../export/figure-png.js';
import { createModelPicker, modelPickerMarkup, type ChosenModel } from '../../presets/model-picker.js';
import { ropeModel } from '../../presets/rope-models.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { longContextShape } from './long-context-view.js';
import { ruleTex, wavelengthTex } from './formulas.js';
import { PAST_N_DIMS, PastNFigure, type PastNCell } from './past-n.js';
import {
  SCALING_TYPES,
  TYPE_LABEL,
  TYPE_RULE,
  TYPE_SLOT,
  allFrequencies,
  ropeOptionsOf,
  targetLength,
  type HeadSetup,
  type ScalingType,
  type TypeFrequencies,
} from './scalings.js';
import { ScoreChart } from './score-chart.js';
import { onesScores, sampleDistances } from './score-samples.js';
import { WavelengthChart } from './wavelength-chart.js';
import modelPickerCss from '../../presets/model-picker.css?inline';
import longContextCss from './long-context.css?inline';

const PLAIN_SLOT = 5;
/** A scaled θ_i counts as changed when it differs from the unscaled one by more than this, relatively. */
const CHANGED = 1e-9;

const typeRadios = [['default', 'none'], ...SCALING_TYPES.map((type) => [type, TYPE_LABEL[type]])]
  .map(
    ([value, label]) =>
      `<input type="radio" id="lc-type-${value}" name="lc-type" value="${value}" /><label for="lc-type-${value}">${label}</label>`,
  )
  .join('');

const typeRows = SCALING_TYPES.map(
  (type) => `<tr data-type="${type}">
      <th scope="row"><span class="lc-swatch ${seriesClass(TYPE_SLOT[type])}" aria-hidden="true"></span>${TYPE_LABEL[type]}</th>
      <td data-field="changed">–</td>
      <td data-field="attention">–</td>
      <td>${TYPE_RULE[type]}</td>
    </tr>`,
).join('');

const TEMPLATE = `
  <div class="lc-wave" id="lc-wave" data-first-screen tabindex="0" role="application" aria-roledescription="line plot"
    aria-labelledby="lc-title" aria-describedby="lc-wave-help">
    <svg id="lc-wave-svg" class="lc-svg" aria-hidden="true"></svg>
  </div>
  <p class="lc-legend" id="lc-legend" data-first-screen>
    <span><span class="lc-swatch ${seriesClass(PLAIN_SLOT)} dashed" aria-hidden="true"></span>no scaling</span>
    ${SCALING_TYPES.map((type) => `<span data-type="${type}"><span class="lc-swatch ${seriesClass(TYPE_SLOT[type])}" aria-hidden="true"></span>${TYPE_LABEL[type]}</span>`).join('')}
    <span><span class="lc-dot" aria-hidden="true"></span>pairs the chosen scaling changes</span>
  </p>
  <dl class="readout lc-readout" id="lc-wave-readout" aria-live="polite" aria-atomic="true">
    <div><dt>pair i</dt><dd data-field="pair">–</dd></div>
    <div><dt>θ<sub>i</sub> (rad/position)</dt><dd data-field="theta">–</dd></div>
    <div><dt>wavelength 2π/θ<sub>i</sub></dt><dd data-field="wavelength">–</dd></div>
    <div><dt>turns within N</dt><dd data-field="turns">–</dd></div>
    <div class="value"><dt>scaled θ′<sub>i</sub></dt><dd data-field="scaled-theta">–</dd></div>
    <div class="value"><dt>scaled wavelength</dt><dd data-field="scaled-wavelength">–</dd></div>
    <div><dt>θ<sub>i</sub> / θ′<sub>i</sub></dt><dd data-field="ratio">–</dd></div>
    <div><dt>this pair</dt><dd data-field="verdict">–</dd></div>
  </dl>
  <p class="help" id="lc-wave-help"></p>
  <p class="status" id="lc-status" role="status"></p>

  <div class="lc-controls">
    <fieldset class="field lc-type-field">
      <legend>Scaling <span class="hint">rope_type</span></legend>
      <div class="segmented">${typeRadios}</div>
    </fieldset>
    <div class="lc-numbers">
      <div class="field">
        <label for="lc-factor">factor s <span class="hint">1–128</span></label>
        <input id="lc-factor" type="number" min="1" max="128" step="any" inputmode="decimal" aria-describedby="lc-factor-error" />
        <p class="error" id="lc-factor-error" aria-live="polite"></p>
      </div>
      <div class="field">
        <label for="lc-train">training length N <span class="hint">original_max_position_embeddings</span></label>
        <input id="lc-train" type="number" min="16" max="1048576" step="1" inputmode="numeric" aria-describedby="lc-train-error" />
        <p class="error" id="lc-train-error" aria-live="polite"></p>
      </div>
      <div class="field">
        <label for="lc-headdim">head_dim <span class="hint">even, 2–512</span></label>
        <input id="lc-headdim" type="number" min="2" max="512" step="2" inputmode="numeric" aria-describedby="lc-headdim-error" />
        <p class="error" id="lc-headdim-error" aria-live="polite"></p>
      </div>
      <div class="field">
        <label for="lc-base">base θ <span class="hint">rope_theta</span></label>
        <input id="lc-base" type="number" min="1" max="1000000000" step="any" inputmode="decimal" aria-describedby="lc-base-error" />
        <p class="error" id="lc-base-error" aria-live="polite"></p>
      </div>
    </div>
    ${modelPickerMarkup('lc')}
    <p class="lc-note" id="lc-model-note"></p>
  </div>
  <div class="lc-formula" id="lc-wave-formula" tabindex="0" role="region" aria-label="The wavelength of the selected pair"></div>
  <div class="lc-formula" id="lc-rule-formula" tabindex="0" role="region" aria-label="The chosen scaling's rule for the selected pair"></div>

  <h3 class="lc-subtitle">What each scaling does <span id="lc-types-shape"></span></h3>
  <div class="lc-table-scroll">
    <table class="lc-types" id="lc-types">
      <thead><tr><th scope="col">rope_type</th><th scope="col">pairs changed</th><th scope="col">attention factor</th><th scope="col">what it does</th></tr></thead>
      <tbody>${typeRows}</tbody>
    </table>
  </div>

  <h3 class="lc-subtitle" id="lc-score-title">The score (R<sub>m</sub> q) · (R<sub>n</sub> k) past the training length <span id="lc-score-shape"></span></h3>
  <div class="lc-score-controls">
    <div class="field">
      <label for="lc-reach">Distances up to</label>
      <select id="lc-reach">${LONG_CONTEXT_SPAN_CHOICES.map((k) => `<option value="${k}">${k} × N</option>`).join('')}</select>
    </div>
    <p class="lc-legend">
      <span><span class="lc-swatch ${seriesClass(PLAIN_SLOT)} dashed" aria-hidden="true"></span>no scaling</span>
      <span><span class="lc-swatch" id="lc-score-swatch" aria-hidden="true"></span><span id="lc-score-label">scaled</span></span>
    </p>
  </div>
  <div class="lc-score" id="lc-score" tabindex="0" role="application" aria-roledescription="line plot"
    aria-labelledby="lc-score-title" aria-describedby="lc-score-help">
    <svg id="lc-score-svg" class="lc-svg" aria-hidden="true"></svg>
  </div>
  <dl class="readout lc-score-readout" id="lc-score-readout" aria-live="polite" aria-atomic="true">
    <div><dt>m − n</dt><dd data-field="distance">–</dd></div>
    <div><dt>in training lengths</dt><dd data-field="in-n">–</dd></div>
    <div class="value"><dt>no scaling</dt><dd data-field="plain">–</dd></div>
    <div class="value"><dt>scaled</dt><dd data-field="scaled">–</dd></div>
  </dl>
  <p class="help" id="lc-score-help"></p>

  <h3 class="lc-subtitle" id="lc-past-title">The sinusoid and a learned table past N</h3>
  <div class="lc-past-controls field">
    <label for="lc-table-n">Maximum length N of the tables</label>
    <select id="lc-table-n">${LONG_CONTEXT_TABLE_CHOICES.map((n) => `<option value="${n}">${n}</option>`).join('')}</select>
  </div>
  <div class="lc-past" id="lc-past">
    <figure class="lc-past-figure">
      <figcaption>Sinusoid: sinusoidal(2N, ${PAST_N_DIMS})</figcaption>
      <div class="lc-past-box" id="lc-past-sinusoid" tabindex="0" role="application" aria-roledescription="heatmap"
        aria-label="The sinusoid's table, positions 0 to 2N − 1" aria-describedby="lc-past-help"></div>
    </figure>
    <figure class="lc-past-figure">
      <figcaption>Learned: nn.Embedding(N, ${PAST_N_DIMS})</figcaption>
      <div class="lc-past-box" id="lc-past-learned" tabindex="0" role="application" aria-roledescription="table"
        aria-label="A learned table of N rows, positions 0 to 2N − 1" aria-describedby="lc-past-help"></div>
    </figure>
  </div>
  <p class="lc-legend"><span class="lc-ramp" aria-hidden="true"></span> −1 … +1 (viridis); the line is position N.</p>
  <dl class="readout lc-past-readout" id="lc-past-readout" aria-live="polite" aria-atomic="true">
    <div><dt>table</dt><dd data-field="table">–</dd></div>
    <div><dt>position</dt><dd data-field="pos">–</dd></div>
    <div><dt>dimension</dt><dd data-field="dimension">–</dd></div>
    <div class="value"><dt>value</dt><dd data-field="value">–</dd></div>
  </dl>
  <p class="lc-past-message" id="lc-past-message" aria-live="polite"></p>
  <p class="help" id="lc-past-help"></p>

  <h3 class="lc-subtitle">What to notice</h3>
  <ul class="lc-notice">
    <li>Pairs whose wavelength is above the line N never made a full turn in any training sequence: past
      N they reach angles the model never saw. These slow pairs are the ones every scaling stretches.</li>
    <li>Linear scaling moves every line down by the same factor (on a log axis, a shift), the fast pairs
      too: nearby tokens get harder to tell apart. Llama 3 and YaRN leave the fast pairs where they
      were and stretch only the slow ones.</li>
    <li>Without scaling the score for q = k = ones keeps falling and wobbling past N; the scaled curve
      stretches the decay so that distances up to s·N look like those the model was trained on.</li>
    <li>YaRN and LongRoPE also multiply cos and sin by an attention factor above 1: the scaled curve starts
      higher (by its square, since q and k are both turned).</li>
    <li>The sinusoid has a row for every position: nothing happens at N. A learned table ends at N:
      position N has no embedding at all.</li>
  </ul>
  <div class="export-row lc-export">
    <button type="button" class="action" data-action="wave-png">Download PNG (wavelengths)</button>
    <button type="button" class="action" data-action="wave-csv">Download CSV (wavelengths)</button>
    <button type="button" class="action" data-action="score-png">Download PNG (score)</button>
    <button type="button" class="action" data-action="score-csv">Download CSV (score)</button>
  </div>
  <p class="export-status" id="lc-export-status" role="status"></p>`;

const isScalingType = (type: string): type is ScalingType => (SCALING_TYPES as readonly string[]).includes(type);

/** The scaling a preset's config declares, read by ropeFromConfig(). */
function presetScaling(key: string): RopeScaling | undefined {
  const preset = ropeModel(key);
  if (!preset) return undefined;
  return ropeFromConfig(preset.config, preset.layerType ? { layerType: preset.layerType } : undefined).options.scaling;
}

interface Computed {
  setup: HeadSetup;
  plain: Float64Array;
  types: TypeFrequencies[];
  chosen: TypeFrequencies | undefined;
  changed: boolean[];
}

interface Scores {
  span: number;
  distances: Int32Array;
  plain: Float32Array;
  scaled: Float32Array | null;
}

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const status = part<HTMLParagraphElement>(panel, '#lc-status');
  const waveBox = part<HTMLDivElement>(panel, '#lc-wave');
  const waveSvg = part<SVGSVGElement>(panel, '#lc-wave-svg');
  const scoreBox = part<HTMLDivElement>(panel, '#lc-score');
  const scoreSvg = part<SVGSVGElement>(panel, '#lc-score-svg');
  const factorInput = part<HTMLInputElement>(panel, '#lc-factor');
  const trainInput = part<HTMLInputElement>(panel, '#lc-train');
  const headDimInput = part<HTMLInputElement>(panel, '#lc-headdim');
  const baseInput = part<HTMLInputElement>(panel, '#lc-base');
  const reachSelect = part<HTMLSelectElement>(panel, '#lc-reach');
  const tableSelect = part<HTMLSelectElement>(panel, '#lc-table-n');
  const modelNote = part<HTMLParagraphElement>(panel, '#lc-model-note');
  const pastMessage = part<HTMLParagraphElement>(panel, '#lc-past-message');
  const exportStatus = part<HTMLParagraphElement>(panel, '#lc-export-status');
  const setWave = readoutFields(part(panel, '#lc-wave-readout'));
  const setScore = readoutFields(part(panel, '#lc-score-readout'));
  const setPast = readoutFields(part(panel, '#lc-past-readout'));

  const touch = window.matchMedia('(pointer: coarse)').matches;
  part(panel, '#lc-wave-help').textContent = touch
    ? 'Tap or drag along the plot to read a pair.'
    : 'Hover the plot, or focus it and use ←/→ (Home/End), to read a pair.';
  part(panel, '#lc-score-help').textContent = touch
    ? 'Tap or drag along the plot to read both scores at one distance.'
    : 'Hover the plot, or focus it and use ←/→ (Page Up/Down jump), to read both scores at one distance.';
  part(panel, '#lc-past-help').textContent = touch
    ? 'Tap or drag on a table to read a row.'
    : 'Hover a cell, or focus a table and use the arrow keys.';

  const waveChart = new WavelengthChart(waveSvg);
  const scoreChart = new ScoreChart(scoreSvg);
  const past = new PastNFigure(part(panel, '#lc-past-sinusoid'), part(panel, '#lc-past-learned'), showPastCell);

  /** The scaling of a pasted config (a preset's is read from its config each time). */
  let pastedScaling: RopeScaling | undefined;
  let computed: Computed | null = null;
  let scores: Scores | null = null;
  let pastValues: Float32Array | null = null;
  let selectedPair = 0;
  let selectedSample = 0;
  let lastPastCell: PastNCell | null = null;
  let dirty = { wave: true, scores: true, past: true };
  let lastWidth = 0;

  const picker = createModelPicker(panel, 'lc', (chosen: ChosenModel) => {
    const { headDim, options } = chosen.rope;
    if (headDim > 512 || headDim % 2 !== 0) {
      throw new RangeError(`head_dim ${headDim}: this view draws even head sizes up to 512.`);
    }
    const scaling = options.scaling;
    if (chosen.key === 'custom') pastedScaling = scaling;
    const config = (chosen.config.text_config as Record<string, unknown> | undefined) ?? chosen.config;
    const maxLength = typeof config.max_position_embeddings === 'number' ? config.max_position_embeddings : undefined;
    const train =
      scaling?.originalMaxPositionEmbeddings ??
      scaling?.maxPositionEmbeddings ??
      (scaling ? undefined : maxLength) ??
      store.state.trainLength;
    const factor =
      scaling?.factor ??
      (scaling?.maxPositionEmbeddings && scaling.originalMaxPositionEmbeddings
        ? scaling.maxPositionEmbeddings / scaling.originalMaxPositionEmbeddings
        : store.state.ropeFactor);
    store.update({
      ropeModel: chosen.key,
      headDim,
      rotaryDim: options.rotaryDim ?? 0,
      ropeBase: options.base ?? 10000,
      ropeType: scaling && isScalingType(scaling.type) ? scaling.type : store.state.ropeType,
      ropeFactor: Math.min(128, Math.max(1, factor)),
      trainLength: Math.min(1_048_576, Math.max(16, Math.round(train))),
    });
    showModelNote(chosen.label, scaling);
  });

  function showModelNote(label: string | null, scaling: RopeScaling | undefined): void {
    if (label === null) {
      modelNote.textContent = '';
      return;
    }
    modelNote.textContent = scaling
      ? `${label} ships with ${scaling.type} scaling; its own fields are used for that type, Hugging Face’s defaults for the others.`
      : `${label} has no scaling in its config: every type below is what it would do if this model were stretched by s.`;
  }

  function modelScaling(state: Readonly<AppState>): RopeScaling | undefined {
    if (state.ropeModel === 'custom') return pastedScaling;
    try {
      return presetScaling(state.ropeModel);
    } catch {
      return undefined;
    }
  }

  function setupOf(state: Readonly<AppState>): HeadSetup {
    const rotaryDim = state.rotaryDim !== 0 && state.rotaryDim < state.headDim ? state.rotaryDim : state.headDim;
    return {
      headDim: state.headDim,
      rotaryDim,
      base: state.ropeBase,
      factor: state.ropeFactor,
      train: state.trainLength,
      modelScaling: modelScaling(state),
    };
  }

  function compute(state: Readonly<AppState>): void {
    const setup = setupOf(state);
    const { plain, types } = allFrequencies(setup);
    const chosen = types.find((entry) => entry.type === state.ropeType);
    const changed = Array.from(plain, (theta, i) =>
      chosen?.invFreq ? Math.abs(chosen.invFreq[i]! - theta) > CHANGED * theta : false,
    );
    computed = { setup, plain, types, chosen, changed };
    selectedPair = Math.min(selectedPair, plain.length - 1);
    for (const entry of types) {
      const row = part<HTMLTableRowElement>(panel, `#lc-types tr[data-type="${entry.type}"]`);
      const set = readoutFields(row);
      row.classList.toggle('chosen', entry.type === state.ropeType);
      if (entry.invFreq) {
        const count = Array.from(plain).filter(
          (theta, i) => Math.abs(entry.invFreq![i]! - theta) > CHANGED * theta,
        ).length;
        set('changed', `${count} of ${plain.length}`);
        set('attention', formatNumber(entry.attentionFactor!, 6));
      } else {
        set('changed', 'not available');
        set('attention', '–');
      }
      row.title = entry.reason ?? '';
      const legend = part<HTMLElement>(panel, `#lc-legend [data-type="${entry.type}"]`);
      legend.classList.toggle('lc-unavailable', !entry.invFreq);
      legend.title = entry.reason ?? '';
    }
    part(panel, '#lc-types-shape').textContent =
      `(s = ${formatNumber(setup.factor)}, N = ${setup.train}, at L = s·N = ${targetLength(setup)})`;
  }

  function drawWave(width: number): void {
    const shown = computed;
    if (!shown) return;
    const frame = plotFrame(width, { aspect: 0.42, minHeight: 190, maxHeight: 300, rightMargin: 16 });
    waveBox.style.height = `${frame.height}px`;
    const wavelengths = (invFreq: Float64Array): Float64Array => invFreq.map((theta) => (2 * Math.PI) / theta);
    const series = [
      { key: 'default', slot: PLAIN_SLOT, wavelengths: wavelengths(shown.plain), dashed: true },
      ...shown.types
        .filter((entry) => entry.invFreq)
        .map((entry) => ({
          key: entry.type,
          slot: TYPE_SLOT[entry.type],
          wavelengths: wavelengths(entry.invFreq!),
          emphasised: entry.type === store.state.ropeType,
        })),
    ];
    const chosenType = store.state.ropeType;
    waveChart.draw(
      frame,
      series,
      { train: shown.setup.train, target: targetLength(shown.setup) },
      shown.changed,
      isScalingType(chosenType) ? TYPE_SLOT[chosenType] : PLAIN_SLOT,
      selectedPair,
    );
    showPair();
  }

  function showPair(): void {
    const shown = computed;
    if (!shown) return;
    const i = selectedPair;
    const theta = shown.plain[i]!;
    const wavelength = (2 * Math.PI) / theta;
    const train = shown.setup.train;
    setWave('pair', String(i));
    setWave('theta', formatNumber(theta, 7));
    setWave('wavelength', formatNumber(wavelength, 7));
    setWave('turns', formatNumber(train / wavelength, 4));
    const chosen = shown.chosen;
    if (chosen?.invFreq) {
      const scaled = chosen.invFreq[i]!;
      setWave('scaled-theta', formatNumber(scaled, 7));
      setWave('scaled-wavelength', formatNumber((2 * Math.PI) / scaled, 7));
      setWave('ratio', formatNumber(theta / scaled, 7));
      setWave(
        'verdict',
        shown.changed[i] ? `changed by ${TYPE_LABEL[chosen.type]}` : `kept by ${TYPE_LABEL[chosen.type]}`,
      );
    } else {
      for (const field of ['scaled-theta', 'scaled-wavelength', 'ratio']) setWave(field, '–');
      setWave('verdict', wavelength > train ? 'never a full turn in N' : 'turns within N');
    }
    moveWaveCursor();
    renderTex(
      part(panel, '#lc-wave-formula'),
      wavelengthTex({ pair: i, rotaryDim: shown.setup.rotaryDim, base: shown.setup.base, train, theta, wavelength }),
      true,
    );
    const rule = part<HTMLElement>(panel, '#lc-rule-formula');
    if (chosen?.invFreq && chosen.scaling) {
      const scaled = chosen.invFreq[i]!;
      renderTex(
        rule,
        ruleTex({
          pair: i,
          rotaryDim: shown.setup.rotaryDim,
          base: shown.setup.base,
          train,
          theta,
          wavelength,
          type: chosen.type,
          scaling: chosen.scaling,
          factor: shown.setup.factor,
          target: targetLength(shown.setup),
          scaledTheta: scaled,
          scaledWavelength: (2 * Math.PI) / scaled,
          attentionFactor: chosen.attentionFactor!,
        }),
        true,
      );
      rule.hidden = false;
    } else {
      rule.replaceChildren();
      rule.hidden = true;
    }
  }

  function moveWaveCursor(): void {
    const x = waveChart.x(selectedPair);
    waveSvg.querySelector('.lc-cursor')?.setAttribute('x1', String(x));
    waveSvg.querySelector('.lc-cursor')?.setAttribute('x2', String(x));
  }

  function computeScores(state: Readonly<AppState>): void {
    const setup = computed!.setup;
    const span = state.longSpan * setup.train;
    const distances = sampleDistances(span);
    const plain = onesScores(distances, setup.headDim, ropeOptionsOf(setup));
    const chosen = computed!.chosen;
    const scaled = chosen?.scaling
      ? onesScores(distances, setup.headDim, ropeOptionsOf(setup, chosen.scaling, span + 1))
      : null;
    scores = { span, distances, plain, scaled };
    selectedSample = Math.min(selectedSample, distances.length - 1);
    part(panel, '#lc-score-shape').textContent = `(${distances.length} distances from 1 to ${span}, log-spaced)`;
    const swatch = part<HTMLElement>(panel, '#lc-score-swatch');
    swatch.className = `lc-swatch ${seriesClass(chosen ? TYPE_SLOT[chosen.type] : PLAIN_SLOT)}`;
    part(panel, '#lc-score-label').textContent = chosen
      ? `${TYPE_LABEL[chosen.type]}, s = ${formatNumber(setup.factor)} (seqLen ${span + 1})`
      : 'no scaling chosen';
  }

  function drawScores(width: number): void {
    const shown = scores;
    if (!shown || !computed) return;
    const frame = plotFrame(width, { aspect: 0.42, minHeight: 180, maxHeight: 300, rightMargin: 16 });
    scoreBox.style.height = `${frame.height}px`;
    const chosen = computed.chosen;
    const series = [{ key: 'default', slot: PLAIN_SLOT, scores: shown.plain, dashed: true }];
    if (shown.scaled && chosen)
      series.push({ key: chosen.type, slot: TYPE_SLOT[chosen.type], scores: shown.scaled, dashed: false });
    scoreChart.draw(
      frame,
      shown.distances,
      series,
      { train: computed.setup.train, target: targetLength(computed.setup) },
      selectedSample,
    );
    showSample();
  }

  function showSample(): void {
    const shown = scores;
    if (!shown || !computed) return;
    const k = selectedSample;
    const d = shown.distances[k]!;
    setScore('distance', String(d));
    setScore('in-n', formatNumber(d / computed.setup.train, 4));
    setScore('plain', formatNumber(shown.plain[k]!, 7));
    setScore('scaled', shown.scaled ? formatNumber(shown.scaled[k]!, 7) : '–');
    const x = scoreChart.x(d);
    const cursor = scoreSvg.querySelector('.lc-cursor');
    cursor?.setAttribute('x1', String(x));
    cursor?.setAttribute('x2', String(x));
    const dots = scoreSvg.querySelectorAll<SVGCircleElement>('.lc-dots circle');
    const values = [shown.plain, shown.scaled].filter((v): v is Float32Array => v !== null);
    dots.forEach((dot, j) => {
      dot.setAttribute('cx', String(x));
      dot.setAttribute('cy', String(scoreChart.y(values[j]![k]!)));
    });
  }

  function computePast(state: Readonly<AppState>): void {
    const n = state.longTableN;
    pastValues = sinusoidal(2 * n, PAST_N_DIMS);
    past.setTable(pastValues, n);
    if (lastPastCell && lastPastCell.pos >= 2 * n) lastPastCell = null;
  }

  function drawPast(width: number): void {
    const each = Math.max(120, Math.min(320, Math.floor((width - 24) / 2)));
    const height = Math.round(Math.min(360, Math.max(200, each * 1.1)));
    for (const figure of panel.querySelectorAll<HTMLElement>('.lc-past-figure')) figure.style.width = `${each + 2}px`;
    past.render(each, height);
  }

  function showPastCell(cell: PastNCell): void {
    lastPastCell = cell;
    const n = store.state.longTableN;
    setPast('table', cell.table === 'sinusoid' ? 'sinusoid' : 'learned');
    setPast('pos', String(cell.pos));
    setPast('dimension', String(cell.dimension));
    if (cell.table === 'sinusoid') {
      setPast('value', formatNumber(pastValues![cell.pos * PAST_N_DIMS + cell.dimension]!, 7));
      pastMessage.textContent =
        cell.pos >= n
          ? `Position ${cell.pos} ≥ N = ${n}: the sinusoid computes this row like every other; its formula has no N.`
          : `Position ${cell.pos} < N = ${n}.`;
    } else if (cell.pos >= n) {
      setPast('value', 'no row');
      pastMessage.textContent = `Position ${cell.pos} has no embedding: a learned table of N = ${n} rows has rows 0 to ${n - 1} only (nn.Embedding(${n}, ${PAST_N_DIMS}) raises an index error here).`;
    } else {
      setPast('value', 'trained');
      pastMessage.textContent = `Row ${cell.pos} exists: its ${PAST_N_DIMS} values were learned in training (none are shown: this page has no trained model).`;
    }
  }

  const scheduler = context.lifetime.frameScheduler(draw);

  function draw(): void {
    if (panel.hidden) return;
    const state = store.state;
    try {
      if (dirty.wave) compute(state);
      if (dirty.scores || dirty.wave) computeScores(state);
      if (dirty.past) computePast(state);
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error);
      return;
    }
    const chosen = computed!.chosen;
    status.textContent = chosen?.reason ? `${TYPE_LABEL[chosen.type]}: ${chosen.reason}` : '';
    // Every width is read before anything is written: read between the writes, each forced a
    // layout of the whole panel (issue 12: blocking time).
    const width = waveBox.clientWidth;
    const scoreWidth = scoreBox.clientWidth || width;
    const pastWidth = part<HTMLElement>(panel, '#lc-past').clientWidth || width;
    lastWidth = width;
    part(panel, '#lc-shape').textContent = longContextShape(state);
    drawWave(width);
    drawScores(scoreWidth);
    drawPast(pastWidth);
    if (lastPastCell) showPastCell(lastPastCell);
    dirty = { wave: false, scores: false, past: false };
    panel.dataset.ready = 'true';
  }

  function reflect(state: Readonly<AppState>): void {
    const keep = (input: HTMLInputElement, value: string): void => {
      if (focusedElement(panel) !== input) input.value = value;
    };
    keep(factorInput, String(state.ropeFactor));
    keep(trainInput, String(state.trainLength));
    keep(headDimInput, String(state.headDim));
    keep(baseInput, String(state.ropeBase));
    reachSelect.value = String(state.longSpan);
    tableSelect.value = String(state.longTableN);
    for (const radio of panel.querySelectorAll<HTMLInputElement>('input[name="lc-type"]'))
      radio.checked = radio.value === state.ropeType;
    for (const entry of panel.querySelectorAll<HTMLElement>('#lc-legend [data-type]'))
      entry.classList.toggle('chosen', entry.dataset.type === state.ropeType);
    picker.mark(state.ropeModel);
  }

  // ---- controls -------------------------------------------------------------------------------
  const numberField = (
    input: HTMLInputElement,
    error: HTMLElement,
    parse: (text: string) => number | undefined,
    allowed: string,
    apply: (value: number) => void,
  ): void => {
    input.addEventListener('input', () => {
      const value = parse(input.value);
      input.setAttribute('aria-invalid', String(value === undefined));
      error.textContent = value === undefined ? `Use ${allowed}.` : '';
      if (value !== undefined) apply(value);
    });
  };
  numberField(
    factorInput,
    part(panel, '#lc-factor-error'),
    SETTINGS.ropeFactor.parse,
    SETTINGS.ropeFactor.allowed,
    (ropeFactor) => store.update({ ropeFactor }),
  );
  numberField(
    trainInput,
    part(panel, '#lc-train-error'),
    SETTINGS.trainLength.parse,
    SETTINGS.trainLength.allowed,
    (trainLength) => store.update({ trainLength }),
  );
  numberField(
    headDimInput,
    part(panel, '#lc-headdim-error'),
    SETTINGS.headDim.parse,
    SETTINGS.headDim.allowed,
    (headDim) => store.update({ headDim, rotaryDim: 0, ropeModel: 'custom' }),
  );
  numberField(
    baseInput,
    part(panel, '#lc-base-error'),
    SETTINGS.ropeBase.parse,
    SETTINGS.ropeBase.allowed,
    (ropeBase) => store.update({ ropeBase, ropeModel: 'custom' }),
  );
  for (const radio of panel.querySelectorAll<HTMLInputElement>('input[name="lc-type"]')) {
    radio.addEventListener('change', () => store.update({ ropeType: SETTINGS.ropeType.parse(radio.value) }));
  }
  reachSelect.addEventListener('change', () => store.update({ longSpan: SETTINGS.longSpan.parse(reachSelect.value) }));
  tableSelect.addEventListener('change', () =>
    store.update({ longTableN: SETTINGS.longTableN.parse(tableSelect.value) }),
  );

  // ---- wavelength plot: pointer and keys ----------------------------------------------------------
  const pairs = (): number => computed?.plain.length ?? 1;
  const pairFromPointer = (event: PointerEvent): void => {
    const box = waveSvg.getBoundingClientRect();
    const pair = waveChart.pairAt(event.clientX - box.left, pairs());
    if (pair !== selectedPair) {
      selectedPair = pair;
      showPair();
    }
  };
  waveBox.addEventListener('pointermove', pairFromPointer);
  waveBox.addEventListener('pointerdown', pairFromPointer);
  waveBox.addEventListener('keydown', (event) => {
    const moves: Record<string, () => number> = {
      ArrowLeft: () => selectedPair - 1,
      ArrowRight: () => selectedPair + 1,
      PageDown: () => selectedPair - 8,
      PageUp: () => selectedPair + 8,
      Home: () => 0,
      End: () => pairs() - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    selectedPair = Math.max(0, Math.min(pairs() - 1, move()));
    showPair();
  });

  // ---- score plot: pointer and keys ---------------------------------------------------------------
  const sampleFromPointer = (event: PointerEvent): void => {
    if (!scores) return;
    const box = scoreSvg.getBoundingClientRect();
    selectedSample = scoreChart.sampleAt(event.clientX - box.left, scores.distances);
    showSample();
  };
  scoreBox.addEventListener('pointermove', sampleFromPointer);
  scoreBox.addEventListener('pointerdown', sampleFromPointer);
  scoreBox.addEventListener('keydown', (event) => {
    if (!scores) return;
    const last = scores.distances.length - 1;
    const moves: Record<string, () => number> = {
      ArrowLeft: () => selectedSample - 1,
      ArrowRight: () => selectedSample + 1,
      PageDown: () => selectedSample - 16,
      PageUp: () => selectedSample + 16,
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    selectedSample = Math.max(0, Math.min(last, move()));
    showSample();
  });

  // ---- export -----------------------------------------------------------------------------------
  const say = (text: string): void => {
    exportStatus.textContent = text;
  };
  const pngOf = async (svg: SVGSVGElement, name: string): Promise<void> => {
    const blob = await figurePng({
      width: Number(svg.getAttribute('width')),
      height: Number(svg.getAttribute('height')),
      background: getComputedStyle(panel).backgroundColor,
      overlay: svg,
      drawCells: () => undefined,
    });
    downloadBlob(blob, name);
    say(`Saved ${name}.`);
  };
  const stem = (): string => {
    const state = store.state;
    return `long-context-hd${state.headDim}-theta${state.ropeBase}-N${state.trainLength}-s${state.ropeFactor}`;
  };
  const csv = (lines: string[], name: string, what: string): void => {
    downloadBlob(new Blob([`${lines.join('\n')}\n`], { type: 'text/csv;charset=utf-8' }), name);
    say(`Saved ${name}: ${what}.`);
  };
  const actions: Record<string, () => void | Promise<void>> = {
    'wave-png': () => pngOf(waveSvg, `${stem()}-wavelengths.png`),
    'score-png': () => pngOf(scoreSvg, `${stem()}-${store.state.ropeType}-score.png`),
    'wave-csv': () => {
      const shown = computed;
      if (!shown) return;
      const available = shown.types.filter((entry) => entry.invFreq);
      const lines = [['pair', 'theta_default', ...available.map((entry) => `theta_${entry.type}`)].join(',')];
      shown.plain.forEach((theta, i) => {
        lines.push(
          [i, theta.toPrecision(17), ...available.map((entry) => entry.invFreq![i]!.toPrecision(17))].join(','),
        );
      });
      lines.push(
        ['attention_factor', '1', ...available.map((entry) => entry.attentionFactor!.toPrecision(17))].join(','),
      );
      csv(
        lines,
        `${stem()}-theta.csv`,
        `${shown.plain.length} pairs × ${available.length + 1} ropes (θ_i; wavelength = 2π/θ_i)`,
      );
    },
    'score-csv': () => {
      const shown = scores;
      if (!shown) return;
      const type = computed?.chosen?.type;
      const lines = [`distance,score_default${shown.scaled ? `,score_${type}` : ''}`];
      shown.distances.forEach((d, k) => {
        lines.push(
          `${d},${shown.plain[k]!.toPrecision(9)}${shown.scaled ? `,${shown.scaled[k]!.toPrecision(9)}` : ''}`,
        );
      });
      csv(lines, `${stem()}-${store.state.ropeType}-score.csv`, `${shown.distances.length} distances`);
    },
  };
  for (const button of panel.querySelectorAll<HTMLButtonElement>('.lc-export button[data-action]')) {
    button.addEventListener('click', () => void actions[button.dataset.action!]?.());
  }

  context.lifetime.observeResize(waveBox, () => {
    if (waveBox.clientWidth !== lastWidth) scheduler.schedule();
  });

  const preset = ropeModel(store.state.ropeModel);
  if (preset) showModelNote(preset.label, modelScaling(store.state));
  reflect(store.state);
  scheduler.schedule();

  return {
    update(state, changed) {
      reflect(state);
      const head = ['headDim', 'rotaryDim', 'ropeBase', 'ropeType', 'ropeFactor', 'trainLength', 'ropeModel'] as const;
      if (head.some((key) => changed.has(key))) dirty = { ...dirty, wave: true, scores: true };
      if (changed.has('longSpan')) dirty = { ...dirty, scores: true };
      if (changed.has('longTableN')) dirty = { ...dirty, past: true };
      if (changed.has('ropeModel') && state.ropeModel === 'custom' && !pastedScaling) showModelNote(null, undefined);
      scheduler.schedule();
    },
    shown: () => scheduler.schedule(),
  };
}

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const longContextPanel: ViewPanel = { template: TEMPLATE, styles: [modelPickerCss, longContextCss], mount };
