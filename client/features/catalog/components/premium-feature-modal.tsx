import { useRef } from 'react';
import { Link } from 'react-router';
import { CATALOG_MESSAGES } from '../../../../shared/catalog-messages';
import { buttonClass } from '../../../components/ui/button-styles';
import { CrownIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import type { PremiumFeature } from '../../../lib/viewer';
import { paths } from '../../../config/paths';

const FEATURE_TEXT: Record<PremiumFeature, string> = {
  filter: 'Listeyi şehir, tip ve duruma göre filtrelemek',
  sort: 'Listeyi sütunlara göre sıralamak',
  pagination: 'İlk sayfanın ötesindeki kayıtları görmek',
  details: 'Proje ve firma detaylarının tamamını görmek',
  search: 'Listede arama yapmak',
};

/** The "Premium Özellik" modal for signed-in non-premium users (docs/product-rules.md#catalogue), leading to /packages. */
export function PremiumFeatureModal({ feature, onClose }: { feature: PremiumFeature; onClose: () => void }) {
  const buyRef = useRef<HTMLAnchorElement>(null);
  return (
    <Modal
      title="Premium Özellik"
      icon={
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-amber-500 text-slate-950">
          <CrownIcon className="size-7" />
        </span>
      }
      description={
        <>
          {CATALOG_MESSAGES.premiumRequired}{' '}
          <span className="text-slate-900 dark:text-white">{FEATURE_TEXT[feature]}</span> için premium üyeliğe geçin.
        </>
      }
      onClose={onClose}
      initialFocusRef={buyRef}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <button type="button" onClick={onClose} className={buttonClass('secondary', 'md')}>
          Kapat
        </button>
        <Link ref={buyRef} to={paths.packages()} className={buttonClass('primary', 'md')}>
          Paketleri İncele
        </Link>
      </div>
    </Modal>
  );
}
