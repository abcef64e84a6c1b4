/**
 * How many random cases a property test draws. `npm run check`, the inner loop, sets
 * PE_TEST_TIER=check and draws `quick`; `npm test` and CI draw `full`. The quick tier draws the
 * same kinds of cases, only fewer of them.
 */
export const propertyRuns = (full: number, quick: number): number =>
  process.env.PE_TEST_TIER === 'check' ? quick : full;
