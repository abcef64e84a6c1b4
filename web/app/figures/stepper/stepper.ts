// A stepper shared by the worked example and the tutorial view: the named list of steps (beside
// the step on wide screens, a row of named chips that scrolls sideways on narrow ones), Back /
// "Step k of N" / Next above the step, Back and Next again below it (naming the step they lead
// to, where the reader's thumb is after reading), and the ←/→ keys. It only reports requests;
// the view owns the current step and fills the step's content.
import { inputWords } from '../input-words/input-words.js';
import { listenForStepKeys } from './step-keys.js';

/** What the stepper's markup says: enough to draw it before any code has run (a first frame). */
export interface StepperMarkup {
  /** The view's class prefix, added beside the shared classes ('ex' → ex-back, ex-next, …). */
  prefix: string;
  /** Accessible name of the list of steps. */
  label: string;
  /** Every step's name, in order; shown in the list and on the lower Back / Next. */
  titles: readonly string[];
  /** A sentence of the view's own for the help line: [for mouse and keyboard, for touch]. */
  moreHelp?: readonly [string, string];
}

export interface StepperOptions extends StepperMarkup {
  /** The step itself, placed between the two bars. */
  content: HTMLElement;
  /**
   * The stepper's markup (stepperMarkup) already in the view's panel, holding `content`: the
   * stepper takes it over instead of building its own, so a first frame that drew it stays.
   */
  element?: HTMLElement;
  /** Where focus goes when the lower bar changed the step (the new step's heading). */
  arrival(): HTMLElement;
  goTo(step: number): void;
}

