// The plot kit (web/app/figures/plot/) in Node: what it computes before anything reaches the DOM —
// the frame's margins and plot area for a width, where titles, grid lines, the cursor, rules and
// bands go, the cursor's keys, legend entries and line paths (with the M4 reduction). The expected
// numbers follow from the kit's stated rules (margins, clamps, offsets), worked out in the comments.
import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { gridLines, titlePieces, titlePlacement } from '../../../web/app/figures/plot/axes.js';
import { cursorKeyIndex, cursorLine } from '../../../web/app/figures/plot/cursor.js';
import { fitSvg, plotBottom, plotFrame, plotRight } from '../../../web/app/figures/plot/frame.js';
import { legendEntry } from '../../../web/app/figures/plot/legend.js';
import { linePath } from '../../../web/app/figures/plot/line-path.js';
import {
  bandNoteAt,
  bandRect,
  horizontalRulePlacement,
  verticalRulePlacement,
} from '../../../web/app/figures/plot/rules.js';

const SIZES = { aspect: 0.5, minHeight: 100, maxHeight: 400 };
// 800 px, not compact: margins 12/16/46/60, plot 800 − 60 − 16 = 724 wide, 724 × 0.5 = 362 tall.
const WIDE = plotFrame(800, SIZES);
// 375 px, compact: margins 10/12/44/50, plot 375 − 50 − 12 = 313 wide, 313 × 0.8 = 250.4 → 250 tall.
const PHONE = plotFrame(375, { ...SIZES, compactAspect: 0.8 });

describe('plotFrame: margins, plot area and height for a width', () => {
  it('leaves room for the axes and makes the plot aspect × its width tall', () => {
    expect(WIDE).toEqual({
      width: 800,
      height: 12 + 362 + 46,
      plot: { left: 60, top: 12, width: 724, height: 362 },
      compact: false,
    });
    expect(PHONE).toEqual({
      width: 375,
      height: 10 + 250 + 44,
      plot: { left: 50, top: 10, width: 313, height: 250 },
      compact: true,
    });
    expect([plotRight(WIDE), plotBottom(WIDE)]).toEqual([784, 374]);
    expect([plotRight(PHONE), plotBottom(PHONE)]).toEqual([363, 260]);
  });

  it('turns compact below 520 px and uses compactAspect only then', () => {
    expect(plotFrame(519, { ...SIZES, compactAspect: 0.8 }).compact).toBe(true);
    const at520 = plotFrame(520, { ...SIZES, compactAspect: 0.8 });
    expect(at520.compact).toBe(false);
    expect(at520.plot.height).toBe(Math.round((520 - 76) * 0.5)); // 222, not 444 × 0.8
  });

  it('clamps the height to [minHeight, maxHeight] and the plot to at least 80 px wide', () => {
    expect(plotFrame(800, { ...SIZES, aspect: 0.1 }).plot.height).toBe(100); // 72.4 → 100
    expect(plotFrame(800, { ...SIZES, aspect: 1 }).plot.height).toBe(400); // 724 → 400
    expect(plotFrame(100, SIZES).plot.width).toBe(80); // 100 − 62 = 38 → 80
  });

  it('takes a right margin or fixed margins, and floors fractional widths', () => {
    expect(plotFrame(800, { ...SIZES, rightMargin: 30 }).plot.width).toBe(710);
    expect(plotFrame(400, { ...SIZES, rightMargin: 30 }).plot.width).toBe(320); // compact: 400 − 50 − 30
    const fixed = plotFrame(300.5, { ...SIZES, margin: { top: 5, right: 5, bottom: 20, left: 30 } });
    expect(fixed.plot).toEqual({ left: 30, top: 5, width: 265, height: 133 }); // ⌊265.5⌋; 132.5 → 133
    expect(fixed.height).toBe(5 + 133 + 20);
  });

  it('sizes an SVG to the frame: width, height and a viewBox of the same pixels', () => {
    const written = new Map<string, string>();
    const svg = { setAttribute: (name: string, value: string) => written.set(name, value) };
    fitSvg(svg as unknown as SVGSVGElement, WIDE);
    expect(Object.fromEntries(written)).toEqual({ width: '800', height: '420', viewBox: '0 0 800 420' });
  });
});

