import { useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { CrownIcon, LockIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';

import type { AccessNeed } from '../../../lib/viewer';

interface FeedAccessModalProps {
  need: AccessNeed;
  /**
   * "page": the feed pages' gate, with "Ana Sayfaya Dön" and a way to /login (visitors) or /packages
   * (members). "bubble": the news bubble's "Tüm Akışı Gör", leading to /packages/public (visitors)
   * or /packages (members), with "Kapat".
   */
  variant: 'page' | 'bubble';
  onClose: () => void;
  /** Where sign-in returns to (the page variant). */
  returnTo?: string;
}

const TEXT: Record<AccessNeed, { title: string; description: string }> = {
  login: {
    title: 'Giriş Yapmanız Gerekiyor',
    description: 'Haber akışı premium üyelere özeldir. Akışı görmek için giriş yapın; hesabınız yoksa paketlerimizi inceleyin.',
  },
  premium: {
    title: 'Premium Üyelik Gerekli',
    description: 'Haber akışı premium üyelere özeldir. Sektördeki tüm gelişmeleri tek akışta takip etmek için premium üyeliğe geçin.',
  },
};

/** The login-needed or premium-needed dialog of the premium news feed (docs/product-rules.md#news). */
export function FeedAccessModal({ need, variant, onClose, returnTo = paths.newsFeed() }: FeedAccessModalProps) {
  const primaryRef = useRef<HTMLAnchorElement>(null);
  const { title, description } = TEXT[need];
  const primary =
    need === 'premium'
      ? { to: paths.packages(), label: 'Paketleri İncele' }
      : variant === 'page'
        ? { to: paths.login({ redirect: returnTo }), label: 'Giriş Yap' }
        : { to: paths.packagesPublic(), label: 'Paketleri İncele' };
  return (
    <Modal
      title={title}
      description={description}
      icon={
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-amber-500 text-slate-950">
          {need === 'premium' ? <CrownIcon className="size-7" /> : <LockIcon className="size-6" />}
        </span>
      }
      onClose={onClose}
      initialFocusRef={primaryRef}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {variant === 'page' ? (
          <Link to="/" className={buttonClass('secondary', 'md')}>
            Ana Sayfaya Dön
          </Link>
        ) : (
          <button type="button" onClick={onClose} className={buttonClass('secondary', 'md')}>
            Kapat
          </button>
        )}
        <Link ref={primaryRef} to={primary.to} onClick={variant === 'bubble' ? onClose : undefined} className={buttonClass('primary', 'md')}>
          {primary.label}
        </Link>
      </div>
      {need === 'login' && (
        <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
          {variant === 'page' ? (
            <>
              Hesabınız yok mu?{' '}
              <Link to={paths.packagesPublic()} className="font-semibold text-amber-700 hover:underline dark:text-amber-400">
                Paketleri inceleyin
              </Link>
            </>
          ) : (
            <>
              Zaten üye misiniz?{' '}
              <Link to={paths.login({ redirect: returnTo })} onClick={onClose} className="font-semibold text-amber-700 hover:underline dark:text-amber-400">
                Giriş Yap
              </Link>
            </>
          )}
        </p>
      )}
    </Modal>
  );
}
