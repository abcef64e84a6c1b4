// A stepper shared by the worked example and the tutorial view: the named list of steps (beside
// the step on wide screens, a row of named chips that scrolls sideways on narrow ones), Back /
// "Step k of N" / Next above the step, Back and Next again below it (naming the step they lead
// to, where the reader's thumb is after reading), and the ←/→ keys. It only reports requests;
// the view owns the current step and fills the step's content.
import { inputWords } from '../input-words/input-words.js';
import { listenForStepKeys } from './step-keys.js';

export interface StepperOptions {
  /** The view's class prefix, added beside the shared classes ('ex' → ex-back, ex-next, …). */
  prefix: string;
  /** Accessible name of the list of steps. */
  label: string;
  /** Every step's name, in order; shown in the list and on the lower Back / Next. */
  titles: readonly string[];
  /** The step itself, placed between the two bars. */
  content: HTMLElement;
  /** Where focus goes when the lower bar changed the step (the new step's heading). */
  arrival(): HTMLElement;
  goTo(step: number): void;
  /** A sentence of the view's own for the help line: [for mouse and keyboard, for touch]. */
  moreHelp?: readonly [string, string];
}

export interface Stepper {
  /** The list and the step with its bars; the view puts it where it likes. */
  element: HTMLElement;
  /** The list of steps, for the view's scroll cues. */
  list: HTMLOListElement;
  show(step: number): void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  classes: string,
  prefix: string,
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const name of classes.split(' ')) made.classList.add(`stepper-${name}`, `${prefix}-${name}`);
  return made;
}

function button(classes: string, prefix: string): HTMLButtonElement {
  const made = element('button', classes, prefix);
  made.type = 'button';
  return made;
}

export function createStepper(options: StepperOptions): Stepper {
  const { prefix, titles, content } = options;
  const count = titles.length;
  const root = element('div', 'layout', prefix);
  const nav = element('nav', 'progress', prefix);
  nav.setAttribute('aria-label', options.label);
  const list = document.createElement('ol');
  nav.append(list);

  const main = element('div', 'main', prefix);
  const bar = element('div', 'bar', prefix);
  // Back / Next belong on the first screen of a short frame (an embed): see stepper.css.
  bar.dataset.firstScreen = 'controls';
  const back = button('back', prefix);
  back.innerHTML = '<span aria-hidden="true">← </span>Back';
  const indicator = element('p', 'indicator', prefix);
  const next = button('next', prefix);
  next.innerHTML = 'Next<span aria-hidden="true"> →</span>';
  bar.append(back, indicator, next);

  // The lower bar names where it leads: "Next · step 4" over "Angles k · div_term".
  const endBar = element('div', 'end-bar', prefix);
  const endBack = button('end-back', prefix);
  const endNext = button('end-next', prefix);
  endBar.append(endBack, endNext);

  const help = element('p', 'help', prefix);
  help.innerHTML = inputWords(
    'Back / Next, a step’s name, or the <kbd>←</kbd> <kbd>→</kbd> keys while focus is in this view.',
    'Tap Back / Next, or a step’s name; swipe the row of names to see them all.',
  );
  if (options.moreHelp) help.insertAdjacentHTML('beforeend', ` ${inputWords(...options.moreHelp)}`);
  main.append(bar, content, endBar, help);
  root.append(nav, main);

  let current = 0;
  let arrivedFromEnd = false;
  const request = (step: number, fromEnd = false): void => {
    if (step < 0 || step >= count || step === current) return;
    arrivedFromEnd = fromEnd;
    options.goTo(step);
  };

  const jumps = titles.map((title, index) => {
    const item = document.createElement('li');
    const jump = button('jump', prefix);
    jump.dataset.step = String(index);
    // Named by its visible text, "1 Sentences → indices" (the list is labelled "Steps of …").
    const number = element('span', 'jump-number', prefix);
    number.textContent = String(index + 1);
    const name = element('span', 'jump-title', prefix);
    name.textContent = title;
    jump.append(number, name);
    jump.addEventListener('click', () => request(index));
    item.append(jump);
    list.append(item);
    return jump;
  });

  // aria-disabled rather than disabled: the button keeps focus at the first and last step.
  back.addEventListener('click', () => request(current - 1));
  next.addEventListener('click', () => request(current + 1));
  endBack.addEventListener('click', () => request(current - 1, true));
  endNext.addEventListener('click', () => request(current + 1, true));
  listenForStepKeys(root, (delta) => request(current + delta));

  const endLabel = (target: HTMLButtonElement, word: 'Back' | 'Next', step: number): void => {
    target.hidden = step < 0 || step >= count;
    if (target.hidden) return;
    target.replaceChildren();
    const top = document.createElement('span');
    top.className = 'stepper-end-word';
    top.textContent = `${word} · step ${step + 1}`;
    top.insertAdjacentHTML(
      word === 'Back' ? 'afterbegin' : 'beforeend',
      `<span aria-hidden="true">${word === 'Back' ? '← ' : ' →'}</span>`,
    );
    const name = document.createElement('span');
    name.className = 'stepper-end-title';
    name.textContent = titles[step]!;
    target.append(top, ' ', name);
  };

  return {
    element: root,
    list,
    show(step) {
      current = step;
      root.dataset.step = String(step);
      indicator.textContent = `Step ${step + 1} of ${count}`;
      back.setAttribute('aria-disabled', String(step === 0));
      next.setAttribute('aria-disabled', String(step === count - 1));
      endLabel(endBack, 'Back', step - 1);
      endLabel(endNext, 'Next', step + 1);
      jumps.forEach((jump, index) => {
        if (index === step) jump.setAttribute('aria-current', 'step');
        else jump.removeAttribute('aria-current');
        jump.classList.toggle('stepper-done', index < step);
        jump.classList.toggle(`${prefix}-done`, index < step);
      });
      // Keep the current name in view in the sideways row, without scrolling the page.
      const currentJump = jumps[step]!;
      if (list.scrollWidth > list.clientWidth) {
        const offset = currentJump.offsetLeft - list.offsetLeft;
        list.scrollLeft = Math.max(0, offset - (list.clientWidth - currentJump.offsetWidth) / 2);
      }
      if (arrivedFromEnd) {
        arrivedFromEnd = false;
        main.scrollIntoView({ block: 'start' });
        options.arrival().focus({ preventScroll: true });
      }
    },
  };
}
