// The modules vite-plugins/katex-assets.ts provides to the explorer's source.

declare module 'virtual:katex-css' {
  /** KaTeX's stylesheet without its @font-face rules. */
  const css: string;
  export default css;
}

declare module 'virtual:katex-fonts' {
  export interface KatexFontFace {
    family: string;
    style: string;
    weight: string;
    /** Where the woff2 file is served; resolved when the fonts are installed. */
    url(): string;
  }
  export const KATEX_FONT_FACES: readonly KatexFontFace[];
}

// The one vite-plugins/prebuilt-tex.ts provides.

declare module 'virtual:prebuilt-tex/*' {
  /** [texKey(tex, displayMode), KaTeX's markup] of each formula typeset at build time. */
  const entries: readonly (readonly [string, string])[];
  export default entries;
  /** KaTeX's rules that this markup uses: what it needs before KaTeX's whole stylesheet has come. */
  export const css: string;
}
