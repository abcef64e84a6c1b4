// DOM lookups for the page's own templates: a missing element is a bug in the template, so it
// fails loudly with the selector instead of a later "cannot read properties of null".

/** The first element under `root` matching `selector`. */
export function part<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`explorer: missing ${selector}`);
  return found;
}
