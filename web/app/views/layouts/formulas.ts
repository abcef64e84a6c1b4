// The layout Rosetta's formulas, filled with the live numbers: the cell under the cursor in both
// layouts, why dot products cannot tell the layouts apart, and the two exponents.
import type { SinusoidExponent } from 'positional-encoding';
import { formatNumber } from '../../format.js';
import { texNumber } from '../../tex.js';

const tex = (value: number, digits = 6): string => texNumber(formatNumber(value, digits));

/** ω_i written out for the exponent in use. */
export function omegaTex(exponent: SinusoidExponent, pair: number, d: number, base: number, omega: number): string {
  const half = Math.floor(d / 2);
  const power = exponent === 'paper' ? String.raw`-2\cdot ${pair}/${d}` : String.raw`-${pair}/${Math.max(half - 1, 1)}`;
  const symbolic = exponent === 'paper' ? String.raw`n^{-2i/d}` : String.raw`n^{-i/(d/2-1)}`;
  return String.raw`\omega_{${pair}} = ${symbolic} = ${tex(base)}^{${power}} = ${tex(omega)}`;
}

/** The hovered cell: one number, two addresses. */
export function cellTex(
  row: number,
  col: number,
  k: number,
  fn: 'sin' | 'cos',
  pair: number,
  omega: number,
  value: number,
): string {
  const f = `\\${fn}`;
  return (
    String.raw`\mathrm{PE}^{\text{inter}}_{${row},${col}} = ${f}(${row}\cdot\omega_{${pair}}) = ${f}(${tex(row * omega)})` +
    String.raw` = ${tex(value)} = \mathrm{PE}^{\text{split}}_{${row},${k}}`
  );
}

/** The permutation and why it keeps every dot product. */
export function permutationTex(p: Int32Array): string {
  const shown = p.length <= 16 ? Array.from(p).join(',') : `${Array.from(p.subarray(0, 8)).join(',')},\\dots`;
  return (
    String.raw`\mathrm{PE}^{\text{split}}_{t,k} = \mathrm{PE}^{\text{inter}}_{t,\,p_k},\quad p = (${shown}),\quad ` +
    String.raw`\mathrm{PE}^{\text{split}} = \mathrm{PE}^{\text{inter}} P,\quad ` +
    String.raw`\mathrm{PE}^{\text{split}}(\mathrm{PE}^{\text{split}})^{\top} = \mathrm{PE}^{\text{inter}}\,P P^{\top}(\mathrm{PE}^{\text{inter}})^{\top} = \mathrm{PE}^{\text{inter}}(\mathrm{PE}^{\text{inter}})^{\top}`
  );
}

/** RoPE: scores after permuting q and k. */
export function ropeTex(headDim: number, theta: number, largest: number): string {
  return (
    String.raw`\max_{m,n}\big|\,(R^{\text{half}}_m P^{\top} q_m)\cdot(R^{\text{half}}_n P^{\top} k_n) - (R^{\text{pairs}}_m q_m)\cdot(R^{\text{pairs}}_n k_n)\big| / \sqrt{${headDim}}` +
    String.raw` = ${tex(largest, 3)}\quad(\theta = ${tex(theta)})`
  );
}

/** The lowest frequency under both exponents. */
export function lowestTex(d: number, base: number, paper: number, t2t: number): string {
  const half = Math.floor(d / 2);
  return (
    String.raw`\text{paper: }\omega_{${half - 1}} = n^{-(d-2)/d} = ${tex(base)}^{-${d - 2}/${d}} = ${tex(paper)}` +
    String.raw`\qquad \text{tensor2tensor: }\omega_{${half - 1}} = n^{-1} = 1/${tex(base)} = ${tex(t2t)}`
  );
}
