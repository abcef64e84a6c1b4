// The documents' sentences as token lists, for the views that draw a matrix over a sentence
// (ALiBi and T5, the attention lab). Words are split on spaces, as the tutorial counts them.
import { BROWN_RED_SENTENCE, TUTORIAL_TEXT } from './tutorial.js';
import { SENTENCE_A } from './word-order.js';

export type SentenceKey = 'tutorial' | 'brown-red' | 'john';

export interface DocumentSentence {
  key: SentenceKey;
  words: readonly string[];
  /** Where it comes from, in a few words. */
  source: string;
}

export const DOCUMENT_SENTENCES: Readonly<Record<SentenceKey, DocumentSentence>> = {
  tutorial: { key: 'tutorial', words: TUTORIAL_TEXT.split(' '), source: 'the tutorial’s sentence' },
  'brown-red': {
    key: 'brown-red',
    words: BROWN_RED_SENTENCE.split(' '),
    source: 'the tutorial’s “brown” / “red” sentence',
  },
  john: { key: 'john', words: SENTENCE_A, source: 'the textbook’s word-order example' },
};
