// What the bias view's first draw hides until it has drawn them (issue 31: blocking time): all but
// the first screen's title, presets and slopes box, so the first layout holds these only and each
// part's first layout is a task of its own. Each part lies under those shown before it, so what
// comes moves nothing above it. Later draws hide nothing.
import { part } from '../../dom.js';

export interface FirstDrawParts {
  /** The slopes' readout and help line, under the slopes. */
  slopeTexts: HTMLElement[];
  /** The settings and the notice line. */
  settings: HTMLElement[];
  alibiMatrix: HTMLElement[];
  /** T5's section. */
  t5Section: HTMLElement[];
  /** T5's figures, in its section: shown by the staircase's step where the package takes the settings. */
  t5Figures: HTMLElement[];
  /** The T5 matrix and what follows it in its section. */
  t5Matrix: HTMLElement[];
  /** What to notice, and the sources line under it. */
  noticeBox: HTMLElement[];
}

/** `first` and its next siblings up to the first that matches `ends` (without `ends`: the last). */
function childrenFrom(first: Element, ends?: string): HTMLElement[] {
  const children: HTMLElement[] = [];
  for (let next: Element | null = first; next; next = next.nextElementSibling) {
    if (ends && next !== first && next.matches(ends)) break;
    children.push(next as HTMLElement);
  }
  return children;
}

/** Hides the parts a first draw shows one at a time, and returns them. */
export function hideFirstDrawParts(panel: HTMLElement): FirstDrawParts {
  // The panel's children that start a part (each selector matches that child only).
  const sections = {
    settings: '#bias-controls',
    alibiMatrix: 'section[aria-labelledby="alibi-matrix-title"]',
    t5Section: 'section[aria-labelledby="t5-title"]',
    noticeBox: 'section.bias-notice-box',
  };
  const ends = Object.values(sections).join(', ');
  const parts: FirstDrawParts = {
    slopeTexts: [part(panel, '#alibi-slope-readout'), part(panel, '#alibi-slopes-help')],
    settings: childrenFrom(part(panel, sections.settings), ends),
    alibiMatrix: childrenFrom(part(panel, sections.alibiMatrix), ends),
    t5Section: childrenFrom(part(panel, sections.t5Section), ends),
    t5Figures: [part(panel, '#t5-figures')],
    t5Matrix: childrenFrom(part(panel, '#t5-matrix-title')),
    // The shell adds the sources line after the template: it follows what to notice.
    noticeBox: childrenFrom(part(panel, sections.noticeBox), ends),
  };
  for (const element of Object.values(parts).flat()) element.hidden = true;
  return parts;
}

export const show = (elements: readonly HTMLElement[] | undefined): void => {
  for (const element of elements ?? []) element.hidden = false;
};

/** Shows every part (where the package refuses the settings: the settings, to set something it takes). */
export function showFirstDrawParts(parts: FirstDrawParts | null): void {
  for (const elements of Object.values(parts ?? {})) show(elements);
}
