import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import type { Package } from '../../../../shared/schemas/billing';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { CrownIcon } from '../../../components/ui/icons';
import { PremiumRequiredNotice, premiumRequired } from '../../../components/ui/premium-required-notice';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../api/session';
import { usePackages } from '../../../api/packages';
import { useStartTrial } from '../../../features/billing/api/start-trial';
import { CheckoutDialog } from '../../../features/billing/components/checkout-dialog';
import { PackageCard } from '../../../features/billing/components/package-card';
import { PurchasesClosedNotice } from '../../../features/billing/components/purchases-closed-notice';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Benefits, PackageGrid } from './package-states';
import { paths } from '../../../config/paths';

/** /packages (docs/product-rules.md#payments): signed-in members choose a package; permanent premium sees it is active. */
export default function PackagesPage() {
  useDocumentTitle('Paketler');
  const session = useSession();
  const location = useLocation();
  const packages = usePackages();
  const trial = useStartTrial();
  const [buying, setBuying] = useState<Package | null>(null);
  const user = session.user;

  if (session.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (!user) return <Navigate to={paths.login({ redirect: paths.packages() })} replace />;

  if (user.tier === 'premium' && !user.is_trial) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <CrownIcon className="mx-auto size-12 text-amber-600" />
        <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">Premium Üyeliğiniz Aktif</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">Tüm premium özellikler hesabınızda açık.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.dashboard()} className={buttonClass('primary')}>
            Analitik Paneline Git
          </Link>
          <Link to={paths.profile()} className={buttonClass('secondary')}>
            Profilime Git
          </Link>
        </div>
      </section>
    );
  }

  const onTrial = user.is_trial && user.tier === 'premium';
  // Without a payment provider the page says so before anything asks for billing details.
  const purchasesOpen = packages.data?.purchases_open !== false;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      {premiumRequired(location.state) && <PremiumRequiredNotice />}
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white sm:text-4xl">Premium Paketler</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">
          Filtreler, proje ve firma detayları, analitik paneli, trafo merkezi haritası ve haber akışı için bir paket seçin.
        </p>
      </header>
      {onTrial && (
        <div role="status" className="mb-8 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-center dark:border-amber-400/30 dark:bg-amber-400/10">
          <strong className="block text-slate-900 dark:text-white">Kalıcı Premium Üyeliğe Geçin</strong>
          <span className="text-sm text-slate-800 dark:text-slate-200">
            Deneme üyeliğiniz {formatDate(user.premium_trial_ends_at)} tarihinde sona eriyor ({user.trial_days_left} gün kaldı).
          </span>
        </div>
      )}
      {!purchasesOpen && <PurchasesClosedNotice />}
      {trial.error && <Alert className="mb-6">{errorMessage(trial.error)}</Alert>}
      {trial.isSuccess && (
        <Alert tone="success" className="mb-6">
          {trial.data.message}
        </Alert>
      )}
      <PackageGrid query={packages}>
        {(items) =>
          items.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg}>
              {purchasesOpen && (
                <button type="button" onClick={() => setBuying(pkg)} className={buttonClass('primary', 'md', 'w-full')}>
                  {onTrial ? "Kalıcı Premium'a Geç" : 'Hemen Başla'}
                </button>
              )}
              {user.abilities.start_trial && (
                <button
                  type="button"
                  disabled={trial.isPending}
                  onClick={() => trial.mutate(pkg.id)}
                  className={buttonClass('secondary', 'md', 'w-full')}
                >
                  Ücretsiz Dene ({pkg.trial_days} gün)
                </button>
              )}
            </PackageCard>
          ))
        }
      </PackageGrid>
      <Benefits />
      {buying && purchasesOpen && <CheckoutDialog pkg={buying} onClose={() => setBuying(null)} />}
    </div>
  );
}
