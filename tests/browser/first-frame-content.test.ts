// A view's first frame beyond its heading (views/view.ts FirstFrame, issue 31): the attention
// lab's first section with the note under its four terms, its embed's largest text, is in the
// page before the view's code has come (the test holds the panel's chunk back), and once the view
// has drawn it is the same elements, with the same text, in the same place: the live view took
// them over, so nothing moved (no layout shift recorded) and no larger paint came after it.
// Settings the first frame cannot draw (other tokens) get no first frame, never a wrong one.
// Phone and embed frames, where the note is the largest text: on a 1280 × 800 desktop a longer
// note further down, drawn by the view, is larger (layout-shift.test.ts covers that screen).
// The worked example's first frame is its whole panel on step 1 (its code block is the embed's
// largest paint): the same checks, over every element from its heading to the step's content.
// The word-order view's first frame is its figure's caption (a phone's and Lighthouse's largest
// paint), the rest of the figure hidden until the view draws it under the caption.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_WORDS, termsNote } from '../../web/app/views/attention/first-frame.js';
import { STEP_TITLES } from '../../web/app/views/example/first-frame.js';
import { tokensStep } from '../../web/app/views/example/steps/tokens-step.js';
import { launchChromium, nextFrames } from './support/open-page.js';

let browser: Browser | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens `url` at `width` × `height` with the view's panel chunk held until `release` is called. */
async function openWithCodeHeld(url: string, width: number, height: number, view = 'attention') {
  const page = await browser!.newPage({ viewport: { width, height } });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${view}-panel-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    const record = { shifts: 0, paints: [] as string[] };
    (window as unknown as { record: typeof record }).record = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) record.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        record.paints.push(`${entry.element?.id ?? ''} ${entry.element?.textContent?.slice(0, 20) ?? ''}`);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${inject('siteUrl')}${url}`);
  return { page, release };
}

/** The first section's note and matrices: marked on `window` the first time, compared after. */
function firstSection(page: Page, mark: boolean) {
  return page.evaluate((marking) => {
    const panel = document.querySelector('pe-explorer')!.shadowRoot!.querySelector('[data-view="attention"]')!;
    const elements = [
      panel.querySelector('#lab-terms-note'),
      ...panel.querySelectorAll('#lab-term-total, [aria-labelledby="lab-terms-title"] .lab-grid'),
    ];
    const held = window as unknown as { marked: (Element | null)[] };
    if (marking) held.marked = elements;
    return {
      note: elements[0]?.textContent ?? null,
      boxes: elements.map((element) => JSON.stringify(element?.getBoundingClientRect())),
      same: elements.map((element, index) => held.marked?.[index] === element),
      firstFrame: (panel as HTMLElement).dataset.firstFrame ?? null,
      ready: (panel as HTMLElement).dataset.ready ?? null,
    };
  }, mark);
}

const ready = 'pe-explorer .view-panel[data-view="attention"][data-ready="true"]';
const record = (page: Page) =>
  page.evaluate(() => (window as unknown as { record: { shifts: number; paints: string[] } }).record);

/**
 * Lets the view's code come and checks that the view took the first frame over: the same elements,
 * texts and boxes as `before` (read by `read`), no layout shift and no largest paint after it.
 */
async function expectTakenOver<T extends { same: boolean[] }>(
  page: Page,
  release: () => void,
  readySelector: string,
  before: T,
  read: () => Promise<T>,
  laterPaint = false,
): Promise<void> {
  const paintsBefore = (await record(page)).paints;
  release();
  await page.locator(readySelector).waitFor();
  await nextFrames(page);
  await page.waitForTimeout(300);
  expect(await read()).toEqual({ ...before, same: before.same.map(() => true), firstFrame: null, ready: 'true' });
  const { shifts, paints } = await record(page);
  expect(shifts).toBe(0);
  // The largest paint was the first frame's, and none came after the view drew (unless the view
  // draws a larger text than the first frame's, `laterPaint`: then the first frame's came first).
  if (laterPaint) expect(paints.slice(0, paintsBefore.length)).toEqual(paintsBefore);
  else expect(paints).toEqual(paintsBefore);
}

describe('the attention lab’s first frame: its first note before its code', () => {
  for (const [width, height] of [
    [375, 740],
    [412, 823],
    [700, 450],
  ] as const) {
    it(`${width} × ${height}: drawn without the view's code, then taken over where it was`, async () => {
      const { page, release } = await openWithCodeHeld('embed.html?view=attention', width, height);
      await page.locator('pe-explorer #lab-terms-note:not(:empty)').waitFor();
      await nextFrames(page);
      const before = await firstSection(page, true);
      expect(before.note).toBe(termsNote(DEFAULT_WORDS, 100));
      expect(before.firstFrame).toBe('true');
      expect(before.ready).toBeNull();
      // The figures' boxes have their drawn size already (six: the sum, and the five figures).
      expect(before.boxes).toHaveLength(7);
      await expectTakenOver(page, release, ready, before, () => firstSection(page, false));
      await page.close();
    });
  }

  it('n = 10000 from the query: the note says so from the first frame', async () => {
    const { page, release } = await openWithCodeHeld('embed.html?view=attention&en=10000', 412, 823);
    await page.locator('pe-explorer #lab-terms-note:not(:empty)').waitFor();
    expect((await firstSection(page, true)).note).toBe(termsNote(DEFAULT_WORDS, 10000));
    release();
    await page.locator(ready).waitFor();
    expect((await firstSection(page, false)).note).toBe(termsNote(DEFAULT_WORDS, 10000));
    await page.close();
  });

  it('other tokens: no first frame, and the view draws as before', async () => {
    const { page, release } = await openWithCodeHeld('embed.html?view=attention&lab-input=seq1', 412, 823);
    await page.locator('pe-explorer #attention-title').waitFor();
    await nextFrames(page);
    const held = await firstSection(page, true);
    expect(held.note).toBeNull();
    expect(held.firstFrame).toBeNull();
    release();
    await page.locator(ready).waitFor();
    expect((await firstSection(page, false)).note).toMatch(/^“i wonder what will come next”/);
    await page.close();
  });
});

