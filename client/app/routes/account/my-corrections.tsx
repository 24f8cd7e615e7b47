import { Link } from 'react-router';
import type { MyCorrections } from '../../../../shared/schemas/corrections';
import { RequireSession } from '../../../features/auth/components/require-session';
import { useMyCorrections } from '../../../features/catalog/api/get-my-corrections';
import { ReviewStatusBadge } from '../../../components/detail/review-status-badge';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';

// /duzeltmelerim (docs/decisions/070-field-corrections-and-change-log.md): a representative's corrections,
// each field with its decision and, for a rejected one, the admin's reason. The decision mail links here.

const TITLE = 'Düzeltmelerim';

function CorrectionCard({ correction }: { correction: MyCorrections['corrections'][number] }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 dark:text-white">{correction.item_name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {correction.kind === 'projects' ? 'Proje' : 'Firma'} · {formatDateTime(correction.created_at)}
          </p>
        </div>
        <ReviewStatusBadge status={correction.status} />
      </div>
      <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
        {correction.fields.map((field) => (
          <li key={field.key} className="py-2 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium text-slate-800 dark:text-slate-200">{field.label}: </span>
                <span className="break-words text-slate-900 dark:text-white">{field.suggested ?? '–'}</span>
              </span>
              {field.decision && (
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${field.decision === 'approved' ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300' : 'bg-red-100 text-red-800 dark:bg-red-400/10 dark:text-red-300'}`}>
                  {field.decision === 'approved' ? 'Onaylandı' : 'Reddedildi'}
                </span>
              )}
            </div>
            {field.source && <p className="mt-0.5 text-xs break-all text-slate-500 dark:text-slate-400">Kaynak: {field.source.label}</p>}
            {field.reason && <p className="mt-1 text-sm text-red-800 dark:text-red-300">Red sebebi: {field.reason}</p>}
          </li>
        ))}
      </ul>
    </li>
  );
}

export default function MyCorrectionsPage() {
  useDocumentTitle(TITLE);
  const mine = useMyCorrections();
  return (
    <RequireSession>
      {() => (
        <div className="mx-auto min-h-dvh max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <Link to={paths.profile()} className="text-sm font-semibold text-amber-700 hover:underline dark:text-amber-400">
            ← Profilime dön
          </Link>
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{TITLE}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Temsil ettiğiniz firmanın kayıtları için gönderdiğiniz düzeltmeler ve her alan için verilen karar.
            {mine.data && mine.data.companies.length > 0 && <> Temsil ettiğiniz firma: {mine.data.companies.map((c) => c.name).join(', ')}.</>}
          </p>
          <div className="mt-6">
            {mine.data ? (
              mine.data.corrections.length === 0 ? (
                <DataEmpty message="Henüz bir düzeltme göndermediniz. Firmanızın ya da bağlı olduğu bir projenin ayrıntısında “Firma Olarak Düzelt” ile başlayabilirsiniz." />
              ) : (
                <ul className="space-y-3">
                  {mine.data.corrections.map((correction) => (
                    <CorrectionCard key={correction.id} correction={correction} />
                  ))}
                </ul>
              )
            ) : mine.isError ? (
              <DataError message="Düzeltmeler yüklenirken bir hata oluştu" onRetry={() => void mine.refetch()} />
            ) : (
              <div role="status" aria-label="Yükleniyor" className="space-y-3">
                {[0, 1].map((i) => (
                  <Skeleton key={i} className="h-24 w-full rounded-2xl" />
                ))}
              </div>
            )}
          </div>
        </div>
      )}
    </RequireSession>
  );
}
