// Family table entries: multimodal. See family.ts for the shape of an entry.
import type { Family } from './family.js';

export const MULTIMODAL_FAMILIES: readonly Family[] = [];
