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

/** Where one rule's line and label go, in px. */
export interface Placement {
  line: { x1: number; x2: number; y1: number; y2: number };
  label: { x: number; y: number; anchor?: 'end' };
}

/** The one join both orientations share: a group per rule, its line and label placed by `place`. */
function drawRules(layer: Layer, rules: readonly Rule[], place: (rule: Rule) => Placement): void {
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
      const { line, label } = place(rule);
      const group = this as SVGGElement;
      const lineElement = group.querySelector('line')!;
      for (const [name, value] of Object.entries(line)) lineElement.setAttribute(name, String(value));
      const text = group.querySelector('text')!;
      text.setAttribute('x', String(label.x));
      text.setAttribute('y', String(label.y));
      if (label.anchor) text.setAttribute('text-anchor', label.anchor);
      else text.removeAttribute('text-anchor');
      text.textContent = rule.label;
    });
}

/** A horizontal rule at y(value), full plot width, its label at the left end (or the right). */
export function horizontalRulePlacement(frame: PlotFrame, y: (value: number) => number, rule: Rule): Placement {
  const left = frame.plot.left;
  const right = plotRight(frame);
  const at = y(rule.value);
  const end = rule.labelAt === 'end';
  return {
    line: { x1: left, x2: right, y1: at, y2: at },
    label: { x: end ? right - 4 : left + 4, y: at + (rule.labelDy ?? -4), anchor: end ? 'end' : undefined },
  };
}

/** A vertical rule at x(value), full plot height, labelled at the top right of the line. */
export function verticalRulePlacement(frame: PlotFrame, x: (value: number) => number, rule: Rule): Placement {
  const at = x(rule.value);
  const top = frame.plot.top;
  return { line: { x1: at, x2: at, y1: top, y2: plotBottom(frame) }, label: { x: at + 4, y: top + 12 } };
}

/** Horizontal rules at y(value), full plot width. */
export function drawHorizontalRules(
  layer: Layer,
  frame: PlotFrame,
  y: (value: number) => number,
  rules: readonly Rule[],
): void {
  drawRules(layer, rules, (rule) => horizontalRulePlacement(frame, y, rule));
}

/** Vertical rules at x(value), full plot height, labelled at the top right of the line. */
export function drawVerticalRules(
  layer: Layer,
  frame: PlotFrame,
  x: (value: number) => number,
  rules: readonly Rule[],
): void {
  drawRules(layer, rules, (rule) => verticalRulePlacement(frame, x, rule));
}

export interface Band {
  /** The band's class. */
  className: string;
  /** Its edges in px (clamped to the plot). */
  from: { x?: number; y?: number };
  /** A note in its top left corner. */
  label?: { className: string; text: string };
}

/** The band's rectangle: from `from` to the plot's top and right edges, never negative. */
export function bandRect(frame: PlotFrame, band: Band): { x: number; y: number; width: number; height: number } {
  const { plot } = frame;
  const left = band.from.x ?? plot.left;
  const bottom = band.from.y ?? plotBottom(frame);
  return {
    x: left,
    y: plot.top,
    width: Math.max(0, plotRight(frame) - left),
    height: Math.max(0, bottom - plot.top),
  };
}

/** Where a band's note goes: the plot's top left corner, inset (whatever the band's edges). */
export function bandNoteAt(frame: PlotFrame): { x: number; y: number } {
  return { x: frame.plot.left + 6, y: frame.plot.top + 14 };
}

/**
 * A shaded band from `from` to the plot's top (from.y) or right edge (from.x), or nothing (null).
 */
export function drawBand(layer: Layer, frame: PlotFrame, band: Band | null): void {
  const rect = layer
    .selectAll<SVGRectElement, Band>('rect')
    .data(band ? [band] : [])
    .join('rect')
    .attr('class', (b) => b.className);
  if (band) {
    const { x, y, width, height } = bandRect(frame, band);
    rect.attr('x', x).attr('y', y).attr('width', width).attr('height', height);
  }
  const note = bandNoteAt(frame);
  layer
    .selectAll<SVGTextElement, Band>('text')
    .data(band?.label ? [band] : [])
    .join('text')
    .attr('class', (b) => b.label!.className)
    .attr('x', note.x)
    .attr('y', note.y)
    .text((b) => b.label!.text);
}
