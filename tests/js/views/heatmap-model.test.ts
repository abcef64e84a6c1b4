// The heatmap view's model in Node: the table it draws and the (15.2) row, checked against float64
// formulas written out here; the figure's room and device-pixel fit, worked out by hand from
// figure-layout.ts's margins; and the texts the page shows for a table and its sampling.
import { beforeAll, describe, expect, it } from 'vitest';
import init from 'positional-encoding';
import { DEFAULT_STATE, type AppState, type TableParams } from '../../../web/app/state/app-state.js';
import {
  errorText,
  figureRoom,
  fitFigure,
  heatmapTable,
  samplingText,
  scaledRow,
  tableChanged,
  tableLabel,
  tableParams,
  zoomLabel,
} from '../../../web/app/views/heatmap/heatmap-model.js';

/** The page's opening table: 100 positions × 128 dimensions, n = 10000, interleaved. */
const OPENING: TableParams = { length: 100, dModel: 128, base: 10000, layout: 'interleaved' };

/** PE(pos, j) in float64 (formula 15.1): sin or cos of pos / n^(2i/d), j's pair i and function by layout. */
function reference({ dModel, base, layout }: TableParams, pos: number, j: number): number {
  const sines = Math.ceil(dModel / 2);
  const [pair, sine] =
    layout === 'interleaved' ? [Math.floor(j / 2), j % 2 === 0] : j < sines ? [j, true] : [j - sines, false];
  const angle = pos / base ** ((2 * pair) / dModel);
  return sine ? Math.sin(angle) : Math.cos(angle);
}

/**
 * The package's numeric contract (cpp/include/positional_encoding.h): each value within 2e-7 of the
 * float64 formula rounded to float32 (measured 1.2e-7, two float32 ulps just below 1).
 */
const CONTRACT = 2e-7;

/** The largest |table − float32(float64 formula)| over every cell. */
function worstError(params: TableParams, table: Float32Array): number {
  let worst = 0;
  for (let pos = 0; pos < params.length; pos++)
    for (let j = 0; j < params.dModel; j++)
      worst = Math.max(worst, Math.abs(table[pos * params.dModel + j]! - Math.fround(reference(params, pos, j))));
  return worst;
}

beforeAll(async () => {
  await init();
});

