// A formula of the worked example as its own element, typeset by the page's KaTeX helper.
import { renderTex } from '../../tex.js';

export function formula(tex: string, display = true): HTMLElement {
  const element = document.createElement(display ? 'div' : 'span');
  element.className = display ? 'ex-formula' : 'ex-formula-inline';
  renderTex(element, tex, display);
  return element;
}
