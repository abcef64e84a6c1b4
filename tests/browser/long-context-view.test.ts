// The long-context view as a reader meets it. The numbers it prints are compared with the package's
// API called here, with each scaling's options written out in this test: every pair's θ_i and
// scaled θ′_i with ropeFrequencies() for linear, dynamic (seqLen s·N), yarn and llama3 on a custom
// head, and longrope with Phi-3.5 mini's factors (ropeFromConfig on its preset); the attention
// factors and changed-pair counts of the table; the two score curves with attentionScores(encoding
// 'rope') at (d, 0); the sinusoid past N with sinusoidal(), and the learned table's missing row.
// Then the page standard: the figure on a phone's first screen, in 700 × 450 and 375 × 450 embeds,
// 44 px targets and "tap or drag" on a touch screen.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, {
  attentionScores,
  ropeFrequencies,
  ropeFromConfig,
  sinusoidal,
  type RopeScaling,
} from '../../web/lib/index.js';
import { ropeModel } from '../../web/app/presets/rope-models.js';
import { KATEX_FONTS_USED } from '../../web/app/vite-plugins/katex-fonts-used.js';
import { launchChromium, nextFrames, openPage } from './support/open-page.js';

const HD = 16;
const THETA = 10000;
const TRAIN = 64;
const FACTOR = 4;
const REACH = 4;
const TABLE_N = 8;
const HASH = `view=long-context&model=custom&hd=${HD}&theta=${THETA}&train=${TRAIN}&factor=${FACTOR}&rope-type=llama3&reach=${REACH}&table-n=${TABLE_N}`;

async function readout(page: Page, id: string): Promise<Record<string, string>> {
  return page.$$eval(`#${id} [data-field]`, (cells) =>
    Object.fromEntries(cells.map((cell) => [(cell as HTMLElement).dataset.field!, cell.textContent ?? ''])),
  );
}

/** The page prints `digits` significant digits: agree to half a unit of the last one. */
function expectPrinted(shown: string | undefined, expected: number, digits = 7): void {
  expect(shown).toBeDefined();
  expect(shown).not.toBe('–');
  const tolerance = 0.5 * 10 ** (1 - digits) * Math.max(Math.abs(expected), 1e-30);
  expect(Math.abs(Number(shown) - expected)).toBeLessThanOrEqual(tolerance * 1.0001);
}

/** Each type as Hugging Face would hold it for this head stretched by FACTOR past TRAIN. */
const SCALINGS: Record<'linear' | 'dynamic' | 'yarn' | 'llama3', RopeScaling> = {
  linear: { type: 'linear', factor: FACTOR },
  dynamic: { type: 'dynamic', factor: FACTOR, maxPositionEmbeddings: TRAIN },
  yarn: { type: 'yarn', factor: FACTOR, originalMaxPositionEmbeddings: TRAIN },
  llama3: { type: 'llama3', factor: FACTOR, lowFreqFactor: 1, highFreqFactor: 4, originalMaxPositionEmbeddings: TRAIN },
};

/** (R_d q)·(R_0 k) for q = k = ones with scale 1, from attentionScores: query row 1, key column 0. */
function onesScore(d: number, headDim: number, options: Record<string, unknown>): number {
  const ones = new Float32Array(2 * headDim).fill(1);
  return attentionScores(ones, ones, [1, 2, headDim], {
    ...options,
    encoding: 'rope',
    scale: 1,
    positions: [0, d],
  })[2]!;
}

