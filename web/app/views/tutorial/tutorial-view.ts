// The tutorial view as the registry knows it: its tab, settings and sources. Its panel's code
// (tutorial-panel.ts) is a chunk of its own, fetched the first time the view is shown, so the
// explorer's first chunk holds only the shell and the views' descriptions (issue 12).
import type { ViewDefinition } from '../view.js';

export const tutorialView: ViewDefinition = {
  name: 'tutorial',
  label: 'Tutorial (d=512)',
  group: 'sinusoid',
  settings: ['scale'],
  formFields: [],
  panelClass: 'tutorial-view',
  titleId: 'tutorial-title',
  heading: '<h2 class="lesson-title" id="tutorial-title">The tutorial’s example, d<sub>model</sub> = 512</h2>',
  lookFirst:
    'Look first at the PE rows: position 0 is 0, 1, 0, 1, …, and every later row turns each pair a little further.',
  sources: ['tutorial', 'textbook', 'paper'],
  loadPanel: () => import('./tutorial-panel.js').then((module) => module.tutorialPanel),
};
