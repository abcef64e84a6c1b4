// The formulas the RoPE, attention-lab, model-map and bias views show on their first screen, as the
// build typesets them for the default settings (vite-plugins/first-screen-formulas.ts): each is
// checked against numbers worked out here, not read back from the view's code.
import { beforeAll, describe, expect, it } from 'vitest';
import init from 'positional-encoding';
import { formatNumber } from '../../../web/app/format.js';
import { DEFAULT_STATE, type AppState } from '../../../web/app/state/app-state.js';
import { attentionFirstFormulas } from '../../../web/app/views/attention/first-formula.js';
import { biasFirstFormulas } from '../../../web/app/views/bias/first-formula.js';
import { DOCUMENT_SENTENCES } from '../../../web/app/documents/sentences.js';
import { modelMapFirstFormulas } from '../../../web/app/views/model-map/first-formula.js';
import { FIRST_PAIR, ropeFirstFormulas } from '../../../web/app/views/rope/first-formula.js';
import { GEMMA_3_27B } from '../../../web/app/presets/model-map-presets-layered.js';

const opening = (view: string): AppState => ({ ...DEFAULT_STATE, view });

beforeAll(async () => {
  await init();
});

describe('RoPE: the rotation of the first pair at position m', () => {
  it('writes pair 0 at m = 10 with θ_0 = 1, and cos 10, sin 10 in the matrix', () => {
    const state = opening('rope');
    expect([FIRST_PAIR, state.ropePos, state.ropeBase, state.headDim]).toEqual([0, 10, 10000, 128]);
    const [formula, ...others] = ropeFirstFormulas(state);
    expect(others).toEqual([]);
    expect(formula!.displayMode).toBe(true);
    const tex = formula!.tex;
    expect(tex).toContain(String.raw`\theta_{0} &= 10000^{-2\cdot 0/128} = 1 \\`);
    expect(tex).toContain(String.raw`m\,\theta_{0} &= 10\cdot1 = 10 \\`);
    expect(tex).toContain(String.raw`R_{10}^{(0)}`);
    // float32 cos and sin from the core, to 5 digits: the same as float64's.
    const [c, s] = [Math.cos(10), Math.sin(10)].map((v) => formatNumber(v, 5));
    const minusS = formatNumber(-Math.sin(10), 5);
    expect(tex).toContain(String.raw`\begin{pmatrix} ${c} & ${minusS} \\ ${s} & ${c} \end{pmatrix}`);
  });
});

describe('attention lab: the score of the cell the readout opens on', () => {
  it('writes “John” looking at “Jane” as four terms whose sum is the total', () => {
    const [formula, ...others] = attentionFirstFormulas(opening('attention'));
    expect(others).toEqual([]);
    expect(formula!.displayMode).toBe(true);
    // The textbook's three words, added, head_dim 4: cell (0, 2).
    const match = new RegExp(
      String.raw`^\\frac\{\(x\+e\)_\{0\} W_q \\cdot \(x\+e\)_\{2\} W_k\}\{\\sqrt\{4\}\} = (\S+) \+ \((\S+)\) \+ \((\S+)\) \+ \((\S+)\) = (\S+)$`,
    ).exec(formula!.tex);
    expect(match).not.toBeNull();
    const [a, b, c, d, total] = match!.slice(1).map(Number);
    expect(a! + b! + c! + d!).toBeCloseTo(total!, 3);
  });
});

describe('model map: the chosen layer of the default model', () => {
  it('writes Gemma 3 27B’s layer 5, a global layer: θ base 10⁶ scaled linearly, 1/√168', () => {
    const state = opening('model-map');
    expect([state.mapModel, state.mapLayer]).toEqual([GEMMA_3_27B.key, 5]);
    const text = (GEMMA_3_27B.config as { text_config: { query_pre_attn_scalar: number; head_dim: number } })
      .text_config;
    const [formula, ...others] = modelMapFirstFormulas(state);
    expect(others).toEqual([]);
    expect(formula).toEqual({
      tex: String.raw`\theta_i = 1000000^{-2i/${text.head_dim}}\text{ then linear},\quad \text{softmax scale} = ${formatNumber(
        1 / Math.sqrt(text.query_pre_attn_scalar),
        7,
      )}`,
      displayMode: true,
    });
  });
});

describe('bias: the slope of the head drawn and the bias of the cell the matrix opens on', () => {
  it('writes BLOOM’s head 1 of 112 as 2^(−1/8), and the last word’s bias towards “brown”', () => {
    const state = opening('bias');
    expect([state.heads, state.head, state.alibiMode, state.biasSentence]).toEqual([112, 1, 'causal', 'brown-red']);
    const formulas = biasFirstFormulas(state);
    expect(formulas.map(({ displayMode }) => displayMode)).toEqual([true, true]);
    const [slope, cell] = formulas.map(({ tex }) => tex);
    // 112 is not a power of two: the first 64 heads follow 2^(−8h/64), so m_1 = 2^(−1/8).
    const m = 2 ** -0.125;
    expect(slope).toBe(String.raw`m_{1} = 2^{${formatNumber(-0.125, 5)}} = ${formatNumber(m, 7)}`);
    // Query: the last word but one; key: "brown", word 5; causal, so the bias is −m·(i − 5).
    const words = DOCUMENT_SENTENCES['brown-red'].words;
    const [i, j] = [words.length - 2, 5];
    expect(words[j]).toBe('brown');
    const match = new RegExp(String.raw`^b_\{ij\} = -m_h\\,\(i - j\) = -(\S+)\\cdot \(${i} - ${j}\) = (\S+)$`).exec(
      cell!,
    );
    expect(match, cell).not.toBeNull();
    expect(Number(match![1])).toBeCloseTo(m, 6);
    expect(Number(match![2])).toBeCloseTo(-m * (i - j), 5);
  });
});
