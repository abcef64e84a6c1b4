// The explorer page's explorer, started once the header has painted (main.ts): one <pe-explorer
// hash-sync> (the whole explorer, its state in the URL hash) and a footer saying which build of the
// core runs. The element and this page share the one WebAssembly instance: init() is idempotent.
import { afterNextPaint, nextTask } from './after-paint.js';
import { defineExplorer } from './explorer/pe-explorer.js';

function byId<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`explorer page: missing #${id}`);
  return found as T;
}

/** Defines <pe-explorer> (which upgrades the page's one) and names the core's build in the footer. */
export async function startExplorerPage(): Promise<void> {
  // In a task after the one that evaluated the explorer's modules: together they were one long task.
  await nextTask();
  defineExplorer();
  try {
    // With the explorer's own request for the core, after its first frame (the same module).
    await afterNextPaint();
    const { init, runtimeInfo } = await import('./core-init.js');
    await init();
    byId('runtime-info').textContent = `${runtimeInfo().simd ? 'SIMD' : 'baseline'} build.`;
  } catch {
    // The explorer says what went wrong, in its own panel.
    byId('runtime-info').textContent = 'which did not load.';
  }
}
