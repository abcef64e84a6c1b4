// Powers of ten as axis labels and in text, written as on paper (10², 10⁻⁷): the log axes of the
// precision lab and the long-context view.

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** 10^k written as on paper: 1, 10, 10², 10⁻⁷. */
export function powerOfTen(value: number): string {
  const exponent = Math.round(Math.log10(value));
  if (exponent === 0) return '1';
  if (exponent === 1) return '10';
  return `10${[...String(exponent)].map((c) => SUPERSCRIPT[c]).join('')}`;
}
