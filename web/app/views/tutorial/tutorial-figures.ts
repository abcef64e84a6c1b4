// The tutorial view's DOM writes: the numbered token and word lists, row 0's block (step 5) and the
// "brown"/"red" table (step 6), from the model's results (tutorial-model.ts).
import { part } from '../../dom.js';
import type { PositionPair, Row0Result } from './tutorial-model.js';

/** A list of words with their numbers ("Transformers 0", "brown 6"); words go in as text. */
export function writeNumberedWords(
  list: HTMLOListElement,
  items: readonly { word: string; number: number; marked?: boolean }[],
): void {
  for (const { word, number, marked } of items) {
    const item = document.createElement('li');
    if (marked) item.className = 'tutorial-word-marked';
    item.innerHTML = `<span class="tutorial-token"></span><span class="tutorial-index">${number}</span>`;
    item.firstElementChild!.textContent = word;
    list.append(item);
  }
}

/** Step 5's call, label, result and its first two columns written out. */
export function writeRow0(panel: HTMLElement, row: Row0Result): void {
  part(panel, '#tutorial-row0-call').textContent = row.call;
  part(panel, '#tutorial-row0-label').textContent = row.label;
  part(panel, '#tutorial-row0-result').textContent = row.resultText;
  part(panel, '#tutorial-row0-cells').innerHTML = row.cells
    .map(
      ({ column, sum }) =>
        `<li>column ${column}: <code>${sum}</code> <span class="tutorial-hint">(float32)</span></li>`,
    )
    .join('');
}

/** Step 6's table body: one row per pair, "brown"–"red" marked. */
export function writePairs(body: HTMLElement, pairs: readonly PositionPair[]): void {
  body.innerHTML = pairs
    .map(
      (pair) => `
    <tr data-a="${pair.a}" data-b="${pair.b}"${pair.marked ? ' class="tutorial-pair-marked"' : ''}>
      <th scope="row">${pair.a}, ${pair.b} <span class="tutorial-hint">${pair.wordA} · ${pair.wordB}</span></th>
      <td data-field="apart">${pair.b - pair.a}</td>
      <td data-field="dot">${pair.dot.toFixed(4)}</td>
      <td data-field="distance">${pair.distance.toFixed(4)}</td>
    </tr>`,
    )
    .join('');
}
