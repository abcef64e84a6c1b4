// Family table entries: dense-a. See family.ts for the shape of an entry.
import type { Family } from './family.js';

export const DENSE_A_FAMILIES: readonly Family[] = [];