/**
 * The worked example's first screen, its heading to its step's content and the scroll cues: marked
 * on `window` the first time, compared after.
 */
function exampleElements(page: Page, mark: boolean) {
  return page.evaluate((marking) => {
    const panel = document
      .querySelector('pe-explorer')!
      .shadowRoot!.querySelector<HTMLElement>('[data-view="example"]')!;
    const elements = [
      ...panel.querySelectorAll(
        '#example-title, .look-first, .ex-base button, .notation-legend, .stepper-bar, .stepper-indicator, ' +
          '.stepper-progress li, #example-step-heading, .ex-explain, .ex-code, .ex-content > *, .scroll-cue, ' +
          '.stepper-end-bar button, .stepper-help',
      ),
    ];
    const held = window as unknown as { marked: Element[] };
    if (marking) held.marked = elements;
    const text = (selector: string) => panel.querySelector(selector)?.textContent ?? null;
    return {
      heading: text('#example-step-heading'),
      code: text('.ex-code'),
      indicator: text('.stepper-indicator'),
      pressed: panel.querySelector('.ex-base [aria-pressed="true"]')?.getAttribute('data-base') ?? null,
      count: elements.length,
      texts: elements.map((element) => element.textContent),
      boxes: elements.map((element) => JSON.stringify(element.getBoundingClientRect())),
      same: elements.map((element, index) => held.marked?.[index] === element),
      firstFrame: panel.dataset.firstFrame ?? null,
      ready: panel.dataset.ready ?? null,
    };
  }, mark);
}

const exampleReady = 'pe-explorer .view-panel[data-view="example"][data-ready="true"]';

