import { useState } from 'react';
import { Link } from 'react-router';
import { COMPANY_CLAIM_METHOD_LABELS, COMPANY_CLAIM_STATUS_LABELS, type CompanyClaimStatus, type RepresentationDashboard } from '../../../../shared/schemas/company-claims';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { BuildingIcon, ChartIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useOwnClaims } from '../api/get-own-claims';
import { useRepresentationDashboard } from '../api/get-representation-dashboard';
import { useRepresentedCompanies } from '../api/get-represented-companies';

// "Firma temsilciliği" in the member's account (docs/decisions/069-company-claims-and-representatives.md):
// each represented company's dashboard (counts only, never who) and every claim with the admin's reason.

const STATUS_TONES: Record<CompanyClaimStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  verified: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  refused: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  revoked: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-200',
};

const day = (iso: string) => new Date(iso).toLocaleDateString('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });
const number = (n: number) => n.toLocaleString('tr-TR');

function Figure({ label, value, note }: { label: string; value: number; note: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950/40">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{number(value)}</dd>
      <dd className="text-xs text-slate-500 dark:text-slate-400">{note}</dd>
    </div>
  );
}

function Board({ board }: { board: RepresentationDashboard }) {
  const { openings } = board;
  return (
    <div className="space-y-5">
      <section aria-label="Görüntülenme">
        <h4 className="text-sm font-semibold text-slate-800 dark:text-slate-200">Detayını açan üyeler</h4>
        <p className="text-xs text-slate-500 dark:text-slate-400">Yalnızca sayılar; kimin açtığı gösterilmez.</p>
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Figure label="Firma · 30 gün" value={openings.company.days30} note="üye" />
          <Figure label="Firma · 90 gün" value={openings.company.days90} note="üye" />
          <Figure label="Projeleri · 30 gün" value={openings.projects.days30} note="üye" />
          <Figure label="Projeleri · 90 gün" value={openings.projects.days90} note="üye" />
        </dl>
      </section>
      <section aria-label="Eksikler">
        <h4 className="text-sm font-semibold text-slate-800 dark:text-slate-200">Projelerinizdeki eksikler ({number(board.projects)} proje)</h4>
        <ul className="mt-2 grid gap-2 sm:grid-cols-3">
          {board.gaps.map((gap) => (
            <li key={gap.key} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
              <p className="flex items-baseline justify-between gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
                {gap.title}
                <span className="text-lg font-bold tabular-nums">{number(gap.count)}</span>
              </p>
              {gap.items.length > 0 && (
                <ul className="mt-1 space-y-0.5 text-xs text-slate-600 dark:text-slate-400">
                  {gap.items.map((item) => (
                    <li key={item.id} className="truncate">
                      {item.name}
                    </li>
                  ))}
                  {gap.count > gap.items.length && <li>ve {number(gap.count - gap.items.length)} proje daha</li>}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Bekleyen öneriler">
        <h4 className="text-sm font-semibold text-slate-800 dark:text-slate-200">İncelemede bekleyen önerileriniz</h4>
        {board.pending_suggestions.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Bekleyen öneriniz yok.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
            {board.pending_suggestions.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span className="font-medium text-slate-800 dark:text-slate-200">{s.item_name}</span>
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {s.kind === 'project' ? 'Proje' : 'Firma'} · {day(s.created_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CompanyBoard({ id, name, since }: { id: string; name: string; since: string | null }) {
  const board = useRepresentationDashboard(id);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900" aria-labelledby={`board-${id}`}>
      <header className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h3 id={`board-${id}`} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <ChartIcon className="size-5 text-amber-600" />
          {name}
        </h3>
        {since && <span className="text-xs text-slate-500 dark:text-slate-400">{day(since)} tarihinden beri temsilcisiniz</span>}
      </header>
      {board.isPending ? (
        <div role="status" aria-label="Yükleniyor" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : board.isError ? (
        <DataError message="Firma panosu yüklenirken bir hata oluştu" onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : (
        <Board board={board.data} />
      )}
    </article>
  );
}

/** The account's representation tab: dashboards of the represented companies, then every claim. */
export function RepresentationTab() {
  const companies = useRepresentedCompanies();
  const claims = useOwnClaims();
  const [showAll, setShowAll] = useState(false);
  if (companies.isPending || claims.isPending) {
    return (
      <div role="status" aria-label="Yükleniyor" className="space-y-3">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (companies.isError || claims.isError) {
    return (
      <DataError
        message="Firma temsilciliği bilgileri yüklenirken bir hata oluştu"
        onRetry={() => {
          void companies.refetch();
          void claims.refetch();
        }}
      />
    );
  }
  const items = claims.data.items;
  const shown = showAll ? items : items.slice(0, 10);
  return (
    <div className="space-y-8">
      <section aria-labelledby="represented-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="represented-title" className="text-xl font-bold text-slate-900 dark:text-white">
            Temsil ettiğiniz firmalar
          </h2>
          {/* Their corrections and each field's decision (docs/decisions/070): where a representative follows what they sent. */}
          {companies.data.items.length > 0 && (
            <Link to={paths.myCorrections()} className="inline-flex min-h-11 items-center text-sm font-semibold text-amber-700 hover:underline dark:text-amber-400">
              Düzeltmelerim<span aria-hidden="true">&nbsp;→</span>
            </Link>
          )}
        </div>
        {companies.data.items.length === 0 ? (
          <DataEmpty
            icon={BuildingIcon}
            message="Henüz doğrulanmış bir firma temsilciliğiniz yok. Bir firmanın detayında “Bu firmayı temsil ediyorum” ile başvurabilirsiniz."
          />
        ) : (
          companies.data.items.map((c) => <CompanyBoard key={c.id} {...c} />)
        )}
      </section>
      {items.length > 0 && (
        <section aria-labelledby="claims-title">
          <h2 id="claims-title" className="text-xl font-bold text-slate-900 dark:text-white">
            Başvurularınız
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {shown.map((claim) => (
              <li key={claim.id} className="space-y-1 px-4 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900 dark:text-white">{claim.company_name}</span>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[claim.status]}`}>{COMPANY_CLAIM_STATUS_LABELS[claim.status]}</span>
                </div>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {COMPANY_CLAIM_METHOD_LABELS[claim.method]} · {day(claim.created_at)}
                  {claim.decided_at && ` · karar: ${day(claim.decided_at)}`}
                </p>
                {claim.reason && <p className="text-sm text-slate-700 dark:text-slate-300">Gerekçe: {claim.reason}</p>}
              </li>
            ))}
          </ul>
          {items.length > 10 && !showAll && (
            <button type="button" onClick={() => setShowAll(true)} className="mt-2 text-sm font-semibold text-amber-700 hover:underline dark:text-amber-400">
              Tümünü göster ({items.length})
            </button>
          )}
        </section>
      )}
    </div>
  );
}
