// What is under the heatmap's frame, in the groups the first draw shows a task at a time (issue 31:
// blocking time): the notes under the heatmap (its colour scale, help and status, shown with the
// heatmap), the diagonals' heading and identity (KaTeX, about 850 elements),
// the distances box with the curves and table, and where the matrix enters attention (KaTeX
// again). Until its step a group is out of the layout (display: none), so the first layout holds
// the first screen only; each comes below everything shown before it, so nothing above moves.
// The sources line after them waits for the last.
import { part } from '../../dom.js';

export type BelowGroup = 'notes' | 'identity' | 'curves' | 'attention';

const PENDING = 'distance-pending';

/** The template's top-level parts from `first` up to (not including) `end`; the sources line stays. */
function partsFrom(first: Element, end: Element | null): HTMLElement[] {
  const parts: HTMLElement[] = [];
  for (let element: Element | null = first; element && element !== end; element = element.nextElementSibling)
    if (element instanceof HTMLElement && !element.classList.contains('view-sources')) parts.push(element);
  return parts;
}

export interface BelowFirstScreen {
  /** Takes every group out of the layout until show() brings it back. */
  hideAll(): void;
  /** Fills `group` (its `beforeFirstShow`) if not yet done, while it is still out of the layout. */
  fill(group: BelowGroup): void;
  /** Brings `group` back, filled first if not yet done. */
  show(group: BelowGroup): void;
  showAll(): void;
}

/**
 * The groups of `panel`'s template; `beforeFirstShow` fills a group before it is first shown (a
 * formula typeset only when its step comes, so the panel's mount does not parse it).
 */
export function belowFirstScreen(
  panel: HTMLElement,
  beforeFirstShow: Partial<Record<BelowGroup, () => void>>,
): BelowFirstScreen {
  const notesStart = part(panel, '#distance-scale');
  const identityStart = part(panel, '#distance-diagonals-title');
  const curvesStart = part(panel, '#distance-field');
  const attentionStart = part(panel, '#distance-attention-title');
  const groups: Record<BelowGroup, HTMLElement[]> = {
    notes: partsFrom(notesStart, identityStart),
    identity: partsFrom(identityStart, curvesStart),
    curves: partsFrom(curvesStart, attentionStart),
    attention: partsFrom(attentionStart, null),
  };
  const filled = new Set<BelowGroup>();
  const fill = (group: BelowGroup): void => {
    if (filled.has(group)) return;
    filled.add(group);
    beforeFirstShow[group]?.();
  };
  // The shell's sources line ends the panel: out of the layout until the last group comes, it
  // moves nothing on the screen (under the first screen's notes it was on it, and moved).
  const sourcesLine = (): HTMLElement | null => panel.querySelector<HTMLElement>(':scope > .view-sources');
  const show = (group: BelowGroup): void => {
    fill(group);
    const shown = group === 'attention' ? [...groups[group], sourcesLine()] : groups[group];
    for (const element of shown) element?.classList.remove(PENDING);
  };
  return {
    hideAll() {
      for (const element of [...Object.values(groups).flat(), sourcesLine()]) element?.classList.add(PENDING);
    },
    fill,
    show,
    showAll() {
      for (const group of Object.keys(groups) as BelowGroup[]) show(group);
    },
  };
}
