// Both WebAssembly builds side by side in one process. The public init() loads only one of them
// (SIMD where the engine supports it), so the suites that compare builds use the internals.
import { loadWasm } from '../../../web/lib/load-wasm.js';
import { Runtime } from '../../../web/lib/runtime.js';

export interface Builds {
  simd: Runtime;
  baseline: Runtime;
}

export async function loadBothBuilds(): Promise<Builds> {
  const [simd, baseline] = await Promise.all([loadWasm({ simd: true }), loadWasm({ simd: false })]);
  return { simd: new Runtime(simd.module, true), baseline: new Runtime(baseline.module, false) };
}
