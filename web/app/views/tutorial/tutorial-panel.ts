// The tutorial view's panel: its markup and the code that wires it. Its description (tutorial-view.ts) is
// in the explorer's first chunk; this is a chunk of its own, fetched when the view is first shown.
// The tutorial's worked example, run with the package: "Transformers revolutionized the field of
// NLP" → vocabulary → a 6 × 512 embedding → sinusoidal(6, 512) → addPositionalEncoding, each block
// printed as numpy prints it; then formula (15.2)'s √d_model scaling on row 0, and the tutorial's
// "brown" (pos 6) / "red" (pos 15) sentence with dotProductMatrix.
import { addPositionalEncoding, dotProductMatrix, formatNumpyArray, sinusoidal } from 'positional-encoding';
import type { AppState, Store } from '../../state/app-state.js';
import type { ViewPanel, ViewContext, ViewHandle } from '../view.js';
import { numpyRand } from '../../figures/mt19937.js';
import {
  BROWN_POS,
  BROWN_RED_SENTENCE,
  HIDDEN_COLUMNS_SEED,
  PRINTED_COLUMNS,
  PRINTED_EMBEDDING,
  RED_POS,
  TUTORIAL_D_MODEL,
  TUTORIAL_PRINTED_PE,
  TUTORIAL_PRINTED_SUM,
  TUTORIAL_TEXT,
} from '../../documents/tutorial.js';
import { part } from '../../dom.js';
import { createScrollCues } from '../../figures/scroll-cue/scroll-cue.js';
import { createStepper } from '../../figures/stepper/stepper.js';
import { notationLegend } from '../../figures/notation/notation-legend.js';
import { addPrebuiltTex, renderTex } from '../../tex.js';
import tutorialCss from './tutorial.css?inline';
import notationCss from '../../figures/notation/notation-legend.css?inline';
import inputWordsCss from '../../figures/input-words/input-words.css?inline';
import scrollCueCss from '../../figures/scroll-cue/scroll-cue.css?inline';
import stepperCss from '../../figures/stepper/stepper.css?inline';
import { FORMULA_15_1, FORMULA_15_2 } from './formulas.js';
import prebuiltTex, { css as prebuiltTexCss } from 'virtual:prebuilt-tex/tutorial';

const D = TUTORIAL_D_MODEL;
/** numpy prints a 512-value row in full; these single rows are shown as with threshold=100. */
const ROW_THRESHOLD = 100;

/** The steps' names in the stepper's list, in the order of the template's sections. */
const STEP_TITLES = [
  'Tokens and vocabulary',
  'Embedding matrix, 6 × 512',
  'Positional encodings',
  'Embeddings + encodings',
  '√d_model scaling (15.2)',
  '“brown” and “red”',
] as const;