export interface Stepper {
  /** The list and the step with its bars; the view puts it where it likes. */
  element: HTMLElement;
  /** The list of steps, for the view's scroll cues. */
  list: HTMLOListElement;
  show(step: number): void;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The shared class and the view's own for each name: 'bar' → "stepper-bar ex-bar". */
const classes = (names: string, prefix: string): string =>
  names
    .split(' ')
    .flatMap((name) => [`stepper-${name}`, `${prefix}-${name}`])
    .join(' ');

/**
 * The list and the two bars around `content` (trusted HTML), with no step shown yet: the markup
 * createStepper builds or takes over, as a string a view's first frame can hold.
 */
export function stepperMarkup(options: StepperMarkup, content = ''): string {
  const { prefix, titles } = options;
  const at = (names: string): string => `class="${classes(names, prefix)}"`;
  // Named by its visible text, "1 Sentences → indices" (the list is labelled "Steps of …").
  const jumps = titles.map(
    (title, index) =>
      `<li><button type="button" ${at('jump')} data-step="${index}"><span ${at('jump-number')}>${index + 1}</span>` +
      `<span ${at('jump-title')}>${escapeHtml(title)}</span></button></li>`,
  );
  const help =
    inputWords(
      'Back / Next, a step’s name, or the <kbd>←</kbd> <kbd>→</kbd> keys while focus is in this view.',
      'Tap Back / Next, or a step’s name; swipe the row of names to see them all.',
    ) + (options.moreHelp ? ` ${inputWords(...options.moreHelp)}` : '');
  return (
    `<div ${at('layout')}><nav ${at('progress')} aria-label="${escapeHtml(options.label)}"><ol>${jumps.join('')}</ol></nav>` +
    `<div ${at('main')}>` +
    // Back / Next belong on the first screen of a short frame (an embed): see stepper.css.
    `<div ${at('bar')} data-first-screen="controls">` +
    `<button type="button" ${at('back')}><span aria-hidden="true">← </span>Back</button><p ${at('indicator')}></p>` +
    `<button type="button" ${at('next')}>Next<span aria-hidden="true"> →</span></button></div>` +
    content +
    // The lower bar names where it leads: "Next · step 4" over "Angles k · div_term".
    `<div ${at('end-bar')}><button type="button" ${at('end-back')}></button><button type="button" ${at('end-next')}></button></div>` +
    `<p ${at('help')}>${help}</p></div></div>`
  );
}

/** A lower button's label: "Next · step 4 →" over the step's name; hidden past either end. */
function endLabel(target: HTMLElement, word: 'Back' | 'Next', step: number, title: string | undefined): void {
  target.hidden = title === undefined;
  if (title === undefined) return;
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
  name.textContent = title;
  target.append(top, ' ', name);
}

/**
 * Shows `step` in the stepper's markup under `root`: the indicator, the bars and the list. A
 * function of the markup alone, so a first frame shows a step exactly as the stepper will.
 */
export function showStepperStep(root: HTMLElement, step: number, prefix: string): void {
  const find = <T extends HTMLElement>(name: string): T => root.querySelector<T>(`.stepper-${name}`)!;
  const jumps = [...root.querySelectorAll<HTMLButtonElement>('.stepper-jump')];
  const titleOf = (index: number): string | undefined =>
    jumps[index]?.querySelector('.stepper-jump-title')?.textContent ?? undefined;
  const count = jumps.length;
  root.dataset.step = String(step);
  find('indicator').textContent = `Step ${step + 1} of ${count}`;
  find('back').setAttribute('aria-disabled', String(step === 0));
  find('next').setAttribute('aria-disabled', String(step === count - 1));
  endLabel(find('end-back'), 'Back', step - 1, titleOf(step - 1));
  endLabel(find('end-next'), 'Next', step + 1, titleOf(step + 1));
  jumps.forEach((jump, index) => {
    if (index === step) jump.setAttribute('aria-current', 'step');
    else jump.removeAttribute('aria-current');
    jump.classList.toggle('stepper-done', index < step);
    jump.classList.toggle(`${prefix}-done`, index < step);
  });
  // Keep the current name in view in the sideways row, without scrolling the page.
  const list = root.querySelector<HTMLOListElement>('.stepper-progress > ol')!;
  const currentJump = jumps[step]!;
  if (list.scrollWidth > list.clientWidth) {
    const offset = currentJump.offsetLeft - list.offsetLeft;
    list.scrollLeft = Math.max(0, offset - (list.clientWidth - currentJump.offsetWidth) / 2);
  }
}

function parsedElement(markup: string): HTMLElement {
  const parsed = document.createElement('template');
  parsed.innerHTML = markup;
  return parsed.content.firstElementChild as HTMLElement;
}

export function createStepper(options: StepperOptions): Stepper {
  const { prefix, content } = options;
  const count = options.titles.length;
  const root = options.element ?? parsedElement(stepperMarkup(options));
  const find = <T extends HTMLElement>(name: string): T => root.querySelector<T>(`.stepper-${name}`)!;
  const main = find('main');
  if (!main.contains(content)) find('end-bar').before(content);

  let current = 0;
  let arrivedFromEnd = false;
  const request = (step: number, fromEnd = false): void => {
    if (step < 0 || step >= count || step === current) return;
    arrivedFromEnd = fromEnd;
    options.goTo(step);
  };

  root.querySelectorAll('.stepper-jump').forEach((jump, index) => {
    jump.addEventListener('click', () => request(index));
  });
  // aria-disabled rather than disabled: the button keeps focus at the first and last step.
  find('back').addEventListener('click', () => request(current - 1));
  find('next').addEventListener('click', () => request(current + 1));
  find('end-back').addEventListener('click', () => request(current - 1, true));
  find('end-next').addEventListener('click', () => request(current + 1, true));
  listenForStepKeys(root, (delta) => request(current + delta));

  // Markup a first frame has shown a step in already: the first show() of that step leaves it as painted.
  let shownInMarkup = options.element?.dataset.step;
  return {
    element: root,
    list: root.querySelector<HTMLOListElement>('.stepper-progress > ol')!,
    show(step) {
      current = step;
      if (shownInMarkup !== String(step)) showStepperStep(root, step, prefix);
      shownInMarkup = undefined;
      if (arrivedFromEnd) {
        arrivedFromEnd = false;
        main.scrollIntoView({ block: 'start' });
        options.arrival().focus({ preventScroll: true });
      }
    },
  };
}
