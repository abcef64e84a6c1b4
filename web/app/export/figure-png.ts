// The figure as one PNG: background, the heatmap's cells and the SVG overlay (axes, colour bar,
// cell labels) composed on an offscreen canvas at PNG_SCALE× the on-screen size.
//
// The overlay is drawn by serializing a copy of it to a blob: URL and loading that as an image
// (allowed by the CSP's img-src blob:). An SVG image sees none of the page's CSS, so the copy
// carries each element's computed style inline: the colours of the current theme, the fonts.
// The cell cursor is left out: it marks the reader's hover, not the table.

/** How many PNG pixels per CSS pixel: sharp on high-density screens and in print. */
export const PNG_SCALE = 2;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The presentation properties the overlay's stylesheet sets. */
const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'opacity',
  'visibility',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant-numeric',
  'text-anchor',
  'dominant-baseline',
  'rx',
] as const;

export interface FigureParts {
  /** Figure size in CSS pixels. */
  width: number;
  height: number;
  /** The colour behind the figure (the panel's background). */
  background: string;
  overlay: SVGSVGElement;
  /** Paints the cells; the context is scaled so that one unit is one CSS pixel. */
  drawCells(context: CanvasRenderingContext2D): void;
}

function inlineComputedStyles(source: Element, copy: Element): void {
  const computed = getComputedStyle(source);
  const style = (copy as SVGElement).style;
  for (const property of STYLE_PROPERTIES) {
    const value = computed.getPropertyValue(property);
    if (value) style.setProperty(property, value);
  }
  const sourceChildren = source.children;
  const copyChildren = copy.children;
  for (let k = 0; k < sourceChildren.length; k++) inlineComputedStyles(sourceChildren[k]!, copyChildren[k]!);
}

/** A standalone SVG document of the overlay, styled inline. */
export function standaloneSvg(overlay: SVGSVGElement, width: number, height: number): string {
  const copy = overlay.cloneNode(true) as SVGSVGElement;
  inlineComputedStyles(overlay, copy);
  copy.querySelectorAll('.cell-cursor').forEach((element) => element.remove());
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('viewBox', `0 0 ${width} ${height}`);
  copy.removeAttribute('class');
  copy.removeAttribute('aria-hidden');
  return new XMLSerializer().serializeToString(copy);
}

async function svgImage(svgText: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The composed figure as a PNG of (width·PNG_SCALE) × (height·PNG_SCALE) pixels. */
export async function figurePng(parts: FigureParts): Promise<Blob> {
  const { width, height } = parts;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * PNG_SCALE);
  canvas.height = Math.round(height * PNG_SCALE);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas context for the PNG');
  context.scale(PNG_SCALE, PNG_SCALE);
  context.fillStyle = parts.background;
  context.fillRect(0, 0, width, height);
  parts.drawCells(context);
  const overlay = await svgImage(standaloneSvg(parts.overlay, width, height));
  context.drawImage(overlay, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be encoded'))), 'image/png');
  });
}
