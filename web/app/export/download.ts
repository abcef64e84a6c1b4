// Saves a Blob as a file through a temporary <a download> (a blob: URL: allowed by the page's CSP,
// and what browsers and Playwright see as a download).

export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference by now; a minute is generous for slow disks.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file name that says which table it holds: pe-L100-d128-n10000-interleaved.png */
export function tableFileName(
  params: { length: number; dModel: number; base: number; layout: string },
  extension: string,
): string {
  return `pe-L${params.length}-d${params.dModel}-n${params.base}-${params.layout}.${extension}`;
}
