// The examples the check view loads: the documents' own sinusoid tables, printed as a student
// prints them, and a gallery of wrong implementations that public threads report. Each wrong one
// is rebuilt from the package's exact tables plus the one mistake the thread describes, written
// out below, so what the page (and its Node test) identifies is that mistake and nothing else.
import {
  alibiSlopes,
  parseTensor,
  roundToFormat,
  ropeCosSin,
  sinusoidal,
  type EncodingKind,
} from 'positional-encoding';
import { BASES } from '../../documents/article-bases.js';
import { D_MODEL, MAX_LENGTH, SEQ_LENGTH } from '../../documents/article.js';
import { CHECK_EXAMPLE_KEYS, type CheckExampleKey } from './check-settings.js';

/** A tensor to check: row-major values and shape, and for kind 'rope' x before the rotation. */
export interface CheckTensor {
  values: Float32Array | Float64Array;
  shape: number[];
  /** kind 'rope': the same x before the rotation. */
  input?: Float32Array;
}

export interface Thread {
  /** "exllamav3#259" */
  label: string;
  href: string;
  /** As verified on GitHub. */
  form: 'issue' | 'pull request';
}

export interface GalleryExample {
  key: Exclude<CheckExampleKey, 'none'>;
  /** The button's label. */
  title: string;
  /** What the tensor is, and for a wrong one what the mistake is, in a sentence. */
  about: string;
  threads: readonly Thread[];
  /** The kind to check it as (the page's kind selector is set to it). */
  kind: EncodingKind | 'any';
  /** The text loaded into the paste box, for a table small enough to read. */
  text?(): string;
  build(): CheckTensor;
  /** What identification must say: the test's expectation and the page's "expected" line. */
  expected: { kind: EncodingKind | null; options?: Record<string, unknown>; diagnosis: string };
}

const thread = (repo: string, number: number, form: Thread['form']): Thread => ({
  label: `${repo.split('/')[1]}#${number}`,
  href: `https://github.com/${repo}/${form === 'issue' ? 'issues' : 'pull'}/${number}`,
  form,
});

const range = (length: number) => Array.from({ length }, (_, i) => i);

/** A table printed as print(np.round(pe, 4)) shows it: 4 decimals, rows in brackets. */
export function printedTable(values: ArrayLike<number>, rows: number, cols: number, decimals = 4): string {
  const text = (v: number) => {
    const fixed = v.toFixed(decimals);
    return /^-0\.0+$/.test(fixed) ? fixed.slice(1) : fixed; // no "-0.0000"
  };
  const cells = Array.from(values, text);
  const width = Math.max(...cells.map((c) => c.length));
  const lines = range(rows).map((r) => {
    const row = cells.slice(r * cols, (r + 1) * cols).map((c) => c.padStart(width));
    return `${r === 0 ? '[[' : ' ['}${row.join(' ')}]${r === rows - 1 ? ']' : ''}`;
  });
  return lines.join('\n');
}

function articleTable(length: number, base: number): Pick<GalleryExample, 'text' | 'build'> {
  const text = () => printedTable(sinusoidal(length, D_MODEL, { base }), length, D_MODEL);
  // What the page reads from the paste box: the printed text, through the package's reader.
  return { text, build: () => parseTensor(text()) };
}

const [ARTICLE_BASE, PAPER_BASE] = BASES;

/** YaRN ×4 over 4096 training positions, a 64-wide head: the settings of the two YaRN examples. */
const YARN = { type: 'yarn', factor: 4, originalMaxPositionEmbeddings: 4096 } as const;
const YARN_ROWS = 1024;
const HEAD = 64;
/** yarn's attention factor for factor 4: 0.1·ln 4 + 1 (transformers' get_mscale). */
const YARN_MSCALE = 0.1 * Math.log(YARN.factor) + 1;
/** Ministral 3's factor 16, whose config sets mscale = mscale_all_dim = 1 (attention factor 1). */
const YARN_WIDE = { type: 'yarn', factor: 16, originalMaxPositionEmbeddings: 4096 } as const;
const YARN_WIDE_MSCALE = 0.1 * Math.log(YARN_WIDE.factor) + 1;

