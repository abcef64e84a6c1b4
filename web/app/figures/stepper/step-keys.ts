// Left/Right arrow keys change the step while focus is anywhere in the stepper, except where the
// arrows already mean something: inside a tensor (they move between numbers, and mark the event
// handled), in form fields and radio groups, and in a box that scrolls sideways.
export function listenForStepKeys(root: HTMLElement, move: (delta: -1 | 1) => void): void {
  root.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const delta = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (delta === 0) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, select, textarea, [contenteditable="true"]')) return;
    if (target.scrollWidth > target.clientWidth + 1 && getComputedStyle(target).overflowX !== 'visible') return;
    event.preventDefault();
    move(delta);
  });
}