describe('the worked example’s first frame: step 1 before its code', () => {
  for (const [width, height] of [
    [375, 740],
    [412, 823],
    [700, 450],
  ] as const) {
    it(`${width} × ${height}: drawn without the view's code, then taken over where it was`, async () => {
      const { page, release } = await openWithCodeHeld('embed.html?view=example', width, height, 'example');
      await page.locator('pe-explorer .ex-code code:not(:empty)').waitFor();
      await nextFrames(page);
      const before = await exampleElements(page, true);
      expect(before.heading).toBe(`1. ${tokensStep.title}`);
      expect(before.code).toBe(tokensStep.code(100));
      expect(before.indicator).toBe(`Step 1 of ${STEP_TITLES.length}`);
      expect(before.pressed).toBe('100');
      expect(before.firstFrame).toBe('true');
      expect(before.ready).toBeNull();
      // Every part of the first screen is there: the 8 steps' names, the content's 4 parts, ….
      expect(before.count).toBeGreaterThanOrEqual(25);
      await expectTakenOver(page, release, exampleReady, before, () => exampleElements(page, false));
      await page.close();
    });
  }

  it('n = 10000 from the query: the base switch says so from the first frame', async () => {
    const { page, release } = await openWithCodeHeld('embed.html?view=example&en=10000', 412, 823, 'example');
    await page.locator('pe-explorer .ex-code code:not(:empty)').waitFor();
    expect((await exampleElements(page, true)).pressed).toBe('10000');
    release();
    await page.locator(exampleReady).waitFor();
    const after = await exampleElements(page, false);
    expect(after.pressed).toBe('10000');
    expect(after.same.every(Boolean)).toBe(true);
    await page.close();
  });

  it('another step: no first frame, and the view draws as before', async () => {
    const { page, release } = await openWithCodeHeld('embed.html?view=example&step=3', 412, 823, 'example');
    await page.locator('pe-explorer [data-view="example"] .look-first').waitFor();
    await nextFrames(page);
    const held = await exampleElements(page, true);
    expect(held.heading).toBeNull();
    expect(held.firstFrame).toBeNull();
    release();
    await page.locator(exampleReady).waitFor();
    expect((await exampleElements(page, false)).heading).toBe(`3. ${STEP_TITLES[2]}`);
    await page.close();
  });
});

/** The word-order figure's caption(s) and the heading above them: marked on `window` the first time, compared after. */
function orderElements(page: Page, mark: boolean) {
  return page.evaluate((marking) => {
    const panel = document.querySelector('pe-explorer')!.shadowRoot!.querySelector<HTMLElement>('[data-view="order"]')!;
    const elements = [...panel.querySelectorAll('#order-title, .look-first, .order-figure-caption')];
    const held = window as unknown as { marked: Element[] };
    if (marking) held.marked = elements;
    const shown = elements.filter((element) => element.getClientRects().length > 0);
    return {
      caption:
        shown
          .find((element) => element.matches('.order-figure-caption'))
          ?.textContent?.replace(/\s+/g, ' ')
          .trim() ?? null,
      texts: elements.map((element) => element.textContent),
      boxes: elements.map((element) => JSON.stringify(element.getBoundingClientRect())),
      same: elements.map((element, index) => held.marked?.[index] === element),
      firstFrame: panel.dataset.firstFrame ?? null,
      ready: panel.dataset.ready ?? null,
    };
  }, mark);
}

describe('the word-order view’s first frame: its figure’s caption before its code', () => {
  // The caption the phone (stacked sentences) and the short embed (the compact layout) show.
  for (const [width, height, caption] of [
    [375, 740, /^Each row is one vector.*In each panel “John likes Jane” first, “Jane likes John” under it\.$/],
    [412, 823, /^Each row is one vector.*In each panel “John likes Jane” first, “Jane likes John” under it\.$/],
    [700, 450, /^Each sentence’s mean self-attention output/],
  ] as const) {
    it(`${width} × ${height}: drawn without the view's code, then taken over where it was`, async () => {
      const { page, release } = await openWithCodeHeld('embed.html?view=order', width, height, 'order');
      await page.locator('pe-explorer [data-view="order"][data-first-frame] #order-figure').waitFor();
      await nextFrames(page);
      const before = await orderElements(page, true);
      expect(before.caption).toMatch(caption);
      expect(before.firstFrame).toBe('true');
      expect(before.ready).toBeNull();
      // In the short embed the lede under the compact figure, drawn by the view, is larger than the caption.
      const readySelector = 'pe-explorer .view-panel[data-view="order"][data-ready="true"]';
      await expectTakenOver(page, release, readySelector, before, () => orderElements(page, false), height === 450);
      await page.close();
    });
  }
});