export const GALLERY: readonly GalleryExample[] = [
  {
    key: 'article-L6-n100',
    title: 'Article: L = 6, n = 100',
    about: `The article's table for its batch: d_model = ${D_MODEL}, ${SEQ_LENGTH} positions, base n = ${ARTICLE_BASE}, printed with 4 decimals.`,
    threads: [],
    kind: 'any',
    ...articleTable(SEQ_LENGTH, ARTICLE_BASE),
    expected: { kind: 'sinusoidal', options: { base: ARTICLE_BASE }, diagnosis: 'printed with 4 decimals' },
  },
  {
    key: 'article-L10-n100',
    title: 'Article: L = 10, n = 100',
    about: `The article's whole table (max_length = ${MAX_LENGTH}), d_model = ${D_MODEL}, base n = ${ARTICLE_BASE}, printed with 4 decimals.`,
    threads: [],
    kind: 'any',
    ...articleTable(MAX_LENGTH, ARTICLE_BASE),
    expected: { kind: 'sinusoidal', options: { base: ARTICLE_BASE }, diagnosis: 'printed with 4 decimals' },
  },
  {
    key: 'article-L6-n10000',
    title: 'Article: L = 6, n = 10000',
    about: `The article's batch table with the paper's base n = ${PAPER_BASE}, printed with 4 decimals.`,
    threads: [],
    kind: 'any',
    ...articleTable(SEQ_LENGTH, PAPER_BASE),
    expected: { kind: 'sinusoidal', options: { base: PAPER_BASE }, diagnosis: 'printed with 4 decimals' },
  },
  {
    key: 'article-L10-n10000',
    title: 'Article: L = 10, n = 10000',
    about: `The article's whole table with the paper's base n = ${PAPER_BASE}, printed with 4 decimals.`,
    threads: [],
    kind: 'any',
    ...articleTable(MAX_LENGTH, PAPER_BASE),
    expected: { kind: 'sinusoidal', options: { base: PAPER_BASE }, diagnosis: 'printed with 4 decimals' },
  },
  {
    key: 'yarn-factor-dropped',
    title: 'YaRN: attention factor dropped',
    about:
      `A YaRN ×${YARN.factor} cos cache (${YARN_ROWS} positions, head ${HEAD}) whose attention factor ` +
      `0.1·ln ${YARN.factor} + 1 = ${YARN_MSCALE.toFixed(4)} was lost on the way: the port multiplied by 1.`,
    threads: [thread('turboderp-org/exllamav3', 259, 'issue')],
    kind: 'rope-cos',
    build: () => {
      // The mistake: the frequencies are yarn's, the attention factor is 1 instead of mscale.
      const { cos } = ropeCosSin(YARN_ROWS, HEAD, { scaling: { ...YARN, attentionFactor: 1 } });
      return { values: cos, shape: [YARN_ROWS, HEAD] };
    },
    expected: {
      kind: 'rope-cos',
      diagnosis: `matches yarn ×${YARN.factor} except that the attention factor ${YARN_MSCALE.toFixed(4)} is missing`,
    },
  },
  {
    key: 'yarn-config-ignored',
    title: 'YaRN: config’s factor ignored',
    about:
      `A YaRN ×${YARN_WIDE.factor} cos cache whose config asks for attention factor 1 (mscale = ` +
      `mscale_all_dim = 1, or attention_factor: 1.0), built by a port that computed ` +
      `0.1·ln ${YARN_WIDE.factor} + 1 = ${YARN_WIDE_MSCALE.toFixed(4)} from the factor alone. ` +
      'One tensor cannot know the config: the check names the factor the table carries, to compare with yours.',
    threads: [
      thread('vllm-project/vllm', 48623, 'pull request'),
      thread('sgl-project/sglang', 22711, 'pull request'),
      thread('ml-explore/mlx-lm', 1507, 'pull request'),
    ],
    kind: 'rope-cos',
    build: () => {
      // The mistake: mscale/mscale_all_dim (or attention_factor) not read, so yarn's default factor is applied.
      const { cos } = ropeCosSin(YARN_ROWS, HEAD, { scaling: { ...YARN_WIDE } });
      return { values: cos, shape: [YARN_ROWS, HEAD] };
    },
    expected: { kind: 'rope-cos', diagnosis: `reproduces it` },
  },
  {
    key: 'yarn-factor-twice',
    title: 'YaRN: attention factor twice',
    about:
      `The same cache with the attention factor applied twice (${YARN_MSCALE.toFixed(4)}² = ` +
      `${(YARN_MSCALE * YARN_MSCALE).toFixed(4)}): a config's final attention_factor copied into a ` +
      'multiplier of the port’s own mscale.',
    threads: [thread('sgl-project/sglang', 33558, 'pull request')],
    kind: 'rope-cos',
    build: () => {
      // The mistake: transformers' attention factor multiplied by itself.
      const { cos } = ropeCosSin(YARN_ROWS, HEAD, { scaling: { ...YARN, attentionFactor: YARN_MSCALE * YARN_MSCALE } });
      return { values: cos, shape: [YARN_ROWS, HEAD] };
    },
    expected: {
      kind: 'rope-cos',
      diagnosis: `matches yarn ×${YARN.factor} except that the attention factor ${YARN_MSCALE.toFixed(4)} is applied twice`,
    },
  },
  {
    key: 'pairs-rotation-half-freq',
    title: 'RoPE: half and pairs swapped',
    about:
      'Queries rotated GPT-J’s way (rotate_every_two: dimension 2i with 2i + 1) with transformers’ ' +
      '“half” cos/sin cache (θ₀…θ₃₁ twice). Checked from x before and after the rotation, both built in.',
    threads: [],
    kind: 'rope',
    build: () => {
      const [heads, length, dim] = [4, 16, 32];
      const x = Float32Array.from({ length: heads * length * dim }, (_, i) => Math.sin(i * 12.9898) * 2);
      const { cos, sin } = ropeCosSin(length, dim); // 'half' tables
      const y = new Float32Array(x.length);
      for (let n = 0; n < heads; n++)
        for (let t = 0; t < length; t++)
          for (let j = 0; j < dim; j++) {
            const at = (n * length + t) * dim;
            // The mistake: the 'pairs' partner (GPT-J's rotate_every_two) with the 'half' tables.
            const partner = j % 2 === 0 ? -x[at + j + 1]! : x[at + j - 1]!;
            y[at + j] = x[at + j]! * cos[t * dim + j]! + partner * sin[t * dim + j]!;
          }
      return { values: y, shape: [1, heads, length, dim], input: x };
    },
    expected: { kind: null, diagnosis: "'pairs' rotation with 'half' frequencies" },
  },
  {
    key: 'alibi-pow2-formula-12',
    title: 'ALiBi: power-of-two formula for 12 heads',
    about:
      'Slopes for 12 heads from the power-of-two rule 2^(−8k/n) with n = 12, as mlx’s ALiBi computed ' +
      'them: the paper takes 8 heads’ slopes and fills the other 4 from 16 heads’ odd ones.',
    threads: [thread('ml-explore/mlx', 343, 'issue')],
    kind: 'alibi',
    build: () => {
      // The mistake: (2^8)^(−k/12), k = 1 … 12, where the paper's rule for 12 heads belongs.
      return { values: Float64Array.from(range(12), (k) => 2 ** ((-8 * (k + 1)) / 12)), shape: [12] };
    },
    expected: { kind: null, diagnosis: 'the power-of-two formula 2^(−8k/n) applied to 12 heads' },
  },
  {
    key: 'alibi-16-for-12',
    title: 'ALiBi: 16 heads’ slopes for 12',
    about:
      'Slopes for 12 heads taken as the first 12 of 16 heads’ slopes 2^(−8k/16): the power-of-two ' +
      'rule applied to the next power of two, another wrong fill for a head count that is not a power of two.',
    threads: [],
    kind: 'alibi',
    build: () => {
      // The mistake: alibiSlopes(16)[0 … 11] (2^(−8k/16), k = 1 … 12) where alibiSlopes(12) belongs.
      return { values: alibiSlopes(16).slice(0, 12), shape: [12] };
    },
    expected: { kind: null, diagnosis: 'ALiBi slopes of 16 heads, used for 12' },
  },
  {
    key: 'positions-float16',
    title: 'Positions in float16',
    about:
      'A default RoPE cos cache (4096 positions, head 64) whose position ids went through float16 ' +
      'before the angles were taken (a model cast to half precision with its position ids): exact up to 2048, then rounded to even steps.',
    threads: [thread('huggingface/transformers', 29285, 'pull request')],
    kind: 'rope-cos',
    build: () => {
      // The mistake: positions 0 … 4095 rounded to float16 (11 significant bits) first.
      const positions = Array.from(roundToFormat(range(4096), 'float16'));
      const { cos } = ropeCosSin(4096, HEAD, { positions });
      return { values: cos, shape: [4096, HEAD] };
    },
    expected: { kind: 'rope-cos', diagnosis: 'positions in float16: exact up to 2048, then off by up to 1 rad' },
  },
];

