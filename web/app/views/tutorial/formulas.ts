// The tutorial's two formulas, as its source prints them: fixed, so typeset at build time
// (vite-plugins/prebuilt-tex.ts) and the view draws without KaTeX's runtime.

/** Formula (15.1): the sinusoid, both parities, with the source's base 10000. */
export const FORMULA_15_1 = String.raw`\begin{aligned}
  \mathrm{PE}_{(pos,\,2i)} &= \sin\!\left(\frac{pos}{10000^{2i/d_{model}}}\right) \\
  \mathrm{PE}_{(pos,\,2i+1)} &= \cos\!\left(\frac{pos}{10000^{2i/d_{model}}}\right)
\end{aligned}`;

/** Formula (15.2): the embeddings scaled by √d_model plus the table. */
export const FORMULA_15_2 = String.raw`X^{pe}(pos, j) = \sqrt{d_{model}} \cdot X(pos, j) + \mathrm{PE}(pos, j)`;
