// The model map as a reader meets it. What the page shows for every preset is compared with the
// package's ropeLayers() called here on the same config.json: one strip per layer, layers grouped
// into the same kinds, each layer's attention, base, layout, widths, softmax scale and query
// temperature in the readout; a pasted config and what ropeLayers() refuses; a map-layer past the
// model's last layer refused visibly. Then the page standard on this view: the map on a phone's
// first screen, in a 700 × 450 and a 375 × 450 embed, 44 px targets on a touch screen.
// The texts of every layer and pair of every preset are checked in Node against the same API
// (tests/js/views/model-map-model.test.ts); here the keys walk them in full for one preset of each kind.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import init, {
  applyRope,
  mropePositions,
  rope2dPositions,
  ropeFrequencies,
  ropeLayers,
  type RopeLayer,
} from '../../web/lib/index.js';
import { MAP_MODELS } from '../../web/app/presets/model-map-presets.js';
import { MROPE_SEQUENCE } from '../../web/app/views/model-map/model-extras.js';
import { axeViolations } from './support/axe-check.js';
import { launchChromium, nextFrames, openPage } from './support/open-page.js';

async function readout(page: Page): Promise<Record<string, string>> {
  return page.$$eval('#model-map-readout [data-field]', (cells) =>
    Object.fromEntries(cells.map((cell) => [(cell as HTMLElement).dataset.field!, cell.textContent ?? ''])),
  );
}

/** The page prints `digits` significant digits: agree to that. */
function expectPrinted(shown: string | undefined, expected: number, digits: number): void {
  expect(shown).toBeDefined();
  const tolerance = 0.5 * 10 ** (1 - digits) * Math.abs(expected);
  expect(Math.abs(Number(shown) - expected)).toBeLessThanOrEqual(tolerance * 1.0001);
}

/** Layers that ropeLayers() returns identical entries for (but the index) form one kind. */
function groups(plan: readonly RopeLayer[]): number[] {
  const keys: string[] = [];
  return plan.map(({ layer: _layer, ...rest }) => {
    const key = JSON.stringify(rest);
    if (!keys.includes(key)) keys.push(key);
    return keys.indexOf(key);
  });
}

/** θ_i of a layer that turns, from the API. */
function invFreqOf(entry: RopeLayer): Float64Array {
  const { base, rotaryDim, scaling, layout } = entry.rope!;
  return ropeFrequencies(entry.headDim, { base, rotaryDim, scaling, layout }).invFreq;
}

function expectLayer(shown: Record<string, string>, entry: RopeLayer, count: number): void {
  expect(shown.layer).toBe(`${entry.layer} of ${count}`);
  const attention = {
    full: 'full attention',
    sliding: `sliding window ${entry.window}`,
    chunked: `chunks of ${entry.window}`,
    linear: 'linear attention',
    mamba: 'state-space (Mamba) layer',
    conv: 'short convolution',
    cross: 'cross-attention (to the image)',
  };
  expect(shown.attention).toBe(attention[entry.attention]);
  if (entry.rope === null) {
    expect(shown.rope).toBe(['full', 'sliding', 'chunked'].includes(entry.attention) ? 'NoPE' : 'none');
    expect(shown.base).toBe('–');
  } else {
    expect(shown.rope).toMatch(/^RoPE/);
    expect(Number(shown.base)).toBe(entry.rope.base ?? 10000);
    expect(shown.layout).toBe(entry.rope.layout ?? 'half');
  }
  // The dimensions that turn: two per pair whose θ_i (ropeFrequencies) is not 0.
  const turning = entry.rope === null ? 0 : 2 * invFreqOf(entry).filter((theta) => theta > 0).length;
  expect(shown.dims).toBe(`${entry.headDim} (${turning})`);
  if (['linear', 'mamba', 'conv'].includes(entry.attention)) expect(shown.scale).toBe('–');
  else expectPrinted(shown.scale, entry.softmaxScale, 7);
  if (entry.queryTemperature) {
    const { attnScale, floorScale } = entry.queryTemperature;
    expect(shown.temperature).toBe(`1 + ${attnScale}·ln(1 + ⌊(pos + 1)/${floorScale}⌋)`);
  } else {
    expect(shown.temperature).toBe('none');
  }
}

