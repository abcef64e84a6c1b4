// The form's √d_model scaling (formula 15.2) only means something where a view adds embeddings.
// Elsewhere its radios are disabled, and one line under them says why.
import type { ViewDefinition } from '../views/view.js';

/** Enables or disables the scaling field of the form in `root` for `view`. */
export function showScaleFieldFor(root: ParentNode, view: ViewDefinition): void {
  const field = root.querySelector<HTMLFieldSetElement>('.scale-field');
  if (!field) return;
  let note = field.querySelector<HTMLParagraphElement>('.scale-note');
  if (!note) {
    note = document.createElement('p');
    note.className = 'scale-note';
    field.append(note);
  }
  const reason = view.scaleIdleReason;
  field.disabled = reason !== undefined;
  note.hidden = reason === undefined;
  note.textContent = reason ?? '';
}
