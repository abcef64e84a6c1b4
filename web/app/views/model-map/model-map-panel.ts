// The model map: what every layer of a model does with positions, read by ropeLayers() from a
// preset's config.json or a pasted one. One strip per layer coloured by its kind, a legend, a
// readout of the chosen layer; then the wavelengths of each kind against the context length and
// the pictures a model needs (DeepSeek's split head, Qwen2.5-VL's M-RoPE ids, Pixtral's 2D grid).
import { modelFamilies, ropeFrequencies, ropeLayers, type ModelLayers, type RopeLayer } from 'positional-encoding';
import { formatNumber } from '../../format.js';
import { renderTex, texNumber } from '../../tex.js';
import { focusedElement, part, readoutFields } from '../../dom.js';
import type { AppState, Store } from '../../state/app-state.js';
import { seriesClass } from '../../figures/series-colours.js';
import { downloadBlob } from '../../export/download.js';
import { figurePng } from '../../export/figure-png.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import { attentionWords, hasNoPositions, layerKinds, noRopeWord, ropeWords, type LayerKind } from './layer-plan.js';
import { LayerStrips } from './layer-strips.js';
import { angleOf, drawMlaHead, drawMropeSequence, drawPatchGrid, markPatch } from './extras-figures.js';
import {
  MROPE_SEQUENCE,
  mlaSlices,
  mropeTokens,
  patchAngles,
  patchTheta,
  type MropeToken,
  type PatchAngle,
} from './model-extras.js';
import { WavelengthChart, type ReferenceLine, type WavelengthSeries } from './wavelength-chart.js';
import { MAP_GROUPS, MAP_MODELS, mapModel } from '../../presets/model-map-presets.js';
import modelPickerCss from '../../presets/model-picker.css?inline';
import modelMapCss from './model-map.css?inline';

