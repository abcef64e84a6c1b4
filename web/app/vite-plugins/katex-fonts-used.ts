// The KaTeX fonts the explorer's formulas use: the offline single file inlines these and no
// others (the other sixteen would add about 250 KB gzip). tests/browser/katex-fonts.test.ts opens
// every view and step of the site, where all twenty are declared and fetched only when used, and
// fails if a formula asks for a font missing here: a new formula that needs one adds it here.
export const KATEX_FONTS_USED: readonly string[] = [
  'KaTeX_Main-Regular',
  'KaTeX_Math-Italic',
  'KaTeX_Size1-Regular',
  'KaTeX_Size2-Regular',
  'KaTeX_Size3-Regular',
];
