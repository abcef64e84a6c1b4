// The example view as the registry knows it: its tab, settings and sources. Its panel's code
// (example-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the
// explorer's first chunk holds only the shell and the views' descriptions (issue 12).
import type { ViewDefinition } from '../view.js';
import { exampleFirstFrame } from './first-frame.js';

export const exampleView: ViewDefinition = {
  name: 'example',
  label: 'Worked example',
  group: 'sinusoid',
  settings: ['step', 'exampleBase'],
  formFields: [],
  panelClass: 'ex-panel',
  titleId: 'example-title',
  lookFirst: 'Look first at each step’s tensor: Next walks from the article’s sentences to the sum x + PE it prints.',
  // The whole panel on step 1, before its code and the core come: its code block is an embed's
  // largest paint (issue 31).
  firstFrame: exampleFirstFrame,
  sources: ['article', 'paper'],
  loadPanel: () => import('./example-panel.js').then((module) => module.examplePanel),
};
