// The RoPE view's formulas as TeX, filled with the numbers on screen: the rotation of the selected
// pair at position m, and the score that depends on m − n only.
import { formatNumber } from '../../format.js';
import { texNumber } from '../../tex.js';
import { pairReading, type RopeDials } from './rope-model.js';

const tex = (value: number, digits = 5): string => texNumber(formatNumber(value, digits));

export interface PairNumbers {
  pair: number;
  rotaryDim: number;
  base: number;
  theta: number;
  m: number;
  cos: number;
  sin: number;
}

/** θ_i = base^(−2i/d) and R_m for pair i, with its numbers. */
export function rotationTex(n: PairNumbers): string {
  const i = n.pair;
  return String.raw`\begin{aligned}
\theta_{${i}} &= ${tex(n.base, 7)}^{-2\cdot ${i}/${n.rotaryDim}} = ${tex(n.theta, 6)} \\
m\,\theta_{${i}} &= ${n.m}\cdot${tex(n.theta, 6)} = ${tex(n.m * n.theta, 6)} \\
R_{${n.m}}^{(${i})} &= \begin{pmatrix} \cos m\theta_{${i}} & -\sin m\theta_{${i}} \\ \sin m\theta_{${i}} & \cos m\theta_{${i}} \end{pmatrix}
 = \begin{pmatrix} ${tex(n.cos)} & ${tex(-n.sin)} \\ ${tex(n.sin)} & ${tex(n.cos)} \end{pmatrix}
\end{aligned}`;
}

/** rotationTex of `dials`' pair `pair`: the formula under the dials. */
export function pairRotationTex(dials: RopeDials, pair: number): string {
  const { rotaryDim, base, m } = dials;
  const { theta, cos, sin } = pairReading(dials, pair);
  return rotationTex({ pair, rotaryDim, base, theta, m, cos, sin });
}

/** The score identity, and the two shown values at one distance. */
export function scoreTex(delta: number, shift: number, reference: number, shifted: number): string {
  return String.raw`\begin{aligned}
(R_m q)\cdot(R_n k) &= q^{\top} R_m^{\top} R_n\, k = q^{\top} R_{n-m}\, k \\
 &= \sum_i \Big[(q_a k_a + q_b k_b)\cos\big((m-n)\theta_i\big) + (q_a k_b - q_b k_a)\sin\big((m-n)\theta_i\big)\Big] \\
(R_{${delta}}\, q)\cdot(R_{0}\, k) &= ${tex(reference, 7)} \quad (m - n = ${delta}) \\
(R_{${shift + delta}}\, q)\cdot(R_{${shift}}\, k) &= ${tex(shifted, 7)}
\end{aligned}`;
}