describe('the table', () => {
  it('takes the four table settings from the store, and only they ask for a new table', () => {
    const state: AppState = { ...DEFAULT_STATE, length: 37, dModel: 21, base: 500, layout: 'split', scale: 'sqrt' };
    expect(tableParams(state)).toEqual({ length: 37, dModel: 21, base: 500, layout: 'split' });
    for (const key of ['length', 'dModel', 'base', 'layout'] as const) expect(tableChanged(new Set([key]))).toBe(true);
    expect(tableChanged(new Set(['scale', 'view'] as const))).toBe(false);
  });

  it('holds sin and cos of pos / n^(2i/d) within the package’s contract, in either layout', () => {
    const opening = heatmapTable(OPENING, null);
    expect(opening).toHaveLength(100 * 128);
    expect(opening[0 * 128 + 0]).toBe(0); // sin 0
    expect(opening[0 * 128 + 1]).toBe(1); // cos 0
    expect(worstError(OPENING, opening)).toBeLessThanOrEqual(CONTRACT);
    const odd: TableParams = { length: 37, dModel: 21, base: 500, layout: 'split' };
    expect(worstError(odd, heatmapTable(odd, null))).toBeLessThanOrEqual(CONTRACT);
  });

  it('reuses the shown array while the size stands, and takes a new one when it changes', () => {
    const first = heatmapTable({ length: 10, dModel: 4, base: 100, layout: 'interleaved' }, null);
    const sameSize = heatmapTable({ length: 4, dModel: 10, base: 10000, layout: 'split' }, first);
    expect(sameSize).toBe(first);
    expect(sameSize[3 * 10 + 9]).toBeCloseTo(
      reference({ length: 4, dModel: 10, base: 10000, layout: 'split' }, 3, 9),
      7,
    );
    const bigger = heatmapTable(OPENING, first);
    expect(bigger).not.toBe(first);
    expect(bigger).toHaveLength(12800);
  });

  it('passes the package’s refusal on, in words, for the status line', () => {
    let refusal: unknown;
    try {
      heatmapTable({ ...OPENING, length: 0 }, null);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(RangeError);
    expect(errorText(refusal)).toMatch(/length/);
    expect(errorText('plain words')).toBe('plain words');
  });

  it('labels the canvas with the table’s size, base and layout', () => {
    expect(tableLabel(OPENING)).toBe(
      'Heatmap of the positional encoding table: 100 positions by 128 dimensions, base 10000, interleaved layout',
    );
  });
});

describe('the figure’s size', () => {
  it('gives the figure the window below it on a wide page, else the window less the panel’s head', () => {
    // Starts 300 px down the first screen: 900 − 300 − 12.
    expect(figureRoom({ figureTop: 300, panelTop: 250, scrollY: 0, windowHeight: 900 })).toBe(588);
    // A phone, the figure 1100 px down the page: 740 − (900 − 600 + 16) − 12.
    expect(figureRoom({ figureTop: 900, panelTop: 600, scrollY: 200, windowHeight: 740 })).toBe(412);
  });

  it('fits 128 columns at 3 device pixels each into a 600 px box', () => {
    // Margins 60 + 84: a 456 px plot, 3 px a column → 384; 274 px tall (0.6 × 456) → 2 px a position.
    const { fit, thin } = fitFigure(600, 100, 128, 500, 1, false);
    expect(thin).toBe(false);
    expect(fit.columns).toEqual({ pixelsPerCell: 3, cellsPerPixel: 1, devicePixels: 384 });
    expect(fit.rows).toEqual({ pixelsPerCell: 2, cellsPerPixel: 1, devicePixels: 200 });
    expect(fit.layout.plot.width).toBe(384);
    expect(fit.layout.width).toBe(600 - 72);
    expect(fit.layout.height).toBe(8 + 274 + 46 - 74);
    // Zoom changes nothing where columns are not thin.
    expect(fitFigure(600, 100, 128, 500, 1, true)).toEqual({ fit, thin });
  });

  it('on a phone, shares pixels among 1024 columns, or, zoomed, gives each 2 device pixels', () => {
    // Compact margins 50 + 66: a 204 px plot, 408 device pixels at 2x → 3 columns a pixel, 342 pixels.
    const fitted = fitFigure(320, 100, 1024, 600, 2, false);
    expect(fitted.thin).toBe(true);
    expect(fitted.fit.columns).toEqual({ pixelsPerCell: 1, cellsPerPixel: 3, devicePixels: 342 });
    expect(fitted.fit.layout.plot.width).toBe(171);
    // Zoomed: 1024 CSS px of plot; 320 − 204 + 1024 = 1140 px takes wider margins (144), so 1168.
    const zoomed = fitFigure(320, 100, 1024, 600, 2, true);
    expect(zoomed.thin).toBe(true);
    expect(zoomed.fit.columns).toEqual({ pixelsPerCell: 2, cellsPerPixel: 1, devicePixels: 2048 });
    expect(zoomed.fit.layout.width).toBe(1168);
    expect(zoomed.fit.layout.compact).toBe(false);
    // At 1x each column still gets 2 device pixels: a 2048 px plot.
    const onePixel = fitFigure(320, 100, 1024, 600, 1, true);
    expect(onePixel.fit.columns).toEqual({ pixelsPerCell: 2, cellsPerPixel: 1, devicePixels: 2048 });
    expect(onePixel.fit.layout.width).toBe(2048 + 144);
  });

  it('says which cells share a pixel, or that every dimension has its own when zoomed', () => {
    const own = { pixelsPerCell: 1, cellsPerPixel: 1, devicePixels: 100 };
    const columns = samplingText(
      { columns: { pixelsPerCell: 1, cellsPerPixel: 2, devicePixels: 256 }, rows: own },
      false,
      100,
      512,
    );
    expect(columns).toBe(
      '512 dimensions share 256 device pixels: each pixel column shows the mean of 2 neighbouring dimensions, ' +
        'so the finest stripes are averaged, not drawn.',
    );
    const wide = { pixelsPerCell: 2, cellsPerPixel: 1, devicePixels: 1024 };
    const rows = { pixelsPerCell: 1, cellsPerPixel: 4, devicePixels: 250 };
    expect(samplingText({ columns: wide, rows }, true, 1000, 512)).toBe(
      'Every dimension has 2 device pixels of its own; the figure scrolls sideways. ' +
        '1000 positions share 250 device pixel rows: each shows the mean of 4 neighbouring positions.',
    );
    expect(samplingText({ columns: wide, rows: own }, false, 100, 512)).toBe('');
    expect([zoomLabel(false), zoomLabel(true)]).toEqual(['Show every dimension', 'Fit the width']);
  });
});

describe('formula (15.2) at one position', () => {
  // z_0 … z_7 from an independent port of mulberry32 (seed 15) and Box–Muller, in float64.
  const Z = [
    -0.6072869462637438, 0.4176124704404064, -0.9578471262271573, 0.3369258214031954, -0.3763920398293226,
    -0.6019273495936157, -0.8097055852799526, 2.2256923631731036,
  ];

  it('x is the seeded normals over √d_model, PE the table row, and the sum √d_model·x + PE', () => {
    const row = scaledRow(OPENING, 40);
    expect(row.pos).toBe(40);
    expect([row.x.length, row.pe.length, row.sum.length]).toEqual([128, 128, 128]);
    Z.forEach((z, j) => expect(row.x[j]).toBe(Math.fround(z / Math.sqrt(128))));
    for (let j = 0; j < 128; j++) {
      expect(Math.abs(row.pe[j]! - Math.fround(reference(OPENING, 40, j)))).toBeLessThanOrEqual(CONTRACT);
      // float32 adds: within a few units in the last place of values up to about 4.
      expect(Math.abs(row.sum[j]! - (Math.sqrt(128) * row.x[j]! + reference(OPENING, 40, j)))).toBeLessThan(1e-6);
    }
  });

  it('in the split layout, and with the same normals whatever d_model is', () => {
    const split: TableParams = { length: 1, dModel: 6, base: 100, layout: 'split' };
    const row = scaledRow(split, 7);
    for (let j = 0; j < 6; j++) {
      expect(Math.abs(row.pe[j]! - Math.fround(reference(split, 7, j)))).toBeLessThanOrEqual(CONTRACT);
      expect(row.x[j]).toBe(Math.fround(Z[j]! / Math.sqrt(6)));
    }
  });
});
