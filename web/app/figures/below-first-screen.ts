// What lies under a view's first screen, out of the layout until the first draw's step for it
// (issue 31: blocking time): the first layout then holds the first screen only, and each group's
// first layout is a task of its own. The groups come top down, each under everything shown before
// it, so nothing above moves; the shell's sources line ends the panel (appended before the view
// mounts) and comes with the last group.
// A class, not the `hidden` attribute, takes them out: a view may hide a part of its own (a note
// that does not apply), and showing the group must not show that part too.

/** Out of the layout until its step (figures.css). */
export const AWAITING_FIRST_DRAW = 'awaiting-first-draw';

/** `first` and its next siblings up to (not including) `end`, or to the last; the sources line stays out. */
export function siblingsFrom(first: Element, end?: Element | null): HTMLElement[] {
  const siblings: HTMLElement[] = [];
  for (let element: Element | null = first; element && element !== end; element = element.nextElementSibling)
    if (!element.classList.contains('view-sources')) siblings.push(element as HTMLElement);
  return siblings;
}

export interface BelowFirstScreen<Group extends string> {
  /** Takes every group (and the sources line) out of the layout until show() brings it back. */
  hideAll(): void;
  /** Fills `group` (its `beforeFirstShow`) if not yet done, while it may still be out of the layout. */
  fill(group: Group): void;
  /** Brings `group` back, filled first if not yet done; the last group brings the sources line. */
  show(group: Group): void;
  showAll(): void;
  /** Whether a part (or the sources line) is still out: a first draw is under way. */
  anyStillOut(): boolean;
}

/**
 * `groups` lists the parts of `panel` under its first screen, group by group, top down;
 * `beforeFirstShow` fills a group before it is first shown (a formula typeset only when its step
 * comes, so the panel's mount does not parse it).
 */
export function belowFirstScreen<Group extends string>(
  panel: HTMLElement,
  groups: Record<Group, HTMLElement[]>,
  beforeFirstShow: Partial<Record<Group, () => void>> = {},
): BelowFirstScreen<Group> {
  const names = Object.keys(groups) as Group[];
  const sourcesLine = (): HTMLElement | null => panel.querySelector<HTMLElement>(':scope > .view-sources');
  const filled = new Set<Group>();
  const fill = (group: Group): void => {
    if (filled.has(group)) return;
    filled.add(group);
    beforeFirstShow[group]?.();
  };
  const show = (group: Group): void => {
    fill(group);
    const shown = group === names.at(-1) ? [...groups[group], sourcesLine()] : groups[group];
    // Only those still out: a later draw changes nothing.
    for (const element of shown)
      if (element?.classList.contains(AWAITING_FIRST_DRAW)) element.classList.remove(AWAITING_FIRST_DRAW);
  };
  return {
    hideAll() {
      for (const element of [...names.flatMap((group) => groups[group]), sourcesLine()])
        element?.classList.add(AWAITING_FIRST_DRAW);
    },
    fill,
    show,
    showAll() {
      for (const group of names) show(group);
    },
    anyStillOut() {
      const parts = [...names.flatMap((group) => groups[group]), sourcesLine()];
      return parts.some((element) => element?.classList.contains(AWAITING_FIRST_DRAW));
    },
  };
}
