// The model map: what every layer of a model does with positions, read by ropeLayers() from a
// preset's config.json or a pasted one. One strip per layer coloured by its kind, a legend, a
// readout of the chosen layer; then the wavelengths of each kind against the context length and
// the pictures a model needs (DeepSeek's split head, Qwen2.5-VL's M-RoPE ids, Pixtral's 2D grid).
// The numbers and texts are the model's (model-map-model.ts, model-extras.ts); the figures and
// controls are modules of their own; `mount` wires them to the Store.
import type { AppState, Store } from '../../state/app-state.js';
import { part } from '../../dom.js';
import type { ViewContext, ViewPanel, ViewHandle } from '../view.js';
import {
  layerRefusal,
  layerShown,
  readModel,
  shapeWords,
  sourceLine,
  type Plan,
  type Reading,
} from './model-map-model.js';
import { MODEL_MAP_TEMPLATE } from './model-map-template.js';
import { createLayerSection } from './layer-section.js';
import { createWavesSection } from './waves-section.js';
import { createMlaSection, createMropeSection, createPatchSection } from './extra-sections.js';
import { createModelChoice } from './model-choice.js';
import { wireModelMapExport } from './model-map-export.js';
import { createDrawSteps, type DrawStep } from '../../figures/draw-steps.js';
import { belowFirstScreen, siblingsFrom } from '../../figures/below-first-screen.js';
import { addPrebuiltTex } from '../../tex.js';
import prebuiltTex, { css as prebuiltTexCss } from 'virtual:prebuilt-tex/model-map';
import modelPickerCss from '../../presets/model-picker.css?inline';
import modelMapPicturesCss from './model-map-pictures.css?inline';
import modelMapWavesCss from './model-map-waves.css?inline';
import modelMapCss from './model-map.css?inline';

// The chosen layer's formula for the default settings, typeset at build time (first-formula.ts):
// the view's first screen draws without KaTeX's runtime.
addPrebuiltTex(prebuiltTex);

/**
 * The parts under the strips, in the order the first draw's steps show them: the readout and its
 * help; the formula and the status line; the presets; the wavelengths; the pictures and the rest.
 */
