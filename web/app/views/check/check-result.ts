// Writes a check's outcome into the view: the best match in words, the precision, the diagnosis,
// the error heatmap and its caption, the code that reproduces the match, and the runners-up.
import { part } from '../../dom.js';
import { formatNumber } from '../../format.js';
import type { CheckOutcome, ErrorTable } from './check-model.js';
import { createErrorHeatmap } from './error-heatmap.js';

export interface ResultView {
  show(outcome: CheckOutcome, what: string): void;
  /** Nothing to show (an error is shown instead, or nothing was given yet). */
  clear(): void;
  draw(): void;
}

function where(table: ErrorTable, row: number, col: number): string {
  return table.rows === 1 ? `column ${col}` : `row ${row}, column ${col}`;
}

export function createResultView(panel: HTMLElement): ResultView {
  const result = part<HTMLElement>(panel, '.check-main');
  const headline = part<HTMLElement>(panel, '#check-headline');
  const source = part<HTMLElement>(panel, '#check-source');
  const precision = part<HTMLElement>(panel, '#check-precision');
  const diagnosis = part<HTMLUListElement>(panel, '#check-diagnosis');
  const figure = part<HTMLElement>(panel, '#check-figure');
  const caption = part<HTMLElement>(panel, '#check-caption');
  const cell = part<HTMLElement>(panel, '#check-cell');
  const code = part<HTMLElement>(panel, '#check-code');
  const javascript = part<HTMLElement>(panel, '#check-js code');
  const python = part<HTMLElement>(panel, '#check-python code');
  const runners = part<HTMLElement>(panel, '#check-runners');
  const runnersList = part<HTMLOListElement>(panel, '#check-runners ol');
  const heatmap = createErrorHeatmap(
    part(panel, '#check-frame'),
    part(panel, '#check-canvas'),
    part(panel, '#check-overlay'),
    ({ pos, dimension }, table) => {
      const k = pos * table.cols + dimension;
      cell.textContent =
        `${where(table, pos, dimension)}: input ${formatNumber(table.input[k]!, 8)}, match ` +
        `${formatNumber(table.match[k]!, 8)}, |difference| ${formatNumber(table.values[k]!, 3)}`;
    },
  );

  return {
    show(outcome, what) {
      result.hidden = false;
      headline.textContent = outcome.headline;
      source.textContent = what;
      precision.textContent = outcome.precision ? `Precision: ${outcome.precision}.` : '';
      diagnosis.replaceChildren(
        ...outcome.diagnosis.map((line) => {
          const item = document.createElement('li');
          item.textContent = line.replace(/^- /, '');
          if (line.startsWith('- ')) item.className = 'check-tried';
          return item;
        }),
      );
      const errors = outcome.errors;
      figure.hidden = !errors;
      cell.textContent = '';
      if (errors) {
        caption.textContent =
          errors.max === 0
            ? '|input − match| is 0 in every cell: the call reproduces every value exactly.'
            : `|input − match| per cell: largest ${formatNumber(errors.max, 3)}, at ${where(errors, errors.worst.row, errors.worst.col)}.`;
        heatmap.show(errors);
      }
      code.hidden = !outcome.javascript;
      javascript.textContent = outcome.javascript ?? '';
      python.textContent = outcome.python ?? '';
      runners.hidden = outcome.runnersUp.length === 0;
      runnersList.replaceChildren(
        ...outcome.runnersUp.map((match) => {
          const item = document.createElement('li');
          const call = document.createElement('code');
          call.textContent = match.call;
          item.append(call, ` within ${formatNumber(match.maxError, 3)} (${match.precision})`);
          if (match.departures.length) item.append(`: ${match.departures.join('; ')}`);
          return item;
        }),
      );
    },
    clear() {
      result.hidden = true;
      code.hidden = true;
      runners.hidden = true;
    },
    draw: () => heatmap.draw(),
  };
}
