// The worked example's formulas. They depend on nothing but the base n, one of the article's two,
// so every one of them is typeset at build time (vite-plugins/prebuilt-tex.ts) and the view draws
// without KaTeX's runtime, whichever step and base it opens on (issue 12: an embed's largest paint
// waited for the runtime).
import { D_MODEL } from '../../documents/article.js';
import { BASES } from '../../documents/article-bases.js';

/** Step 3: div_term's two forms, the power and the logarithm PyTorch computes. */
export const LOG_REWRITE = String.raw`\begin{aligned}
\text{div\_term}_i = \frac{1}{n^{2i/d_\text{model}}} &= n^{-2i/d_\text{model}} \\
&= e^{\ln\left(n^{-2i/d_\text{model}}\right)} \\
&= e^{-2i\,\ln(n)/d_\text{model}}
\end{aligned}`;

/** Step 3: the headers of the table that computes div_term both ways for base n. */
export function divTermHeaders(base: number): { index: string; viaLog: string; viaPower: string } {
  return {
    index: 'i',
    viaLog: String.raw`\exp\!\left(-2i\,\tfrac{\ln ${base}}{${D_MODEL}}\right)`,
    viaPower: String.raw`\dfrac{1}{${base}^{2i/${D_MODEL}}}`,
  };
}

/** Step 4: the angle of position pos in pair i. */
export const ANGLE = String.raw`\theta_{pos,i} = pos \cdot \text{div\_term}_i`;

/** Step 5: sines in the even columns, cosines in the odd ones. */
export const SIN_COS = String.raw`\begin{aligned}
\mathrm{PE}(pos,\,2i) &= \sin(\theta_{pos,i}) \\
\mathrm{PE}(pos,\,2i{+}1) &= \cos(\theta_{pos,i})
\end{aligned}`;

/**
 * Every formula the example typesets: the display ones and the table's inline headers for each
 * base. A function, so the page's bundle, which never calls it, leaves it out.
 */
export function exampleFormulas(): { tex: string; displayMode: boolean }[] {
  return [
    ...[LOG_REWRITE, ANGLE, SIN_COS].map((tex) => ({ tex, displayMode: true })),
    ...BASES.flatMap((base) => Object.values(divTermHeaders(base))).map((tex) => ({ tex, displayMode: false })),
  ];
}
