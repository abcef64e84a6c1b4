// The examples as the view lists them: one button per example (pressed when loaded), what it is
// and the threads it rebuilds, linked; then the mistakes one tensor cannot show, and why.
import type { CheckExampleKey } from './check-settings.js';
import { GALLERY, NOT_SHOWN, type Thread } from './check-gallery.js';

function threadLinks(threads: readonly Thread[]): (string | HTMLElement)[] {
  if (threads.length === 0) return [];
  const parts: (string | HTMLElement)[] = [' Reported in '];
  threads.forEach((t, i) => {
    const link = document.createElement('a');
    link.href = t.href;
    link.target = '_blank'; // an embed's frame stays on the figure
    link.rel = 'noopener noreferrer';
    link.textContent = t.label;
    parts.push(link, ` (${t.form})`, i < threads.length - 1 ? ', ' : '.');
  });
  return parts;
}

export function createGalleryList(
  root: HTMLElement,
  choose: (key: CheckExampleKey) => void,
): { reflect(key: CheckExampleKey): void } {
  const buttons: HTMLButtonElement[] = [];
  const list = document.createElement('ul');
  list.className = 'check-examples';
  for (const example of GALLERY) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.example = example.key;
    button.textContent = example.title;
    button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', () => choose(example.key));
    buttons.push(button);
    const about = document.createElement('p');
    about.append(example.about, ...threadLinks(example.threads));
    item.append(button, about);
    list.append(item);
  }
  const absent = document.createElement('ul');
  absent.className = 'check-not-shown';
  for (const entry of NOT_SHOWN) {
    const item = document.createElement('li');
    const name = document.createElement('strong');
    name.textContent = `${entry.title}: not shown. `;
    item.append(name, entry.why, ...threadLinks(entry.threads));
    absent.append(item);
  }
  root.append(list, absent);
  return {
    reflect(key) {
      for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.example === key));
    },
  };
}
