import { Link, Navigate, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { GiftIcon } from '../../../components/ui/icons';
import { PremiumRequiredNotice, premiumRequired } from '../../../components/ui/premium-required-notice';
import { useSession } from '../../../api/session';
import { usePackages } from '../../../api/packages';
import { PackageCard } from '../../../features/billing/components/package-card';
import { PurchasesClosedNotice } from '../../../features/billing/components/purchases-closed-notice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Benefits, PackageGrid } from './package-states';
import { paths } from '../../../config/paths';

const REGISTER = paths.login({ mode: 'register', redirect: paths.packages() });

/** /packages/public (docs/product-rules.md#payments): active packages for visitors; buying starts with registration. */
export default function PublicPackagesPage() {
  useDocumentTitle('Fiyatlandırma');
  const location = useLocation();
  const session = useSession();
  const packages = usePackages();
  const purchasesOpen = packages.data?.purchases_open !== false;
  // A signed-in member buys on /packages.
  if (!session.isPending && session.user) return <Navigate to={paths.packages()} replace state={location.state} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      {premiumRequired(location.state) && <PremiumRequiredNotice />}
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white sm:text-4xl">Fiyatlandırma</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">
          Türkiye güneş enerjisi sektörünün verisine tam erişim için premium paketler.
        </p>
        <p className="mx-auto mt-5 inline-flex items-center gap-2 rounded-full bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
          <GiftIcon className="size-4" />
          Yeni üyelere 50 Bakiye hediye
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link to={REGISTER} className={buttonClass('primary')}>
            Ücretsiz Üye Ol
          </Link>
          <Link to={paths.login({ redirect: paths.packages() })} className={buttonClass('secondary')}>
            Giriş Yap
          </Link>
        </div>
      </header>
      {!purchasesOpen && <PurchasesClosedNotice />}
      <PackageGrid query={packages}>
        {(items) =>
          items.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg}>
              {purchasesOpen && (
                <Link to={REGISTER} className={buttonClass('primary', 'md', 'w-full')}>
                  Satın Al
                </Link>
              )}
            </PackageCard>
          ))
        }
      </PackageGrid>
      <Benefits />
    </div>
  );
}
