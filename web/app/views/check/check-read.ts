// Reading what the reader gives the check view: pasted text (JSON, CSV, printed NumPy/PyTorch
// arrays, through the package's parseTensor) or a file's bytes (.npy through readNpy, else text).
// Every refusal becomes one sentence for the page, without the package's "positional-encoding: "
// prefix. Nothing leaves the page: the file is read in the browser.
import { MAX_TENSOR_BYTES, parseTensor, readNpy } from 'positional-encoding';
import type { CheckTensor } from './check-gallery.js';

/** The refusal shown on the page: the error's message, its package prefix dropped, capitalised. */
export function refusal(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/^positional-encoding: /, '');
  return message.charAt(0).toUpperCase() + message.slice(1).replace(/([^.])$/, '$1.');
}

export function readText(text: string): CheckTensor {
  return parseTensor(text);
}

/** A file larger than the package reads is refused from its size alone, before a byte is read. */
export function fileTooLarge(name: string, size: number): string | null {
  if (size <= MAX_TENSOR_BYTES) return null;
  const megabytes = (size / (1024 * 1024)).toFixed(0);
  return `${name} is ${megabytes} MB: files over ${MAX_TENSOR_BYTES / (1024 * 1024)} MB are refused (nothing was read).`;
}

const NPY_MAGIC = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59]; // \x93NUMPY

export function readFileBytes(bytes: Uint8Array): CheckTensor {
  if (bytes.length >= NPY_MAGIC.length && NPY_MAGIC.every((b, i) => bytes[i] === b)) return readNpy(bytes);
  return parseTensor(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
}
