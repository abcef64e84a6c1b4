// The plot kit's reference lines: a labelled rule across the plot at a value of y (a length on the
// wavelength chart) or down it at a value of x (a distance on the score chart), and a shaded band
// from a value to the plot's edge. Each rule is a <g> with data-key and data-length, its class the
// caller's, so tests and styles find it.
import type { Selection } from 'd3-selection';
import { plotBottom, plotRight, type PlotFrame } from './frame.js';

type Layer = Selection<SVGGElement, unknown, null, undefined>;

export interface Rule {
  key: string;
  value: number;
  label: string;
  /** The group's class (default "rule"). */
  className?: string;
  /** Horizontal rules: the label at the plot's left ("start", default) or right ("end") end. */
  labelAt?: 'start' | 'end';
  /** The label's offset from the line, px (default −4: above a horizontal rule). */
  labelDy?: number;
}

/** Horizontal rules at y(value), full plot width. */
export function drawHorizontalRules(
  layer: Layer,
  frame: PlotFrame,
  y: (value: number) => number,
  rules: readonly Rule[],
): void {
  const { plot } = frame;
  layer
    .selectAll<SVGGElement, Rule>('g')
    .data(rules, (rule) => rule.key)
    .join((enter) => {
      const group = enter.append('g');
      group.append('line');
      group.append('text');
      return group;
    })
    .attr('class', (rule) => rule.className ?? 'rule')
    .attr('data-key', (rule) => rule.key)
    .attr('data-length', (rule) => String(rule.value))
    .each(function (rule) {
      const at = y(rule.value);
      const end = rule.labelAt === 'end';
      const group = this as SVGGElement;
      const line = group.querySelector('line')!;
      line.setAttribute('x1', String(plot.left));
      line.setAttribute('x2', String(plotRight(frame)));
      line.setAttribute('y1', String(at));
      line.setAttribute('y2', String(at));
      const text = group.querySelector('text')!;
      text.setAttribute('x', String(end ? plotRight(frame) - 4 : plot.left + 4));
      text.setAttribute('y', String(at + (rule.labelDy ?? -4)));
      if (end) text.setAttribute('text-anchor', 'end');
      else text.removeAttribute('text-anchor');
      text.textContent = rule.label;
    });
}

/** Vertical rules at x(value), full plot height, labelled at the top right of the line. */
export function drawVerticalRules(
  layer: Layer,
  frame: PlotFrame,
  x: (value: number) => number,
  rules: readonly Rule[],
): void {
  const { plot } = frame;
  layer
    .selectAll<SVGGElement, Rule>('g')
    .data(rules, (rule) => rule.key)
    .join((enter) => {
      const group = enter.append('g');
      group.append('line');
      group.append('text');
      return group;
    })
    .attr('class', (rule) => rule.className ?? 'rule')
    .attr('data-key', (rule) => rule.key)
    .attr('data-length', (rule) => String(rule.value))
    .each(function (rule) {
      const at = x(rule.value);
      const group = this as SVGGElement;
      const line = group.querySelector('line')!;
      line.setAttribute('x1', String(at));
      line.setAttribute('x2', String(at));
      line.setAttribute('y1', String(plot.top));
      line.setAttribute('y2', String(plotBottom(frame)));
      const text = group.querySelector('text')!;
      text.setAttribute('x', String(at + 4));
      text.setAttribute('y', String(plot.top + 12));
      text.textContent = rule.label;
    });
}

export interface Band {
  /** The band's class. */
  className: string;
  /** Its edges in px (clamped to the plot). */
  from: { x?: number; y?: number };
  /** A note in its top left corner. */
  label?: { className: string; text: string };
}

/**
 * A shaded band from `from` to the plot's top (from.y) or right edge (from.x), or nothing (null).
 */
export function drawBand(layer: Layer, frame: PlotFrame, band: Band | null): void {
  const { plot } = frame;
  const rect = layer
    .selectAll<SVGRectElement, Band>('rect')
    .data(band ? [band] : [])
    .join('rect')
    .attr('class', (b) => b.className);
  if (band) {
    const left = band.from.x ?? plot.left;
    const bottom = band.from.y ?? plotBottom(frame);
    rect
      .attr('x', left)
      .attr('y', plot.top)
      .attr('width', Math.max(0, plotRight(frame) - left))
      .attr('height', Math.max(0, bottom - plot.top));
  }
  layer
    .selectAll<SVGTextElement, Band>('text')
    .data(band?.label ? [band] : [])
    .join('text')
    .attr('class', (b) => b.label!.className)
    .attr('x', plot.left + 6)
    .attr('y', plot.top + 14)
    .text((b) => b.label!.text);
}
