// The model map's first figure and its readout: the layer strips (layer-strips.ts), the legend of
// kinds, the chosen layer's readout and formula, and the strips' pointer and keys. The texts come
// from the model (model-map-model.ts); this module only puts them on the page.
import { part, readoutFields } from '../../dom.js';
import { seriesClass } from '../../figures/series-colours.js';
import { renderTex } from '../../tex.js';
import { hasNoPositions } from './layer-plan.js';
import { LayerStrips } from './layer-strips.js';
import {
  layerAfterKey,
  layerReadout,
  layerTex,
  legendItems,
  stripsLabel,
  type KindSeries,
  type Plan,
} from './model-map-model.js';

const SWATCH_STYLE = { rope: '', nope: ' strip-nope', positionless: ' strip-positionless' } as const;

export interface LayerSection {
  /** The strips' box (its width sizes the strips). */
  readonly box: HTMLDivElement;
  /** The strips' svg (the PNG export draws it). */
  readonly svg: SVGSVGElement;
  /** The legend's lines for `plan`, none without one. */
  legend(plan: Plan | null): void;
  /** Draws one strip per layer, `width` px wide, `layer` outlined. */
  draw(width: number, plan: Plan, layer: number): void;
  clear(): void;
  /** The readout, formula, outline and legend line of `layer`. */
  show(plan: Plan, layer: number, series: readonly KindSeries[] | null): void;
}

export function createLayerSection(
  panel: HTMLElement,
  touch: boolean,
  /** The plan and layer shown now, and what to do when the reader picks a layer. */
  events: { plan: () => Plan | null; layer: () => number; choose: (layer: number) => void },
): LayerSection {
  const box = part<HTMLDivElement>(panel, '#model-map-strips');
  const svg = part<SVGSVGElement>(panel, '#model-map-svg');
  const legendList = part<HTMLUListElement>(panel, '#model-map-legend');
  const formula = part<HTMLElement>(panel, '#model-map-formula');
  const setField = readoutFields(part(panel, '#model-map-readout'));
  const strips = new LayerStrips(svg);
  part(panel, '#model-map-help').textContent = touch
    ? 'Tap or drag along the strips to read a layer.'
    : 'Hover a strip, or focus the map: ←/→ choose a layer, Home/End the first and last.';

  const fromPointer = (event: PointerEvent): void => {
    const plan = events.plan();
    if (!plan) return;
    const count = plan.layers.length;
    const layer = strips.layerAt(event.clientX - svg.getBoundingClientRect().left, count);
    events.choose(Math.max(0, Math.min(count - 1, layer)));
  };
  box.addEventListener('pointermove', fromPointer);
  box.addEventListener('pointerdown', fromPointer);
  box.addEventListener('keydown', (event) => {
    const plan = events.plan();
    if (!plan) return;
    const next = layerAfterKey(event.key, events.layer(), plan.layers.length);
    if (next === undefined) return;
    event.preventDefault();
    events.choose(next);
  });

  return {
    box,
    svg,
    legend(plan) {
      legendList.replaceChildren(
        ...(plan ? legendItems(plan) : []).map(({ slot, style, text }) => {
          const item = document.createElement('li');
          const swatch = document.createElement('span');
          swatch.className = `model-map-swatch ${seriesClass(slot)}${SWATCH_STYLE[style]}`;
          swatch.setAttribute('aria-hidden', 'true');
          item.append(swatch, text);
          item.dataset.kind = String(slot);
          return item;
        }),
      );
    },
    draw(width, plan, layer) {
      const nope = plan.layers.map((entry) => entry.rope === null);
      const positionless = plan.layers.map(hasNoPositions);
      const temperature = plan.layers.map((entry) => entry.queryTemperature !== undefined);
      strips.draw(width, plan.kindOf, nope, positionless, temperature, layer);
    },
    clear() {
      svg.replaceChildren();
    },
    show(plan, layer, series) {
      strips.select(layer);
      for (const [field, text] of Object.entries(layerReadout(plan, layer, series))) setField(field, text);
      box.setAttribute('aria-label', stripsLabel(plan, layer));
      for (const item of legendList.children) {
        (item as HTMLElement).classList.toggle(
          'current',
          item.getAttribute('data-kind') === String(plan.kindOf[layer]),
        );
      }
      renderTex(formula, layerTex(plan.layers[layer]!), true);
    },
  };
}
