// Family table entries: hybrid. See family.ts for the shape of an entry.
import type { Family } from './family.js';

export const HYBRID_FAMILIES: readonly Family[] = [];
