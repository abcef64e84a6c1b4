// Code that reproduces the table on screen, in three flavours: the textbook's numpy function,
// the article's PyTorch gen_pe (div_term version) and this package. Each uses the shown L, d_model,
// n and layout. Both Python versions compute angles in float64 and round the table to float32,
// as the package does, so they agree with its CSV to about 1e-7.
import type { TableParams } from '../state/app-state.js';

export const CODE_LANGUAGES = ['numpy', 'pytorch', 'package'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

export const CODE_LANGUAGE_LABELS: Record<CodeLanguage, string> = {
  numpy: 'numpy',
  pytorch: 'PyTorch',
  package: 'JS package',
};

/** A number as Python and JavaScript both print it: 10000, 2.5, 1000000. */
function literal(value: number): string {
  return String(value);
}

function numpySnippet({ length, dModel, base, layout }: TableParams): string {
  const lines = [
    'import numpy as np',
    '',
    '',
    "# The textbook's positional_encoding (Transformer-tf.py, section 15.1.1), with the base n",
    '# as an argument and numpy float32 in place of tf.cast.',
    'def positional_encoding(position, d_model, n=10000):',
    '    def _get_angles(pos, i, d_model):',
    '        angle_rates = 1 / np.power(n, (2 * (i // 2)) / np.float32(d_model))',
    '        return pos * angle_rates',
    '',
    '    angle_rads = _get_angles(',
    '        np.arange(position)[:, np.newaxis], np.arange(d_model)[np.newaxis, :], d_model',
    '    )',
    '',
    '    angle_rads[:, 0::2] = np.sin(angle_rads[:, 0::2])',
    '    angle_rads[:, 1::2] = np.cos(angle_rads[:, 1::2])',
    '',
    '    pos_encoding = angle_rads[np.newaxis, ...]',
    '    return pos_encoding.astype(np.float32)',
    '',
    '',
    `pe = positional_encoding(${length}, ${dModel}, n=${literal(base)})[0]  # shape (${length}, ${dModel})`,
  ];
  if (layout === 'split') {
    lines.push(
      '# split layout: all sines (the even columns) first, then all cosines',
      'pe = np.concatenate([pe[:, 0::2], pe[:, 1::2]], axis=1)',
    );
  }
  return `${lines.join('\n')}\n`;
}

function pytorchSnippet({ length, dModel, base, layout }: TableParams): string {
  const odd = dModel % 2 === 1;
  const lines = [
    'import math',
    '',
    'import torch',
    '',
    '',
    "# The article's gen_pe (the vectorised div_term version). dtype=torch.float64 is the one",
    '# change: float32 angles k * div_term are off by up to ~2e-4 near position 5000.',
    'def gen_pe(max_length, d_model, n):',
    '    # calculate the div_term',
    '    div_term = torch.exp(torch.arange(0, d_model, 2, dtype=torch.float64) * -(math.log(n) / d_model))',
    '',
    '    # generate the positions into a column matrix',
    '    k = torch.arange(0, max_length, dtype=torch.float64).unsqueeze(1)',
    '',
    '    # generate an empty tensor',
    '    pe = torch.zeros(max_length, d_model, dtype=torch.float64)',
    '',
    '    # set the even values',
    '    pe[:, 0::2] = torch.sin(k * div_term)',
    '',
    ...(odd
      ? [
          '    # set the odd values (an odd d_model has one cosine fewer than sines)',
          '    pe[:, 1::2] = torch.cos(k * div_term[: d_model // 2])',
        ]
      : ['    # set the odd values', '    pe[:, 1::2] = torch.cos(k * div_term)']),
    '',
    '    # add a dimension',
    '    pe = pe.unsqueeze(0)',
    '',
    '    # the output has a shape of (1, max_length, d_model)',
    '    return pe.float()',
    '',
    '',
    `pe = gen_pe(${length}, ${dModel}, ${literal(base)})[0]  # shape (${length}, ${dModel})`,
  ];
  if (layout === 'split') {
    lines.push(
      '# split layout: all sines (the even columns) first, then all cosines',
      'pe = torch.cat([pe[:, 0::2], pe[:, 1::2]], dim=1)',
    );
  }
  return `${lines.join('\n')}\n`;
}

function packageSnippet({ length, dModel, base, layout }: TableParams): string {
  return [
    "import init, { sinusoidal } from 'positional-encoding';",
    '',
    'await init();',
    `// Float32Array of ${length} × ${dModel} values, row-major: pe[pos * ${dModel} + j]`,
    `const pe = sinusoidal(${length}, ${dModel}, { base: ${literal(base)}, layout: '${layout}' });`,
    '',
  ].join('\n');
}

export function codeSnippet(language: CodeLanguage, params: TableParams): string {
  switch (language) {
    case 'numpy':
      return numpySnippet(params);
    case 'pytorch':
      return pytorchSnippet(params);
    case 'package':
      return packageSnippet(params);
  }
}
