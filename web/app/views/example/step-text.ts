// What the worked example writes for a step besides its content: the step's heading, explanation
// and code, and the mark on its main tensor. Shared by the view (example-panel.ts) and its first
// frame (first-frame.ts), so the two write the same.
import type { ExampleBase } from './example-numbers.js';
import type { ExampleStep } from './steps/step.js';

/** Writes step `index`'s heading, explanation and code into the panel's step. */
export function writeStepText(panel: HTMLElement, index: number, step: ExampleStep, base: ExampleBase): void {
  panel.querySelector('.ex-step-heading')!.textContent = `${index + 1}. ${step.title}`;
  panel.querySelector('.ex-explain')!.innerHTML = step.explanation(base);
  panel.querySelector('.ex-code code')!.textContent = step.code(base);
}

/** The step's main tensor is its first: on the first screen of a short frame (example-order.css). */
export function markMainTensor(content: HTMLElement): void {
  content.querySelector<HTMLElement>('.ex-tensor')?.setAttribute('data-first-screen', 'tensor');
}
