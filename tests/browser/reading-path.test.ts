// The page's reading path as a student meets it (issue 16): on a 375 × 740 touch screen the two
// steppers name every step in visible text and in its accessible name, say "Step k of N" in
// words, repeat Back / Next below the step (naming where they lead) and put a visible cue under
// every box that scrolls sideways (item 2); help says "tap" rather than "hover" or "arrow keys"
// there, and names the mouse and keys at 1280 px (item 4); one notation with a legend, both
// column counts in one sentence where the article counts differently (item 7); rounding remarks
// folded behind a disclosure (item 8).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/open-page.js';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const EXAMPLE_TITLES = [
  'Sentences → indices',
  'Embeddings (3, 6, 4)',
  'div_term',
  'Angles pos · div_term',
  'sin & cos → PE table',
  'Slice to 6 rows',
  'Broadcast to (3, 6, 4)',
  'Embeddings + PE',
];
const TUTORIAL_TITLES = [
  'Tokens and vocabulary',
  'Embedding matrix, 6 × 512',
  'Positional encodings',
  'Embeddings + encodings',
  '√d_model scaling (15.2)',
  '“brown” and “red”',
];

/** Each step button's accessible name and whether its title is shown as text a reader sees. */
async function stepNames(page: Page, panel: string): Promise<{ name: string; titleShown: boolean }[]> {
  const jumps = page.locator(`${panel} .stepper-jump`);
  const result: { name: string; titleShown: boolean }[] = [];
  for (let k = 0; k < (await jumps.count()); k += 1) {
    const jump = jumps.nth(k);
    const name = (await jump.evaluate((element) => element.textContent ?? '')).trim();
    const titleShown = await jump.locator('.stepper-jump-title').evaluate((title) => {
      const box = title.getBoundingClientRect();
      const style = getComputedStyle(title);
      return box.width > 20 && box.height > 8 && style.clip === 'auto' && style.visibility === 'visible';
    });
    result.push({ name, titleShown });
  }
  return result;
}

/**
 * Every box under `panel` that scrolls sideways, and whether the sign after it is shown; boxes
 * that fit must show none.
 */
async function scrollCues(
  page: Page,
  panel: string,
): Promise<{ scrolls: boolean; cueShown: boolean; more?: string }[]> {
  return page.locator(panel).evaluate((root) => {
    const boxes = root.querySelectorAll<HTMLElement>(
      '.stepper-progress ol, .ex-code, .ex-tensor-box, .ex-scroll, .ex-formula, .tutorial-print, .tutorial-table-box',
    );
    return [...boxes]
      .filter((box) => box.getClientRects().length > 0) // the shown step only
      .map((box) => {
        const cue = box.nextElementSibling as HTMLElement | null;
        const cueShown =
          !!cue && cue.classList.contains('scroll-cue') && !cue.hidden && cue.getBoundingClientRect().height > 0;
        return { scrolls: box.scrollWidth > box.clientWidth + 1, cueShown, more: box.dataset.more };
      });
  });
}

function hashStep(page: Page): string | null {
  return new URLSearchParams(new URL(page.url()).hash.slice(1)).get('step');
}

