// Family table entries: latent. See family.ts for the shape of an entry.
import type { Family } from './family.js';

export const LATENT_FAMILIES: readonly Family[] = [];
