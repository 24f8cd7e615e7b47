import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { showToast } from '../../../lib/toast';
import { shareLink } from '../share-link';

export const LINK_COPIED_MESSAGE = 'Link kopyalandı!';
const COPY_FAILED_MESSAGE = 'Link kopyalanamadı. Adres çubuğundaki bağlantıyı kopyalayabilirsiniz.';

function ShareIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}

/** "Paylaş": the share sheet, or the link copied with "Link kopyalandı!". */
export function ShareButton({ title, url, className = '' }: { title: string; url: string; className?: string }) {
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      const outcome = await shareLink({ title, url });
      if (outcome === 'copied') showToast(LINK_COPIED_MESSAGE, 'success', 4_000);
      else if (outcome === 'failed') showToast(COPY_FAILED_MESSAGE, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void share()} disabled={busy} className={buttonClass('secondary', 'sm', className)}>
      <ShareIcon className="size-4" />
      Paylaş
    </button>
  );
}
