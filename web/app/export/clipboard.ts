// Copies text with the async Clipboard API. It is missing on plain-http pages and may be refused
// (no permission, document not focused); the caller then shows the text to copy by hand.

export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
