// The header's formulas (15.1) and (15.2), typeset by KaTeX over the plain-text versions that
// index.html shows until this runs (and keeps if it ever fails).
import { FREQUENCY_TEX, SCALED_SUM_TEX, SINUSOIDAL_TEX, renderTex } from '../tex.js';

const TEX: Record<string, string> = {
  sine: SINUSOIDAL_TEX.sine,
  cosine: SINUSOIDAL_TEX.cosine,
  'scaled-sum': SCALED_SUM_TEX,
  frequency: FREQUENCY_TEX,
};

export function renderHeaderFormulas(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-tex]')) {
    const tex = TEX[element.dataset.tex ?? ''];
    if (tex === undefined) continue;
    try {
      renderTex(element, tex);
    } catch (error) {
      console.warn('header formula kept as text:', error);
    }
  }
}
