// Number formatting for the readout and the cell labels: plain ASCII digits and signs, so a value
// copied from the page pastes straight into Python or a spreadsheet.

/** Up to `digits` significant digits without trailing zeros; exponent form outside [1e-4, 1e7). */
export function formatNumber(value: number, digits = 6): string {
  if (value === 0 || !Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-4 && magnitude < 1e7) return String(Number(value.toPrecision(digits)));
  const [mantissa, exponent] = value.toExponential(digits - 1).split('e') as [string, string];
  return `${String(Number(mantissa))}e${exponent}`;
}

/** A table value with a fixed number of decimals ("0.841471", "-0.416147"); -0 prints as 0. */
export function formatValue(value: number, decimals = 6): string {
  const text = value.toFixed(decimals);
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}
