// Family table entries: dense-b. See family.ts for the shape of an entry.
import type { Family } from './family.js';

export const DENSE_B_FAMILIES: readonly Family[] = [];
