import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useDetailStack } from '../../../features/catalog/hooks/use-detail-stack';
import { CompaniesTab } from '../../../features/profile/components/companies-tab';
import { InventoryTab } from '../../../features/profile/components/inventory-tab';
import { OverviewTab } from '../../../features/profile/components/overview-tab';
import { TokensTab } from '../../../features/profile/components/tokens-tab';
import { RequireSession } from '../../../features/auth/components/require-session';
import { ProfileSummary } from '../../../features/profile/components/profile-summary';
import {
  isProfileTab,
  ProfileTabs,
  type ProfileTabKey,
} from '../../../features/profile/components/profile-tabs';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';

// The tabs with forms load their code (and the form and validation libraries; their size in
// docs/benchmarks.md#code-figures) when opened: the other tabs need neither. A deep link to either has it
// preloaded by its page hint (server/plugins/page-hints.ts), so it costs no extra round trip
// (docs/decisions/032).
const loadChangePasswordForm = () => import('../../../features/auth/components/change-password-form');
const loadBillingSection = () => import('../../../features/billing/components/billing-section');
const loadApiKeysTab = () => import('../../../features/profile/components/api-keys-tab');
const NotificationPreferencesTab = lazy(() =>
  import('../../../features/watches/components/notification-preferences').then((m) => ({ default: m.NotificationPreferencesTab })),
);
const RepresentationTab = lazy(() => import('../../../features/profile/components/representation-tab').then((m) => ({ default: m.RepresentationTab })));
const ApiKeysTab = lazy(() => loadApiKeysTab().then((m) => ({ default: m.ApiKeysTab })));
const ChangePasswordForm = lazy(() => loadChangePasswordForm().then((m) => ({ default: m.ChangePasswordForm })));
const BillingSection = lazy(() => loadBillingSection().then((m) => ({ default: m.BillingSection })));

/** A form tab's place while its code loads. */
function FormTabSkeleton() {
  return (
    <div role="status" aria-label="Yükleniyor" className="max-w-md space-y-5">
      {[0, 1, 2].map((i) => (
        <div key={i}>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="mt-2 h-11 w-full" />
        </div>
      ))}
    </div>
  );
}

const CatalogDetails = lazy(() =>
  import('../../../features/catalog/components/catalog-details').then((m) => ({ default: m.CatalogDetails })),
);

/** /profile (docs/product-rules.md#profile): signed-in users only; the tab lives in ?tab= (e.g. ?tab=password). */
export default function ProfilePage() {
  const [params, setParams] = useSearchParams();
  // An inventory item opens in the catalogue's detail dialog; an opened item costs nothing again.
  const details = useDetailStack();
  const requested = params.get('tab');
  const active: ProfileTabKey = isProfileTab(requested) ? requested : 'overview';
  useDocumentTitle('Profilim');

  const select = (key: ProfileTabKey) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'overview') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <RequireSession>
      {(user) => (
        // At least a screen tall: a tab's placeholder is shorter than what replaces it, and the footer
        // must not be in view to be pushed down when it arrives (docs/decisions/032).
        <div className="mx-auto min-h-dvh max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <ProfileSummary user={user} />
          <div className="mt-10">
            <ProfileTabs active={active} onChange={select}>
              {active === 'password' ? (
                <section aria-labelledby="password-title">
                  <h2 id="password-title" className="text-xl font-bold text-slate-900 dark:text-white">
                    Şifre Değiştir
                  </h2>
                  <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
                    Güvenliğiniz için önce mevcut şifrenizi girin, ardından yeni şifrenizi iki kez yazın.
                  </p>
                  <Suspense fallback={<FormTabSkeleton />}>
                    <ChangePasswordForm />
                  </Suspense>
                </section>
              ) : active === 'billing' ? (
                <Suspense fallback={<FormTabSkeleton />}>
                  <BillingSection user={user} />
                </Suspense>
              ) : active === 'api-keys' ? (
                <Suspense fallback={<FormTabSkeleton />}>
                  <ApiKeysTab user={user} />
                </Suspense>
              ) : active === 'notifications' ? (
                <Suspense fallback={<FormTabSkeleton />}>
                  <NotificationPreferencesTab />
                </Suspense>
              ) : active === 'representation' ? (
                <Suspense fallback={<FormTabSkeleton />}>
                  <RepresentationTab />
                </Suspense>
              ) : active === 'overview' ? (
                <OverviewTab user={user} onSelectTab={select} />
              ) : active === 'tokens' ? (
                <TokensTab />
              ) : active === 'companies' ? (
                <CompaniesTab onOpenCompany={(id) => details.open({ kind: 'company', id })} onOpenProject={(id) => details.open({ kind: 'project', id })} />
              ) : (
                <InventoryTab onOpen={(kind, id) => details.open({ kind, id })} />
              )}
            </ProfileTabs>
          </div>
          {details.stack.length > 0 && (
            <Suspense fallback={null}>
              <CatalogDetails details={details} viewer={user} />
            </Suspense>
          )}
        </div>
      )}
    </RequireSession>
  );
}
