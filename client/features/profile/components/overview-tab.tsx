import { Link } from 'react-router';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { buttonClass } from '../../../components/ui/button-styles';
import { BuildingIcon, CoinIcon, CrownIcon, DatabaseIcon, SunIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';

interface OverviewTabProps {
  user: CurrentUser;
  /** Switches to another profile tab (the quick links to tokens, inventory and billing). */
  onSelectTab: (tab: 'tokens' | 'inventory' | 'billing') => void;
}

function membership(user: CurrentUser): { title: string; text: string } {
  if (user.is_trial) {
    return {
      title: 'Premium Deneme',
      text: `Deneme süreniz ${formatDate(user.premium_trial_ends_at)} tarihinde bitiyor${user.trial_days_left !== null ? ` (${user.trial_days_left} gün kaldı)` : ''}.`,
    };
  }
  if (user.tier === 'premium') return { title: 'Premium Üye', text: 'Tüm premium özelliklere erişiminiz var.' };
  return { title: 'Ücretsiz Üye', text: 'Filtreler, detaylar, analitik ve haber akışı premium üyelere açıktır.' };
}

/** The overview tab (docs/product-rules.md#profile): membership status, the upgrade offer and quick links. */
export function OverviewTab({ user, onSelectTab }: OverviewTabProps) {
  const status = membership(user);
  const offerUpgrade = user.tier !== 'premium' || user.is_trial;
  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="membership-title"
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex items-start gap-3">
          <CrownIcon className={`mt-0.5 size-6 shrink-0 ${user.tier === 'premium' ? 'text-amber-600 dark:text-amber-400' : 'text-slate-500 dark:text-slate-400'}`} />
          <div>
            <h2 id="membership-title" className="text-lg font-semibold text-slate-900 dark:text-white">
              Üyelik durumu: {status.title}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{status.text}</p>
          </div>
        </div>
        {offerUpgrade && (
          <Link to={paths.packages()} className={buttonClass('primary', 'md', 'shrink-0')}>
            {user.is_trial ? 'Kalıcı Premium’a Geç' : 'Premium’a Yükselt'}
          </Link>
        )}
      </section>
      <section aria-labelledby="quick-links-title">
        <h2 id="quick-links-title" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
          Hızlı Erişim
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <QuickLink icon={CoinIcon} title="Bakiye hareketleri" text="Harcamalarınız ve yüklemeleriniz" onClick={() => onSelectTab('tokens')} />
          <QuickLink icon={DatabaseIcon} title="Envanterim" text="Açtığınız projeler ve firmalar" onClick={() => onSelectTab('inventory')} />
          <QuickLink icon={CrownIcon} title="Fatura ve abonelik" text="Fatura bilgileri ve abonelik geçmişi" onClick={() => onSelectTab('billing')} />
          <QuickLink icon={BuildingIcon} title="Başvurularım" text="Firma ve proje başvurularınızın durumu" to={paths.profileSubmissions()} />
          <QuickLink icon={BuildingIcon} title="Firma ekle" text="Platformda olmayan bir firmayı önerin" to={paths.profileNewCompany()} />
          <QuickLink icon={SunIcon} title="Proje ekle" text="Platformda olmayan bir projeyi önerin" to={paths.profileNewProject()} />
        </div>
      </section>
    </div>
  );
}

const QUICK_LINK =
  'flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-left transition-colors hover:border-amber-400 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-amber-400/60';

/** A quick link: another tab of the profile (onClick) or another page (to). */
function QuickLink({ icon: Icon, title, text, onClick, to }: { icon: typeof CoinIcon; title: string; text: string; onClick?: () => void; to?: string }) {
  const content = (
    <>
      <Icon className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" />
      <span>
        <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">{text}</span>
      </span>
    </>
  );
  return to ? (
    <Link to={to} className={QUICK_LINK}>
      {content}
    </Link>
  ) : (
    <button type="button" onClick={onClick} className={QUICK_LINK}>
      {content}
    </button>
  );
}
