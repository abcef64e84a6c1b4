// A view's first draw in stages (issue 31: what is under the first screen is out of the layout
// until its step, figures/below-first-screen.ts): opens `url` in a page of its own and records,
// each time a part of the panel is taken out of the layout or brought back, which of the panel's
// children are in it, until the panel is ready.
import type { Browser } from 'playwright-core';
import { openPage } from './open-page.js';

export interface FirstDrawStages {
  /** For each change, the indices of the panel's children then in the layout. */
  shown: number[][];
  /** The panel's children once ready. */
  children: number;
  /** Elements of the panel still out of the layout once ready (hidden, or awaiting the first draw). */
  hidden: number;
}

export async function firstDrawStages(browser: Browser, url: string, panelId: string): Promise<FirstDrawStages> {
  const page = (await openPage(browser, url)).page;
  const stages = await page.evaluate(async (id) => {
    const frame = (): Promise<number> => new Promise(requestAnimationFrame);
    let panel: HTMLElement | null | undefined;
    while (!(panel = document.querySelector('pe-explorer')?.shadowRoot?.querySelector<HTMLElement>(`#${id}`)))
      await frame();
    const children = (): HTMLElement[] => [...panel!.children] as HTMLElement[];
    const awaiting = (classes: string | null): boolean => /\bawaiting-first-draw\b/.test(classes ?? '');
    const out = (element: HTMLElement): boolean => element.hidden || awaiting(element.getAttribute('class'));
    /** Hidden or shown, or taken out of the layout or brought back (not any other class changed). */
    const inOrOut = ({ target, attributeName, oldValue }: MutationRecord): boolean =>
      attributeName === 'hidden' || awaiting(oldValue) !== awaiting((target as Element).getAttribute('class'));
    const shown: number[][] = [];
    const observer = new MutationObserver((mutations) => {
      if (mutations.some(inOrOut)) shown.push(children().flatMap((child, index) => (out(child) ? [] : [index])));
    });
    observer.observe(panel, {
      attributes: true,
      attributeFilter: ['hidden', 'class'],
      attributeOldValue: true,
      subtree: true,
    });
    while (panel.dataset.ready !== 'true') await frame();
    observer.disconnect();
    const hidden = [...panel.querySelectorAll<HTMLElement>('*')].filter(out).length;
    return { shown, children: children().length, hidden };
  }, panelId);
  await page.close();
  return stages;
}
