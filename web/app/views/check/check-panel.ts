// The check view's panel: paste a table or a tensor, or drop / choose a file, and see which
// convention made it (issue 30). Everything is read and identified in the page: nothing is uploaded.
// A gallery example is named in the link (check-example); the reader's own tensor never is.
import type { Store } from '../../state/app-state.js';
import type { CheckExampleKey } from './check-settings.js';
import { part } from '../../dom.js';
import type { ViewContext, ViewHandle, ViewPanel } from '../view.js';
import { galleryExample, type CheckTensor } from './check-gallery.js';
import { createGalleryList } from './check-gallery-list.js';
import { checkTensor, KIND_CHOICES, type KindChoice } from './check-model.js';
import { fileTooLarge, readFileBytes, readText, refusal } from './check-read.js';
import { createResultView } from './check-result.js';
import checkCss from './check.css?inline';

const TEMPLATE = `
  <div class="check-layout">
    <section class="check-main" aria-labelledby="check-headline" aria-live="polite">
      <p class="check-headline" id="check-headline"></p>
      <figure class="check-figure" id="check-figure">
        <div class="figure-frame" id="check-frame" data-first-screen>
          <canvas id="check-canvas" class="figure-canvas" tabindex="0" role="application"
            aria-roledescription="heatmap" aria-describedby="check-caption"></canvas>
          <svg id="check-overlay" class="figure-overlay" aria-hidden="true"></svg>
        </div>
        <figcaption class="check-caption"><span id="check-caption"></span> <span id="check-source"></span></figcaption>
        <p class="check-cell" id="check-cell" aria-live="polite"></p>
      </figure>
      <h3 class="check-subtitle">Diagnosis</h3>
      <ul class="check-diagnosis" id="check-diagnosis"></ul>
      <p class="check-precision" id="check-precision"></p>
      <section class="check-runners" id="check-runners" hidden>
        <h3 class="check-subtitle">Runners-up</h3>
        <ol></ol>
      </section>
    </section>
    <section class="check-side" aria-labelledby="check-input-title">
      <h3 class="check-subtitle" id="check-input-title">Your tensor</h3>
      <label class="field-label" for="check-text">Paste JSON nested arrays, CSV, or a printed NumPy / PyTorch array</label>
      <textarea id="check-text" rows="5" spellcheck="false" autocomplete="off" aria-describedby="check-privacy"
        placeholder="[[0.0, 1.0, 0.0, 1.0],&#10; [0.8415, 0.5403, 0.01, 1.0]]"></textarea>
      <div class="check-row">
        <label class="check-kind-label" for="check-kind">Kind</label>
        <select id="check-kind"></select>
        <button type="button" class="action" id="check-run">Check</button>
        <input type="file" id="check-file" class="visually-hidden" accept=".npy,.json,.csv,.txt,.tsv" />
        <label class="action check-file-button" for="check-file">Choose a file…</label>
      </div>
      <p class="help" id="check-privacy">Or drop a .npy, JSON, CSV or text file on this view. It is read here, in your browser: nothing is uploaded.</p>
      <p class="check-error" id="check-error" role="alert" hidden></p>
      <p class="status" id="check-status" role="status"></p>
      <h3 class="check-subtitle">Examples</h3>
      <div id="check-gallery"></div>
    </section>
    <section class="check-code" id="check-code" hidden aria-label="Code that reproduces the match">
      <figure id="check-js">
        <figcaption>This package (JavaScript)</figcaption>
        <pre class="code-block" tabindex="0"><code></code></pre>
      </figure>
      <figure id="check-python">
        <figcaption>What a student writes (Python)</figcaption>
        <pre class="code-block" tabindex="0"><code></code></pre>
      </figure>
    </section>
  </div>`;

