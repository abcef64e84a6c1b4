// The plot kit's legend: one entry per mark, a swatch in the series' colour (solid, dashed, or a
// dot) before its label, as HTML beside the figure (a legend in the SVG would shrink the plot on a
// phone). The swatch's shape comes from the caller's class, so each view keeps its own styles.
import { seriesClass } from '../series-colours.js';

export interface LegendEntry {
  label: string;
  /** The swatch's class (the view's swatch style: "lc-swatch", "lc-dot", …). */
  swatchClass: string;
  /** Colour slot (series-colours.css); none: the swatch's own colour. */
  slot?: number;
  dashed?: boolean;
  /** Attributes of the entry's <span> (data-type="…"): written as given, so only trusted text. */
  attributes?: Record<string, string>;
}

/** One entry: `<span …><span class="swatch…" aria-hidden="true"></span>label</span>`. */
export function legendEntry(entry: LegendEntry): string {
  const classes = [
    entry.swatchClass,
    entry.slot === undefined ? '' : seriesClass(entry.slot),
    entry.dashed ? 'dashed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const attributes = Object.entries(entry.attributes ?? {})
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<span${attributes}><span class="${classes}" aria-hidden="true"></span>${entry.label}</span>`;
}
