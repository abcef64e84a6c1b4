// The precision lab's model in Node: the errors it draws come from precisionErrors() and
// roundToFormat(); here the ones the page's facts rest on are checked against float64 written out
// in the test (Math.fround is float32's rounding), and the readout, facts, keys and CSV texts.
import { beforeAll, describe, expect, it } from 'vitest';
import init from 'positional-encoding';
import { DEFAULT_STATE, type AppState } from '../../../web/app/state/app-state.js';
import {
  BASE_RULE,
  errorsCsv,
  figureLabel,
  fileStem,
  HEAD_DIM_RULE,
  headPatch,
  measure,
  measurePlane,
  addWorst,
  ARITHMETICS,
  nearestSample,
  noticeItems,
  panelTitles,
  planeOptionLabels,
  readingAt,
  readNumber,
  sampleAfterKey,
  shortError,
} from '../../../web/app/views/precision/precision-model.js';
import { panelsLayout } from '../../../web/app/views/precision/error-panels.js';

/** The lab's opening settings: cos/sin tables of a 128-dimension head, θ = 10000, up to 10^7. */
const OPENING: AppState = {
  ...DEFAULT_STATE,
  view: 'precision',
  headDim: 128,
  base: 10000,
  precisionQuantity: 'cos-sin',
  precisionPlane: 0,
  precisionUpTo: 7,
};

/** float32's cos/sin error when the angle itself is exact: each value rounded once to float32. */
function roundedOnce(angle: number): number {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return Math.max(Math.abs(Math.fround(cos) - cos), Math.abs(Math.fround(sin) - sin));
}

let measured: ReturnType<typeof measure>;

beforeAll(async () => {
  await init();
  measured = measure(OPENING);
});

describe('the errors', () => {
  it('samples every position to 300, 40 a decade after, and the formats’ edges, up to 10^7', () => {
    const { positions } = measured;
    expect(positions.slice(0, 3)).toEqual([1, 2, 3]);
    expect(positions).toContain(256);
    expect(positions).toContain(257);
    expect(positions).toContain(65520);
    expect(positions.at(-1)).toBe(1e7);
    expect(measured.omega).toBe(1); // plane 0: θ^0
  });

  it('float32 on plane 0 at 10^7: the angle is exact below 2^24, so only cos and sin are rounded', () => {
    const k = measured.positions.indexOf(1e7);
    const expected = roundedOnce(1e7);
    // cos(1e7) = −0.0979… and sin(1e7) = 0.4205…: a float32 rounding is at most 2^-26 ≈ 1.5e-8 there.
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThanOrEqual(2 ** -26);
    // float64's cos of the same angle may differ in its last bit between libm and V8: 1e-15 covers that.
    expect(Math.abs(measured.onPlane.get('float32')![k]! - expected)).toBeLessThan(1e-15);
    // The package rounds the same float64 cos and sin once: the same error on plane 0.
    expect(Math.abs(measured.onPlane.get('package')![k]! - expected)).toBeLessThan(1e-15);
  });

  it('bfloat16 stores 257 as 256: a radian off on plane 0, while 256 is held', () => {
    const k = measured.positions.indexOf(257);
    expect(measured.bf16[k]).toBe(256);
    expect(measured.fp16[k]).toBe(257);
    const bf = measured.onPlane.get('bfloat16')!;
    // The angle 256 instead of 257; bfloat16's own rounding of cos and sin (8 bits, ≤ 2^-9) on top.
    const wrongAngle = Math.max(Math.abs(Math.cos(256) - Math.cos(257)), Math.abs(Math.sin(256) - Math.sin(257)));
    expect(Math.abs(bf[k]! - wrongAngle)).toBeLessThan(2 ** -8);
    expect(bf[k - 1]!).toBeLessThan(2 ** -8);
  });

  it('float16 cannot hold 65520 at all: its error is ∞', () => {
    const k = measured.positions.indexOf(65520);
    expect(measured.fp16[k]).toBe(Infinity);
    expect(measured.onPlane.get('float16')![k]).toBe(Infinity);
    expect(shortError(Infinity)).toBe('∞');
  });

  it('the worst plane is at least the chosen one, and the package stays under 10^-7 everywhere', () => {
    const package_ = measured.worst.get('package')!;
    measured.positions.forEach((_, k) => {
      expect(package_[k]!).toBeLessThan(1e-7);
      for (const key of ['package', 'float32', 'float16', 'bfloat16'] as const)
        expect(measured.worst.get(key)![k]!).toBeGreaterThanOrEqual(measured.onPlane.get(key)![k]!);
    });
  });

  it('measured in steps (the chosen plane, then the worst an arithmetic at a time), the errors are measure()’s', () => {
    const state = { ...OPENING, precisionPlane: 5, precisionUpTo: 6 as const };
    const whole = measure(state);
    const inSteps = measurePlane(state);
    expect(inSteps.worst.size).toBe(0);
    expect(inSteps.onPlane).toEqual(whole.onPlane);
    for (const { key } of ARITHMETICS) addWorst(inSteps, key);
    expect(inSteps.worst).toEqual(whole.worst);
    expect(inSteps.omega).toBe(whole.omega);
    expect(() => measurePlane({ ...OPENING, headDim: 64, precisionPlane: 40 })).toThrow('plane=40 is not allowed');
  });

  it('refuses a plane the head does not have, in words', () => {
    expect(() => measure({ ...OPENING, headDim: 64, precisionPlane: 40 })).toThrow(
      'plane=40 is not allowed for head_dim 64: use a plane from 0 to 31.',
    );
  });
});

