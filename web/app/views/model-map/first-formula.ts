// The formula on the model map's first screen: the chosen layer's, for the view's settings. The
// build typesets it for the default settings (vite-plugins/prebuilt-tex.ts, numbers from the core
// run in Node), so the view draws without KaTeX's runtime (issue 31: blocking time); other
// settings fetch the runtime when the formula nears the screen (tex.ts).
import type { AppState } from '../../state/app-state.js';
import { layerShown, layerTex, readModel } from './model-map-model.js';

export function modelMapFirstFormulas(state: Readonly<AppState>): { tex: string; displayMode: boolean }[] {
  const { plan } = readModel(state.mapModel, null);
  if (!plan) return [];
  return [{ tex: layerTex(plan.layers[layerShown(state.mapLayer, plan)]!), displayMode: true }];
}
