// The model map's three pictures (model-extras.ts computes them through the package): DeepSeek's
// head as slices, the M-RoPE sequence with each token's three ids over the image and video grids,
// Pixtral's patch grid with a chosen pair's angle as a hand on every patch. Each has a readout on
// hover, tap and keys.
import type { MropeToken, PatchAngle } from './model-extras.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

function svgElement<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/** DeepSeek's query/key head (nope then rope) and its value head, as bars `width` px wide. */
export function drawMlaHead(
  svg: SVGSVGElement,
  width: number,
  slices: { nope: number; rope: number; v: number },
): void {
  const total = slices.nope + slices.rope;
  const left = 4;
  const usable = width - 2 * left;
  const unit = usable / Math.max(total, slices.v);
  const bar = 30;
  const height = 2 * bar + 70;
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const parts: SVGElement[] = [];
  const label = (x: number, y: number, text: string, anchor = 'start') => {
    const t = svgElement('text', { x, y, 'text-anchor': anchor, class: 'mla-label' });
    t.textContent = text;
    parts.push(t);
  };
  label(left, 14, `query / key head: ${total} values`);
  parts.push(
    svgElement('rect', {
      x: left,
      y: 20,
      width: slices.nope * unit,
      height: bar,
      class: 'mla-nope',
      'data-slice': 'nope',
    }),
    svgElement('rect', {
      x: left + slices.nope * unit,
      y: 20,
      width: slices.rope * unit,
      height: bar,
      class: 'mla-rope',
      'data-slice': 'rope',
    }),
  );
  label(left + (slices.nope * unit) / 2, 20 + bar / 2 + 4, `${slices.nope} not rotated`, 'middle');
  label(left + (slices.nope + slices.rope / 2) * unit, 20 + bar / 2 + 4, `${slices.rope} RoPE`, 'middle');
  label(left, 20 + bar + 22, `value head: ${slices.v} values, never rotated`);
  parts.push(
    svgElement('rect', {
      x: left,
      y: 20 + bar + 28,
      width: slices.v * unit,
      height: bar,
      class: 'mla-value',
      'data-slice': 'v',
    }),
  );
  svg.replaceChildren(...parts);
}

/** The M-RoPE sequence: text tokens in a row, the image and each video frame as grids of tokens. */
export function drawMropeSequence(
  box: HTMLElement,
  tokens: readonly MropeToken[],
  grids: readonly { kind: 'image' | 'video'; frames: number; rows: number; cols: number }[],
): HTMLElement[] {
  const cells: HTMLElement[] = [];
  const segments: HTMLElement[] = [];
  let k = 0;
  let grid = 0;
  while (k < tokens.length) {
    const token = tokens[k]!;
    if (token.kind === 'text') {
      const segment = document.createElement('div');
      segment.className = 'mrope-segment mrope-text';
      while (k < tokens.length && tokens[k]!.kind === 'text') {
        segment.append(tokenCell(tokens[k]!, k, cells));
        k++;
      }
      segments.push(segment);
      continue;
    }
    const shape = grids[grid++]!;
    for (let frame = 0; frame < shape.frames; frame++) {
      const segment = document.createElement('div');
      segment.className = `mrope-segment mrope-grid mrope-${shape.kind}`;
      segment.style.gridTemplateColumns = `repeat(${shape.cols}, auto)`;
      for (let cell = 0; cell < shape.rows * shape.cols; cell++) {
        segment.append(tokenCell(tokens[k]!, k, cells));
        k++;
      }
      segments.push(segment);
    }
  }
  const key = document.createElement('div');
  key.className = 'mrope-segment mrope-key';
  key.setAttribute('aria-hidden', 'true');
  for (const row of ['time', 'height', 'width']) {
    const line = document.createElement('span');
    line.textContent = row;
    key.append(line);
  }
  box.replaceChildren(key, ...segments);
  return cells;
}

function tokenCell(token: MropeToken, index: number, cells: HTMLElement[]): HTMLElement {
  const cell = document.createElement('div');
  cell.className = `mrope-token mrope-token-${token.kind}`;
  cell.dataset.token = String(index);
  const [t, h, w] = token.ids;
  for (const [row, id] of [
    ['t', t],
    ['h', h],
    ['w', w],
  ] as const) {
    const line = document.createElement('span');
    line.className = `mrope-id mrope-id-${row}`;
    line.textContent = String(id);
    cell.append(line);
  }
  cells.push(cell);
  return cell;
}

/** Pixtral's patch grid: one hand per patch at the pair's angle (cos, sin from applyRope). */
export function drawPatchGrid(
  svg: SVGSVGElement,
  width: number,
  rows: number,
  cols: number,
  angles: readonly PatchAngle[],
): number {
  const size = Math.max(36, Math.min(64, Math.floor((width - 8) / cols)));
  const height = rows * size + 4;
  const gridWidth = cols * size + 4;
  svg.setAttribute('width', String(gridWidth));
  svg.setAttribute('height', String(height));
  svg.setAttribute('viewBox', `0 0 ${gridWidth} ${height}`);
  const parts: SVGElement[] = [];
  for (const angle of angles) {
    const x = 2 + angle.col * size;
    const y = 2 + angle.row * size;
    const cx = x + size / 2;
    const cy = y + size / 2;
    const r = size * 0.36;
    const group = svgElement('g', { class: 'patch', 'data-row': angle.row, 'data-col': angle.col });
    group.append(
      svgElement('rect', { x, y, width: size, height: size, class: 'patch-cell' }),
      svgElement('circle', { cx, cy, r, class: 'patch-face' }),
      svgElement('line', { x1: cx, y1: cy, x2: cx + r, y2: cy, class: 'patch-zero' }),
      svgElement('line', {
        x1: cx,
        y1: cy,
        x2: (cx + r * angle.cos).toFixed(2),
        y2: (cy - r * angle.sin).toFixed(2),
        class: 'patch-hand',
      }),
    );
    parts.push(group);
  }
  parts.push(svgElement('rect', { x: 0, y: 0, width: 0, height: 0, class: 'patch-selected' }));
  svg.replaceChildren(...parts);
  return size;
}

export function markPatch(svg: SVGSVGElement, size: number, row: number, col: number): void {
  const mark = svg.querySelector('rect.patch-selected');
  if (!mark) return;
  mark.setAttribute('x', String(2 + col * size));
  mark.setAttribute('y', String(2 + row * size));
  mark.setAttribute('width', String(size));
  mark.setAttribute('height', String(size));
}
