// DOM lookups for the page's own templates: a missing element is a bug in the template, so it
// fails loudly with the selector instead of a later "cannot read properties of null".

/** The first element under `root` matching `selector`. */
export function part<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`explorer: missing ${selector}`);
  return found;
}

/**
 * The focused element in `node`'s own tree (its shadow root, or the document): inside a shadow
 * root, document.activeElement is only the host.
 */
export function focusedElement(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return 'activeElement' in root ? root.activeElement : null;
}

/** A setter for a readout's cells (`[data-field]` under `root`) that writes only what changed. */
export function readoutFields(root: HTMLElement): (field: string, text: string) => void {
  const cells = new Map<string, HTMLElement>();
  for (const cell of root.querySelectorAll<HTMLElement>('[data-field]')) cells.set(cell.dataset.field!, cell);
  return (field, text) => {
    const cell = cells.get(field)!;
    if (cell.textContent !== text) cell.textContent = text;
  };
}
