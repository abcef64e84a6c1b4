// Family table entries: encoders. See family.ts for the shape of an entry.
import type { Family } from './family.js';

export const ENCODERS_FAMILIES: readonly Family[] = [];
