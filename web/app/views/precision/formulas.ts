// The precision lab's formulas, filled with the live numbers: what is measured, and what a
// format's rounding of the position does to the angle at the cursor.
import { formatNumber } from '../../format.js';
import { texNumber } from '../../tex.js';

const tex = (value: number, digits = 6): string => texNumber(formatNumber(value, digits));

/** The error of plane k at position p, with ω_k for the reader's head_dim and base. */
export function errorTex(plane: number, headDim: number, base: number, omega: number, quantity: string): string {
  const definition =
    quantity === 'cos-sin'
      ? String.raw`\varepsilon(p) = \max\big(|\hat c - \cos p\,\omega_k|,\ |\hat s - \sin p\,\omega_k|\big)`
      : String.raw`\varepsilon(p) = \max\big(|\hat a' - a'|,\ |\hat b' - b'|\big),\ \ a' = a\cos p\omega_k - b\sin p\omega_k`;
  return (
    String.raw`\begin{aligned}&\omega_{${plane}} = \theta^{-2k/d} = ${tex(base)}^{-${2 * plane}/${headDim}} = ${tex(omega)}` +
    String.raw`\\ &${definition}\end{aligned}`
  );
}

/** What bfloat16 and float16 store for position p, and how far that turns plane k's angle. */
export function roundingTex(position: number, bf16: number, fp16: number, omega: number, plane: number): string {
  const format = (stored: number): string => (Number.isFinite(stored) ? tex(stored, 9) : String.raw`\infty`);
  const offBy = (stored: number): string =>
    Number.isFinite(stored)
      ? String.raw`\omega_{${plane}}\,|p - \hat p| = ${tex(omega * Math.abs(position - stored), 4)}\ \text{rad}`
      : String.raw`\text{no angle at all}`;
  return (
    String.raw`\begin{aligned}\mathrm{bf16}(${tex(position, 9)}) &= ${format(bf16)}, &&${offBy(bf16)}` +
    String.raw`\\ \mathrm{fp16}(${tex(position, 9)}) &= ${format(fp16)}, &&${offBy(fp16)}\end{aligned}`
  );
}