const TEMPLATE = `
  <h2 class="figure-title" id="model-map-title">Model map: positions layer by layer <span id="model-map-shape"></span></h2>
  <div class="model-map-figure" data-first-screen>
    <div class="model-map-strips" id="model-map-strips" tabindex="0" role="application" aria-roledescription="layer map"
      aria-describedby="model-map-help">
      <svg id="model-map-svg" class="model-map-svg" aria-hidden="true"></svg>
    </div>
    <ul class="model-map-legend" id="model-map-legend" aria-label="Kinds of layer"></ul>
  </div>
  <dl class="readout model-map-readout" id="model-map-readout" aria-live="polite" aria-atomic="true">
    <div><dt>layer</dt><dd data-field="layer">–</dd></div>
    <div><dt>attention</dt><dd data-field="attention">–</dd></div>
    <div><dt>positions</dt><dd data-field="rope">–</dd></div>
    <div><dt>base θ</dt><dd data-field="base">–</dd></div>
    <div><dt>layout</dt><dd data-field="layout">–</dd></div>
    <div><dt>head_dim (turning)</dt><dd data-field="dims">–</dd></div>
    <div><dt>softmax scale</dt><dd data-field="scale">–</dd></div>
    <div><dt>query temperature</dt><dd data-field="temperature">–</dd></div>
  </dl>
  <p class="help" id="model-map-help"></p>
  <div class="model-map-formula" id="model-map-formula" tabindex="0" role="region" aria-label="The chosen layer’s formula"></div>
  <p class="status model-map-status" id="model-map-status" role="status"></p>

  <fieldset class="model-picker">
    <legend>Model presets <span class="hint">their config.json, read by ropeLayers()</span></legend>
    ${MAP_GROUPS.map(
      ([group, words]) =>
        `<div class="preset-group" role="group" aria-label="${words}"><span class="preset-group-name">${words}</span>` +
        `<div class="preset-buttons pill-buttons">${MAP_MODELS.filter((model) => model.group === group)
          .map(
            (model) =>
              `<button type="button" class="model-button" data-model="${model.key}" aria-pressed="false">${model.label}</button>`,
          )
          .join('')}</div></div>`,
    ).join('')}
    <p class="model-map-source" id="model-map-source"></p>
    <details class="model-paste" id="model-map-paste">
      <summary>Paste any model’s config.json</summary>
      <label for="model-map-config">config.json</label>
      <textarea id="model-map-config" rows="6" spellcheck="false" autocomplete="off"
        placeholder='{"model_type": "smollm3", "num_hidden_layers": 8, "hidden_size": 2048, "num_attention_heads": 16, "rope_theta": 5000000, "no_rope_layer_interval": 4}'
        aria-describedby="model-map-config-error"></textarea>
      <div class="model-paste-row">
        <button type="button" class="action" data-action="read-config">Read config</button>
        <label class="model-family-choice">read as
          <select id="model-map-family" aria-describedby="model-map-family-note">
            <option value="">its model_type</option>
            ${modelFamilies()
              .filter((family) => family.read)
              .map((family) => `<option value="${family.modelType}">${family.modelType}</option>`)
              .join('')}
          </select>
        </label>
      </div>
      <p class="model-map-family-note" id="model-map-family-note" role="status"></p>
      <p class="error model-error" id="model-map-config-error" role="alert"></p>
    </details>
  </fieldset>

  <h3 class="model-map-subtitle" id="model-map-waves-title">Wavelengths of each kind of layer <span>against the context the config declares</span></h3>
  <div class="model-map-waves" id="model-map-waves" tabindex="0" role="application" aria-roledescription="line plot"
    aria-labelledby="model-map-waves-title" aria-describedby="model-map-waves-help">
    <svg id="model-map-waves-svg" class="model-map-waves-svg" aria-hidden="true"></svg>
  </div>
  <dl class="readout model-map-waves-readout" id="model-map-waves-readout" aria-live="polite" aria-atomic="true">
    <div><dt>kind</dt><dd data-field="kind">–</dd></div>
    <div><dt>pair i</dt><dd data-field="pair">–</dd></div>
    <div><dt>θ<sub>i</sub> (rad/position)</dt><dd data-field="theta">–</dd></div>
    <div><dt>wavelength 2π/θ<sub>i</sub></dt><dd data-field="wavelength">–</dd></div>
  </dl>
  <p class="help" id="model-map-waves-help"></p>
  <p class="model-map-note" id="model-map-waves-note"></p>

  <section class="model-map-extra" id="model-map-mla" hidden>
    <h3 class="model-map-subtitle" id="model-map-mla-title">DeepSeek’s head: an unrotated and a rotated slice</h3>
    <div class="model-map-mla-box" id="model-map-mla-box">
      <svg id="model-map-mla-svg" class="model-map-mla-svg" role="img" aria-labelledby="model-map-mla-title"
        aria-describedby="model-map-mla-note"></svg>
    </div>
    <p class="model-map-note" id="model-map-mla-note"></p>
  </section>

  <section class="model-map-extra" id="model-map-mrope" hidden>
    <h3 class="model-map-subtitle" id="model-map-mrope-title">M-RoPE: three position ids per token <span>(time, height, width)</span></h3>
    <p class="model-map-note" id="model-map-mrope-note"></p>
    <div class="mrope-sequence" id="model-map-mrope-seq" tabindex="0" role="application" aria-roledescription="token sequence"
      aria-labelledby="model-map-mrope-title" aria-describedby="model-map-mrope-help"></div>
    <dl class="readout model-map-mrope-readout" id="model-map-mrope-readout" aria-live="polite" aria-atomic="true">
      <div><dt>token</dt><dd data-field="token">–</dd></div>
      <div><dt>kind</dt><dd data-field="kind">–</dd></div>
      <div><dt>time id</dt><dd data-field="t">–</dd></div>
      <div><dt>height id</dt><dd data-field="h">–</dd></div>
      <div><dt>width id</dt><dd data-field="w">–</dd></div>
    </dl>
    <p class="help" id="model-map-mrope-help"></p>
  </section>

  <section class="model-map-extra" id="model-map-2d" hidden>
    <h3 class="model-map-subtitle" id="model-map-2d-title">2D RoPE: the image’s patch grid <span id="model-map-2d-shape"></span></h3>
    <div class="model-map-2d-pair">
      <label for="model-map-2d-number">Pair</label>
      <input id="model-map-2d-range" type="range" min="0" max="31" step="1" aria-label="Pair slider" />
      <input id="model-map-2d-number" type="number" min="0" max="31" step="1" inputmode="numeric" />
    </div>
    <div class="model-map-2d-box" id="model-map-2d-box" tabindex="0" role="application" aria-roledescription="patch grid"
      aria-labelledby="model-map-2d-title" aria-describedby="model-map-2d-help">
      <svg id="model-map-2d-svg" class="model-map-2d-svg" aria-hidden="true"></svg>
    </div>
    <dl class="readout model-map-2d-readout" id="model-map-2d-readout" aria-live="polite" aria-atomic="true">
      <div><dt>patch (row, column)</dt><dd data-field="patch">–</dd></div>
      <div><dt>pair</dt><dd data-field="pair">–</dd></div>
      <div><dt>turns by</dt><dd data-field="by">–</dd></div>
      <div><dt>θ (rad/position)</dt><dd data-field="theta">–</dd></div>
      <div><dt>angle mod 2π</dt><dd data-field="angle">–</dd></div>
      <div class="value"><dt>cos</dt><dd data-field="cos">–</dd></div>
      <div class="value"><dt>sin</dt><dd data-field="sin">–</dd></div>
    </dl>
    <p class="help" id="model-map-2d-help"></p>
  </section>

  <h3 class="model-map-subtitle">What to notice</h3>
  <ul class="model-map-notice">
    <li>Few models give every layer the same positions. Gemma 3 turns five layers in six with base
      10,000 over a window of 1024 tokens and only every sixth, global layer with base 10⁶ stretched ×8.</li>
    <li>A NoPE strip (hollow) has no position encoding at all: Llama 4 Scout and SmolLM3 leave every
      fourth layer so, and the causal mask alone tells those layers the order. Llama 4 sharpens their
      queries with a temperature that grows with position (the marks above the strips).</li>
    <li>The config keys mislead: SmolLM3’s <code>no_rope_layers</code> holds 1 for the layers that DO
      turn; Qwen2.5-VL names a <code>sliding_window</code> it does not use.</li>
    <li>DeepSeek-V3 turns only the last 64 of each 192-wide head, and gpt-oss alternates a 128-token
      window with full attention: the long view is left to half the layers.</li>
    <li>With images the position is no longer the token’s index. In Qwen2.5-VL every token of the
      image keeps the image’s first id as its time and counts rows and columns from there, and the
      next word goes on from the largest id + 1. In Pixtral’s patch grid the first quarter of the pairs
      turn with the patch’s row, the rest with its column: the hands agree along a row, or down a column.</li>
  </ul>
  <div class="export-row model-map-export">
    <button type="button" class="action" data-action="strips-png">Download PNG (layer map)</button>
    <button type="button" class="action" data-action="plan-csv">Download CSV (layer by layer)</button>
  </div>
  <p class="export-status" id="model-map-export-status" role="status"></p>`;