/** The KaTeX faces the view's formulas draw with: each must be one the offline file inlines. */
function formulaFaces(page: Page): Promise<string[]> {
  return page.$$eval('#lc-wave-formula .katex-html *, #lc-rule-formula .katex-html *', (elements) => {
    const faces = new Set<string>();
    for (const element of elements) {
      if (![...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim() !== '')) continue;
      const style = getComputedStyle(element);
      const family = style.fontFamily.split(',')[0]!.trim().replace(/["']/g, '');
      if (!family.startsWith('KaTeX_')) continue;
      const variant = (Number(style.fontWeight) >= 600 ? 'Bold' : '') + (style.fontStyle === 'italic' ? 'Italic' : '');
      faces.add(`${family}-${variant || 'Regular'}`);
    }
    return [...faces];
  });
}

const changedCount = (plain: Float64Array, scaled: Float64Array): number =>
  Array.from(plain).filter((theta, i) => Math.abs(scaled[i]! - theta) > 1e-9 * theta).length;

describe('Long-context view (vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
    page = (await openPage(browser, `${inject('siteUrl')}#${HASH}`)).page;
    await page.waitForSelector('#panel-long-context[data-ready="true"]');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('marks the training length N and the target s·N on the wavelength plot', async () => {
    expect(await page.getAttribute('#lc-wave-svg .lc-mark-train', 'data-length')).toBe(String(TRAIN));
    expect(await page.getAttribute('#lc-wave-svg .lc-mark-target', 'data-length')).toBe(String(FACTOR * TRAIN));
  });

  for (const type of ['linear', 'dynamic', 'yarn', 'llama3'] as const) {
    it(`${type}: every pair’s θ_i and θ′_i, the changed pairs and the attention factor from ropeFrequencies()`, async () => {
      await page.click(`label[for="lc-type-${type}"]`);
      await nextFrames(page);
      const plain = ropeFrequencies(HD, { base: THETA }).invFreq;
      const scaled = ropeFrequencies(HD, { base: THETA, seqLen: FACTOR * TRAIN, scaling: SCALINGS[type] });
      await page.focus('#lc-wave');
      await page.keyboard.press('Home');
      for (let pair = 0; pair < HD / 2; pair++) {
        const shown = await readout(page, 'lc-wave-readout');
        expect(shown.pair).toBe(String(pair));
        expectPrinted(shown.theta, plain[pair]!);
        expectPrinted(shown.wavelength, (2 * Math.PI) / plain[pair]!);
        expectPrinted(shown['scaled-theta'], scaled.invFreq[pair]!);
        expectPrinted(shown['scaled-wavelength'], (2 * Math.PI) / scaled.invFreq[pair]!);
        const changed = Math.abs(scaled.invFreq[pair]! - plain[pair]!) > 1e-9 * plain[pair]!;
        expect(shown.verdict).toMatch(changed ? /^changed by / : /^kept by /);
        await page.keyboard.press('ArrowRight');
      }
      const count = changedCount(plain, scaled.invFreq);
      expect(await page.locator('#lc-wave-svg .lc-changed circle').count()).toBe(count);
      const row = await readout(page, `lc-types tr[data-type="${type}"]`);
      expect(row.changed).toBe(`${count} of ${HD / 2}`);
      expectPrinted(row.attention, scaled.attentionFactor, 6);
      // The rule is typeset with this pair's θ′_i.
      const tex = await page.$$eval('#lc-rule-formula annotation[encoding="application/x-tex"]', (nodes) =>
        nodes.map((node) => node.textContent ?? ''),
      );
      expect(tex.join('')).toContain(`\\theta'_{${HD / 2 - 1}}`);
      const faces = await formulaFaces(page);
      expect(faces).toContain('KaTeX_Main-Regular');
      for (const face of faces) expect(KATEX_FONTS_USED).toContain(face);
    });
  }

  it('the score curves, unscaled and scaled, from attentionScores() at (d, 0)', async () => {
    await page.click('label[for="lc-type-yarn"]');
    await nextFrames(page);
    const span = REACH * TRAIN;
    await page.focus('#lc-score');
    await page.keyboard.press('Home');
    for (const key of ['ArrowRight', 'PageUp', 'PageUp', 'End']) {
      const shown = await readout(page, 'lc-score-readout');
      const d = Number(shown.distance);
      expect(d).toBeGreaterThanOrEqual(1);
      expect(d).toBeLessThanOrEqual(span);
      expectPrinted(shown.plain, onesScore(d, HD, { base: THETA }));
      expectPrinted(shown.scaled, onesScore(d, HD, { base: THETA, seqLen: span + 1, scaling: SCALINGS.yarn }));
      expectPrinted(shown['in-n'], d / TRAIN, 4);
      await page.keyboard.press(key);
    }
    expect((await readout(page, 'lc-score-readout')).distance).toBe(String(span));
  });

  it('the sinusoid goes on past N; the learned table has no row there', async () => {
    const table = sinusoidal(2 * TABLE_N, 16);
    await page.focus('#lc-past-sinusoid');
    for (let k = 0; k < TABLE_N; k++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    let shown = await readout(page, 'lc-past-readout');
    expect(shown.pos).toBe(String(TABLE_N));
    expect(shown.dimension).toBe('1');
    expectPrinted(shown.value, table[TABLE_N * 16 + 1]!);
    await page.focus('#lc-past-learned');
    for (let k = 0; k < TABLE_N; k++) await page.keyboard.press('ArrowDown');
    shown = await readout(page, 'lc-past-readout');
    expect(shown.table).toBe('learned');
    expect(shown.value).toBe('no row');
    expect(await page.textContent('#lc-past-message')).toMatch(new RegExp(`^Position ${TABLE_N} has no embedding`));
    await page.keyboard.press('ArrowUp');
    expect((await readout(page, 'lc-past-readout')).value).toBe('trained');
  });

  it('downloads every θ_i and both score curves as CSV, each value what the API gives, and both plots as PNG', async () => {
    const { page: fresh } = await openPage(browser!, `${inject('siteUrl')}#${HASH}`);
    await fresh.waitForSelector('#panel-long-context[data-ready="true"]');
    const stem = `long-context-hd${HD}-theta${THETA}-N${TRAIN}-s${FACTOR}`;
    const [waveCsv] = await Promise.all([fresh.waitForEvent('download'), fresh.click('[data-action="wave-csv"]')]);
    expect(waveCsv.suggestedFilename()).toBe(`${stem}-theta.csv`);
    const lines = readFileSync((await waveCsv.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('pair,theta_default,theta_linear,theta_dynamic,theta_yarn,theta_llama3');
    expect(lines).toHaveLength(HD / 2 + 2);
    const plain = ropeFrequencies(HD, { base: THETA });
    const scaled = (['linear', 'dynamic', 'yarn', 'llama3'] as const).map((type) =>
      ropeFrequencies(HD, { base: THETA, seqLen: FACTOR * TRAIN, scaling: SCALINGS[type] }),
    );
    for (let pair = 0; pair < HD / 2; pair++) {
      const row = lines[pair + 1]!.split(',').map(Number);
      // 17 significant digits: each float64 exactly.
      expect(row).toEqual([pair, plain.invFreq[pair]!, ...scaled.map((entry) => entry.invFreq[pair]!)]);
    }
    expect(lines[HD / 2 + 1]!.split(',').slice(1).map(Number)).toEqual([1, ...scaled.map((e) => e.attentionFactor)]);

    const [scoreCsv] = await Promise.all([fresh.waitForEvent('download'), fresh.click('[data-action="score-csv"]')]);
    expect(scoreCsv.suggestedFilename()).toBe(`${stem}-llama3-score.csv`);
    const scores = readFileSync((await scoreCsv.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(scores[0]).toBe('distance,score_default,score_llama3');
    const rows = scores.slice(1).map((line) => line.split(',').map(Number));
    expect(rows[0]![0]).toBe(1);
    expect(rows[rows.length - 1]![0]).toBe(REACH * TRAIN);
    for (const row of [rows[0]!, rows[Math.floor(rows.length / 2)]!, rows[rows.length - 1]!]) {
      // 9 significant digits: each float32 exactly.
      expect(Math.fround(row[1]!)).toBe(onesScore(row[0]!, HD, { base: THETA }));
      expect(Math.fround(row[2]!)).toBe(
        onesScore(row[0]!, HD, { base: THETA, seqLen: REACH * TRAIN + 1, scaling: SCALINGS.llama3 }),
      );
    }
    for (const [action, name] of [
      ['wave-png', `${stem}-wavelengths.png`],
      ['score-png', `${stem}-llama3-score.png`],
    ] as const) {
      const [png] = await Promise.all([fresh.waitForEvent('download'), fresh.click(`[data-action="${action}"]`)]);
      expect(png.suggestedFilename()).toBe(name);
      expect(
        readFileSync((await png.path())!)
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    }
    await fresh.close();
  });

  it('longrope is refused visibly without per-pair factors, then read from Phi-3.5 mini’s config', async () => {
    await page.click('label[for="lc-type-longrope"]');
    await nextFrames(page);
    expect(await page.textContent('#lc-status')).toMatch(
      /^LongRoPE: LongRoPE needs the per-pair short_factor and long_factor/,
    );
    expect((await readout(page, 'lc-types tr[data-type="longrope"]')).changed).toBe('not available');

    await page.getByRole('button', { name: 'Phi-3.5 mini' }).click();
    await expect.poll(() => page.inputValue('#lc-headdim')).toBe('96');
    expect(await page.inputValue('#lc-train')).toBe('4096');
    expect(await page.inputValue('#lc-factor')).toBe('32');
    await nextFrames(page);
    expect(await page.textContent('#lc-status')).toBe('');
    const preset = ropeModel('phi-3.5-mini')!;
    const { options } = ropeFromConfig(preset.config);
    const scaling = { ...options.scaling!, factor: 32, originalMaxPositionEmbeddings: 4096 };
    delete scaling.maxPositionEmbeddings;
    const scaled = ropeFrequencies(96, { base: 10000, seqLen: 32 * 4096, scaling });
    const row = await readout(page, 'lc-types tr[data-type="longrope"]');
    expectPrinted(row.attention, scaled.attentionFactor, 6);
    await page.focus('#lc-wave');
    await page.keyboard.press('End');
    expectPrinted((await readout(page, 'lc-wave-readout'))['scaled-theta'], scaled.invFreq[47]!);
    const faces = await formulaFaces(page);
    expect(faces).toContain('KaTeX_Main-Regular');
    for (const face of faces) expect(KATEX_FONTS_USED).toContain(face);
  });
});

describe('Long-context view: the page standard', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the wavelength plot starts on a 375 × 740 phone’s first screen', async () => {
    const { page } = await openPage(browser!, `${inject('siteUrl')}#view=long-context`, { width: 375, height: 740 });
    await page.waitForSelector('#panel-long-context[data-ready="true"]');
    const box = (await page.locator('#lc-wave').boundingBox())!;
    expect(box.y).toBeLessThan(740);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  for (const [width, height] of [
    [700, 450],
    [375, 450],
  ] as const) {
    it(`in embed.html at ${width} × ${height}, the plot is in the frame`, async () => {
      const { page, problems } = await openPage(browser!, `${inject('siteUrl')}embed.html?view=long-context`, {
        width,
        height,
      });
      await page.waitForSelector('[data-view="long-context"][data-ready="true"]');
      const box = (await page.locator('#lc-wave').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + (width === 700 ? box.height : 60)).toBeLessThanOrEqual(height);
      expect(problems.consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it('on a touch screen: targets of at least 44 px and “tap or drag”', async () => {
    const context = await browser!.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${inject('siteUrl')}#view=long-context`);
    await page.waitForSelector('#panel-long-context[data-ready="true"]');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await page.click('#panel-long-context .model-paste summary');
    const small = await page.$$eval(
      '#panel-long-context button, #panel-long-context select, #panel-long-context summary, #panel-long-context .segmented label, #panel-long-context input[type="number"]',
      (elements) =>
        elements
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
          .map(({ element, box }) => `${element.outerHTML.slice(0, 60)} ${box.width}×${box.height}`),
    );
    expect(small).toEqual([]);
    expect(await page.textContent('#lc-wave-help')).toMatch(/^Tap or drag/);
    await context.close();
  });
});