/** Presets whose readouts are walked in full here: one of each kind of layer the map draws. */
const WALKED = new Set([
  'gemma-3-27b', // sliding and global RoPE
  'llama-4-scout', // chunks, NoPE with a query temperature
  'command-r7b', // NoPE full attention, pairs layout
  'phi-3.5-mini', // longrope
  'gemma-4-26b', // proportional: pairs that stand still
  'qwen3-next-80b', // linear attention, partial rotary
  'jamba-v0.1', // state space, nothing turns
  'llama-3.2-11b-vision', // cross-attention
  'deepseek-v3', // latent attention
]);

describe('model map (vite build + preview, Chromium)', () => {
  let browser: Browser | undefined;
  let page: Page;

  beforeAll(async () => {
    await init();
    browser = await launchChromium();
    page = (await openPage(browser, `${inject('siteUrl')}#view=model-map&map-layer=0`)).page;
    await page.waitForSelector('#panel-model-map[data-ready="true"]');
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const model of MAP_MODELS) {
    it(`${model.label}: one strip per layer, kinds and readout from ropeLayers()`, async () => {
      const plan = ropeLayers(model.config);
      await page.getByRole('button', { name: model.label, exact: true }).click();
      await expect.poll(() => page.getAttribute(`button[data-model="${model.key}"]`, 'aria-pressed')).toBe('true');
      await nextFrames(page);
      expect(await page.locator('#model-map-svg rect.strip').count()).toBe(plan.length);
      // The same grouping into kinds: a strip's colour class is its kind's slot.
      const slots = await page.$$eval('#model-map-svg rect.strip', (rects) =>
        rects.map((rect) => Number(/series-(\d+)/.exec(rect.getAttribute('class')!)![1])),
      );
      expect(slots).toEqual(groups(plan));
      const nope = await page.$$eval('#model-map-svg rect.strip', (rects) =>
        rects.map((rect) => rect.classList.contains('strip-nope')),
      );
      const attends = (entry: RopeLayer) => ['full', 'sliding', 'chunked'].includes(entry.attention);
      expect(nope).toEqual(plan.map((entry) => entry.rope === null && attends(entry)));
      // Linear attention, state space, convolution, cross-attention: drawn apart from NoPE attention.
      const positionless = await page.$$eval('#model-map-svg rect.strip', (rects) =>
        rects.map((rect) => rect.classList.contains('strip-positionless')),
      );
      expect(positionless).toEqual(plan.map((entry) => !attends(entry)));
      expect(await page.locator('#model-map-svg .strip-temperature').count()).toBe(
        plan.filter((entry) => entry.queryTemperature).length,
      );
      // The legend counts each kind's layers.
      const counts = (await page.locator('#model-map-legend li').allTextContents()).map((text) =>
        Number(/\((\d+) layers?\)$/.exec(text)![1]),
      );
      const expected = groups(plan).reduce<number[]>((tally, kind) => {
        tally[kind] = (tally[kind] ?? 0) + 1;
        return tally;
      }, []);
      expect(counts).toEqual(expected);
      // The readout, walked with the keys: every layer of one preset of each kind of layer, the
      // first and last of the others (tests/js/views/model-map-model.test.ts checks every layer's
      // texts of every preset in Node).
      await page.focus('#model-map-strips');
      await page.keyboard.press('Home');
      if (WALKED.has(model.key)) {
        for (const entry of plan) {
          expectLayer(await readout(page), entry, plan.length);
          await page.keyboard.press('ArrowRight');
        }
      } else {
        expectLayer(await readout(page), plan[0]!, plan.length);
        await page.keyboard.press('End');
        expectLayer(await readout(page), plan[plan.length - 1]!, plan.length);
      }
      expect(page.url()).toContain(`map-model=${model.key}`);
    });
  }

  for (const model of MAP_MODELS) {
    it(`${model.label}: the wavelength of every kind that turns, from ropeFrequencies()`, async () => {
      const plan = ropeLayers(model.config);
      await page.getByRole('button', { name: model.label, exact: true }).click();
      await expect.poll(() => page.getAttribute(`button[data-model="${model.key}"]`, 'aria-pressed')).toBe('true');
      await nextFrames(page);
      const kinds: RopeLayer[] = [];
      const seen = new Set<string>();
      for (const { layer: _layer, ...rest } of plan) {
        const key = JSON.stringify(rest);
        if (!seen.has(key) && rest.rope !== null) kinds.push({ layer: 0, ...rest });
        seen.add(key);
      }
      expect(await page.locator('#model-map-waves-svg path.wavelength').count()).toBe(kinds.length);
      await page.focus('#model-map-waves');
      for (const entry of kinds) {
        const invFreq = invFreqOf(entry);
        const pairs = invFreq.length;
        await page.keyboard.press('Home');
        // Three pairs of each kind for the presets walked, the first for the others (Node checks all).
        for (const pair of WALKED.has(model.key) ? [0, Math.floor(pairs / 3), pairs - 1] : [0]) {
          await page.keyboard.press(pair === pairs - 1 ? 'End' : 'Home');
          for (let step = 0; step < pair && pair < pairs - 1; step++) await page.keyboard.press('ArrowRight');
          const shown = await page.$$eval('#model-map-waves-readout [data-field]', (cells) =>
            Object.fromEntries(cells.map((cell) => [(cell as HTMLElement).dataset.field!, cell.textContent ?? ''])),
          );
          expect(shown.pair).toBe(`${pair} of ${pairs}`);
          expectPrinted(shown.theta, invFreq[pair]!, 6);
          if (invFreq[pair]! > 0) expectPrinted(shown.wavelength, (2 * Math.PI) / invFreq[pair]!, 6);
          else expect(shown.wavelength).toBe('none (stands still)');
        }
        await page.keyboard.press('ArrowUp');
      }
      // The context line is the config's max_position_embeddings.
      const context = await page.textContent('#model-map-waves-svg g.reference[data-key="context"] text');
      expect(context).toBe(`max_position_embeddings: ${model.maxPositions.toLocaleString('en-US')}`);
    });
  }

  it('DeepSeek-V3: the head drawn as the unrotated and rotated slices ropeLayers() names', async () => {
    const model = MAP_MODELS.find((entry) => entry.key === 'deepseek-v3')!;
    const { mla, headDim } = ropeLayers(model.config)[0]!;
    await page.getByRole('button', { name: model.label, exact: true }).click();
    await expect.poll(() => page.isVisible('#model-map-mla')).toBe(true);
    const widths = await page.$$eval('#model-map-mla-svg rect[data-slice]', (rects) =>
      Object.fromEntries(rects.map((rect) => [rect.getAttribute('data-slice'), Number(rect.getAttribute('width'))])),
    );
    // Drawn to scale: the widths stand as the slices' sizes do.
    expect(widths.rope! / widths.nope!).toBeCloseTo(mla!.ropeDim / mla!.nopeDim, 6);
    expect(widths.v! / widths.nope!).toBeCloseTo(mla!.vHeadDim / mla!.nopeDim, 6);
    const text = (await page.textContent('#model-map-mla-svg'))!;
    expect(text).toContain(`query / key head: ${headDim} values`);
    expect(text).toContain(`${mla!.nopeDim} not rotated`);
    expect(text).toContain(`${mla!.ropeDim} RoPE`);
    expect(await page.isVisible('#model-map-mrope')).toBe(false);
    expect(await page.isVisible('#model-map-2d')).toBe(false);
  });

  it('Qwen2.5-VL: every token’s three ids from mropePositions()', async () => {
    const model = MAP_MODELS.find((entry) => entry.key === 'qwen2.5-vl-7b')!;
    const vision = model.config.vision_config as { spatial_merge_size: number; tokens_per_second: number };
    const ids = mropePositions(MROPE_SEQUENCE, {
      spatialMergeSize: vision.spatial_merge_size,
      tokensPerSecond: vision.tokens_per_second,
    });
    const length = ids.length / 3;
    await page.getByRole('button', { name: model.label, exact: true }).click();
    await expect.poll(() => page.isVisible('#model-map-mrope')).toBe(true);
    const shown = await page.$$eval('#model-map-mrope-seq .mrope-token', (cells) =>
      cells.map((cell) => [...cell.querySelectorAll('.mrope-id')].map((id) => Number(id.textContent))),
    );
    expect(shown).toEqual(Array.from({ length }, (_, k) => [ids[k], ids[length + k], ids[2 * length + k]]));
    // The readout follows the keys.
    await page.focus('#model-map-mrope-seq');
    await page.keyboard.press('End');
    const readoutText = await page.$$eval('#model-map-mrope-readout [data-field]', (cells) =>
      Object.fromEntries(cells.map((cell) => [(cell as HTMLElement).dataset.field!, cell.textContent ?? ''])),
    );
    expect(readoutText).toEqual({
      token: `${length - 1} of ${length}`,
      kind: 'text',
      t: String(ids[length - 1]),
      h: String(ids[2 * length - 1]),
      w: String(ids[3 * length - 1]),
    });
  });

  it('Pixtral: each patch’s angle for the chosen pair, from applyRope({ rope2d })', async () => {
    const model = MAP_MODELS.find((entry) => entry.key === 'pixtral-12b')!;
    const vision = model.config.vision_config as { head_dim: number; rope_theta: number };
    const hd = vision.head_dim;
    const [rows, cols] = [4, 6];
    const positions = rope2dPositions(rows, cols);
    const { invFreq } = ropeFrequencies(hd, { base: vision.rope_theta });
    await page.getByRole('button', { name: model.label, exact: true }).click();
    await expect.poll(() => page.isVisible('#model-map-2d')).toBe(true);
    for (const pair of [1, hd / 4 + 3]) {
      await page.fill('#model-map-2d-number', String(pair));
      // The core's rotation of a unit vector in the pair's first dimension, for every patch.
      const x = new Float32Array(rows * cols * hd);
      for (let p = 0; p < rows * cols; p++) x[p * hd + pair] = 1;
      const y = applyRope(x, [1, 1, rows * cols, hd], { base: vision.rope_theta, rope2d: true, positions });
      const hands = await page.$$eval('#model-map-2d-svg g.patch', (groups) =>
        groups.map((group) => {
          const [zero, hand] = [group.querySelector('.patch-zero')!, group.querySelector('.patch-hand')!];
          const r = Number(zero.getAttribute('x2')) - Number(zero.getAttribute('x1'));
          return [
            (Number(hand.getAttribute('x2')) - Number(hand.getAttribute('x1'))) / r,
            (Number(hand.getAttribute('y1')) - Number(hand.getAttribute('y2'))) / r,
          ];
        }),
      );
      for (let p = 0; p < rows * cols; p++) {
        // The hand's end is written to 0.01 px on a radius of at least 12 px.
        expect(Math.abs(hands[p]![0]! - y[p * hd + pair]!)).toBeLessThan(1e-3);
        expect(Math.abs(hands[p]![1]! - y[p * hd + pair + hd / 2]!)).toBeLessThan(1e-3);
      }
      await page.focus('#model-map-2d-box');
      await page.keyboard.press('ArrowDown'); // from the patch at row 1, column 2 to row 2
      const p = 2 * cols + 2;
      const shown = await page.$$eval('#model-map-2d-readout [data-field]', (cells) =>
        Object.fromEntries(cells.map((cell) => [(cell as HTMLElement).dataset.field!, cell.textContent ?? ''])),
      );
      expect(shown.patch).toBe(`(${positions[p]}, ${positions[rows * cols + p]})`);
      const usesRow = pair < hd / 4;
      expect(shown.by).toBe(usesRow ? `row ${positions[p]}` : `column ${positions[rows * cols + p]}`);
      expectPrinted(shown.theta, usesRow ? invFreq[2 * pair]! : invFreq[2 * (pair - hd / 4) + 1]!, 6);
      expectPrinted(shown.cos, y[p * hd + pair]!, 7);
      expectPrinted(shown.sin, y[p * hd + pair + hd / 2]!, 7);
      await page.keyboard.press('ArrowUp');
    }
  });

  it('reads a hovered strip', async () => {
    await page.getByRole('button', { name: 'SmolLM3 3B', exact: true }).click();
    await nextFrames(page);
    const plan = ropeLayers(MAP_MODELS.find((model) => model.key === 'smollm3-3b')!.config);
    // The picker of 22 presets is taller than a screen: bring the map back into view first.
    await page.locator('#model-map-strips').scrollIntoViewIfNeeded();
    const strip = (await page.locator('#model-map-svg rect.strip[data-layer="7"]').boundingBox())!;
    await page.mouse.move(strip.x + strip.width / 2, strip.y + strip.height / 2);
    await expect.poll(async () => (await readout(page)).layer).toBe(`7 of ${plan.length}`);
    expectLayer(await readout(page), plan[7]!, plan.length);
    expect((await readout(page)).rope).toBe('NoPE');
  });

  it('reads a pasted config.json, and shows what ropeLayers() refuses', async () => {
    await page.click('#model-map-paste summary');
    const broken = {
      model_type: 'gemma3_text',
      num_hidden_layers: 4,
      hidden_size: 2560,
      num_attention_heads: 8,
      layer_types: ['sliding_attention', 'full_attention', 'sliding_attention', 'full_attention'],
      rope_parameters: { full_attention: { rope_theta: 1e6 }, local_attention: { rope_theta: 1e4 } },
    };
    let expected = '';
    try {
      ropeLayers(broken);
    } catch (error) {
      expected = (error as Error).message;
    }
    expect(expected).toMatch(/^positional-encoding: /);
    await page.fill('#model-map-config', JSON.stringify(broken));
    await page.click('[data-action="read-config"]');
    expect(await page.textContent('#model-map-config-error')).toBe(expected);
    expect(await page.isVisible('#model-map-config-error')).toBe(true);
    expect(await page.getAttribute('#model-map-config', 'aria-invalid')).toBe('true');

    const smol = {
      model_type: 'smollm3',
      num_hidden_layers: 8,
      hidden_size: 2048,
      num_attention_heads: 16,
      rope_theta: 5e6,
      no_rope_layer_interval: 4,
    };
    const plan = ropeLayers(smol);
    await page.fill('#model-map-config', JSON.stringify(smol));
    await page.click('[data-action="read-config"]');
    await expect.poll(() => page.locator('#model-map-svg rect.strip').count()).toBe(plan.length);
    expect(await page.textContent('#model-map-config-error')).toBe('');
    expect(page.url()).toContain('map-model=custom');
    expect(await page.locator('.model-button[aria-pressed="true"]').count()).toBe(0);
    await page.focus('#model-map-strips');
    await page.keyboard.press('End');
    expectLayer(await readout(page), plan[plan.length - 1]!, plan.length);
  });

  it('names the family it read, and reads a config of an unknown model_type as the family chosen', async () => {
    const renamed = {
      model_type: 'my_cohere_finetune',
      num_hidden_layers: 8,
      hidden_size: 4096,
      num_attention_heads: 32,
      rope_theta: 50000,
      sliding_window: 4096,
      sliding_window_pattern: 4,
    };
    let refusal = '';
    try {
      ropeLayers(renamed);
    } catch (error) {
      refusal = (error as Error).message;
    }
    expect(refusal).toMatch(/"my_cohere_finetune" is not a transformers 5 model type/);
    await page.selectOption('#model-map-family', '');
    await page.fill('#model-map-config', JSON.stringify(renamed));
    await page.click('[data-action="read-config"]');
    expect(await page.textContent('#model-map-config-error')).toBe(`${refusal} Choose one under "read as".`);
    await page.selectOption('#model-map-family', 'cohere2');
    await page.click('[data-action="read-config"]');
    const plan = ropeLayers(renamed, { family: 'cohere2' });
    await expect.poll(() => page.locator('#model-map-svg rect.strip').count()).toBe(plan.length);
    expect(await page.textContent('#model-map-config-error')).toBe('');
    expect(await page.textContent('#model-map-family-note')).toBe('Read as cohere2 (config).');
    expect(await page.locator('#model-map-svg rect.strip-nope').count()).toBe(2);
    await page.selectOption('#model-map-family', '');
  });

  it('keeps the M-RoPE token and the 2D pair in the link', async () => {
    const other = (await openPage(browser!, `${inject('siteUrl')}#view=model-map&map-model=qwen2.5-vl-7b&map-token=7`))
      .page;
    await other.waitForSelector('#panel-model-map[data-ready="true"]');
    await expect.poll(() => other.textContent('#model-map-mrope-readout [data-field="token"]')).toMatch(/^7 of /);
    await other.focus('#model-map-mrope-seq');
    await other.keyboard.press('ArrowRight');
    await expect.poll(() => other.url()).toContain('map-token=8');
    await other.getByRole('button', { name: 'Pixtral 12B', exact: true }).click();
    await expect.poll(() => other.isVisible('#model-map-2d')).toBe(true);
    await other.fill('#model-map-2d-number', '5');
    await expect.poll(() => other.url()).toContain('map-pair=5');
    await other.close();
    const again = (await openPage(browser!, `${inject('siteUrl')}#view=model-map&map-model=pixtral-12b&map-pair=5`))
      .page;
    await again.waitForSelector('#panel-model-map[data-ready="true"]');
    await expect.poll(() => again.inputValue('#model-map-2d-number')).toBe('5');
    await again.close();
  });

  it('refuses a map-layer past the last layer visibly', async () => {
    const other = (await openPage(browser!, `${inject('siteUrl')}#view=model-map&map-model=gpt-oss-20b&map-layer=30`))
      .page;
    await other.waitForSelector('#panel-model-map[data-ready="true"]');
    const count = ropeLayers(MAP_MODELS.find((model) => model.key === 'gpt-oss-20b')!.config).length;
    expect(await other.textContent('#model-map-status')).toBe(
      `map-layer=30 is not a layer of gpt-oss-20b: it has ${count} (0 to ${count - 1}); showing layer ${count - 1}.`,
    );
    await other.close();
  });
});

describe('model map: the page standard', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the layer map starts on a 375 × 740 phone’s first screen', async () => {
    const { page } = await openPage(browser!, `${inject('siteUrl')}#view=model-map`, { width: 375, height: 740 });
    await page.waitForSelector('#panel-model-map[data-ready="true"]');
    const box = (await page.locator('#model-map-strips').boundingBox())!;
    expect(box.y + box.height).toBeLessThan(740);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  for (const [width, height] of [
    [700, 450],
    [375, 450],
  ] as const) {
    it(`in embed.html at ${width} × ${height}, the layer map is in the frame`, async () => {
      const { page, problems } = await openPage(browser!, `${inject('siteUrl')}embed.html?view=model-map`, {
        width,
        height,
      });
      await page.waitForSelector('[data-view="model-map"][data-ready="true"]');
      const box = (await page.locator('#model-map-strips').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(box.width).toBeLessThanOrEqual(width);
      expect(problems.consoleErrors).toEqual([]);
      await page.close();
    });
  }

  // The default preset shows the strips and the chart; these three show the pictures too.
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      it(`axe finds nothing serious with every picture shown (${colorScheme}, ${width} px)`, async () => {
        const { page } = await openPage(browser!, `${inject('siteUrl')}#view=model-map&map-model=deepseek-v3`, {
          width,
          height: 800,
          colorScheme,
        });
        await page.waitForSelector('#panel-model-map[data-ready="true"]');
        for (const model of ['deepseek-v3', 'qwen2.5-vl-7b', 'pixtral-12b']) {
          await page.click(`button[data-model="${model}"]`);
          await nextFrames(page);
          expect(await axeViolations(page, ['pe-explorer', '#panel-model-map']), model).toEqual([]);
        }
        await page.close();
      });
    }
  }

  it('on a touch screen: targets of at least 44 px and “tap or drag”', async () => {
    const context = await browser!.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${inject('siteUrl')}#view=model-map&map-model=pixtral-12b`);
    await page.waitForSelector('#panel-model-map[data-ready="true"]');
    await page.click('#model-map-paste summary');
    const small = await page.$$eval(
      '#panel-model-map button, #panel-model-map select, #panel-model-map summary, #panel-model-map input[type="number"]',
      (elements) =>
        elements
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
          .map(({ element, box }) => `${element.outerHTML.slice(0, 60)} ${box.width}×${box.height}`),
    );
    expect(small).toEqual([]);
    expect(await page.textContent('#model-map-help')).toMatch(/^Tap or drag/);
    await context.close();
  });
});
