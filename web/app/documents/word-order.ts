// The word-order example of the textbook chapter (§15.1): the encoder cannot tell "John likes Jane"
// from "Jane likes John". The word vectors are made up — fixed numbers with two decimals, drawn
// once from U(−1, 1) — because any embedding shows the same effect; the view uses the first
// d_model columns.

export const WORDS = ['John', 'likes', 'Jane'] as const;
export type Word = (typeof WORDS)[number];

export const SENTENCE_A: readonly Word[] = ['John', 'likes', 'Jane'];
export const SENTENCE_B: readonly Word[] = ['Jane', 'likes', 'John'];

export const MAX_D_MODEL = 16;
/**
 * The view's choices of d_model (its made-up word vectors have MAX_D_MODEL columns) and base n.
 * The settings (views/order/order-settings.ts: order-d-model, order-base) allow these.
 */
export const D_MODEL_CHOICES = [4, 8, 16] as const;
export const BASE_CHOICES = [10, 100, 1000, 10000] as const;

export const EMBEDDING: Readonly<Record<Word, readonly number[]>> = {
  John: [0.25, 0.79, 0.55, -0.55, -0.4, 0.75, -0.99, 0.64, 0.59, -0.06, -0.39, -0.44, -0.49, -0.11, 0.01, 0.11],
  likes: [0.99, 0.59, 0.24, 0.98, -0.57, -0.68, 0.23, -0.91, -0.93, 0.03, -0.07, 0.83, 0.26, 0.03, -0.01, -0.5],
  Jane: [-0.98, -0.62, 0.38, -0.6, -0.26, -0.99, 0.66, -0.69, -0.46, 0.76, 0.02, 0.69, 0.28, 0.48, -0.82, 0.08],
};