function partsUnderStrips(panel: HTMLElement) {
  const formula = part(panel, ':scope > #model-map-formula');
  const presets = part(panel, ':scope > .model-picker');
  const waves = part(panel, ':scope > #model-map-waves-title');
  const pictures = part(panel, ':scope > #model-map-mla');
  return {
    readout: siblingsFrom(part<HTMLElement>(panel, ':scope > .model-map-figure').nextElementSibling!, formula),
    formula: siblingsFrom(formula, presets),
    presets: siblingsFrom(presets, waves),
    waves: siblingsFrom(waves, pictures),
    pictures: siblingsFrom(pictures),
  };
}

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const touch = window.matchMedia('(pointer: coarse)').matches;
  const status = part<HTMLParagraphElement>(panel, '#model-map-status');
  const shape = part<HTMLElement>(panel, '#model-map-shape');
  const scheduler = context.lifetime.frameScheduler(draw);
  let reading: Reading = { plan: null, series: null, status: '' };
  let pasted: Plan | null = null;
  let dirty = true;
  let lastWidth = 0;
  const below = belowFirstScreen(panel, partsUnderStrips(panel));

  const layers = createLayerSection(panel, touch, {
    plan: () => reading.plan,
    layer: () => layerShown(store.state.mapLayer, reading.plan!),
    choose: (layer) => {
      if (layer !== store.state.mapLayer) store.update({ mapLayer: layer });
    },
  });
  const waves = createWavesSection(panel, touch);
  const mrope = createMropeSection(panel, store, touch);
  const patches = createPatchSection(panel, store, touch);
  const extras = [createMlaSection(panel), mrope, patches];
  const choice = createModelChoice(panel, store, (plan) => {
    pasted = plan;
    dirty = true;
    if (store.state.mapModel === 'custom') scheduler.schedule();
    else store.update({ mapModel: 'custom' });
  });
  wireModelMapExport(panel, store, layers.svg, () => reading.plan);

  /** Reads the chosen model with ropeLayers() and lists its kinds; a refusal is shown in its words. */
  function refresh(state: Readonly<AppState>): void {
    reading = readModel(state.mapModel, pasted);
    choice.showSource(sourceLine(state.mapModel, pasted));
    status.textContent = reading.status;
    dirty = false;
    layers.legend(reading.plan);
    waves.reset(reading.series);
  }

  function showLayer(): void {
    const plan = reading.plan;
    if (!plan) return;
    const refusal = layerRefusal(store.state.mapLayer, plan);
    if (refusal) status.textContent = refusal;
    else if (status.textContent!.startsWith('map-layer=')) status.textContent = '';
    layers.show(plan, layerShown(store.state.mapLayer, plan), waves.series);
  }

  const steps = createDrawSteps(panel, context.lifetime);
  /** The figure's width changed during the first draw's steps: it is drawn again after them. */
  let resizedWhileStepping = false;

  function draw(): void {
    if (panel.hidden) return;
    if (dirty) refresh(store.state);
    const plan = reading.plan;
    if (plan && steps.firstDrawPending) steps.run(firstDrawSteps(plan));
    else steps.run([() => drawAll(plan)]);
  }

  /** A later draw (or one with nothing to draw): every part at once. */
  function drawAll(plan: Plan | null): void {
    // Both widths are read before anything is written: read after the strips were drawn, the
    // waves' width forced a second layout of the panel (issue 12: blocking time).
    const width = layers.box.clientWidth;
    const wavesWidth = waves.box.clientWidth;
    lastWidth = width;
    if (plan) {
      layers.draw(width, plan, layerShown(store.state.mapLayer, plan));
      waves.draw(wavesWidth, plan);
      for (const extra of extras) extra.show(plan);
      shape.textContent = shapeWords(plan);
      showLayer();
    } else {
      layers.clear();
      for (const extra of extras) extra.hide();
      shape.textContent = '';
    }
    below.showAll();
  }

  /**
   * The first draw in steps of their own tasks (issue 31: no first draw over 50 ms of the main
   * thread at a time), each showing the next parts down the panel: the strips and their legend,
   * the first screen's figure; the readout; the formula; the presets; the wavelengths; then the
   * pictures some models need and the rest. What a later step shows is out of the layout until
   * then (figures/below-first-screen.ts): laid out by no one, it moves nothing when it comes. A
   * draw begun meanwhile takes over; a panel hidden meanwhile draws again from the first step when
   * shown.
   */
  function firstDrawSteps(plan: Plan): DrawStep[] {
    // A step that only shows parts lays them out before it ends: else the next step's width read
    // would lay them out with its own parts, in one task (setTimeout tasks may run before a frame).
    const layOut = (): void => void panel.offsetHeight;
    const step =
      (shows: () => void, drawPart: () => void): DrawStep =>
      () => {
        if (panel.hidden) return false; // drawn again from the first step when shown
        shows();
        drawPart();
      };
    const show = (group: keyof ReturnType<typeof partsUnderStrips>) => () => below.show(group);
    return [
      step(below.hideAll, () => {
        lastWidth = layers.box.clientWidth;
        layers.draw(lastWidth, plan, layerShown(store.state.mapLayer, plan));
        shape.textContent = shapeWords(plan);
      }),
      step(show('readout'), () => {
        showLayer();
        layOut();
      }),
      step(show('formula'), layOut), // KaTeX's spans: a style and layout of their own
      step(show('presets'), layOut), // its 267 elements are a layout of their own
      step(show('waves'), () => waves.draw(waves.box.clientWidth, plan)),
      () => {
        if (panel.hidden) return false; // drawn again from the first step when shown
        below.showAll();
        for (const extra of extras) extra.show(plan);
        if (resizedWhileStepping) scheduler.schedule();
      },
    ];
  }

  context.lifetime.observeResize(layers.box, () => {
    const resized = layers.box.clientWidth !== lastWidth;
    // A width that changes during the first draw's steps waits for their end: a step that began
    // the first draw again would hide the parts whose scroll bar took the width, and so on.
    if (below.anyStillOut()) resizedWhileStepping = resized;
    else if (resized) scheduler.schedule();
  });

  choice.reflect(store.state);
  below.hideAll(); // nothing below the strips is laid out before they are drawn
  refresh(store.state); // the legend's lines are there before the first frame: nothing below moves
  scheduler.schedule();

  return {
    update(state, changed) {
      choice.reflect(state);
      if (changed.has('mapModel')) {
        dirty = true;
        scheduler.schedule();
      } else if (changed.has('mapLayer') && !panel.hidden && lastWidth > 0) {
        showLayer(); // the readout follows the key or the pointer at once
      }
      // A link or the back button that names another token or pair.
      if (changed.has('mapToken')) mrope.follow(state.mapToken);
      if (changed.has('mapPair')) patches.follow(state.mapPair);
    },
    shown: () => scheduler.schedule(),
  };
}

/** The panel's markup and wiring, in a chunk of its own that the shell loads when the view is first shown. */
export const modelMapPanel: ViewPanel = {
  template: MODEL_MAP_TEMPLATE,
  // KaTeX's rules for the build-time formula first: the view's own rules come after them.
  styles: [prebuiltTexCss, modelPickerCss, modelMapCss, modelMapWavesCss, modelMapPicturesCss],
  mount,
};
