export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareNavigator = Navigator & { share?: (data: ShareData) => Promise<void> };

/** The old way to copy text where the Clipboard API is missing (plain http, old browsers). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Shares a page (docs/product-rules.md#news): the system share sheet where the browser has one, otherwise the
 * link is copied to the clipboard. A share sheet closed by the user is "cancelled", not an error.
 */
export async function shareLink({ title, url }: { title: string; url: string }): Promise<ShareOutcome> {
  const nav = navigator as ShareNavigator;
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (e.g. not allowed here): copying still works.
    }
  }
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return copyWithSelection(url) ? 'copied' : 'failed';
  }
}
