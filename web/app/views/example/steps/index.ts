// The worked example's steps, in order.
import { anglesStep } from './angles-step.js';
import { broadcastStep } from './broadcast-step.js';
import { divTermStep } from './div-term-step.js';
import { embeddingsStep } from './embeddings-step.js';
import type { ExampleStep } from './step.js';
import { sliceStep } from './slice-step.js';
import { sumStep } from './sum-step.js';
import { tableStep } from './table-step.js';
import { tokensStep } from './tokens-step.js';

export const STEPS: readonly ExampleStep[] = [
  tokensStep,
  embeddingsStep,
  divTermStep,
  anglesStep,
  tableStep,
  sliceStep,
  broadcastStep,
  sumStep,
];