describe('axes: titles and grid', () => {
  it('splits a title at each _{…} into subscript pieces; plain titles stay whole', () => {
    expect(titlePieces('distance')).toBeNull();
    expect(titlePieces('PE_{t}')).toEqual([
      { text: 'PE', sub: false },
      { text: 't', sub: true },
    ]);
    expect(titlePieces('q_{m}·k_{n} score')).toEqual([
      { text: 'q', sub: false },
      { text: 'm', sub: true },
      { text: '·k', sub: false },
      { text: 'n', sub: true },
      { text: ' score', sub: false },
    ]);
  });

  it('centres the x title under the plot and the rotated y title beside it', () => {
    // x: 60 + 724 / 2 = 422, baseline 374 + 40; y: 12 + 362 / 2 = 193.
    expect(titlePlacement(WIDE, {})).toEqual({ x: { x: 422, y: 414 }, yTransform: 'translate(14,193) rotate(-90)' });
    // compact: 50 + 313 / 2 = 206.5, 260 + 38; 10 + 125 = 135, y title at 12.
    expect(titlePlacement(PHONE, {})).toEqual({ x: { x: 206.5, y: 298 }, yTransform: 'translate(12,135) rotate(-90)' });
    expect(titlePlacement(WIDE, { xLabelGap: 30, yLabelX: 4 })).toEqual({
      x: { x: 422, y: 404 },
      yTransform: 'translate(4,193) rotate(-90)',
    });
  });

  it('draws grid lines across the plot at y(value), zero marked', () => {
    const y = scaleLinear()
      .domain([-1, 1])
      .range([plotBottom(WIDE), WIDE.plot.top]); // 374 … 12
    expect(gridLines(WIDE, y, [-1, 0, 0.5])).toEqual([
      { className: null, x1: 60, x2: 784, y1: 374, y2: 374 },
      { className: 'zero', x1: 60, x2: 784, y1: 193, y2: 193 },
      { className: null, x1: 60, x2: 784, y1: 102.5, y2: 102.5 },
    ]);
  });
});

describe('cursor: its line and its keys', () => {
  it('spans the plot at x, and hides (at 0) without one', () => {
    expect(cursorLine(WIDE, 123.5)).toEqual({ display: null, x1: 123.5, x2: 123.5, y1: 12, y2: 374 });
    expect(cursorLine(PHONE, null)).toEqual({ display: 'none', x1: 0, x2: 0, y1: 10, y2: 260 });
  });

  it('moves one step, a jump or to an end, clamped to the values; other keys are not its own', () => {
    expect(cursorKeyIndex('ArrowRight', 5, 10, 4)).toBe(6);
    expect(cursorKeyIndex('ArrowLeft', 5, 10, 4)).toBe(4);
    expect(cursorKeyIndex('ArrowLeft', 0, 10, 4)).toBe(0);
    expect(cursorKeyIndex('PageUp', 3, 10, 4)).toBe(7);
    expect(cursorKeyIndex('PageUp', 8, 10, 4)).toBe(9);
    expect(cursorKeyIndex('PageDown', 2, 10, 4)).toBe(0);
    expect(cursorKeyIndex('Home', 7, 10, 4)).toBe(0);
    expect(cursorKeyIndex('End', 2, 10, 4)).toBe(9);
    expect(cursorKeyIndex('Enter', 2, 10, 4)).toBeUndefined();
    expect(cursorKeyIndex('a', 2, 10, 4)).toBeUndefined();
  });
});

describe('legend entries', () => {
  it('writes a swatch in the series colour (slot mod 8), dashed if asked, before the label', () => {
    expect(
      legendEntry({
        label: 'RoPE',
        swatchClass: 'lc-swatch',
        slot: 9,
        dashed: true,
        attributes: { 'data-type': 'rope' },
      }),
    ).toBe('<span data-type="rope"><span class="lc-swatch series-1 dashed" aria-hidden="true"></span>RoPE</span>');
    expect(legendEntry({ label: 'limit', swatchClass: 'lc-dot' })).toBe(
      '<span><span class="lc-dot" aria-hidden="true"></span>limit</span>',
    );
    expect(legendEntry({ label: 'slot 0', swatchClass: 's', slot: 0 })).toContain('class="s series-0"');
  });
});