interface Plan {
  key: string;
  label: string;
  config: Record<string, unknown>;
  layers: ModelLayers;
  kinds: LayerKind[];
  kindOf: number[];
  maxPositions: number | undefined;
  /** Where maxPositions comes from when the config does not say it. */
  maxPositionsNote?: string;
}

function temperatureWords(entry: RopeLayer): string {
  const t = entry.queryTemperature;
  return t ? `1 + ${formatNumber(t.attnScale)}·ln(1 + ⌊(pos + 1)/${t.floorScale}⌋)` : 'none';
}

function layerTex(entry: RopeLayer): string {
  const scale = String.raw`\text{softmax scale} = ${formatNumber(entry.softmaxScale, 7)}`;
  if (entry.rope === null) {
    const t = entry.queryTemperature;
    const temperature = t
      ? String.raw`q_{pos} \leftarrow q_{pos}\left(1 + ${formatNumber(t.attnScale)}\,\ln\!\left(1 + \left\lfloor \tfrac{pos + 1}{${t.floorScale}} \right\rfloor\right)\right),\quad `
      : String.raw`q_m \cdot k_n \text{ (no rotation)},\quad `;
    return temperature + scale;
  }
  const d = entry.mla ? entry.mla.ropeDim : (entry.rope.rotaryDim ?? entry.headDim);
  const printed = texNumber(formatNumber(entry.rope.base ?? 10000));
  const base = printed.includes('times') ? `(${printed})` : printed;
  const theta = String.raw`\theta_i = ${base}^{-2i/${d}}`;
  const scaled = entry.rope.scaling ? String.raw`\text{ then ${entry.rope.scaling.type}}` : '';
  return String.raw`${theta}${scaled},\quad ${scale}`;
}

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const stripsBox = part<HTMLDivElement>(panel, '#model-map-strips');
  const svg = part<SVGSVGElement>(panel, '#model-map-svg');
  const legend = part<HTMLUListElement>(panel, '#model-map-legend');
  const status = part<HTMLParagraphElement>(panel, '#model-map-status');
  const source = part<HTMLParagraphElement>(panel, '#model-map-source');
  const text = part<HTMLTextAreaElement>(panel, '#model-map-config');
  const error = part<HTMLParagraphElement>(panel, '#model-map-config-error');
  const familyChoice = part<HTMLSelectElement>(panel, '#model-map-family');
  const familyNote = part<HTMLParagraphElement>(panel, '#model-map-family-note');
  const exportStatus = part<HTMLParagraphElement>(panel, '#model-map-export-status');
  const setField = readoutFields(part(panel, '#model-map-readout'));
  const buttons = [...panel.querySelectorAll<HTMLButtonElement>('.model-button')];
  const strips = new LayerStrips(svg);
  const wavesBox = part<HTMLDivElement>(panel, '#model-map-waves');
  const wavesSvg = part<SVGSVGElement>(panel, '#model-map-waves-svg');
  const waves = new WavelengthChart(wavesSvg);
  const setWave = readoutFields(part(panel, '#model-map-waves-readout'));
  /** The kinds that turn, with θ_i from ropeFrequencies(); the chosen one and its pair. */
  let wave: { series: (WavelengthSeries & { kind: LayerKind })[]; index: number; pair: number } | null = null;

  const touch = window.matchMedia('(pointer: coarse)').matches;
  part(panel, '#model-map-help').textContent = touch
    ? 'Tap or drag along the strips to read a layer.'
    : 'Hover a strip, or focus the map: ←/→ choose a layer, Home/End the first and last.';
  part(panel, '#model-map-waves-help').textContent = touch
    ? 'Tap or drag along a line to read a pair.'
    : 'Hover a line, or focus the chart: ←/→ choose a pair, ↑/↓ a kind of layer.';

  let plan: Plan | null = null;
  let pasted: Plan | null = null;
  let lastWidth = 0;

  function planOf(
    key: string,
    label: string,
    config: Record<string, unknown>,
    maxPositions?: number,
    family?: string,
  ): Plan {
    const layers = ropeLayers(config, family ? { family } : undefined);
    const { kinds, kindOf } = layerKinds(layers);
    return { key, label, config, layers, kinds, kindOf, maxPositions };
  }

  function maxPositionsOf(config: Record<string, unknown>): number | undefined {
    const text = (config.text_config ?? config) as Record<string, unknown>;
    const value = text.max_position_embeddings;
    return typeof value === 'number' ? value : undefined;
  }

  function choose(state: Readonly<AppState>): void {
    if (state.mapModel === 'custom') {
      plan = pasted;
      source.textContent = pasted ? 'The pasted config.json.' : '';
      status.textContent = pasted
        ? ''
        : 'map-model=custom: a pasted config.json is not kept in the link. Paste it below, or choose a preset.';
      return;
    }
    const model = mapModel(state.mapModel)!;
    plan = {
      ...planOf(model.key, model.label, model.config, model.maxPositions),
      maxPositionsNote: model.maxPositionsNote,
    };
    source.replaceChildren('Values from ');
    const link = document.createElement('a');
    link.href = model.source;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.textContent = model.source.replace('https://huggingface.co/', '').replace('/blob/main/config.json', '');
    source.append(link, '’s config.json.');
    status.textContent = '';
  }

  function drawLegend(shown: Plan): void {
    legend.replaceChildren(
      ...shown.kinds.map((kind) => {
        const item = document.createElement('li');
        const swatch = document.createElement('span');
        const hollow = hasNoPositions(kind.entry)
          ? ' strip-positionless'
          : kind.entry.rope === null
            ? ' strip-nope'
            : '';
        swatch.className = `model-map-swatch ${seriesClass(kind.index)}${hollow}`;
        swatch.setAttribute('aria-hidden', 'true');
        const count = kind.layers.length;
        item.append(swatch, `${kind.label} (${count} layer${count === 1 ? '' : 's'})`);
        item.dataset.kind = String(kind.index);
        return item;
      }),
    );
  }

  function layerShown(state: Readonly<AppState>, shown: Plan): number {
    return Math.min(state.mapLayer, shown.layers.length - 1);
  }

  function showLayer(): void {
    const shown = plan;
    if (!shown) return;
    const state = store.state;
    const layer = layerShown(state, shown);
    if (state.mapLayer > layer) {
      status.textContent = `map-layer=${state.mapLayer} is not a layer of ${shown.label}: it has ${shown.layers.length} (0 to ${shown.layers.length - 1}); showing layer ${layer}.`;
    } else if (status.textContent!.startsWith('map-layer=')) {
      status.textContent = '';
    }
    const entry = shown.layers[layer]!;
    strips.select(layer);
    setField('layer', `${layer} of ${shown.layers.length}`);
    setField('attention', attentionWords(entry));
    setField(
      'rope',
      entry.rope === null
        ? noRopeWord(entry)
        : ropeWords(entry)
            .replace(/^RoPE θ = [^,]*,? ?/, 'RoPE ')
            .trim(),
    );
    setField('base', entry.rope ? formatNumber(entry.rope.base ?? 10000) : '–');
    setField('layout', entry.rope ? (entry.rope.layout ?? 'half') : '–');
    const series = wave?.series.find((s) => s.slot === shown.kindOf[layer]);
    const turning = series ? 2 * series.invFreq.filter((theta) => theta > 0).length : 0;
    setField('dims', `${entry.headDim} (${turning})`);
    const softmax = hasNoPositions(entry) && entry.attention !== 'cross';
    setField('scale', softmax ? '–' : formatNumber(entry.softmaxScale, 7));
    setField('temperature', temperatureWords(entry));
    stripsBox.setAttribute(
      'aria-label',
      `${shown.layers.length} layers of ${shown.label}; layer ${layer}: ${shown.kinds[shown.kindOf[layer]!]!.label}`,
    );
    for (const item of legend.children) {
      (item as HTMLElement).classList.toggle('current', item.getAttribute('data-kind') === String(shown.kindOf[layer]));
    }
    renderTex(part(panel, '#model-map-formula'), layerTex(entry), true);
  }

  const scheduler = context.lifetime.frameScheduler(draw);
  let dirty = true;

  /** Reads the chosen model with ropeLayers() and lists its kinds; a refusal is shown in its words. */
  function refreshPlan(state: Readonly<AppState>): void {
    try {
      choose(state);
    } catch (problem) {
      plan = null;
      status.textContent = problem instanceof Error ? problem.message : String(problem);
    }
    dirty = false;
    if (plan) drawLegend(plan);
    else legend.replaceChildren();
    wave = null;
    if (!plan) return;
    try {
      const series = plan.kinds.flatMap((kind) => {
        const rope = kind.entry.rope;
        if (rope === null) return [];
        const { invFreq } = ropeFrequencies(kind.entry.headDim, {
          base: rope.base,
          rotaryDim: rope.rotaryDim,
          scaling: rope.scaling,
          layout: rope.layout,
        });
        return [{ slot: kind.index, label: kind.label, invFreq, kind }];
      });
      wave = { series, index: 0, pair: 0 };
    } catch (problem) {
      status.textContent = problem instanceof Error ? problem.message : String(problem);
    }
  }

  function referenceLines(shown: Plan): ReferenceLine[] {
    const lines: ReferenceLine[] = [];
    if (shown.maxPositions !== undefined)
      lines.push({ key: 'context', label: 'max_position_embeddings', value: shown.maxPositions });
    const original = shown.layers.find((entry) => entry.rope?.scaling?.originalMaxPositionEmbeddings !== undefined)
      ?.rope?.scaling?.originalMaxPositionEmbeddings;
    if (original !== undefined && original !== shown.maxPositions)
      lines.push({ key: 'original', label: 'trained before scaling', value: original });
    return lines;
  }

  function drawWaves(shown: Plan, width: number): void {
    const series = wave?.series ?? [];
    const height = waves.draw(width, series, referenceLines(shown));
    wavesBox.style.height = `${height}px`;
    const still = series
      .map(({ invFreq, kind }) => ({
        count: invFreq.filter((theta) => theta === 0).length,
        kind,
        pairs: invFreq.length,
      }))
      .filter(({ count }) => count > 0);
    const contextNote = shown.maxPositionsNote
      ? ` max_position_embeddings ${shown.maxPositions}: ${shown.maxPositionsNote}.`
      : '';
    part(panel, '#model-map-waves-note').textContent =
      (series.length === 0
        ? 'No layer of this model turns its queries and keys: nothing to draw.'
        : still
            .map(
              ({ count, pairs, kind }) => `${kind.label}: ${count} of ${pairs} pairs stand still (θ = 0), not drawn.`,
            )
            .join(' ')) + contextNote;
    showWave();
  }

  function showWave(): void {
    const shown = wave;
    const s = shown?.series[shown.index];
    if (!shown || !s) {
      for (const field of ['kind', 'pair', 'theta', 'wavelength']) setWave(field, '–');
      return;
    }
    const theta = s.invFreq[shown.pair]!;
    setWave('kind', s.label);
    setWave('pair', `${shown.pair} of ${s.invFreq.length}`);
    setWave('theta', formatNumber(theta, 6));
    setWave('wavelength', theta > 0 ? formatNumber((2 * Math.PI) / theta, 6) : 'none (stands still)');
    waves.mark(shown.index, shown.pair);
  }

  function draw(): void {
    if (panel.hidden) return;
    const state = store.state;
    if (dirty) refreshPlan(state);
    const shown = plan;
    // Both widths are read before anything is written: read after the strips were drawn, the
    // waves' width forced a second layout of the panel (issue 12: blocking time).
    const width = stripsBox.clientWidth;
    const wavesWidth = wavesBox.clientWidth;
    lastWidth = width;
    if (!shown) {
      svg.replaceChildren();
      for (const section of [mlaSection, mropeSection, planeSection]) section.hidden = true;
      part(panel, '#model-map-shape').textContent = '';
      panel.dataset.ready = 'true';
      return;
    }
    const nope = shown.layers.map((entry) => entry.rope === null);
    const positionless = shown.layers.map(hasNoPositions);
    const temperature = shown.layers.map((entry) => entry.queryTemperature !== undefined);
    strips.draw(width, shown.kindOf, nope, positionless, temperature, layerShown(state, shown));
    drawWaves(shown, wavesWidth);
    drawExtras(shown);
    part(panel, '#model-map-shape').textContent =
      `(${shown.label}: ${shown.layers.length} layers, ${shown.kinds.length} kind${shown.kinds.length === 1 ? '' : 's'})`;
    showLayer();
    panel.dataset.ready = 'true';
  }

  function reflect(state: Readonly<AppState>): void {
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.model === state.mapModel));
  }

  // ---- the pictures a model needs -------------------------------------------------------------
  const mlaSection = part<HTMLElement>(panel, '#model-map-mla');
  const mropeSection = part<HTMLElement>(panel, '#model-map-mrope');
  const planeSection = part<HTMLElement>(panel, '#model-map-2d');
  const mropeBox = part<HTMLDivElement>(panel, '#model-map-mrope-seq');
  const patchBox = part<HTMLDivElement>(panel, '#model-map-2d-box');
  const patchSvg = part<SVGSVGElement>(panel, '#model-map-2d-svg');
  const pairRange = part<HTMLInputElement>(panel, '#model-map-2d-range');
  const pairNumber = part<HTMLInputElement>(panel, '#model-map-2d-number');
  const setToken = readoutFields(part(panel, '#model-map-mrope-readout'));
  const setPatch = readoutFields(part(panel, '#model-map-2d-readout'));
  part(panel, '#model-map-mrope-help').textContent = touch
    ? 'Tap a token to read its three ids.'
    : 'Hover a token, or focus the sequence and use ←/→.';
  part(panel, '#model-map-2d-help').textContent = touch
    ? 'Tap or drag over the patches to read one; drag the slider to choose the pair.'
    : 'Hover a patch, or focus the grid: arrow keys move between patches, Page Up/Down choose the pair.';
  const PATCH_ROWS = 4;
  const PATCH_COLS = 6;
  let mrope: { tokens: MropeToken[]; cells: HTMLElement[]; index: number } | null = null;
  let patches: {
    headDim: number;
    base: number;
    pair: number;
    angles: PatchAngle[];
    size: number;
    row: number;
    col: number;
  } | null = null;

  function visionOf(config: Record<string, unknown>): Record<string, unknown> | undefined {
    const vision = config.vision_config;
    return typeof vision === 'object' && vision !== null ? (vision as Record<string, unknown>) : undefined;
  }

  function drawExtras(shown: Plan): void {
    const mlaEntry = shown.layers.find((entry) => entry.mla);
    mlaSection.hidden = !mlaEntry;
    if (mlaEntry) {
      const slices = mlaSlices(mlaEntry)!;
      drawMlaHead(
        part(panel, '#model-map-mla-svg'),
        part<HTMLElement>(panel, '#model-map-mla-box').clientWidth,
        slices,
      );
      part(panel, '#model-map-mla-note').textContent =
        `Multi-head latent attention: of each ${mlaEntry.headDim}-wide query and key head, the first ${slices.nope} values ` +
        `carry no position and the last ${slices.rope} are turned by RoPE (layout ${mlaEntry.rope!.layout ?? 'half'}). ` +
        `The scores add the two parts, so only the ${slices.rope}-wide slice knows where a token is; ` +
        `the softmax scale ${formatNumber(mlaEntry.softmaxScale, 7)} is ${mlaEntry.headDim}^−½ times yarn’s mscale².`;
    }

    const mropeEntry = shown.layers.find((entry) => entry.rope?.mropeSection);
    mropeSection.hidden = !mropeEntry;
    if (mropeEntry) {
      const vision = visionOf(shown.config) ?? {};
      const merge = typeof vision.spatial_merge_size === 'number' ? vision.spatial_merge_size : 2;
      const perSecond = typeof vision.tokens_per_second === 'number' ? vision.tokens_per_second : undefined;
      const previous = mrope?.index;
      const tokens = mropeTokens(merge, perSecond);
      const grids = MROPE_SEQUENCE.flatMap((segment) => {
        if ('text' in segment) return [];
        const [t, h, w] = 'image' in segment ? segment.image : segment.video;
        return [
          {
            kind: 'image' in segment ? ('image' as const) : ('video' as const),
            frames: t,
            rows: h / merge,
            cols: w / merge,
          },
        ];
      });
      const cells = drawMropeSequence(mropeBox, tokens, grids);
      mrope = { tokens, cells, index: Math.min(previous ?? store.state.mapToken, tokens.length - 1) };
      const [time, height, width] = mropeEntry.rope!.mropeSection!;
      part(panel, '#model-map-mrope-note').textContent =
        `Three words, an image of 4 × 6 tokens (8 × 12 patches, merged ${merge} × ${merge}), two words, a video of ` +
        `4 grid frames of 2 × 2 tokens, one word: each token shows its time, height and width id, from mropePositions()` +
        `${perSecond === undefined ? '' : ` (tokens_per_second ${perSecond}: a video frame k has time ⌊k · ${perSecond}⌋ on from its start)`}. ` +
        `Of the ${time + height + width} pairs, the first ${time} turn by the time id, the next ${height} by the height id, ` +
        `the last ${width} by the width id. Text has one id on all three rows; after the image the next word counts on from the largest id + 1.`;
      showToken();
    } else {
      mrope = null;
    }

    const vision = visionOf(shown.config);
    const pixtral = vision?.model_type === 'pixtral';
    planeSection.hidden = !pixtral;
    if (pixtral) {
      const headDim = typeof vision.head_dim === 'number' ? vision.head_dim : 64;
      const base = typeof vision.rope_theta === 'number' ? vision.rope_theta : 10000;
      const pair = Math.min(patches?.pair ?? store.state.mapPair, headDim / 2 - 1);
      pairRange.max = String(headDim / 2 - 1);
      pairNumber.max = String(headDim / 2 - 1);
      patches = { headDim, base, pair, angles: [], size: 0, row: patches?.row ?? 1, col: patches?.col ?? 2 };
      drawPatches();
    } else {
      patches = null;
    }
  }

  function drawPatches(): void {
    const shown = patches;
    if (!shown) return;
    shown.angles = patchAngles(PATCH_ROWS, PATCH_COLS, shown.headDim, shown.base, shown.pair);
    shown.size = drawPatchGrid(patchSvg, patchBox.clientWidth, PATCH_ROWS, PATCH_COLS, shown.angles);
    pairRange.value = String(shown.pair);
    if (focusedElement(panel) !== pairNumber) pairNumber.value = String(shown.pair);
    part(panel, '#model-map-2d-shape').textContent =
      `(${PATCH_ROWS} × ${PATCH_COLS} patches, head ${shown.headDim}, θ = ${formatNumber(shown.base)})`;
    showPatch();
  }

  function showPatch(): void {
    const shown = patches;
    if (!shown) return;
    const patch = shown.angles[shown.row * PATCH_COLS + shown.col]!;
    const usesRow = shown.pair < shown.headDim / 4;
    markPatch(patchSvg, shown.size, shown.row, shown.col);
    setPatch('patch', `(${patch.row}, ${patch.col})`);
    setPatch('pair', `${shown.pair} of ${shown.headDim / 2}`);
    setPatch('by', usesRow ? `row ${patch.position}` : `column ${patch.position}`);
    setPatch('theta', formatNumber(patchTheta(shown.headDim, shown.base, shown.pair), 6));
    setPatch('angle', formatNumber(angleOf(patch), 6));
    setPatch('cos', formatNumber(patch.cos, 7));
    setPatch('sin', formatNumber(patch.sin, 7));
  }

  function showToken(): void {
    const shown = mrope;
    if (!shown) return;
    const token = shown.tokens[shown.index]!;
    shown.cells.forEach((cell, k) => cell.classList.toggle('current', k === shown.index));
    setToken('token', `${shown.index} of ${shown.tokens.length}`);
    setToken('kind', token.kind);
    setToken('t', String(token.ids[0]));
    setToken('h', String(token.ids[1]));
    setToken('w', String(token.ids[2]));
  }

  const tokenFromPointer = (event: PointerEvent): void => {
    const cell = (event.target as Element).closest<HTMLElement>('.mrope-token');
    if (!mrope || !cell) return;
    mrope.index = Number(cell.dataset.token);
    showToken();
    keepToken();
  };
  /** The token and the pair go into the link, so that a shared map opens on them. */
  const keepToken = (): void => {
    if (mrope && mrope.index !== store.state.mapToken) store.update({ mapToken: mrope.index });
  };
  mropeBox.addEventListener('pointermove', tokenFromPointer);
  mropeBox.addEventListener('pointerdown', tokenFromPointer);
  mropeBox.addEventListener('keydown', (event) => {
    if (!mrope) return;
    const last = mrope.tokens.length - 1;
    const next = { ArrowLeft: mrope.index - 1, ArrowRight: mrope.index + 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    mrope.index = Math.max(0, Math.min(last, next));
    showToken();
    keepToken();
  });

  const setPair = (value: number): void => {
    if (!patches) return;
    patches.pair = Math.max(0, Math.min(patches.headDim / 2 - 1, Math.round(value)));
    drawPatches();
    if (patches.pair !== store.state.mapPair) store.update({ mapPair: patches.pair });
  };
  pairRange.addEventListener('input', () => setPair(Number(pairRange.value)));
  pairNumber.addEventListener('input', () => {
    const value = Number(pairNumber.value);
    const ok =
      pairNumber.value.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= Number(pairNumber.max);
    pairNumber.setAttribute('aria-invalid', String(!ok));
    if (ok) setPair(value);
  });
  const patchFromPointer = (event: PointerEvent): void => {
    if (!patches || patches.size === 0) return;
    const box = patchSvg.getBoundingClientRect();
    const col = Math.floor((event.clientX - box.left - 2) / patches.size);
    const row = Math.floor((event.clientY - box.top - 2) / patches.size);
    if (row < 0 || col < 0 || row >= PATCH_ROWS || col >= PATCH_COLS) return;
    patches.row = row;
    patches.col = col;
    showPatch();
  };
  patchBox.addEventListener('pointermove', patchFromPointer);
  patchBox.addEventListener('pointerdown', patchFromPointer);
  patchBox.addEventListener('keydown', (event) => {
    if (!patches) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => (patches!.col = Math.max(0, patches!.col - 1)),
      ArrowRight: () => (patches!.col = Math.min(PATCH_COLS - 1, patches!.col + 1)),
      ArrowUp: () => (patches!.row = Math.max(0, patches!.row - 1)),
      ArrowDown: () => (patches!.row = Math.min(PATCH_ROWS - 1, patches!.row + 1)),
      PageUp: () => setPair(patches!.pair + 1),
      PageDown: () => setPair(patches!.pair - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
    showPatch();
  });

  // ---- presets and the paste box ---------------------------------------------------------------
  for (const button of buttons) {
    button.addEventListener('click', () => {
      error.textContent = '';
      store.update({ mapModel: button.dataset.model!, mapLayer: Math.min(store.state.mapLayer, 1023) });
    });
  }
  part(panel, '[data-action="read-config"]').addEventListener('click', () => {
    let config: unknown;
    const fail = (message: string): void => {
      error.textContent = message;
      text.setAttribute('aria-invalid', 'true');
    };
    try {
      config = JSON.parse(text.value);
    } catch (problem) {
      fail(`This is not JSON: ${problem instanceof Error ? problem.message : String(problem)}`);
      return;
    }
    const family = familyChoice.value || undefined;
    let read: Plan;
    try {
      const json = config as Record<string, unknown>;
      read = planOf('custom', 'the pasted config', json, maxPositionsOf(json), family);
    } catch (problem) {
      familyNote.textContent = '';
      const message = problem instanceof Error ? problem.message : String(problem);
      // A model_type the table does not read: the reader may choose a family to read it as.
      fail(/model_type|options\.family/.test(message) ? `${message} Choose one under "read as".` : message);
      return;
    }
    pasted = read;
    const unused = read.layers.unusedKeys.map((entry) => entry.key);
    familyNote.textContent =
      `Read as ${read.layers.family} (${read.layers.textPath})` +
      (unused.length > 0 ? `; transformers' ${read.layers.family} code does not read ${unused.join(', ')}.` : '.');
    error.textContent = '';
    text.setAttribute('aria-invalid', 'false');
    dirty = true;
    if (store.state.mapModel === 'custom') scheduler.schedule();
    else store.update({ mapModel: 'custom' });
  });

  // ---- strips: pointer and keys ----------------------------------------------------------------
  const setLayer = (layer: number): void => {
    if (!plan) return;
    const clamped = Math.max(0, Math.min(plan.layers.length - 1, layer));
    if (clamped !== store.state.mapLayer) store.update({ mapLayer: clamped });
  };
  const layerFromPointer = (event: PointerEvent): void => {
    if (!plan) return;
    const box = svg.getBoundingClientRect();
    setLayer(strips.layerAt(event.clientX - box.left, plan.layers.length));
  };
  stripsBox.addEventListener('pointermove', layerFromPointer);
  stripsBox.addEventListener('pointerdown', layerFromPointer);
  stripsBox.addEventListener('keydown', (event) => {
    if (!plan) return;
    const layer = layerShown(store.state, plan);
    const moves: Record<string, number> = {
      ArrowLeft: layer - 1,
      ArrowRight: layer + 1,
      Home: 0,
      End: plan.layers.length - 1,
      PageUp: layer + 8,
      PageDown: layer - 8,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setLayer(next);
  });

  // ---- wavelength chart: pointer and keys ------------------------------------------------------
  const waveFromPointer = (event: PointerEvent): void => {
    if (!wave || wave.series.length === 0) return;
    const box = wavesSvg.getBoundingClientRect();
    const x = event.clientX - box.left;
    wave.index = waves.seriesAt(x, event.clientY - box.top);
    wave.pair = waves.pairAt(wave.index, x);
    showWave();
  };
  wavesBox.addEventListener('pointermove', waveFromPointer);
  wavesBox.addEventListener('pointerdown', waveFromPointer);
  wavesBox.addEventListener('keydown', (event) => {
    if (!wave || wave.series.length === 0) return;
    const pairs = wave.series[wave.index]!.invFreq.length;
    const page = Math.max(1, Math.round(pairs / 8));
    const moves: Record<string, () => void> = {
      ArrowLeft: () => (wave!.pair = Math.max(0, wave!.pair - 1)),
      ArrowRight: () => (wave!.pair = Math.min(pairs - 1, wave!.pair + 1)),
      PageDown: () => (wave!.pair = Math.max(0, wave!.pair - page)),
      PageUp: () => (wave!.pair = Math.min(pairs - 1, wave!.pair + page)),
      Home: () => (wave!.pair = 0),
      End: () => (wave!.pair = pairs - 1),
      ArrowUp: () => (wave!.index = (wave!.index + 1) % wave!.series.length),
      ArrowDown: () => (wave!.index = (wave!.index + wave!.series.length - 1) % wave!.series.length),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
    const now = wave.series[wave.index]!.invFreq.length;
    if (wave.pair >= now) wave.pair = Math.round((wave.pair / pairs) * now);
    wave.pair = Math.min(now - 1, wave.pair);
    showWave();
  });

  // ---- export ----------------------------------------------------------------------------------
  const say = (message: string): void => {
    exportStatus.textContent = message;
  };
  const stem = (): string => `model-map-${store.state.mapModel}`;
  const actions: Record<string, () => void | Promise<void>> = {
    'strips-png': async () => {
      const blob = await figurePng({
        width: Number(svg.getAttribute('width')),
        height: Number(svg.getAttribute('height')),
        background: getComputedStyle(panel).backgroundColor,
        overlay: svg,
        drawCells: () => undefined,
      });
      downloadBlob(blob, `${stem()}.png`);
      say(`Saved ${stem()}.png.`);
    },
    'plan-csv': () => {
      const shown = plan;
      if (!shown) return;
      const lines = ['layer,attention,window,rope,base,layout,head_dim,rotary_dim,softmax_scale,query_temperature'];
      for (const entry of shown.layers) {
        const rope = entry.rope;
        lines.push(
          [
            entry.layer,
            entry.attention,
            entry.window ?? '',
            rope === null ? noRopeWord(entry) : `"${ropeWords(entry)}"`,
            rope ? (rope.base ?? 10000) : '',
            rope ? (rope.layout ?? 'half') : '',
            entry.headDim,
            rope === null ? 0 : (rope.rotaryDim ?? entry.headDim),
            entry.softmaxScale,
            entry.queryTemperature ? `"${temperatureWords(entry)}"` : '',
          ].join(','),
        );
      }
      const name = `${stem()}-layers.csv`;
      downloadBlob(new Blob([`${lines.join('\n')}\n`], { type: 'text/csv;charset=utf-8' }), name);
      say(`Saved ${name}: ${shown.layers.length} layers.`);
    },
  };
  for (const button of panel.querySelectorAll<HTMLButtonElement>('.model-map-export button[data-action]')) {
    button.addEventListener('click', () => void actions[button.dataset.action!]?.());
  }

  context.lifetime.observeResize(stripsBox, () => {
    if (stripsBox.clientWidth !== lastWidth) scheduler.schedule();
  });

  reflect(store.state);
  refreshPlan(store.state); // the legend's lines are there before the first frame: nothing below moves
  scheduler.schedule();

  return {
    update(state, changed) {
      reflect(state);
      if (changed.has('mapModel')) {
        dirty = true;
        scheduler.schedule();
      } else if (changed.has('mapLayer') && !panel.hidden && lastWidth > 0) {
        showLayer(); // the readout follows the key or the pointer at once
      }
      // A link or the back button that names another token or pair.
      if (changed.has('mapToken') && mrope && mrope.index !== Math.min(state.mapToken, mrope.tokens.length - 1)) {
        mrope.index = Math.min(state.mapToken, mrope.tokens.length - 1);
        showToken();
      }
      if (changed.has('mapPair') && patches && patches.pair !== Math.min(state.mapPair, patches.headDim / 2 - 1)) {
        patches.pair = Math.min(state.mapPair, patches.headDim / 2 - 1);
        drawPatches();
      }
    },
    shown: () => scheduler.schedule(),
  };
}

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const modelMapPanel: ViewPanel = { template: TEMPLATE, styles: [modelPickerCss, modelMapCss], mount };
