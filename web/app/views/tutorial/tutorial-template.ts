// The tutorial view's markup: the lede and one section per step (tutorial-panel.ts shows one at a
// time), their <pre> blocks and lists empty until the mount fills them from tutorial-model.ts.
import {
  HIDDEN_COLUMNS_SEED,
  TUTORIAL_PRINTED_PE,
  TUTORIAL_PRINTED_SUM,
  TUTORIAL_TEXT,
} from '../../documents/tutorial.js';

/** The steps' names in the stepper's list, in the order of the template's sections. */
export const STEP_TITLES = [
  'Tokens and vocabulary',
  'Embedding matrix, 6 × 512',
  'Positional encodings',
  'Embeddings + encodings',
  '√d_model scaling (15.2)',
  '“brown” and “red”',
] as const;

export const TUTORIAL_TEMPLATE = `
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
