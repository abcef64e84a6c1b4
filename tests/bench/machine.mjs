// What every benchmark prints first and last: the machine and its load, so runs can be compared.
import os from 'node:os';

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** "machine: <CPU>, <cores>, <memory>, <OS>, Node …; load average at start …" */
export function machineLine() {
  const cpus = os.cpus();
  return (
    `machine: ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.arch()}, Node ${process.version} ` +
    `(V8 ${process.versions.v8}); load average at start ${loadAverage()}`
  );
}

/** n float32 values uniform in [−1, 1) from a fixed-seed LCG, so every run sees the same tensor. */
export function uniformTensor(n) {
  const x = new Float32Array(n);
  let state = 12345;
  for (let j = 0; j < n; j++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    x[j] = state / 2 ** 31 - 1;
  }
  return x;
}