describe('the texts', () => {
  it('reads position 257: three digits per arithmetic', () => {
    const k = measured.positions.indexOf(257);
    const reading = readingAt(measured, k);
    expect(reading.position).toBe(257);
    expect(reading.cells.get('bfloat16')!.plane).toBe(shortError(measured.onPlane.get('bfloat16')![k]!));
    expect(Number(reading.cells.get('bfloat16')!.plane)).toBeCloseTo(measured.onPlane.get('bfloat16')![k]!, 2);
    expect(reading.cells.get('float32')!.plane).toBe(shortError(roundedOnce(257)));
  });

  it('states the three facts with the measured numbers', () => {
    const [bf, f32, pkg] = noticeItems(measured);
    const onPlane = measured.onPlane.get('bfloat16')!;
    const at = (p: number) => measured.positions.indexOf(p);
    expect(bf).toContain('it stores 257 as 256.');
    expect(bf).toContain(`from ${shortError(onPlane[at(256)]!)} at 256 to ${shortError(onPlane[at(257)]!)} at 257`);
    expect(bf).toContain('(ω = 1 rad per position)');
    const worst = measured.worst.get('float32')!;
    expect(f32).toContain(`${shortError(worst[at(100)]!)} at 10², ${shortError(worst[at(1e4)]!)} at 10⁴`);
    expect(pkg).toContain('over all 64 planes');
  });

  it('titles, labels and the plane list', () => {
    expect(panelTitles(measured)).toEqual(['Plane 0: one radian per position', 'Worst of all 64 planes']);
    expect(figureLabel(measured)).toMatch(/^Error of cos\/sin tables against float64 for positions 1 to 10⁷, log axes/);
    expect(planeOptionLabels(3)).toEqual(['plane 0: one radian per position', 'plane 1', 'plane 2: the slowest']);
  });
});

describe('the cursor, the boxes and the CSV', () => {
  it('finds the nearest sample on the log axis and moves a decade a page', () => {
    const { positions } = measured;
    expect(positions[nearestSample(positions, 257.4)]).toBe(257);
    expect(positions[nearestSample(positions, 9.9e6)]).toBe(1e7);
    const k300 = positions.indexOf(300);
    // 40 samples on from 300 is 10^3.4 = 2511.9: j = 136 of 40 a decade, behind the edges 2047–2049.
    expect(positions[sampleAfterKey('PageUp', k300, positions.length)!]).toBe(2512);
    expect(sampleAfterKey('End', 0, positions.length)).toBe(positions.length - 1);
    expect(sampleAfterKey('ArrowLeft', 0, positions.length)).toBe(0);
    expect(sampleAfterKey('Tab', 0, positions.length)).toBeNull();
  });

  it('accepts an even head_dim to 1024 and a base above 1 to 10^6, and says so when not', () => {
    expect(readNumber('96', HEAD_DIM_RULE)).toEqual({ value: 96 });
    expect(readNumber('7', HEAD_DIM_RULE)).toEqual({
      error: '7 is not allowed: use an even whole number from 2 to 1024.',
    });
    expect(readNumber('', BASE_RULE)).toEqual({
      error: 'empty is not allowed: use a number greater than 1 and at most 1000000.',
    });
    expect(readNumber('500000', BASE_RULE)).toEqual({ value: 500000 });
    expect(headPatch({ ...OPENING, precisionPlane: 60 }, 96)).toEqual({ headDim: 96, precisionPlane: 47 });
  });

  it('puts the two plots side by side from 760 px and stacks them below, within the window', () => {
    // 1200 px: two columns of 600, plot 600 − 62 − 16 = 522 wide and 0.62 · 522 = 324 tall;
    // 28 + 26 (the ∞ band) above and 48 below.
    expect(panelsLayout(1200, 900)).toEqual({
      height: 426,
      compact: false,
      boxes: [
        { left: 62, top: 54, width: 522, height: 324 },
        { left: 662, top: 54, width: 522, height: 324 },
      ],
    });
    // 375 px on a 740 px phone: compact margins, plot 311 wide, 0.62 · 311 = 192.8 → 193 tall, stacked.
    const phone = panelsLayout(375, 740);
    expect(phone.compact).toBe(true);
    expect(phone.boxes[1]).toEqual({ left: 54, top: 52 + 193 + 44 + 52, width: 311, height: 193 });
    expect(phone.height).toBe(2 * (52 + 193 + 44));
    // A short window caps the plot at its height less 300 px, and never below 200.
    expect(panelsLayout(1200, 400).boxes[0].height).toBe(200);
  });

  it('writes every error drawn to CSV', () => {
    const lines = errorsCsv(measured).trimEnd().split('\n');
    expect(fileStem(measured)).toBe('precision-hd128-theta10000-cos-sin-plane0');
    expect(lines[0]).toBe(
      'position,package_plane0,float32_plane0,float16_plane0,bfloat16_plane0,package_worst,float32_worst,float16_worst,bfloat16_worst',
    );
    expect(lines).toHaveLength(measured.positions.length + 1);
    const last = lines.at(-1)!.split(',').map(Number);
    expect(last[0]).toBe(1e7);
    expect(last[2]).toBe(measured.onPlane.get('float32')![measured.positions.length - 1]);
  });
});
