// The page's mathematics, typeset by KaTeX (bundled with its fonts; no network). Each formula
// comes in a wide and a narrow line-breaking, both rendered once; CSS shows the one that fits.
// KaTeX also writes MathML, which screen readers read (the hidden variant is display: none).
import { renderTex } from '../../tex.js';

export interface Formula {
  wide: string;
  narrow: string;
}

/** e_t·e_{t+k} = Σ cos(ω_i k): the product of two rows depends only on their distance. */
export const IDENTITY: Formula = {
  wide: String.raw`
\begin{aligned}
e_t \cdot e_{t+k}
  &= \sum_{i=0}^{d/2-1} \Big[\sin(\omega_i t)\,\sin\!\big(\omega_i (t+k)\big) + \cos(\omega_i t)\,\cos\!\big(\omega_i (t+k)\big)\Big] \\
  &= \sum_{i=0}^{d/2-1} \cos(\omega_i k), \qquad \omega_i = n^{-2i/d}
\end{aligned}`,
  narrow: String.raw`
\begin{aligned}
e_t \cdot e_{t+k}
  &= \textstyle\sum_i \sin(\omega_i t)\,\sin\!\big(\omega_i (t+k)\big) \\
  &\quad + \textstyle\sum_i \cos(\omega_i t)\,\cos\!\big(\omega_i (t+k)\big) \\
  &= \sum_{i=0}^{d/2-1} \cos(\omega_i k), \quad \omega_i = n^{-2i/d}
\end{aligned}`,
};

/** The attention score with positions added to the token embeddings, in four terms. */
export const DECOMPOSITION: Formula = {
  wide: String.raw`
\begin{aligned}
(x_i + e_i)\,W_Q \big((x_j + e_j)\,W_K\big)^{\!\top}
  &= x_i W x_j^{\top} + e_i W x_j^{\top} + x_i W e_j^{\top} + \underbrace{e_i W e_j^{\top}}_{\text{positions } i,\ j}
\end{aligned}`,
  narrow: String.raw`
\begin{aligned}
&(x_i + e_i)\,W_Q \big((x_j + e_j)\,W_K\big)^{\!\top} \\
&\quad = x_i W x_j^{\top} + e_i W x_j^{\top} \\
&\quad\quad + x_i W e_j^{\top} + \underbrace{e_i W e_j^{\top}}_{\text{positions } i,\ j}
\end{aligned}`,
};

/** Renders both variants of `formula` into `element` (classes tex-wide and tex-narrow). */
export function renderFormula(element: HTMLElement, formula: Formula): void {
  for (const variant of ['wide', 'narrow'] as const) {
    const holder = document.createElement('div');
    holder.className = `tex-${variant}`;
    renderTex(holder, formula[variant], true);
    element.append(holder);
  }
}