/** The gallery's mistakes one tensor cannot show, named so the page can say why they are absent. */
export const NOT_SHOWN: readonly { title: string; why: string; threads: readonly Thread[] }[] = [
  {
    title: 'NoPE layers inverted',
    why:
      'Which layers skip RoPE is a property of the model, not of one tensor: a layer’s queries after a ' +
      'rotation it should not have look like any correct RoPE layer. The model map shows which layers turn.',
    threads: [thread('huggingface/smollm', 130, 'issue')],
  },
  {
    title: 'FasterTransformer’s slopes for non-power-of-two heads',
    why:
      'The thread says the slopes on heads 2^⌊log₂ n⌋ … n − 1 were not decreasing, but not the formula that made ' +
      'them, so it is not rebuilt here; the two ALiBi examples above show the mistakes of the same family.',
    threads: [thread('NVIDIA/TensorRT-LLM', 1611, 'pull request')],
  },
];

export function galleryExample(key: CheckExampleKey): GalleryExample | undefined {
  return GALLERY.find((example) => example.key === key);
}

// Every key the setting allows has its example (the setting's list lives in check-settings.ts).
for (const key of CHECK_EXAMPLE_KEYS) {
  if (key !== 'none' && !galleryExample(key)) throw new Error(`check-example ${key} has no gallery example`);
}
