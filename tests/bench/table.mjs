// Plain-text table and number formatting for the benchmark output.

/** A ratio with 3 significant digits: 0.412×, 2.41×, 41.2×, 412×. */
export function ratio(value) {
  if (!Number.isFinite(value)) return '—';
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toFixed(digits)}×`;
}

/** A ratio checked against a target { op: '≥' | '≤', value }: "41.2×  ≥30× ✓". */
export function judged(value, target, record) {
  if (!target) return ratio(value);
  const met = target.op === '≥' ? value >= target.value : value <= target.value;
  record?.({ met, value, target });
  return `${ratio(value)}  ${target.op}${target.value}× ${met ? '✓' : '✗'}`;
}

export function milliseconds({ median, min, max }) {
  const f = (ms) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2));
  return `${f(median)} (${f(min)}–${f(max)})`;
}

export function error(value) {
  if (typeof value === 'string') return value;
  if (value === undefined) return '—';
  return value === 0 ? '0' : value.toExponential(2);
}

/**
 * Prints rows under headers; `columns` maps keys to header text, `right` lists right-aligned
 * keys, a row with `gap: true` is preceded by an empty line.
 */
export function printTable(columns, rows, right) {
  const keys = Object.keys(columns);
  const width = (s) => [...s].length;
  const widths = Object.fromEntries(
    keys.map((key) => [key, Math.max(width(columns[key]), ...rows.map((row) => width(row[key] ?? '')))]),
  );
  const pad = (key, text) => {
    const fill = ' '.repeat(widths[key] - width(text));
    return right.has(key) ? fill + text : text + fill;
  };
  const line = (row) =>
    keys
      .map((key) => pad(key, row[key] ?? ''))
      .join('  ')
      .trimEnd();
  console.log(line(columns));
  console.log(keys.map((key) => '-'.repeat(widths[key])).join('  '));
  for (const row of rows) {
    if (row.gap) console.log('');
    console.log(line(row));
  }
}

/** "targets met: k of n", then one ✓/✗ line per judged ratio (as judged() recorded them). */
export function printVerdicts(verdicts) {
  const met = verdicts.filter((v) => v.met).length;
  console.log(`targets met: ${met} of ${verdicts.length}`);
  for (const v of verdicts) {
    console.log(`  ${v.met ? '✓' : '✗'} ${v.what} = ${ratio(v.value)} (target ${v.target.op} ${v.target.value}×)`);
  }
}