const TEMPLATE = `
  <p class="tutorial-lede">
    The tutorial <cite>Positional Encoding in Transformer Models</cite> embeds a six-word sentence,
    builds the sinusoidal table with numpy and adds the two. Here every step runs on this package;
    each block is printed the way numpy prints it, so it can be read against the tutorial line by line.
  </p>

  <div class="tutorial-steps">
  <section class="tutorial-step" aria-labelledby="tutorial-tokens-title">
    <h3 id="tutorial-tokens-title" tabindex="-1" data-first-screen="heading"><span class="tutorial-step-number">1</span> Tokens and vocabulary</h3>
    <p class="tutorial-sentence">“${TUTORIAL_TEXT}”</p>
    <ol class="tutorial-tokens" id="tutorial-tokens" aria-label="Tokens and their indices"></ol>
    <pre class="tutorial-print" id="tutorial-vocabulary" data-first-screen="tensor" tabindex="0" aria-label="Vocabulary and input indices, as Python prints them"></pre>
  </section>

  <section class="tutorial-step" aria-labelledby="tutorial-embedding-title">
    <h3 id="tutorial-embedding-title" tabindex="-1" data-first-screen="heading"><span class="tutorial-step-number">2</span> Embedding matrix, 6 × 512</h3>
    <p class="tutorial-note">
      The tutorial fills it with <code>np.random.rand(vocab_size, embed_dim)</code> without a seed,
      so only the 36 values it printed — the first and last three columns of each row — are known.
      This page uses exactly those printed values in columns 0–2 and 509–511, and fills the 506
      columns in between with <code>np.random.seed(${HIDDEN_COLUMNS_SEED}); np.random.rand(6, 512)</code>
      (the same MT19937 stream, reproducible in Python). Those hidden columns therefore differ from
      the tutorial's; nothing printed below depends on them.
    </p>
    <pre class="tutorial-print" id="tutorial-embedding" data-first-screen="tensor" tabindex="0" aria-label="Embedding matrix, as numpy prints it"></pre>
    <p class="tutorial-note">
      <code>input_embeddings = embedding_matrix[input_indices]</code> holds the same rows, because
      the indices are 0 … 5 in order.
    </p>
  </section>

  <section class="tutorial-step" aria-labelledby="tutorial-pe-title">
    <h3 id="tutorial-pe-title" tabindex="-1" data-first-screen="heading"><span class="tutorial-step-number">3</span> Positional encodings: <code>sinusoidal(6, 512)</code></h3>
    <div class="tutorial-formula" id="tutorial-formula-15-1"></div>
    <pre class="tutorial-print" id="tutorial-pe" data-first-screen="tensor" tabindex="0" aria-label="Positional encodings, as numpy prints them"></pre>
  </section>

  <section class="tutorial-step" aria-labelledby="tutorial-sum-title">
    <h3 id="tutorial-sum-title" tabindex="-1" data-first-screen="heading"><span class="tutorial-step-number">4</span> Embeddings plus encodings: <code>addPositionalEncoding(x, [1, 6, 512])</code></h3>
    <pre class="tutorial-print" id="tutorial-sum" data-first-screen="tensor" tabindex="0" aria-label="Input embeddings with positional encoding, as numpy prints them"></pre>
    <p class="tutorial-note">
      The minus signs widen every column, so numpy's 75-character lines wrap each row of this
      block; the tutorial's copy shows them unwrapped.
    </p>
    <details class="tutorial-compare tutorial-rounding">
      <summary>Rounding: float32 here, float64 in the tutorial</summary>
      <p class="tutorial-note">
        The package computes in float32 (about 7 significant digits), the tutorial in float64, so
        the last digit or two printed here can differ from the tutorial's.
      </p>
    </details>
    <details class="tutorial-compare">
      <summary>The tutorial's printed output, for comparison</summary>
      <pre class="tutorial-print" tabindex="0" aria-label="The tutorial's printed positional encodings">${TUTORIAL_PRINTED_PE}</pre>
      <pre class="tutorial-print" tabindex="0" aria-label="The tutorial's printed sums">${TUTORIAL_PRINTED_SUM}</pre>
    </details>
  </section>

  <section class="tutorial-step" aria-labelledby="tutorial-scale-title">
    <h3 id="tutorial-scale-title" tabindex="-1" data-first-screen="heading"><span class="tutorial-step-number">5</span> Formula (15.2): scaling the embeddings by √d<sub>model</sub></h3>
    <p class="tutorial-note">
      The tutorial adds <code>x + PE</code>. The original Transformer first multiplies the embeddings
      by √d<sub>model</sub> (√512 ≈ 22.63), so the encoding's values in [−1, 1] do not drown the
      embedding:
    </p>
    <div class="tutorial-formula tutorial-formula-tagged">
      <div id="tutorial-formula-15-2"></div><span class="tutorial-formula-tag">(15.2)</span>
    </div>
    <p class="tutorial-note">
      The textbook writes this column index as <em>i</em>; the page keeps <em>i</em> for the pair
      of dimensions and calls the column <em>j</em> = 0 … 511.
    </p>
    <fieldset class="tutorial-scale" id="tutorial-scale">
      <legend>Row 0 computed as</legend>
      <label><input type="radio" name="tutorial-scale" value="none" /><span>x + PE <span class="tutorial-hint">(the tutorial)</span></span></label>
      <label><input type="radio" name="tutorial-scale" value="sqrt" /><span>√d<sub>model</sub> · x + PE <span class="tutorial-hint">(formula 15.2)</span></span></label>
    </fieldset>
    <div class="tutorial-row0" id="tutorial-row0" aria-live="polite">
      <p class="tutorial-call"><code id="tutorial-row0-call"></code></p>
      <p class="tutorial-note">Single rows are printed as numpy does after
        <code>np.set_printoptions(threshold=100)</code>: the first and last three of 512 values.</p>
      <p class="tutorial-row-label">x[0]</p>
      <pre class="tutorial-print" id="tutorial-row0-x" tabindex="0" aria-label="Row 0 of the embedding"></pre>
      <p class="tutorial-row-label">PE[0]</p>
      <pre class="tutorial-print" id="tutorial-row0-pe" tabindex="0" aria-label="Row 0 of the positional encoding"></pre>
      <p class="tutorial-row-label" id="tutorial-row0-label"></p>
      <pre class="tutorial-print" id="tutorial-row0-result" data-first-screen="tensor" tabindex="0" aria-labelledby="tutorial-row0-label"></pre>
      <ul class="tutorial-cells" id="tutorial-row0-cells"></ul>
    </div>
  </section>

  <section class="tutorial-step" aria-labelledby="tutorial-brown-title">
    <h3 id="tutorial-brown-title" tabindex="-1" data-first-screen="heading"><span class="tutorial-step-number">6</span> “brown” at pos 6, “red” at pos 15</h3>
    <p class="tutorial-note">
      The tutorial's second sentence. The tutorial counts words from 1 and uses that count as pos,
      so “brown”, its 6th word, is pos = 6 here too (the page's positions start at 0, so row 0 of
      the table goes unused). The two colours are similar words far apart in the sentence, and
      their encodings say how far.
    </p>
    <ol class="tutorial-words" id="tutorial-words" aria-label="Words and their positions"></ol>
    <p class="tutorial-row-label" id="tutorial-pe-brown-label">PE[6] (“brown”), <code>sinusoidal(17, 512)</code> row 6</p>
    <pre class="tutorial-print" id="tutorial-pe-brown" tabindex="0" aria-labelledby="tutorial-pe-brown-label"></pre>
    <p class="tutorial-row-label" id="tutorial-pe-red-label">PE[15] (“red”), row 15</p>
    <pre class="tutorial-print" id="tutorial-pe-red" tabindex="0" aria-labelledby="tutorial-pe-red-label"></pre>
    <p class="tutorial-note" id="tutorial-pairs-note">
      Dot products from <code>dotProductMatrix(17, 512)</code>; the distance follows from them:
      ‖PE<sub>a</sub> − PE<sub>b</sub>‖ = √(PE<sub>a</sub>·PE<sub>a</sub> + PE<sub>b</sub>·PE<sub>b</sub> − 2 PE<sub>a</sub>·PE<sub>b</sub>).
    </p>
    <div class="tutorial-table-box" data-first-screen="tensor" tabindex="0" role="region" aria-labelledby="tutorial-pairs-caption" aria-describedby="tutorial-pairs-note">
      <table class="tutorial-pairs" id="tutorial-pairs">
        <caption id="tutorial-pairs-caption">“brown”, “red” and their neighbours</caption>
        <thead><tr><th scope="col">positions</th><th scope="col">apart</th><th scope="col">PE<sub>a</sub> · PE<sub>b</sub></th><th scope="col">distance</th></tr></thead>
        <tbody></tbody>
      </table>
    </div>
    <p class="tutorial-note" id="tutorial-brown-summary"></p>
  </section>
  </div>
  <p class="tutorial-sr-only" id="tutorial-announce" aria-live="polite" aria-atomic="true"></p>
  <p class="status" id="tutorial-status" role="status"></p>`;

