// The example view as the registry knows it: its tab, settings, sources and styles. Its panel's code
// (example-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the
// explorer's first chunk holds only the shell and the views' descriptions (issue 12).
import notationCss from '../../figures/notation/notation-legend.css?inline';
import inputWordsCss from '../../figures/input-words/input-words.css?inline';
import scrollCueCss from '../../figures/scroll-cue/scroll-cue.css?inline';
import stepperCss from '../../figures/stepper/stepper.css?inline';
import exampleCss from './example.css?inline';
import type { ViewDefinition } from '../view.js';

export const exampleView: ViewDefinition = {
  name: 'example',
  label: 'Worked example',
  group: 'sinusoid',
  settings: ['step', 'exampleBase'],
  formFields: [],
  panelClass: 'ex-panel',
  titleId: 'example-title',
  lookFirst: 'Look first at each step’s tensor: Next walks from the article’s sentences to the sum x + PE it prints.',
  sources: ['article', 'paper'],
  styles: [stepperCss, scrollCueCss, inputWordsCss, notationCss, exampleCss],
  loadPanel: () => import('./example-panel.js').then((module) => module.examplePanel),
};
