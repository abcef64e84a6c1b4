// The stepper's controls: n = 100 / n = 10000, Back / Next with "Step 3 of 8" between them, and
// the progress list that jumps to any step. They only report requests; the view owns the state.
import type { ExampleBase } from './example-numbers.js';
import { part } from '../../dom.js';

export interface StepperControls {
  show(step: number, base: ExampleBase): void;
}

export interface StepperRequests {
  goTo(step: number): void;
  setBase(base: ExampleBase): void;
}

export function createStepperControls(
  root: HTMLElement,
  titles: readonly string[],
  requests: StepperRequests,
): StepperControls {
  const back = part<HTMLButtonElement>(root, '.ex-back');
  const next = part<HTMLButtonElement>(root, '.ex-next');
  const indicator = part<HTMLElement>(root, '.ex-indicator');
  const baseButtons = Array.from(root.querySelectorAll<HTMLButtonElement>('.ex-base button'));
  const list = part<HTMLOListElement>(root, '.ex-progress ol');
  let current = 0;

  const jumps = titles.map((title, index) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'ex-jump';
    button.dataset.step = String(index);
    // Named by its visible text, "1 Sentences → indices" (the list is labelled "Steps …"); on
    // narrow screens the title is hidden visually but stays in the name.
    const number = document.createElement('span');
    number.className = 'ex-jump-number';
    number.textContent = String(index + 1);
    const label = document.createElement('span');
    label.className = 'ex-jump-title';
    label.textContent = title;
    button.append(number, label);
    button.addEventListener('click', () => requests.goTo(index));
    item.append(button);
    list.append(item);
    return button;
  });

  // aria-disabled rather than disabled: the button keeps focus at the first and last step.
  back.addEventListener('click', () => {
    if (current > 0) requests.goTo(current - 1);
  });
  next.addEventListener('click', () => {
    if (current < titles.length - 1) requests.goTo(current + 1);
  });
  for (const button of baseButtons) {
    button.addEventListener('click', () => requests.setBase(Number(button.dataset.base) as ExampleBase));
  }

  return {
    show(step, base) {
      current = step;
      indicator.textContent = `Step ${step + 1} of ${titles.length}`;
      back.setAttribute('aria-disabled', String(step === 0));
      next.setAttribute('aria-disabled', String(step === titles.length - 1));
      jumps.forEach((button, index) => {
        if (index === step) button.setAttribute('aria-current', 'step');
        else button.removeAttribute('aria-current');
        button.classList.toggle('ex-done', index < step);
      });
      for (const button of baseButtons)
        button.setAttribute('aria-pressed', String(Number(button.dataset.base) === base));
    },
  };
}
