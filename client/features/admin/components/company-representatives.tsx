import { Link } from 'react-router';
import { adminPaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useCompanyRepresentatives } from '../api/company-claims-api';
import type { FormContext } from '../registry/form';

/**
 * The company page's representatives (docs/decisions/069): members with a verified claim, who give
 * the company its "Doğrulanmış firma" mark; apart from "Editör tarafından doğrulandı" above
 * (is_verified, the data's own check). Revoked on the claims screen.
 */
export function CompanyRepresentatives({ record }: FormContext) {
  const id = (record as { id?: string } | undefined)?.id;
  const representatives = useCompanyRepresentatives(id);
  if (!id) return null;
  return (
    <div className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800" data-testid="company-representatives">
      <p className="font-medium text-slate-800 dark:text-slate-200">Firma temsilcileri</p>
      {representatives.isPending ? (
        <p className="mt-1 text-slate-500 dark:text-slate-400">Yükleniyor…</p>
      ) : representatives.isError ? (
        <p className="mt-1 text-red-700 dark:text-red-300">Temsilciler yüklenemedi.</p>
      ) : representatives.data.items.length === 0 ? (
        <p className="mt-1 text-slate-600 dark:text-slate-400">Doğrulanmış bir temsilcisi yok.</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {representatives.data.items.map((r) => (
            <li key={r.id} className="flex flex-wrap justify-between gap-2">
              <span className="break-all text-slate-900 dark:text-white">{r.member_email}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">{r.decided_at ? formatDateTime(r.decided_at) : ''}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to={adminPaths.companyClaims()} className="mt-2 inline-block text-xs font-semibold text-amber-700 hover:underline dark:text-amber-400">
        Temsil başvuruları
      </Link>
    </div>
  );
}
