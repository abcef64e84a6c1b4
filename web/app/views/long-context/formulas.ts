// The long-context view's formulas as TeX, filled with the numbers on screen: pair i's wavelength,
// and the chosen scaling's rule for θ_i with this pair's numbers. Every θ, wavelength and
// attention factor printed comes from ropeFrequencies() (the view passes them in); the rules are
// written as Hugging Face's modeling_rope_utils.py states them.
import type { RopeScaling } from 'positional-encoding';
import { formatNumber } from '../../format.js';
import { texNumber } from '../../tex.js';
import type { ScalingType } from './scalings.js';

const tex = (value: number, digits = 6): string => texNumber(formatNumber(value, digits));

export interface PairNumbers {
  pair: number;
  rotaryDim: number;
  base: number;
  train: number;
  theta: number;
  wavelength: number;
}

/** θ_i = b^(−2i/d), λ_i = 2π/θ_i, and how many turns pair i makes within the training length. */
export function wavelengthTex(n: PairNumbers): string {
  const i = n.pair;
  return String.raw`\begin{aligned}
\theta_{${i}} &= ${tex(n.base, 7)}^{-2\cdot ${i}/${n.rotaryDim}} = ${tex(n.theta)} \\
\lambda_{${i}} &= \frac{2\pi}{\theta_{${i}}} = ${tex(n.wavelength)} \text{ positions} \\
\frac{N}{\lambda_{${i}}} &= \frac{${n.train}}{${tex(n.wavelength)}} = ${tex(n.train / n.wavelength, 4)} \text{ turns within the training length}
\end{aligned}`;
}

export interface RuleNumbers extends PairNumbers {
  type: ScalingType;
  scaling: RopeScaling;
  factor: number;
  target: number;
  scaledTheta: number;
  scaledWavelength: number;
  attentionFactor: number;
}

/** The chosen type's rule for θ'_i, then this pair's θ'_i and the attention factor. */
export function ruleTex(n: RuleNumbers): string {
  const i = n.pair;
  const s = tex(n.factor, 5);
  const result = String.raw`\theta'_{${i}} &= ${tex(n.scaledTheta)},\quad \lambda'_{${i}} = ${tex(n.scaledWavelength)},\quad \text{attention factor } ${tex(n.attentionFactor, 6)}`;
  switch (n.type) {
    case 'linear':
      return String.raw`\begin{aligned}
\theta'_{i} &= \theta_{i}/s \\
\theta'_{${i}} &= ${tex(n.theta)} / ${s} \\
${result}
\end{aligned}`;
    case 'dynamic':
      return String.raw`\begin{aligned}
b' &= b\,\Big(\frac{s\,L}{N} - (s - 1)\Big)^{d/(d-2)} \text{ once } L > N,\quad \theta'_{i} = b'^{-2i/d} \\
L &= ${n.target},\ N = ${n.train},\ s = ${s},\ b = ${tex(n.base, 7)},\ d = ${n.rotaryDim} \\
${result}
\end{aligned}`;
    case 'yarn': {
      const fast = n.scaling.betaFast ?? 32;
      const slow = n.scaling.betaSlow ?? 1;
      return String.raw`\begin{aligned}
\theta'_{i} &= (1 - \gamma_i)\,\frac{\theta_{i}}{s} + \gamma_i\,\theta_{i},\quad \gamma_i: 1 \text{ for pairs turning} > ${tex(fast, 4)} \text{ times in } N,\ 0 \text{ below } ${tex(slow, 4)} \\
\text{mscale} &= 0.1\ln s + 1 \text{ (or the ratio of the config's mscales)},\quad s = ${s},\ N = ${n.train} \\
${result}
\end{aligned}`;
    }
    case 'longrope': {
      const long = n.scaling.longFactor?.[i] ?? Number.NaN;
      const short = n.scaling.shortFactor?.[i] ?? Number.NaN;
      return String.raw`\begin{aligned}
\theta'_{i} &= \theta_{i}/f_i,\quad f = \text{long\_factor if } L > N \text{ else short\_factor};\quad \text{attention } \sqrt{1 + \ln s / \ln N} \\
f_{${i}} &= ${tex(n.target > n.train ? long : short, 6)} \ (L = ${n.target},\ N = ${n.train}) \\
${result}
\end{aligned}`;
    }
    case 'llama3': {
      const low = n.scaling.lowFreqFactor ?? 1;
      const high = n.scaling.highFreqFactor ?? 4;
      const shortEdge = n.train / high;
      const longEdge = n.train / low;
      const band =
        n.wavelength < shortEdge
          ? String.raw`\lambda_{${i}} = ${tex(n.wavelength)} < N/h = ${tex(shortEdge)}: \text{ kept}`
          : n.wavelength > longEdge
            ? String.raw`\lambda_{${i}} = ${tex(n.wavelength)} > N/l = ${tex(longEdge)}: \ \theta_{${i}}/s`
            : String.raw`N/h \le \lambda_{${i}} = ${tex(n.wavelength)} \le N/l: \text{ blended}`;
      return String.raw`\begin{aligned}
\theta'_{i} &= \theta_{i} \text{ if } \lambda_i < N/h,\quad \theta_{i}/s \text{ if } \lambda_i > N/l,\quad \text{else } (1-\gamma)\,\theta_{i}/s + \gamma\,\theta_{i},\ \gamma = \tfrac{N/\lambda_i - l}{h - l} \\
s &= ${s},\ l = ${tex(low, 4)},\ h = ${tex(high, 4)},\ N = ${n.train} \\
& ${band} \\
${result}
\end{aligned}`;
    }
  }
}
