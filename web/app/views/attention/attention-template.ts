// The attention lab's markup: the first section (first-frame.ts, drawn before this code comes),
// the controls, the five encodings with the swap table, [x; e], the slide plot with its table and
// what to notice. The ids and data-fields are what the panel's code and the browser tests read.
import { ENCODINGS, SLIDE_DISTANCE, SLIDE_POSITIONS } from './attention-model.js';
import { FIRST_SECTION, gridBox, TERMS } from './first-frame.js';

/** Its first section is the first frame the explorer draws before this code has come (first-frame.ts). */
export const ATTENTION_TEMPLATE = `${FIRST_SECTION}

  <form class="lab-controls" id="lab-controls" aria-label="Attention lab settings">
    <div class="lab-field">
      <label for="lab-input">Tokens</label>
      <select id="lab-input">
        <option value="john">“John likes Jane” (textbook)</option>
        <option value="seq1">article, sequence 1 of 3</option>
        <option value="seq2">article, sequence 2 of 3</option>
        <option value="seq3">article, sequence 3 of 3</option>
      </select>
    </div>
    <div class="lab-field">
      <label for="lab-base">base n</label>
      <select id="lab-base"><option value="100">100</option><option value="10000">10000</option></select>
    </div>
    <div class="lab-field">
      <label for="lab-show">Show</label>
      <select id="lab-show"><option value="scores">scores</option><option value="weights">softmax weights</option></select>
    </div>
    <div class="lab-field lab-check">
      <input type="checkbox" id="lab-swap" />
      <label for="lab-swap">Swap the first and last word</label>
    </div>
  </form>
  <section aria-labelledby="lab-encodings-title">
    <h3 id="lab-encodings-title">The same tokens under five encodings</h3>
    <p class="lab-note" id="lab-encodings-note"></p>
    <div class="lab-grids">${ENCODINGS.map(([key, title]) => gridBox(`lab-enc-${key}`, title)).join('')}</div>
    <div class="lab-table-scroll" tabindex="0" role="region" aria-label="Swap table"><table class="lab-table" id="lab-swap-table">
      <caption>Swap the first and last word: does the encoding notice? (largest change of a score, once the rows and columns are put back in the old order)</caption>
      <thead><tr><th scope="col">encoding</th><th scope="col">largest change</th><th scope="col">notices the order?</th></tr></thead>
      <tbody></tbody>
    </table></div>
  </section>

  <section aria-labelledby="lab-concat-title">
    <h3 id="lab-concat-title">Add or concatenate?</h3>
    <p class="lab-note" id="lab-concat-note"></p>
    <div class="lab-grids">${TERMS.map(([key, , title]) => gridBox(`lab-cat-${key}`, `[x; e]: ${title}`)).join('')}</div>
  </section>

  <section aria-labelledby="lab-relative-title">
    <h3 id="lab-relative-title">Is the sinusoid relative?</h3>
    <p class="lab-note" id="lab-relative-note"></p>
    <div class="lab-plot" id="lab-relative-box" role="img" aria-labelledby="lab-relative-title">
      <svg id="lab-relative" aria-hidden="true"></svg>
    </div>
    <div class="lab-table-scroll" tabindex="0" role="region" aria-label="Slide table"><table class="lab-table" id="lab-relative-table">
      <caption>The score at (i, i + ${SLIDE_DISTANCE}) for i = 0 … ${SLIDE_POSITIONS - SLIDE_DISTANCE - 1}</caption>
      <thead><tr><th scope="col">score</th><th scope="col">smallest</th><th scope="col">largest</th><th scope="col">spread</th></tr></thead>
      <tbody></tbody>
    </table></div>
  </section>

  <section aria-labelledby="lab-notice-title">
    <h3 id="lab-notice-title">What to notice</h3>
    <ul class="lab-notice">
      <li>Only the sum is what attention uses; the four terms show where it comes from. The first has no
        position in it; the cross terms mix a word with a place; the fourth is positions alone.</li>
      <li>Without an encoding, swapping two words only swaps rows and columns: the model cannot tell the
        sentences apart. Every encoding here notices, except ALiBi's symmetric bias on a three-word
        sentence, whose distances read the same backwards.</li>
      <li>Concatenating [x; e] instead of adding makes the cross terms exactly 0: the score is content plus
        position, and the model pays with twice the dimensions.</li>
      <li>e<sub>i</sub> · e<sub>j</sub> depends only on j − i, but through learned W<sub>q</sub>, W<sub>k</sub>
        the fourth term does not: it changes as i and j slide together. RoPE's score does not: that is
        the reason RoPE exists.</li>
    </ul>
  </section>`;
