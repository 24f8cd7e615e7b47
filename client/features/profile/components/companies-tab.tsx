import { useState } from 'react';
import type { OwnCompany } from '../../../../shared/schemas/me';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { BuildingIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { BELOW_MD, useMediaQuery } from '../../../lib/use-media-query';
import { useOwnCompanies } from '../api/get-own-companies';
import { OwnCompanyProjectsModal } from './own-company-projects-modal';

/**
 * The companies tab (docs/product-rules.md#profile): cards of the member's companies. A card opens the company's
 * detail; on a phone it opens the list of the company's projects instead.
 */
export function CompaniesTab({ onOpenCompany, onOpenProject }: { onOpenCompany: (id: string) => void; onOpenProject: (id: string) => void }) {
  const companies = useOwnCompanies();
  const phone = useMediaQuery(BELOW_MD);
  const [listing, setListing] = useState<OwnCompany | null>(null);
  if (companies.isPending) {
    return (
      <div role="status" aria-label="Yükleniyor" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    );
  }
  if (companies.isError) {
    return <DataError message="Firmalar yüklenirken bir hata oluştu" onRetry={() => void companies.refetch()} retrying={companies.isFetching} />;
  }
  if (companies.data.items.length === 0) {
    return <DataEmpty message="Hesabınıza bağlı bir firma yok. Gönderdiğiniz firma başvuruları onaylandığında burada görünür." icon={BuildingIcon} />;
  }
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {companies.data.items.map((company) => (
          <li key={company.id} className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <div className="flex items-start justify-between gap-3">
              <button type="button" onClick={() => (phone ? setListing(company) : onOpenCompany(company.id))} className="text-left text-lg font-semibold text-slate-900 hover:underline dark:text-white">
                {company.company_name}
              </button>
              {company.is_verified && (
                <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
                  Doğrulanmış
                </span>
              )}
            </div>
            <dl className="mt-2 grid gap-1 text-sm text-slate-700 dark:text-slate-300">
              <div className="flex gap-2">
                <dt className="text-slate-600 dark:text-slate-400">Faaliyet:</dt>
                <dd>{company.activity_type ?? '—'}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-slate-600 dark:text-slate-400">Şehir:</dt>
                <dd>{company.city ?? '—'}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-slate-600 dark:text-slate-400">Telefon:</dt>
                <dd>{company.phone ?? '—'}</dd>
              </div>
              {company.website && (
                <div className="flex gap-2">
                  <dt className="text-slate-600 dark:text-slate-400">Web sitesi:</dt>
                  <dd className="min-w-0 truncate">
                    <a href={company.website} target="_blank" rel="noopener noreferrer" className="font-medium text-amber-700 underline dark:text-amber-400">
                      {company.website.replace(/^https?:\/\//, '')}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      {listing && <OwnCompanyProjectsModal company={listing} onOpenProject={onOpenProject} onClose={() => setListing(null)} />}
    </>
  );
}