function mount(panel: HTMLElement, store: Store, context: ViewContext): ViewHandle {
  const text = part<HTMLTextAreaElement>(panel, '#check-text');
  const kind = part<HTMLSelectElement>(panel, '#check-kind');
  const file = part<HTMLInputElement>(panel, '#check-file');
  const error = part<HTMLElement>(panel, '#check-error');
  const status = part<HTMLElement>(panel, '#check-status');
  const result = createResultView(panel);
  const gallery = createGalleryList(part(panel, '#check-gallery'), (key) => store.update({ checkExample: key }));
  const signal = context.lifetime.signal;
  for (const choice of KIND_CHOICES) kind.add(new Option(choice.label, choice.value));
  let current: { tensor: CheckTensor; what: string } | null = null;
  /** Counts what was asked for: a check still pending when a newer input comes is dropped. */
  let asked = 0;

  // Until the first check is shown, the panel's parts are laid out but not painted: the result
  // fills them in a task of its own, and nothing painted moves when it does (layout shift).
  panel.classList.add('check-pending');
  context.lifetime.onEnd(() => panel.classList.remove('check-pending'));

  function fail(message: string): void {
    asked += 1;
    panel.classList.remove('check-pending');
    error.textContent = message;
    error.hidden = false;
    status.textContent = '';
    result.clear();
    panel.dataset.ready = 'true';
  }

  /** Identifies in a task of its own, after "Checking…" has painted (a 4096-row table takes a moment). */
  function check(tensor: CheckTensor, what: string, as: KindChoice = kind.value as KindChoice): void {
    current = { tensor, what };
    const ask = ++asked;
    error.hidden = true;
    status.textContent = `Checking ${tensor.shape.join(' × ')} values…`;
    context.lifetime.timeout(() => {
      if (ask !== asked) return;
      try {
        result.show(checkTensor(tensor, as), what);
        status.textContent = '';
        panel.dataset.checks = String(Number(panel.dataset.checks ?? 0) + 1); // tests wait on it
        panel.dataset.ready = 'true';
        panel.classList.remove('check-pending');
      } catch (problem) {
        fail(refusal(problem));
      }
    }, 0);
  }

  /** The reader's own tensor: the link no longer names an example. */
  function checkOwn(read: () => CheckTensor, what: string): void {
    if (store.state.checkExample !== 'none') store.update({ checkExample: 'none' });
    let tensor: CheckTensor;
    try {
      tensor = read();
    } catch (problem) {
      current = null;
      fail(refusal(problem));
      return;
    }
    check(tensor, what);
  }

  async function checkFile(chosen: File | undefined): Promise<void> {
    if (!chosen) return;
    const tooLarge = fileTooLarge(chosen.name, chosen.size);
    if (tooLarge) return fail(tooLarge);
    const bytes = new Uint8Array(await chosen.arrayBuffer());
    if (!context.lifetime.ended) checkOwn(() => readFileBytes(bytes), `Read from ${chosen.name}.`);
  }

  function load(key: CheckExampleKey): void {
    gallery.reflect(key);
    const example = galleryExample(key);
    if (!example) return;
    text.value = example.text?.() ?? '';
    kind.value = example.kind === 'rope' ? 'any' : example.kind;
    const tensor = example.build();
    const built = example.text ? '' : ` (${tensor.shape.join(' × ')} values, built in the page: too many to paste)`;
    check(tensor, `Example: ${example.title}${built}.`, example.kind);
  }

  part(panel, '#check-run').addEventListener('click', () => checkOwn(() => readText(text.value), 'The pasted text.'), {
    signal,
  });
  kind.addEventListener('change', () => current && check(current.tensor, current.what), { signal });
  file.addEventListener('change', () => void checkFile(file.files?.[0]).finally(() => (file.value = '')), { signal });
  panel.addEventListener('dragover', (event) => event.preventDefault(), { signal });
  panel.addEventListener(
    'drop',
    (event) => {
      event.preventDefault();
      void checkFile(event.dataTransfer?.files[0]);
    },
    { signal },
  );
  context.lifetime.observeResize(part(panel, '.check-main'), () => result.draw());

  if (store.state.checkExample === 'none') {
    result.clear();
    panel.classList.remove('check-pending');
    panel.dataset.ready = 'true';
  } else load(store.state.checkExample);
  return {
    update(state, changed) {
      if (changed.has('checkExample') && state.checkExample !== 'none') load(state.checkExample);
      else if (changed.has('checkExample')) gallery.reflect('none');
    },
    shown: () => result.draw(),
  };
}

export const checkPanel: ViewPanel = { template: TEMPLATE, styles: [checkCss], mount };
