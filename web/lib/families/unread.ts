// Model types of transformers 5 that no entry reads (generated at the end of the family work).
import type { Family } from './family.js';

export const UNREAD_FAMILIES: readonly Family[] = [];
