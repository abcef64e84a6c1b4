// Formulas typeset by KaTeX (bundled with its fonts by Vite: no network, no inline script). The
// output carries MathML as well, so screen readers read the mathematics, not the glyphs.
import katex from 'katex';
import 'katex/dist/katex.min.css';

export function formula(tex: string, display = true): HTMLElement {
  const element = document.createElement(display ? 'div' : 'span');
  element.className = display ? 'ex-formula' : 'ex-formula-inline';
  katex.render(tex, element, { displayMode: display, throwOnError: true, output: 'htmlAndMathml' });
  return element;
}
