// One step of the worked example: what the progress list calls it, a short explanation, the
// article's code line(s) for it, and the content, rendered from the numbers for one base n.
import type { ExampleBase, ExampleNumbers } from '../example-numbers.js';

export interface ExampleStep {
  /** Short name in the progress list and the announcement. */
  title: string;
  /** 1–3 plain sentences; trusted static HTML (only <code>, <em>, <q>). */
  explanation(base: ExampleBase): string;
  /** The article's code for this step. */
  code(base: ExampleBase): string;
  render(numbers: ExampleNumbers): Node[];
}

/** A small paragraph of static HTML with a class. */
export function note(html: string, className = 'ex-note'): HTMLParagraphElement {
  const paragraph = document.createElement('p');
  paragraph.className = className;
  paragraph.innerHTML = html;
  return paragraph;
}

/** A box that scrolls sideways on narrow screens; focusable, so keyboard users can scroll it. */
export function scrollBox(label: string, ...children: Node[]): HTMLDivElement {
  const box = document.createElement('div');
  box.className = 'ex-scroll';
  box.tabIndex = 0;
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', label);
  box.append(...children);
  return box;
}

/**
 * A remark about rounding (float32, the article's printed digits) behind a disclosure: the first
 * reading path is the idea, then the numbers. `summary` is trusted static HTML.
 */
export function roundingDetails(summary: string, ...children: Node[]): HTMLDetailsElement {
  const details = document.createElement('details');
  details.className = 'ex-details';
  const title = document.createElement('summary');
  title.innerHTML = summary;
  details.append(title, ...children);
  return details;
}
