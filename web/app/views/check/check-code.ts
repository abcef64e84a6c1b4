// The code that reproduces a match: the package's call in JavaScript (the match's options as the
// API takes them), and the lines of NumPy or PyTorch a student would write for that convention.
// The sinusoid's NumPy is the heatmap's export writer (export/code-snippets.ts); the RoPE lines
// follow transformers' rotary embedding (inv_freq, cat(freqs, freqs), cos/sin × attention_scaling).
import type { EncodingMatch } from 'positional-encoding';
import { codeSnippet } from '../../export/code-snippets.js';

const FUNCTION_OF: Record<EncodingMatch['kind'], (shape: readonly number[]) => string> = {
  sinusoidal: () => 'sinusoidal',
  'rope-cos': () => 'ropeCosSin',
  'rope-sin': () => 'ropeCosSin',
  rope: () => 'applyRope',
  alibi: (shape) => (shape.length === 1 ? 'alibiSlopes' : 'alibiBias'),
  t5: () => 't5BucketMatrix',
};

/** A long positions list is written short: its first ids, and how many. */
function positionsText(positions: readonly number[]): string {
  if (positions.length <= 12) return `[${positions.join(', ')}]`;
  return `[${positions.slice(0, 8).join(', ')}, /* … ${positions.length} position ids in all */]`;
}

export function javascriptLines(match: EncodingMatch, shape: readonly number[]): string {
  const name = FUNCTION_OF[match.kind](shape);
  const options = { ...(match.options as Record<string, unknown>) };
  const positions = Array.isArray(options.positions) ? (options.positions as number[]) : null;
  if (positions) options.positions = '__POSITIONS__';
  let call = match.call;
  // The call with its options written out whole (the diagnosis's call shortens a long positions list).
  const json = JSON.stringify(options, null, 2).replace('"__POSITIONS__"', positions ? positionsText(positions) : '');
  call = call.replace(/\{.*\}/, json);
  const lines = [`import init, { ${name} } from 'positional-encoding';`, '', 'await init();'];
  if (match.kind === 'rope') lines.push('// x: your tensor before the rotation, a Float32Array of the same shape');
  lines.push(`const table = ${call};`, '');
  return lines.join('\n');
}

/** camelCase option → transformers' snake_case config key. */
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function pythonValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(8)));
  if (Array.isArray(value)) return `[${value.map(pythonValue).join(', ')}]`;
  return JSON.stringify(value);
}

function ropePython(match: EncodingMatch, shape: readonly number[]): string {
  const o = match.options as Record<string, unknown>;
  const base = Number(o.base);
  const dim = match.headDim ?? shape[shape.length - 1]!;
  const length = shape.length === 4 ? shape[2]! : shape[0]!;
  const scaling = o.scaling as Record<string, unknown> | undefined;
  const lines = ['import torch', ''];
  if (!scaling) {
    lines.push(
      `base, dim = ${pythonValue(base)}, ${dim}`,
      '# transformers’ default rope: one frequency per pair of dimensions',
      'inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.int64).float() / dim))',
      'attention_scaling = 1.0',
    );
  } else {
    const fields = Object.entries(scaling)
      .filter(([key]) => key !== 'type')
      .map(([key, value]) => `"${snake(key)}": ${pythonValue(value)}`);
    lines.push(
      'from transformers import LlamaConfig',
      'from transformers.modeling_rope_utils import ROPE_INIT_FUNCTIONS',
      '',
      '# transformers 4.x reads rope_scaling (5.x: the same keys in rope_parameters)',
      `config = LlamaConfig(head_dim=${dim}, rope_theta=${pythonValue(base)},`,
      `                     rope_scaling={"rope_type": "${String(scaling.type)}", ${fields.join(', ')}})`,
      `inv_freq, attention_scaling = ROPE_INIT_FUNCTIONS["${String(scaling.type)}"](config, "cpu")`,
    );
  }
  const positions = Array.isArray(o.positions)
    ? `torch.tensor(${positionsText(o.positions as number[]).replace(/\/\*.*\*\//, '...')}).float()  # your position ids`
    : `torch.arange(${typeof o.offset === 'number' ? `${o.offset}, ${o.offset + length}` : length}).float()`;
  lines.push(
    '',
    `position_ids = ${positions}`,
    'freqs = torch.outer(position_ids, inv_freq)',
    o.layout === 'pairs'
      ? 'emb = freqs.repeat_interleave(2, dim=-1)  # "pairs": θ0 θ0 θ1 θ1 …'
      : 'emb = torch.cat((freqs, freqs), dim=-1)  # "half": θ0 … θ(h-1) twice',
    'cos = emb.cos() * attention_scaling',
    'sin = emb.sin() * attention_scaling',
  );
  if (match.kind === 'rope') {
    lines.push(
      '',
      'def rotate_half(x):',
      '    x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2 :]',
      '    return torch.cat((-x2, x1), dim=-1)',
      '',
      'y = x * cos + rotate_half(x) * sin  # x: [batch, heads, length, head_dim]',
    );
  }
  return `${lines.join('\n')}\n`;
}

