// The positions the precision lab measures: every whole position from 1 to 300 (so that 256 and
// 257, where bfloat16 stops holding positions, are both there), then 40 per decade up to
// 10^upTo, rounded to whole positions, plus the positions where float16 and float32 stop holding
// them (2048 / 2049, 65504 / 65520, 2^24 / 2^24 + 1). Position 0 (all errors 0) has no place
// on a log axis.

export const WHOLE_UP_TO = 300;
export const PER_DECADE = 40;
const EDGES = [2047, 2048, 2049, 65504, 65519, 65520, 2 ** 24, 2 ** 24 + 1];

export function samplePositions(upToExponent: number): number[] {
  const last = 10 ** upToExponent;
  const positions = new Set<number>();
  for (let p = 1; p <= WHOLE_UP_TO; p++) positions.add(p);
  for (let j = 0; j <= PER_DECADE * upToExponent; j++) {
    const p = Math.round(10 ** (j / PER_DECADE));
    if (p > WHOLE_UP_TO) positions.add(p);
  }
  for (const p of EDGES) if (p <= last) positions.add(p);
  return [...positions].filter((p) => p <= last).sort((a, b) => a - b);
}