/** The tutorial's embedding: its printed columns, the seeded stand-in for the hidden ones. */
function tutorialEmbedding(rows: number): Float64Array {
  const x = numpyRand(HIDDEN_COLUMNS_SEED, rows, D);
  PRINTED_EMBEDDING.forEach((printed, r) => {
    PRINTED_COLUMNS.forEach((column, k) => {
      x[r * D + column] = printed[k]!;
    });
  });
  return x;
}

/** Python's print of a dict of str → int and of a 1-D int array. */
function pythonDict(entries: [string, number][]): string {
  return `{${entries.map(([key, value]) => `'${key}': ${value}`).join(', ')}}`;
}
function numpyIntArray(values: number[]): string {
  const width = Math.max(...values.map((v) => String(v).length));
  return `[${values.map((v) => String(v).padStart(width)).join(' ')}]`;
}

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const status = part<HTMLParagraphElement>(panel, '#tutorial-status');
  const scrollCues = createScrollCues(panel);
  context.lifetime.onEnd(() => scrollCues.disconnect());
  const steps = part<HTMLDivElement>(panel, '.tutorial-steps');
  const sections = [...steps.querySelectorAll<HTMLElement>(':scope > .tutorial-step')];
  const announce = part<HTMLParagraphElement>(panel, '#tutorial-announce');
  // The sections are the steps; the step lives here (the URL's step is the worked example's).
  let currentStep = 0;
  const stepper = createStepper({
    prefix: 'tutorial',
    label: 'Steps of the tutorial’s example',
    titles: STEP_TITLES,
    content: steps,
    arrival: () => part<HTMLElement>(sections[currentStep]!, 'h3'),
    goTo: (step) => showStep(step, true),
  });
  part(panel, '.tutorial-lede').after(notationLegend(), stepper.element);
  function showStep(step: number, announced: boolean): void {
    currentStep = step;
    sections.forEach((section, index) => (section.hidden = index !== step));
    panel.dataset.step = String(step);
    stepper.show(step);
    scrollCues.refresh();
    if (announced) announce.textContent = `Step ${step + 1} of ${sections.length}: ${STEP_TITLES[step]}.`;
  }

  // 1. Tokens, vocabulary (a later duplicate would win, as in the dict comprehension), indices.
  const tokens = TUTORIAL_TEXT.split(/\s+/);
  const vocabulary = new Map<string, number>();
  tokens.forEach((token, index) => vocabulary.set(token, index));
  const inputIndices = tokens.map((token) => vocabulary.get(token)!);
  const tokenList = part<HTMLOListElement>(panel, '#tutorial-tokens');
  tokens.forEach((token, k) => {
    const item = document.createElement('li');
    item.innerHTML = `<span class="tutorial-token"></span><span class="tutorial-index">${inputIndices[k]}</span>`;
    item.firstElementChild!.textContent = token;
    tokenList.append(item);
  });
  part(panel, '#tutorial-vocabulary').textContent =
    `Vocabulary: ${pythonDict([...vocabulary])}\nInput Indices: ${numpyIntArray(inputIndices)}`;

  renderTex(part(panel, '#tutorial-formula-15-1'), FORMULA_15_1, true);
  renderTex(part(panel, '#tutorial-formula-15-2'), FORMULA_15_2, true);

  // 2–4. The embedding (float64, as the tutorial defines it; the package gets it as float32).
  const rows = tokens.length;
  const embedding = tutorialEmbedding(rows);
  const embedding32 = Float32Array.from(embedding);
  const pe = sinusoidal(rows, D);
  const sum = addPositionalEncoding(embedding32, [1, rows, D]);
  part(panel, '#tutorial-embedding').textContent = `Embedding Matrix:\n${formatNumpyArray(embedding, [rows, D])}`;
  part(panel, '#tutorial-pe').textContent = `Positional Encodings:\n${formatNumpyArray(pe, [rows, D])}`;
  part(panel, '#tutorial-sum').textContent =
    `Input Embeddings with Positional Encoding:\n${formatNumpyArray(sum, [rows, D])}`;

  // 5. Row 0 with or without √d_model.
  const row0 = (values: ArrayLike<number>) => Array.from(values).slice(0, D);
  part(panel, '#tutorial-row0-x').textContent = formatNumpyArray(row0(embedding), [D], ROW_THRESHOLD);
  part(panel, '#tutorial-row0-pe').textContent = formatNumpyArray(row0(pe), [D], ROW_THRESHOLD);
  const scaleInputs = [...panel.querySelectorAll<HTMLInputElement>('input[name="tutorial-scale"]')];
  for (const input of scaleInputs) {
    input.addEventListener('change', () => {
      if (input.checked) store.update({ scale: input.value as AppState['scale'] });
    });
  }
  const showScale = (scale: AppState['scale']): void => {
    for (const input of scaleInputs) input.checked = input.value === scale;
    const sqrt = scale === 'sqrt';
    const result = sqrt ? addPositionalEncoding(embedding32, [1, rows, D], { scale: 'sqrt' }) : sum;
    part(panel, '#tutorial-row0-call').textContent =
      `addPositionalEncoding(x, [1, 6, 512]${sqrt ? ", { scale: 'sqrt' }" : ''})`;
    part(panel, '#tutorial-row0-label').textContent = sqrt ? '√512 · x[0] + PE[0]' : 'x[0] + PE[0]';
    part(panel, '#tutorial-row0-result').textContent = formatNumpyArray(row0(result), [D], ROW_THRESHOLD);
    const factor = sqrt ? `${Math.sqrt(D).toFixed(7)} × ` : '';
    part(panel, '#tutorial-row0-cells').innerHTML = [0, 1]
      .map(
        (j) =>
          `<li>column ${j}: <code>${factor}${embedding[j]!.toFixed(8)} + ${pe[j]!} = ${result[j]!.toFixed(8)}</code> <span class="tutorial-hint">(float32)</span></li>`,
      )
      .join('');
  };

  // 6. "brown" and "red": positions from the tutorial, dot products from the core.
  const words = BROWN_RED_SENTENCE.split(/\s+/);
  const wordList = part<HTMLOListElement>(panel, '#tutorial-words');
  words.forEach((word, k) => {
    const item = document.createElement('li');
    const pos = k + 1;
    if (pos === BROWN_POS || pos === RED_POS) item.className = 'tutorial-word-marked';
    item.innerHTML = `<span class="tutorial-token"></span><span class="tutorial-index">${pos}</span>`;
    item.firstElementChild!.textContent = word;
    wordList.append(item);
  });
  const length = RED_POS + 2; // positions 0 … 16: both colours and their neighbours
  const table = sinusoidal(length, D);
  const dots = dotProductMatrix(length, D);
  const rowOf = (pos: number) => table.subarray(pos * D, (pos + 1) * D);
  part(panel, '#tutorial-pe-brown').textContent = formatNumpyArray(rowOf(BROWN_POS), [D], ROW_THRESHOLD);
  part(panel, '#tutorial-pe-red').textContent = formatNumpyArray(rowOf(RED_POS), [D], ROW_THRESHOLD);
  const dot = (a: number, b: number) => dots[a * length + b]!;
  const distance = (a: number, b: number) => Math.sqrt(Math.max(0, dot(a, a) + dot(b, b) - 2 * dot(a, b)));
  const pairs: [number, number][] = [
    [BROWN_POS, RED_POS],
    [BROWN_POS - 1, BROWN_POS],
    [BROWN_POS, BROWN_POS + 1],
    [RED_POS - 1, RED_POS],
    [RED_POS, RED_POS + 1],
  ];
  const wordAt = (pos: number) => `“${words[pos - 1]}”`;
  part(panel, '#tutorial-pairs tbody').innerHTML = pairs
    .map(
      ([a, b]) => `
    <tr data-a="${a}" data-b="${b}"${a === BROWN_POS && b === RED_POS ? ' class="tutorial-pair-marked"' : ''}>
      <th scope="row">${a}, ${b} <span class="tutorial-hint">${wordAt(a)} · ${wordAt(b)}</span></th>
      <td data-field="apart">${b - a}</td>
      <td data-field="dot">${dot(a, b).toFixed(4)}</td>
      <td data-field="distance">${distance(a, b).toFixed(4)}</td>
    </tr>`,
    )
    .join('');
  part(panel, '#tutorial-brown-summary').textContent =
    `Every encoding has PE·PE = ${dot(BROWN_POS, BROWN_POS).toFixed(0)} (each sine–cosine pair adds 1). ` +
    `Neighbours are ${distance(BROWN_POS, BROWN_POS + 1).toFixed(2)} apart; “brown” and “red”, ${RED_POS - BROWN_POS} words apart, ` +
    `${distance(BROWN_POS, RED_POS).toFixed(2)}. The dot product depends only on how far apart two positions are, ` +
    'which is why all four neighbour pairs give the same numbers.';

  showStep(0, false);
  try {
    showScale(store.state.scale);
    status.textContent = '';
  } catch (error) {
    status.textContent = error instanceof Error ? error.message : String(error);
  }
  panel.dataset.ready = 'true';

  return {
    update(state, changed) {
      if (changed.has('scale')) {
        showScale(state.scale);
        scrollCues.refresh();
      }
    },
    shown: () => scrollCues.refresh(), // a hidden panel has no sizes
  };
}

// Its formulas are fixed, so they are typeset at build time: the view draws before KaTeX's runtime.
addPrebuiltTex(prebuiltTex);

export const tutorialPanel: ViewPanel = {
  template: TEMPLATE,
  // KaTeX's rules for the build-time formulas first: the view's own rules come after them.
  styles: [prebuiltTexCss, stepperCss, scrollCueCss, inputWordsCss, notationCss, tutorialCss],
  mount,
};