function sinusoidPython(match: EncodingMatch, shape: readonly number[]): string {
  const o = match.options as { base: number; layout?: 'interleaved' | 'split'; exponent?: string; offset?: number };
  const [length, dModel] = shape as [number, number];
  const layout = o.layout ?? 'interleaved';
  if (!o.offset && o.exponent !== 'tensor2tensor')
    return codeSnippet('numpy', { length, dModel, base: o.base, layout });
  const denominator = o.exponent === 'tensor2tensor' ? `(d_model // 2 - 1)` : 'd_model';
  const lines = [
    'import numpy as np',
    '',
    `length, d_model, n = ${length}, ${dModel}, ${pythonValue(o.base)}`,
    `pos = np.arange(${o.offset ? `${o.offset}, ${o.offset} + length` : 'length'})[:, None]`,
    `i = np.arange(d_model // 2)[None, :]`,
    `angles = pos / n ** (${o.exponent === 'tensor2tensor' ? 'i' : '2 * i'} / ${denominator})`,
    layout === 'split'
      ? 'pe = np.concatenate([np.sin(angles), np.cos(angles)], axis=1).astype(np.float32)'
      : 'pe = np.stack([np.sin(angles), np.cos(angles)], axis=2).reshape(length, -1).astype(np.float32)',
  ];
  return `${lines.join('\n')}\n`;
}

function alibiPython(match: EncodingMatch, shape: readonly number[]): string {
  const heads = Number((match.options as { heads: number }).heads);
  const lines = [
    'import math',
    '',
    'import torch',
    '',
    '',
    '# The ALiBi paper’s get_slopes (ofirpress/attention_with_linear_biases)',
    'def get_slopes(n):',
    '    def power_of_2(n):',
    '        start = 2 ** (-(2 ** -(math.log2(n) - 3)))',
    '        return [start * start**i for i in range(n)]',
    '    if math.log2(n).is_integer():',
    '        return power_of_2(n)',
    '    closest = 2 ** math.floor(math.log2(n))',
    '    return power_of_2(closest) + get_slopes(2 * closest)[0::2][: n - closest]',
    '',
    '',
    `slopes = torch.tensor(get_slopes(${heads}))`,
  ];
  if (shape.length === 3) {
    lines.push(
      `i = torch.arange(${shape[1]})[:, None]  # queries`,
      `j = torch.arange(${shape[2]})[None, :]  # keys`,
      'bias = -slopes[:, None, None] * (i - j).abs()',
      'bias = bias.masked_fill(j > i, float("-inf"))  # causal',
    );
  }
  return `${lines.join('\n')}\n`;
}

function t5Python(match: EncodingMatch, shape: readonly number[]): string {
  const o = match.options as { bidirectional: boolean; numBuckets: number; maxDistance: number };
  return [
    'import torch',
    'from transformers.models.t5.modeling_t5 import T5Attention',
    '',
    `context = torch.arange(${shape[0]})[:, None]`,
    `memory = torch.arange(${shape[1]})[None, :]`,
    'buckets = T5Attention._relative_position_bucket(',
    `    memory - context, bidirectional=${pythonValue(o.bidirectional)}, num_buckets=${o.numBuckets}, max_distance=${o.maxDistance}`,
    ')',
    '',
  ].join('\n');
}

export function pythonLines(match: EncodingMatch, shape: readonly number[]): string {
  switch (match.kind) {
    case 'sinusoidal':
      return sinusoidPython(match, shape);
    case 'rope-cos':
    case 'rope-sin':
    case 'rope':
      return ropePython(match, shape);
    case 'alibi':
      return alibiPython(match, shape);
    case 't5':
      return t5Python(match, shape);
  }
}