describe('reading path: steppers and help on a phone (375 × 740, touch) and at 1280 px', () => {
  let browser: Browser | undefined;
  let phone: BrowserContext;
  let desktop: BrowserContext;
  const errors: string[] = [];

  async function open(context: BrowserContext, hash: string, panel: string): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${inject('siteUrl')}#${hash}`);
    await page.waitForSelector(`${panel}[data-ready="true"]`);
    return page;
  }

  beforeAll(async () => {
    browser = await launchChromium();
    phone = await browser.newContext(PHONE);
    desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('names every step of the worked example in visible text and in its accessible name', async () => {
    const page = await open(phone, 'view=example&step=3&en=100', '#panel-example');
    const names = await stepNames(page, '#panel-example');
    expect(names.map((step) => step.name)).toEqual(EXAMPLE_TITLES.map((title, k) => `${k + 1}${title}`));
    expect(names.every((step) => step.titleShown)).toBe(true);
    for (const [k, title] of EXAMPLE_TITLES.entries()) {
      await expect(
        page
          .locator('#panel-example')
          .getByRole('button', { name: `${k + 1} ${title}`, exact: true })
          .count(),
      ).resolves.toBe(1);
    }
    // The current step's name is scrolled into the row, and the indicator says where we are in words.
    const current = await page.locator('#panel-example .stepper-jump[aria-current="step"]').boundingBox();
    expect(current!.x).toBeGreaterThanOrEqual(0);
    expect(current!.x + current!.width).toBeLessThanOrEqual(375);
    expect(await page.locator('#panel-example .ex-indicator').innerText()).toBe('Step 3 of 8');
    await page.close();
  });

  it('puts Back and Next below the step, naming the steps they lead to; Next there opens the next step at its top', async () => {
    const page = await open(phone, 'view=example&step=3&en=100', '#panel-example');
    const article = await page.locator('#panel-example .ex-step').boundingBox();
    const endBack = page.locator('#panel-example .stepper-end-back');
    const endNext = page.locator('#panel-example .stepper-end-next');
    expect(await endBack.innerText()).toMatch(/^← Back · step 2\s+Embeddings \(3, 6, 4\)$/);
    expect(await endNext.innerText()).toMatch(/^Next · step 4 →\s+Angles pos · div_term$/);
    for (const control of [endBack, endNext]) {
      const box = (await control.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(article!.y + article!.height); // after the step's content
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await endNext.click();
    await page.waitForSelector('#panel-example[data-step="3"]');
    expect(hashStep(page)).toBe('4');
    expect(await page.locator('#panel-example .ex-indicator').innerText()).toBe('Step 4 of 8');
    // The new step starts on screen, its heading focused (not the button at the bottom).
    const heading = (await page.locator('#panel-example .ex-step-heading').boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(0);
    expect(heading.y).toBeLessThan(740);
    expect(await page.evaluate(() => document.querySelector('pe-explorer')!.shadowRoot!.activeElement?.id)).toBe(
      'example-step-heading',
    );
    // The first step has no Back below it, the last no Next.
    await page.locator('#panel-example').getByRole('button', { name: '1 Sentences → indices', exact: true }).click();
    expect(await endBack.isVisible()).toBe(false);
    expect(await endNext.isVisible()).toBe(true);
    await page.locator('#panel-example').getByRole('button', { name: '8 Embeddings + PE', exact: true }).click();
    expect(await endNext.isVisible()).toBe(false);
    await page.close();
  });

  it('shows a cue under every box that scrolls sideways, and none under a box that fits', async () => {
    const page = await open(phone, 'view=example&step=8&en=100', '#panel-example');
    const cues = await scrollCues(page, '#panel-example');
    expect(cues.filter((cue) => cue.scrolls).length).toBeGreaterThanOrEqual(3); // list, code, sums, table
    for (const cue of cues) {
      expect(cue.cueShown).toBe(cue.scrolls);
      if (cue.scrolls) expect(cue.more).toMatch(/^(start|end|both)$/);
    }
    expect(await page.locator('#panel-example .scroll-cue:visible').first().innerText()).toBe(
      '⇠ swipe sideways for the rest ⇢',
    );
    // Scrolled to its end, the box's fade moves to the other side.
    const sums = page.locator('#panel-example .ex-tensor-box[data-tensor="sums"]');
    await sums.evaluate((box) => {
      box.scrollLeft = box.scrollWidth;
      box.dispatchEvent(new Event('scroll'));
    });
    expect(await sums.getAttribute('data-more')).toBe('start');
    await page.close();

    const wide = await open(desktop, 'view=example&step=8&en=100', '#panel-example');
    for (const cue of await scrollCues(wide, '#panel-example')) expect(cue.cueShown).toBe(cue.scrolls);
    await wide.close();
  });

  it('makes the d_model = 512 tutorial a stepper of its six sections, with the same controls and cues', async () => {
    const page = await open(phone, 'view=tutorial', '#panel-tutorial');
    const names = await stepNames(page, '#panel-tutorial');
    expect(names.map((step) => step.name)).toEqual(TUTORIAL_TITLES.map((title, k) => `${k + 1}${title}`));
    expect(names.every((step) => step.titleShown)).toBe(true);
    const shownSections = () =>
      page
        .locator('#panel-tutorial .tutorial-step')
        .evaluateAll((sections) => sections.flatMap((section, k) => ((section as HTMLElement).hidden ? [] : [k])));
    expect(await shownSections()).toEqual([0]);
    expect(await page.locator('#panel-tutorial .tutorial-indicator').innerText()).toBe('Step 1 of 6');
    await page.locator('#panel-tutorial').getByRole('button', { name: 'Next', exact: true }).click();
    await page.locator('#panel-tutorial').getByRole('button', { name: 'Next', exact: true }).click();
    expect(await shownSections()).toEqual([2]);
    expect(await page.locator('#panel-tutorial .tutorial-indicator').innerText()).toBe('Step 3 of 6');
    expect(await page.locator('#tutorial-announce').textContent()).toBe('Step 3 of 6: Positional encodings.');
    const article = (await page.locator('#panel-tutorial .tutorial-steps').boundingBox())!;
    const endNext = page.locator('#panel-tutorial .stepper-end-next');
    expect((await endNext.boundingBox())!.y).toBeGreaterThanOrEqual(article.y + article.height);
    const cues = await scrollCues(page, '#panel-tutorial');
    expect(cues.some((cue) => cue.scrolls)).toBe(true); // the 512-column printout
    for (const cue of cues) expect(cue.cueShown).toBe(cue.scrolls);
    await endNext.click();
    expect(await shownSections()).toEqual([3]);
    // The whole embed is no longer one long scroll: one section at a time.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(3148);
    await page.close();
  });

  it('says "tap" on a touch screen where a mouse and keyboard read "hover" and "arrow keys"', async () => {
    const visibleHelp = (page: Page, panel: string) =>
      page.locator(`${panel} .stepper-help, ${panel} .ex-tensor-readout, ${panel} .scroll-cue:visible`).allInnerTexts();
    const touch = await open(phone, 'view=example&step=4&en=100', '#panel-example');
    const touchHelp = (await visibleHelp(touch, '#panel-example')).join(' ');
    expect(touchHelp).toMatch(/Tap Back \/ Next/);
    expect(touchHelp).toMatch(/Tap a number/);
    expect(touchHelp).not.toMatch(/hover|arrow keys|←|→ keys/i);
    // Hidden wordings are display: none, so a screen reader reads only the shown one.
    const hiddenNamed = await touch
      .locator('#panel-example .for-fine-pointer')
      .evaluateAll((spans) => spans.every((span) => getComputedStyle(span).display === 'none'));
    expect(hiddenNamed).toBe(true);
    await touch.close();

    const touchHeatmap = await open(phone, 'view=heatmap', '#panel-heatmap');
    expect(await touchHeatmap.locator('#heatmap-help').innerText()).toBe(
      'Tap a cell, or drag sideways across the heatmap, to read it.',
    );
    await touchHeatmap.close();
    const mouseHeatmap = await open(desktop, 'view=heatmap', '#panel-heatmap');
    expect(await mouseHeatmap.locator('#heatmap-help').innerText()).toMatch(
      /^Hover a cell, or focus the heatmap and use the arrow keys/,
    );
    await mouseHeatmap.close();

    const mouse = await open(desktop, 'view=example&step=4&en=100', '#panel-example');
    const mouseHelp = (await visibleHelp(mouse, '#panel-example')).join(' ');
    expect(mouseHelp).toMatch(/Hover a number, or focus the tensor and use the arrow keys/);
    expect(mouseHelp).not.toMatch(/\bTap\b/);
    await mouse.close();
  });

  it('keeps float32 remarks and the article’s rounding slips behind a closed disclosure (item 8)', async () => {
    const page = await open(desktop, 'view=example&step=8&en=100', '#panel-example');
    const slips = page.locator('#panel-example details.ex-differences');
    expect(await slips.getAttribute('open')).toBeNull();
    expect(await slips.locator('summary').innerText()).toBe(
      '10 of 72 values differ in the last digit from the article’s print (marked): why',
    );
    const table = page.locator('#panel-example .ex-differences-table');
    expect(await table.isVisible()).toBe(false);
    expect(await page.locator('#panel-example .ex-tensor-box[data-tensor="sums"] .ex-differs').count()).toBe(10);
    await slips.locator('summary').click();
    expect(await table.isVisible()).toBe(true);
    expect(await slips.innerText()).toContain('adds the unrounded ones');
    // Step 3's last-bit remark on the two forms of div_term, where there is one, is folded too.
    await page.locator('#panel-example').getByRole('button', { name: '3 div_term', exact: true }).click();
    const visibleText = await page.locator('#panel-example .ex-step').innerText();
    expect(visibleText).not.toMatch(/last bit \(/);
    for (const details of await page.locator('#panel-example .ex-step details').all()) {
      expect(await details.getAttribute('open')).toBeNull();
    }
    await page.close();

    const tutorial = await open(desktop, 'view=tutorial', '#panel-tutorial');
    await tutorial.locator('#panel-tutorial .tutorial-jump[data-step="3"]').click();
    const rounding = tutorial.locator('#panel-tutorial details.tutorial-rounding');
    expect(await rounding.getAttribute('open')).toBeNull();
    expect(await rounding.locator('summary').innerText()).toBe('Rounding: float32 here, float64 in the tutorial');
    expect(await tutorial.locator('#panel-tutorial .tutorial-step:not([hidden])').innerText()).not.toMatch(
      /about 7 significant digits/,
    );
    await tutorial.close();
  });

  it('uses one notation with a legend, and says both column counts where the article counts from 1 (item 7)', async () => {
    for (const [hash, panel] of [
      ['view=example&step=5&en=100', '#panel-example'],
      ['view=tutorial', '#panel-tutorial'],
      ['view=heatmap', '#panel-heatmap'],
    ] as const) {
      const page = await open(desktop, hash, panel);
      const legend = page.locator(`${panel} .notation-legend`);
      expect(await legend.locator('summary').innerText()).toBe(
        'Notation pos · i · PE(pos, 2i) · PE(pos, 2i+1) · dmodel · n',
      );
      await legend.locator('summary').click();
      expect(await legend.locator('dd').first().isVisible()).toBe(true);
      expect(await legend.locator('dt').allInnerTexts()).toEqual([
        'pos',
        'i',
        'PE(pos, 2i)',
        'PE(pos, 2i+1)',
        'dmodel',
        'n',
      ]);
      if (panel === '#panel-example') {
        // Step 5: the page's columns 0 and 2 are the article's "odd columns 1 and 3", in one sentence.
        const explanation = await page.locator(`${panel} .ex-explain`).innerText();
        const sentence = explanation.split(/(?<=\.) /).find((part) => part.includes('counting from 1'));
        expect(sentence).toMatch(
          /columns 0 and 2, which the article, counting from 1, calls .*odd values \(columns 1 and 3\).*; the cosines, columns 1 and 3 here, are its .*even values \(columns 2 and 4\)/,
        );
        // Positions are pos, not the article's k, in the formulas and the tensors' row comments.
        expect(await page.locator(`${panel} .ex-formula annotation`).first().textContent()).toContain(
          '\\mathrm{PE}(pos,\\,2i)',
        );
        const comments = await page.locator(`${panel} .ex-tensor-box .ex-comment`).allTextContents();
        expect(comments.every((comment) => /# pos = \d$/.test(comment.trim()))).toBe(true);
      }
      await page.close();
    }
  });

  it('logged no page errors', () => {
    expect(errors).toEqual([]);
  });
});
