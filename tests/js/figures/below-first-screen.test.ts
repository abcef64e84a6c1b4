// figures/below-first-screen.ts, what the stepped views keep out of their first layout: the groups
// under the first screen out until their step, brought back top down, the sources line with the
// last group, a group filled once and before it shows, everything back where the settings are
// refused, nothing touched once shown, and whether a part is still out. A part is an object with
// the class list and next sibling the module reads; the panel finds the sources line.
import { describe, expect, it } from 'vitest';
import { AWAITING_FIRST_DRAW, belowFirstScreen, siblingsFrom } from '../../../web/app/figures/below-first-screen.js';

interface FakePart {
  name: string;
  classes: Set<string>;
  /** How many times its class list was written. */
  writes: number;
  classList: Pick<DOMTokenList, 'add' | 'remove' | 'contains'>;
  nextElementSibling: FakePart | null;
}

function fakePart(name: string, ...classes: string[]): FakePart {
  const part: FakePart = {
    name,
    classes: new Set(classes),
    writes: 0,
    classList: {
      add: (token) => void (part.classes.add(token), part.writes++),
      remove: (token) => void (part.classes.delete(token), part.writes++),
      contains: (token) => part.classes.has(token),
    },
    nextElementSibling: null,
  };
  return part;
}

/** Parts named `names`, each the next sibling of the one before; the shell's sources line last. */
function fakePanel(...names: string[]) {
  const parts = [...names.map((name) => fakePart(name)), fakePart('sources', 'view-sources')];
  parts.forEach((part, index) => (part.nextElementSibling = parts[index + 1] ?? null));
  const byName = Object.fromEntries(parts.map((part) => [part.name, part])) as Record<string, FakePart>;
  let sourcesAdded = false;
  const panel = {
    querySelector: (selector: string) =>
      selector === ':scope > .view-sources' && sourcesAdded ? byName.sources : null,
  };
  return {
    panel: panel as unknown as HTMLElement,
    part: (name: string) => byName[name] as unknown as HTMLElement,
    parts,
    addSources: () => void (sourcesAdded = true),
  };
}

const out = (parts: FakePart[]): string[] =>
  parts.filter((part) => part.classes.has(AWAITING_FIRST_DRAW)).map((part) => part.name);

describe('siblingsFrom', () => {
  it('lists a part and its next siblings up to the end given, or to the last, without the sources line', () => {
    const { part } = fakePanel('a', 'b', 'c', 'd');
    const names = (list: HTMLElement[]) => list.map((element) => (element as unknown as FakePart).name);
    expect(names(siblingsFrom(part('b'), part('d')))).toEqual(['b', 'c']);
    expect(names(siblingsFrom(part('c')))).toEqual(['c', 'd']);
    expect(names(siblingsFrom(part('a'), part('a')))).toEqual([]);
  });
});

describe('belowFirstScreen', () => {
  function threeGroups(fills: Partial<Record<'notes' | 'curves' | 'facts', () => void>> = {}) {
    const fake = fakePanel('title', 'figure', 'scale', 'help', 'curves', 'table', 'facts');
    const { part } = fake;
    const groups = {
      notes: siblingsFrom(part('scale'), part('curves')),
      curves: siblingsFrom(part('curves'), part('facts')),
      facts: siblingsFrom(part('facts')),
    };
    fake.addSources(); // the shell appends it before it mounts the view
    return { ...fake, below: belowFirstScreen(fake.panel, groups, fills) };
  }

  it('takes every group and the sources line out, and brings them back top down, the sources line last', () => {
    const { below, parts } = threeGroups();
    below.hideAll();
    expect(out(parts)).toEqual(['scale', 'help', 'curves', 'table', 'facts', 'sources']);
    below.show('notes');
    expect(out(parts)).toEqual(['curves', 'table', 'facts', 'sources']);
    below.show('curves');
    expect(out(parts)).toEqual(['facts', 'sources']);
    below.show('facts');
    expect(out(parts)).toEqual([]);
  });

  it('fills a group once, while it is still out, whether fill() or show() comes first', () => {
    const log: string[] = [];
    const { below, parts } = threeGroups({
      notes: () => log.push(`notes filled, out: ${out(parts).includes('scale')}`),
      facts: () => log.push(`facts filled, out: ${out(parts).includes('facts')}`),
    });
    below.hideAll();
    below.show('notes');
    below.fill('facts');
    below.fill('facts');
    below.show('facts');
    expect(log).toEqual(['notes filled, out: true', 'facts filled, out: true']);
  });

  it('brings everything back, filled, where the settings are refused', () => {
    const filled: string[] = [];
    const { below, parts } = threeGroups({ curves: () => filled.push('curves') });
    below.hideAll();
    below.show('notes');
    below.showAll();
    expect(out(parts)).toEqual([]);
    expect(filled).toEqual(['curves']);
  });

  it('touches no part once every group is shown: a later draw changes nothing', () => {
    const { below, parts } = threeGroups();
    below.hideAll();
    below.showAll();
    const writes = parts.map((part) => part.writes);
    below.show('notes');
    below.showAll();
    expect(parts.map((part) => part.writes)).toEqual(writes);
    expect(parts.find((part) => part.name === 'title')!.writes).toBe(0);
  });

  it('says whether a part or the sources line is still out', () => {
    const { below } = threeGroups();
    expect(below.anyStillOut()).toBe(false);
    below.hideAll();
    expect(below.anyStillOut()).toBe(true);
    below.show('notes');
    below.show('curves');
    expect(below.anyStillOut()).toBe(true);
    below.show('facts');
    expect(below.anyStillOut()).toBe(false);
  });
});
