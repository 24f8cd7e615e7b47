import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const PAGE = { title: 'Güneş kurulu gücü', url: 'https://gunesveri.test/news/gunes' };

function stubNavigator(parts: { share?: unknown; clipboard?: unknown }) {
  vi.stubGlobal('navigator', { ...window.navigator, share: parts.share, clipboard: parts.clipboard });
}

const execCommand = document.execCommand;

afterEach(() => {
  vi.unstubAllGlobals();
  document.execCommand = execCommand;
});

describe('shareLink', () => {
  it('opens the share sheet when the browser has one, and copies nothing', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    stubNavigator({ share, clipboard: { writeText } });
    await expect(shareLink(PAGE)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: PAGE.title, url: PAGE.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as cancelled', async () => {
    stubNavigator({ share: vi.fn().mockRejectedValue(new DOMException('iptal', 'AbortError')), clipboard: { writeText: vi.fn() } });
    await expect(shareLink(PAGE)).resolves.toBe('cancelled');
  });

  it('copies the link without a share sheet, or when sharing is refused', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText } });
    await expect(shareLink(PAGE)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(PAGE.url);

    stubNavigator({ share: vi.fn().mockRejectedValue(new DOMException('yasak', 'NotAllowedError')), clipboard: { writeText } });
    await expect(shareLink(PAGE)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('falls back to a selection copy without the Clipboard API, and reports a failure', async () => {
    stubNavigator({});
    const copy = vi.fn().mockReturnValue(true);
    document.execCommand = copy;
    await expect(shareLink(PAGE)).resolves.toBe('copied');
    expect(copy).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();

    copy.mockReturnValue(false);
    await expect(shareLink(PAGE)).resolves.toBe('failed');
  });
});