describe('line paths', () => {
  const identity = (v: number) => v;

  it('goes through every value (one decimal) while there are at most two per pixel', () => {
    const values = [0, 1, 4];
    const line = { count: 3, x: (k: number) => 10 * k + 1 / 3, value: (k: number) => values[k]! };
    expect(linePath(line, (v) => 100 - v, 15)).toBe('M0.3,100.0L10.3,99.0L20.3,96.0');
    expect(linePath({ count: 0, x: identity, value: identity }, identity, 10)).toBe('');
  });

  it('keeps first, lowest, highest and last of each pixel column, in drawing order (M4)', () => {
    // 12 values on 3 px, 4 per column at x = k / 4: columns 0, 1, 2, drawn at their centres.
    const values = [5, 1, 9, 3, 2, 8, 0, 4, 7, 7, 7, 7];
    const line = { count: 12, x: (k: number) => k / 4, value: (k: number) => values[k]! };
    expect(linePath(line, identity, 3)).toBe(
      // column 0: low (1) before high (9); column 1: high (8) before low (0); column 2: flat.
      'M0.5,5.0L0.5,1.0L0.5,9.0L0.5,3.0' + 'L1.5,2.0L1.5,8.0L1.5,0.0L1.5,4.0' + 'L2.5,7.0L2.5,7.0L2.5,7.0L2.5,7.0',
    );
  });

  it('keeps each column’s first, last, min and max on a long random line', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    const values = Array.from({ length: 5000 }, random);
    const pixels = 100;
    const x = (k: number) => (k * pixels) / values.length;
    const path = linePath({ count: values.length, x, value: (k) => values[k]! }, identity, pixels);
    const points = path
      .slice(1)
      .split('L')
      .map((pair) => pair.split(',').map(Number) as [number, number]);
    expect(points).toHaveLength(4 * pixels);
    for (let column = 0; column < pixels; column++) {
      const inColumn = values.filter((_, k) => Math.floor(x(k)) === column);
      const drawn = points.slice(4 * column, 4 * column + 4);
      expect(drawn.every(([px]) => px === column + 0.5)).toBe(true);
      const ys = drawn.map(([, py]) => py);
      const round = (v: number) => Number(v.toFixed(1));
      expect(ys[0]).toBe(round(inColumn[0]!));
      expect(ys[3]).toBe(round(inColumn.at(-1)!));
      expect(Math.min(...ys)).toBe(round(Math.min(...inColumn)));
      expect(Math.max(...ys)).toBe(round(Math.max(...inColumn)));
    }
  });
});

describe('rules and bands', () => {
  const y = (value: number) => 200 - value;

  it('places a horizontal rule across the plot, its label above the line at the left or right end', () => {
    expect(horizontalRulePlacement(WIDE, y, { key: 'L', value: 50, label: 'L' })).toEqual({
      line: { x1: 60, x2: 784, y1: 150, y2: 150 },
      label: { x: 64, y: 146, anchor: undefined },
    });
    expect(horizontalRulePlacement(WIDE, y, { key: 'L', value: 50, label: 'L', labelAt: 'end', labelDy: 12 })).toEqual({
      line: { x1: 60, x2: 784, y1: 150, y2: 150 },
      label: { x: 780, y: 162, anchor: 'end' },
    });
  });

  it('places a vertical rule down the plot, labelled 4 px right of it and 12 px below the top', () => {
    expect(verticalRulePlacement(PHONE, (v) => 2 * v, { key: 'd', value: 100, label: 'd' })).toEqual({
      line: { x1: 200, x2: 200, y1: 10, y2: 260 },
      label: { x: 204, y: 22 },
    });
  });

  it('shades a band from a value to the plot’s right or top edge, never negative', () => {
    expect(bandRect(WIDE, { className: 'b', from: { x: 500 } })).toEqual({ x: 500, y: 12, width: 284, height: 362 });
    expect(bandRect(WIDE, { className: 'b', from: { y: 100 } })).toEqual({ x: 60, y: 12, width: 724, height: 88 });
    expect(bandRect(WIDE, { className: 'b', from: { x: 900 } }).width).toBe(0);
    expect(bandRect(WIDE, { className: 'b', from: { y: 5 } }).height).toBe(0);
    expect(bandNoteAt(WIDE)).toEqual({ x: 66, y: 26 });
  });
});
