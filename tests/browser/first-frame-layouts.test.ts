// How often an embed's first frame makes the browser lay the page out from script (issue 31: the
// example embed's first task held eight such layouts, about 400 ms on a 4x slower CPU). A script
// that reads a size (scrollWidth, clientWidth, …) after changing the DOM forces a layout; reads
// with no change since the last read reuse it. An init script wraps the size getters and the DOM's
// write methods, and counts the reads that come after a write, task by task. No time is measured.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/open-page.js';

interface LayoutRecord {
  /** Per synchronous run of script (a task and its microtasks): the reads that forced a layout. */
  forcedPerRun: number[];
  /** Size reads in all, forced or not: the count is not vacuous. */
  reads: number;
}

function countForcedLayouts(): void {
  const record: LayoutRecord = { forcedPerRun: [0], reads: 0 };
  (window as unknown as { layouts: LayoutRecord }).layouts = record;
  let dirty = true;
  let runOpen = false;
  const inRun = (): void => {
    if (runOpen) return;
    runOpen = true;
    queueMicrotask(() => {
      runOpen = false;
      record.forcedPerRun.push(0);
      dirty = true; // the browser's own rendering may change what the next read sees
    });
  };
  const read = (): void => {
    inRun();
    record.reads++;
    if (dirty) record.forcedPerRun[record.forcedPerRun.length - 1]!++;
    dirty = false;
  };
  const write = (): void => {
    inRun();
    dirty = true;
  };
  const wrapGetter = (proto: object, name: string): void => {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name)!;
    Object.defineProperty(proto, name, {
      ...descriptor,
      get(this: unknown) {
        read();
        return descriptor.get!.call(this);
      },
    });
  };
  const wrapSetter = (proto: object, name: string): void => {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name)!;
    Object.defineProperty(proto, name, {
      ...descriptor,
      set(this: unknown, value: unknown) {
        write();
        descriptor.set!.call(this, value);
      },
    });
  };
  const wrapMethod = (proto: Record<string, unknown>, name: string): void => {
    const original = proto[name] as (...args: unknown[]) => unknown;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      write();
      return original.apply(this, args);
    };
  };
  for (const name of ['scrollWidth', 'scrollHeight', 'clientWidth', 'clientHeight', 'scrollLeft', 'scrollTop'])
    wrapGetter(Element.prototype, name);
  for (const name of ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop'])
    wrapGetter(HTMLElement.prototype, name);
  wrapSetter(Element.prototype, 'innerHTML');
  wrapSetter(Node.prototype, 'textContent');
  wrapSetter(HTMLElement.prototype, 'hidden');
  const element = Element.prototype as unknown as Record<string, unknown>;
  for (const name of ['setAttribute', 'removeAttribute', 'append', 'prepend', 'after', 'before', 'replaceChildren'])
    wrapMethod(element, name);
  wrapMethod(element, 'insertAdjacentHTML');
  const node = Node.prototype as unknown as Record<string, unknown>;
  for (const name of ['appendChild', 'insertBefore', 'removeChild']) wrapMethod(node, name);
  const tokens = DOMTokenList.prototype as unknown as Record<string, unknown>;
  for (const name of ['add', 'remove', 'toggle']) wrapMethod(tokens, name);
}

describe('an embed’s first frame lays the page out once (Chromium, 375 × 740)', () => {
  let browser: Browser | undefined;
  let record: LayoutRecord;

  beforeAll(async () => {
    browser = await launchChromium();
    const { page } = await openPage(browser, `${inject('siteUrl')}embed.html#view=example`, {
      width: 375,
      height: 740,
      beforeNavigate: async (newPage) => {
        await newPage.addInitScript(countForcedLayouts);
      },
    });
    // The first frame's run: the one that fills the stepper's first step.
    await page.waitForFunction(() =>
      Boolean(document.querySelector('pe-explorer')?.shadowRoot?.querySelector('.ex-content')?.firstElementChild),
    );
    record = await page.evaluate(() => (window as unknown as { layouts: LayoutRecord }).layouts);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('reads the sizes of the step’s boxes after writing the step, before writing their cues', () => {
    expect(record.reads).toBeGreaterThan(10);
    // The first frame's run lays the page out for the step list's width (the step written), again
    // for the boxes' sizes once their cues are in place (hidden, a small layout), and once more for
    // the shell's width read after the cues are written. Read and written box by box, and the width
    // read before the fill, it forced eight.
    expect(Math.max(...record.forcedPerRun)).toBeLessThanOrEqual(3);
  });
});
