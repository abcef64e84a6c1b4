// What the tutorial "Positional Encoding in Transformer Models" shows and prints
// (shared/seeds/002_86e5fa809c931059.txt): its sentence, its d_model, and the only values of its
// unseeded np.random.rand(6, 512) embedding that anyone knows — the printed first and last three
// columns of each row. Its printed output is kept verbatim for the side-by-side comparison.

export const TUTORIAL_TEXT = 'Transformers revolutionized the field of NLP';
export const TUTORIAL_D_MODEL = 512;

/** The columns numpy printed; "..." hid the other 506. */
export const PRINTED_COLUMNS = [0, 1, 2, 509, 510, 511] as const;

/** "Embedding Matrix:" as printed (8 decimals), columns PRINTED_COLUMNS of rows 0–5. */
export const PRINTED_EMBEDDING = [
  [0.71034683, 0.08027048, 0.89859858, 0.48071898, 0.76495253, 0.53869711],
  [0.71247114, 0.33418585, 0.15329225, 0.61768814, 0.32710687, 0.89633072],
  [0.11731439, 0.97467007, 0.66899319, 0.76157481, 0.41975638, 0.90980636],
  [0.42299987, 0.51534082, 0.6459627, 0.58178494, 0.13362482, 0.13826352],
  [0.2734792, 0.80146145, 0.75947837, 0.15180679, 0.93250566, 0.43946461],
  [0.5750698, 0.49106984, 0.56273384, 0.77180581, 0.18834177, 0.6658962],
] as const;

/** The seed of the stand-in for the 506 columns the tutorial did not print. */
export const HIDDEN_COLUMNS_SEED = 0;

/** The tutorial's second example sentence; it counts words from 1 ("brown" is pos = 6). */
export const BROWN_RED_SENTENCE = 'I am playing with the brown ball and my brother is playing with the red ball.';
export const BROWN_POS = 6;
export const RED_POS = 15;

/** The tutorial's output blocks, copied as they appear on its page. */
export const TUTORIAL_PRINTED_PE = `Positional Encodings:
[[ 0.00000000e+00  1.00000000e+00  0.00000000e+00 ...  1.00000000e+00
   0.00000000e+00  1.00000000e+00]
 [ 8.41470985e-01  5.40302306e-01  8.21856190e-01 ...  9.99999994e-01
   1.03663293e-04  9.99999995e-01]
 [ 9.09297427e-01 -4.16146837e-01  9.36414739e-01 ...  9.99999977e-01
   2.07326584e-04  9.99999979e-01]
 [ 1.41120008e-01 -9.89992497e-01  2.45085415e-01 ...  9.99999948e-01
   3.10989874e-04  9.99999952e-01]
 [-7.56802495e-01 -6.53643621e-01 -6.57166863e-01 ...  9.99999908e-01
   4.14653159e-04  9.99999914e-01]
 [-9.58924275e-01  2.83662185e-01 -9.93854779e-01 ...  9.99999856e-01
   5.18316441e-04  9.99999866e-01]]`;

export const TUTORIAL_PRINTED_SUM = `Input Embeddings with Positional Encoding:
[[0.71034683  1.08027048  0.89859858 ...  1.48071898  0.76495253  1.53869711]
 [1.55394213  0.87448815  0.97514844 ...  1.61768813  0.32721053  1.89633072]
 [1.02661182  0.55852323  1.60540793 ...  1.76157479  0.4199637   1.90980634]
 [0.56411987 -0.47465167  0.89104811 ...  1.58178489  0.13393581  1.13826347]
 [-0.4833233   0.14781783  0.1023115  ... 1.15180669  0.93292031  1.43946452]
 [-0.38385447  0.77473203 -0.43112094 ... 1.77180567  0.18886009  1.66589607]]`;
