// Case 5, first call: fresh Node processes (first-call-child.mjs), round-robin between modes.
// The time of a run is measured inside the child: performance.now() when the table is ready,
// i.e. milliseconds since that process started (performance.timeOrigin), process exit excluded.
// The parent's wall time around the whole spawn is kept too, for context only.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('first-call-child.mjs', import.meta.url));

// Extra CA certificates are parsed at every Node start (about 60 ms for a system bundle on the
// benchmark VM), before any script runs: a property of the machine, not of either implementation.
export const REMOVED_ENV = ['NODE_EXTRA_CA_CERTS'].filter((name) => process.env[name] !== undefined);
const CHILD_ENV = Object.fromEntries(Object.entries(process.env).filter(([name]) => !REMOVED_ENV.includes(name)));

function spawnChild(mode) {
  const start = performance.now();
  const result = spawnSync(process.execPath, [CHILD, mode], { encoding: 'utf8', env: CHILD_ENV });
  const wallMs = performance.now() - start;
  if (result.status !== 0) {
    throw new Error(`first-call child (${mode}) failed with status ${result.status}:\n${result.stderr}`);
  }
  return { ...JSON.parse(result.stdout), wallMs };
}

/** Runs each mode once to warm the disk cache, then `runs` times round-robin. */
export function measureFirstCalls(modes, runs) {
  for (const mode of modes) spawnChild(mode);
  const samples = Object.fromEntries(modes.map((mode) => [mode, []]));
  for (let t = 0; t < runs; t++) {
    for (let k = 0; k < modes.length; k++) {
      const mode = modes[(t + k) % modes.length];
      samples[mode].push(spawnChild(mode));
    }
  }
  return samples;
}
