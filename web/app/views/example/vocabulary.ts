// Step 1's text pipeline: tokenize (lower-case words, punctuation dropped) and a vocabulary stoi
// built deterministically from the sorted unique tokens. The article's own indices are not printed.
import { SENTENCES } from '../../documents/article.js';

export function tokenize(sentence: string): string[] {
  return sentence.toLowerCase().match(/[a-z0-9']+/g) ?? [];
}

/** stoi: each distinct token → its position in sorted order. */
export function buildVocabulary(tokenized: readonly (readonly string[])[]): Map<string, number> {
  const unique = [...new Set(tokenized.flat())].sort();
  return new Map(unique.map((token, index) => [token, index]));
}

export const TOKENIZED: readonly (readonly string[])[] = SENTENCES.map(tokenize);
export const STOI: ReadonlyMap<string, number> = buildVocabulary(TOKENIZED);
/** indexed_sequences, flat (3 × 6). */
export const INDICES: readonly number[] = TOKENIZED.flatMap((tokens) => tokens.map((token) => STOI.get(token)!));
