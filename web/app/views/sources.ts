// Where each view's formula and numbers come from, named under the view. Links are plain anchors
// (nothing is fetched: the page stays offline and under its CSP); a source whose address the
// project could not confirm is named by title, author and site, without a link.

export type SourceKey =
  | 'paper'
  | 'textbook'
  | 'annotated'
  | 'article'
  | 'tutorial'
  | 'blog'
  | 'roformer'
  | 'hf-rope'
  | 'interpolation'
  | 'yarn'
  | 'longrope'
  | 'llama3'
  | 'alibi'
  | 't5'
  | 'bloom';

interface Source {
  /** The source as a reader would look it up. */
  title: string;
  /** What the view takes from it. */
  use: string;
  href?: string;
}

const SOURCES: Record<SourceKey, Source> = {
  paper: {
    title: 'Vaswani et al., “Attention Is All You Need” (2017), section 3.5',
    use: 'the sinusoid',
    href: 'https://arxiv.org/abs/1706.03762',
  },
  textbook: {
    title: 'H. Suzuki, The Engineer’s Guide To Deep Learning, section 15.1 “Positional Encoding”',
    use: 'equations (15.1) and (15.2) are its equation numbers',
    href: 'https://www.interdb.jp/dl/part04/ch15/sec02.html',
  },
  annotated: {
    title: 'The Annotated Transformer (Harvard NLP)',
    use: 'its figure of dimensions 4 to 7',
    href: 'https://nlp.seas.harvard.edu/annotated-transformer/',
  },
  article: {
    title: 'H. Phillips, “Positional Encoding”, The Implemented Transformer series (Medium, May 2023)',
    use: 'the worked example and the tensors it prints',
  },
  tutorial: {
    title: '“Positional Encoding in Transformer Models”, a tutorial (Tutorialspoint)',
    use: 'the d_model = 512 example and the values it prints',
  },
  blog: {
    title: '“History of Position Encoding”, a blog post',
    use: 'the identity e_t · e_{t+k} = Σ cos(ω_i k) and the four-term decomposition',
  },
  roformer: {
    title: 'Su et al., “RoFormer: Enhanced Transformer with Rotary Position Embedding” (2021)',
    use: 'RoPE, its rotation matrices and the long-range decay of the score',
    href: 'https://arxiv.org/abs/2104.09864',
  },
  'hf-rope': {
    title: 'Hugging Face transformers, modeling_rope_utils.py',
    use: 'the rope types, their parameters and the config.json keys',
    href: 'https://github.com/huggingface/transformers/blob/main/src/transformers/modeling_rope_utils.py',
  },
  interpolation: {
    title: 'Chen et al., “Extending Context Window of Large Language Models via Positional Interpolation” (2023)',
    use: 'linear scaling',
    href: 'https://arxiv.org/abs/2306.15595',
  },
  yarn: {
    title: 'Peng et al., “YaRN: Efficient Context Window Extension of Large Language Models” (2023)',
    use: 'yarn and the NTK-aware (dynamic) scaling it builds on',
    href: 'https://arxiv.org/abs/2309.00071',
  },
  longrope: {
    title: 'Ding et al., “LongRoPE: Extending LLM Context Window Beyond 2 Million Tokens” (2024)',
    use: 'longrope’s per-pair factors',
    href: 'https://arxiv.org/abs/2402.13753',
  },
  llama3: {
    title: 'Llama Team, “The Llama 3 Herd of Models” (2024)',
    use: 'llama3 scaling',
    href: 'https://arxiv.org/abs/2407.21783',
  },
  alibi: {
    title: 'Press, Smith and Lewis, “Train Short, Test Long: Attention with Linear Biases” (ICLR 2022)',
    use: 'ALiBi’s slopes and bias',
    href: 'https://arxiv.org/abs/2108.12409',
  },
  t5: {
    title:
      'Raffel et al., “Exploring the Limits of Transfer Learning with a Unified Text-to-Text Transformer” (2020), section 2.1',
    use: 'the bucketed relative position bias; the buckets are Hugging Face’s T5Attention._relative_position_bucket',
    href: 'https://arxiv.org/abs/1910.10683',
  },
  bloom: {
    title: 'BigScience, BLOOM’s config.json (Hugging Face)',
    use: 'n_head = 112',
    href: 'https://huggingface.co/bigscience/bloom/blob/main/config.json',
  },
};

/** A "Sources" line naming `keys`, for the end of a view's panel. */
export function sourcesElement(keys: readonly SourceKey[]): HTMLElement {
  const box = document.createElement('p');
  box.className = 'view-sources';
  const label = document.createElement('strong');
  label.textContent = 'Sources: ';
  box.append(label);
  keys.forEach((key, index) => {
    const source = SOURCES[key];
    let name: HTMLElement;
    if (source.href) {
      const link = document.createElement('a');
      link.href = source.href;
      link.target = '_blank'; // an embed's frame stays on the figure
      link.rel = 'noopener noreferrer';
      name = link;
    } else {
      name = document.createElement('cite');
    }
    name.textContent = source.title;
    box.append(name, ` (${source.use})${index < keys.length - 1 ? '; ' : '.'}`);
  });
  return box;
}
