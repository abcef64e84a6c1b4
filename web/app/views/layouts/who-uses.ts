// Which code and which models use which layout, each row with the file that shows it (plain
// anchors: nothing is fetched). Read from the sources as of transformers 5; the RoPE rows agree
// with the README's layout table.

export interface UsageRow {
  who: string;
  family: 'sinusoid' | 'rope';
  layout: string;
  /** How the code says it, in its own words. */
  how: string;
  source: { label: string; href: string };
}

export const USAGE_ROWS: readonly UsageRow[] = [
  {
    who: 'The 2017 paper, the textbook, the tutorials',
    family: 'sinusoid',
    layout: 'interleaved, exponent 2i/d',
    how: 'PE(pos, 2i) = sin, PE(pos, 2i+1) = cos',
    source: { label: 'arXiv 1706.03762, section 3.5', href: 'https://arxiv.org/abs/1706.03762' },
  },
  {
    who: 'tensor2tensor',
    family: 'sinusoid',
    layout: 'split, exponent i/(d/2 − 1)',
    how: 'get_timing_signal_1d: concat([sin, cos], axis=1), log_timescale_increment = ln(n) / (d/2 − 1)',
    source: {
      label: 'tensor2tensor/layers/common_attention.py',
      href: 'https://github.com/tensorflow/tensor2tensor/blob/master/tensor2tensor/layers/common_attention.py',
    },
  },
  {
    who: 'fairseq (and Hugging Face’s FSMT port)',
    family: 'sinusoid',
    layout: 'split, exponent i/(d/2 − 1)',
    how: 'get_embedding: ln(10000) / (half_dim − 1), torch.cat([sin, cos], dim=1); the padding row zeroed',
    source: {
      label: 'fairseq/modules/sinusoidal_positional_embedding.py',
      href: 'https://github.com/facebookresearch/fairseq/blob/main/fairseq/modules/sinusoidal_positional_embedding.py',
    },
  },
  {
    who: 'Hugging Face transformers (Llama, Mistral, Qwen, Gemma, Phi), as of transformers 5',
    family: 'rope',
    layout: "'half'",
    how: 'rotate_half: plane k is dimensions k and k + d/2',
    source: {
      label: 'models/llama/modeling_llama.py',
      href: 'https://github.com/huggingface/transformers/blob/main/src/transformers/models/llama/modeling_llama.py',
    },
  },
  {
    who: 'GPT-NeoX, Pythia',
    family: 'rope',
    layout: "'half'",
    how: 'rotate_half, as Hugging Face (which took it from GPT-NeoX)',
    source: {
      label: 'models/gpt_neox/modeling_gpt_neox.py',
      href: 'https://github.com/huggingface/transformers/blob/main/src/transformers/models/gpt_neox/modeling_gpt_neox.py',
    },
  },
  {
    who: 'GPT-J',
    family: 'rope',
    layout: "'pairs'",
    how: 'rotate_every_two: x[..., ::2] and x[..., 1::2]',
    source: {
      label: 'models/gptj/modeling_gptj.py',
      href: 'https://github.com/huggingface/transformers/blob/main/src/transformers/models/gptj/modeling_gptj.py',
    },
  },
  {
    who: 'Meta’s original LLaMA code',
    family: 'rope',
    layout: "'pairs'",
    how: 'apply_rotary_emb: view_as_complex(x.reshape(..., -1, 2)); Hugging Face’s conversion permutes W_q, W_k to ‘half’',
    source: {
      label: 'meta-llama/llama, llama/model.py',
      href: 'https://github.com/meta-llama/llama/blob/main/llama/model.py',
    },
  },
  {
    who: 'RoFormer',
    family: 'rope',
    layout: "'pairs'",
    how: 'apply_rotary_position_embeddings: stack([−q[..., 1::2], q[..., ::2]])',
    source: {
      label: 'models/roformer/modeling_roformer.py',
      href: 'https://github.com/huggingface/transformers/blob/main/src/transformers/models/roformer/modeling_roformer.py',
    },
  },
  {
    who: 'torchtune',
    family: 'rope',
    layout: "'pairs'",
    how: 'RotaryPositionalEmbeddings: x.reshape(..., -1, 2)',
    source: {
      label: 'torchtune/modules/position_embeddings.py',
      href: 'https://github.com/pytorch/torchtune/blob/main/torchtune/modules/position_embeddings.py',
    },
  },
  {
    who: 'Llama 4 (in transformers 5)',
    family: 'rope',
    layout: "'pairs'",
    how: 'apply_rotary_emb: view_as_complex(xq.reshape(..., -1, 2)) times freqs_cis',
    source: {
      label: 'models/llama4/modeling_llama4.py',
      href: 'https://github.com/huggingface/transformers/blob/main/src/transformers/models/llama4/modeling_llama4.py',
    },
  },
  {
    who: 'DeepSeek-V3 (rope_interleave: true)',
    family: 'rope',
    layout: "'pairs' weights, turned into 'half' at run time",
    how: 'apply_rotary_pos_emb_interleave: q.view(…, d/2, 2).transpose(4, 3), then rotate_half',
    source: {
      label: 'models/deepseek_v3/modeling_deepseek_v3.py',
      href: 'https://github.com/huggingface/transformers/blob/main/src/transformers/models/deepseek_v3/modeling_deepseek_v3.py',
    },
  },
];
