import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { EXPORT_ROWS_PER_UNIT } from '../../../shared/constants';
import { EXPORT_COPY, EXPORT_MESSAGES } from '../../../shared/export-messages';
import { CATALOG_MESSAGES } from '../../../shared/catalog-messages';
import type { ExportCreated, ExportRequestBody } from '../../../shared/schemas/exports';
import { Alert } from '../ui/alert';
import { buttonClass } from '../ui/button-styles';
import { DocumentIcon } from '../ui/icons';
import { Modal } from '../ui/modal';
import { SegmentedToggle } from '../ui/segmented-toggle';
import { Skeleton } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';
import { ApiRequestError } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { formatInteger } from '../../lib/format';
import { readRefusal, type PremiumFeature, type ViewerTier } from '../../lib/viewer';
import { applyBalance } from '../../api/session';
import { BalanceRows, SPEND_LIST, SPEND_ROW, SpendActions, SpendRefusal } from '../ui/balance-spend';
import { confirmExport, quoteExport, startDownload } from '../../api/exports';
import { queryKeys } from '../../api/query-keys';

type Format = 'xlsx' | 'csv';
const FORMATS = [
  { key: 'xlsx', label: 'Excel (XLSX)' },
  { key: 'csv', label: 'CSV' },
] as const;

interface ExportDialogProps {
  /** What is exported: the list's or table's kind and filter set (client/api/exports.ts). */
  body: ExportRequestBody;
  /** A filter a free member may not export (the catalogue's): the list's "Premium Özellik" dialog. */
  onPremium?: (feature: PremiumFeature) => void;
  onClose: () => void;
}

/**
 * "Dışa Aktar" (docs/product-rules.md#exports): a list's or a statistics table's current filters as CSV
 * or XLSX. Shows the rows and the price in Bakiye before anything is charged (POST
 * /api/exports/quote), confirms at that total (a changed cost is quoted again, never charged unseen),
 * then downloads. A repeat within 24 hours is free and says so; a selection without rows has nothing
 * to confirm.
 */
export function ExportDialog({ body, onPremium, onClose }: ExportDialogProps) {
  const copy = EXPORT_COPY[body.kind];
  const queryClient = useQueryClient();
  const [format, setFormat] = useState<Format>('xlsx');
  const [done, setDone] = useState<ExportCreated | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const quote = useQuery({
    queryKey: queryKeys.exportQuote(body),
    queryFn: ({ signal }) => quoteExport(body, signal),
    // Each opening asks again: the price and the rows are today's.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  const confirm = useMutation({
    mutationFn: (total: number) => confirmExport(body, total),
    onSuccess: (created) => {
      applyBalance(queryClient, created.balance);
      setDone(created);
      startDownload(created.download[format]);
    },
    onError: async (error) => {
      const refusal = readRefusal(error);
      if (refusal?.kind === 'quote') {
        // The cost changed while the dialog was open: show the new one and let the member decide again.
        setNotice(CATALOG_MESSAGES.costChanged);
        await quote.refetch();
      }
    },
  });

  // The confirm button is gone once the file is on its way: focus goes to "Kapat", inside the dialog.
  useEffect(() => {
    if (done) cancelRef.current?.focus();
  }, [done]);

  const refusal = quote.isError ? readRefusal(quote.error) : null;
  const premiumFeature = refusal?.kind === 'premium' ? refusal.feature : null;
  const signedOut = refusal?.kind === 'login';
  const navigate = useNavigate();
  useEffect(() => {
    // Decided by the server (a filter is premium): the list's own dialog explains it.
    if (!premiumFeature) return;
    onClose();
    onPremium?.(premiumFeature);
  }, [premiumFeature, onClose, onPremium]);
  useEffect(() => {
    // Opened before the session was known, by someone signed out: exports are a member's.
    if (!signedOut) return;
    onClose();
    navigate(paths.login());
  }, [signedOut, onClose, navigate]);
  if (premiumFeature || signedOut) return null;

  const data = quote.data;
  const after = data ? data.balance - data.total : 0;
  const insufficient = Boolean(data && after < 0);
  const empty = data?.row_count === 0;
  const confirmError = confirm.isError && readRefusal(confirm.error)?.kind !== 'quote' ? (confirm.error as Error).message : null;

  return (
    <Modal
      title={copy.title}
      icon={
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-400">
          <DocumentIcon className="size-7" />
        </span>
      }
      description={copy.description}
      onClose={onClose}
      initialFocusRef={cancelRef}
    >
      {done ? (
        <div data-testid="export-done">
          <Alert tone="success" role="status">
            Dosyanız indiriliyor.
            <span className="mt-0.5 block font-normal">
              {formatInteger(done.row_count)} satır · {done.charged > 0 ? `${formatInteger(done.charged)} Bakiye düşüldü` : 'Ücret alınmadı'}. 24 saat boyunca yeniden
              indirmek ücretsizdir.
            </span>
          </Alert>
          <div className="mt-4 flex flex-wrap gap-2">
            {FORMATS.map((f) => (
              <a key={f.key} href={done.download[f.key]} download className={buttonClass('secondary', 'sm')}>
                {f.label} indir
              </a>
            ))}
          </div>
          <div className="mt-5">
            <button ref={cancelRef} type="button" onClick={onClose} className={buttonClass('primary', 'md', 'w-full')}>
              Kapat
            </button>
          </div>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span aria-hidden="true" className="text-sm font-medium text-slate-700 dark:text-slate-300">
              Dosya biçimi
            </span>
            <SegmentedToggle label="Dosya biçimi" options={FORMATS} value={format} onChange={setFormat} />
          </div>

          {quote.isPending ? (
            <div className="mt-4 space-y-2" role="status" aria-label="Tutar hesaplanıyor">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : quote.isError ? (
            <Alert tone="error" className="mt-4" action={
              <button type="button" onClick={() => void quote.refetch()} className={buttonClass('secondary', 'sm')}>
                Yeniden Dene
              </button>
            }>
              {quote.error instanceof ApiRequestError ? quote.error.message : EXPORT_MESSAGES.quoteFailed}
            </Alert>
          ) : (
            data && (
              <dl className={`mt-4 ${SPEND_LIST}`}>
                <div className={SPEND_ROW} data-testid="export-rows">
                  <dt className="text-slate-600 dark:text-slate-400">Satır sayısı</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{formatInteger(data.row_count)}</dd>
                </div>
                <div className={SPEND_ROW} data-testid="export-total">
                  <dt className="text-slate-600 dark:text-slate-400">
                    İşlem maliyeti
                    <span className="block text-xs text-slate-500">
                      {formatInteger(EXPORT_ROWS_PER_UNIT)} satır başına {formatInteger(data.unit_cost)} Bakiye
                    </span>
                  </dt>
                  <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{formatInteger(data.total)} Bakiye</dd>
                </div>
                <BalanceRows balance={data.balance} after={after} />
              </dl>
            )
          )}

          {empty && (
            <Alert tone="info" role="status" className="mt-4">
              {EXPORT_MESSAGES.empty}
            </Alert>
          )}
          {data?.paid_export_id && !empty && (
            <Alert tone="info" role="status" className="mt-4">
              {copy.alreadyPaid}
            </Alert>
          )}
          {notice && !confirm.isPending && (
            <Alert tone="warning" role="status" className="mt-4">
              {notice}
            </Alert>
          )}
          <SpendRefusal after={after} error={confirmError} />

          <SpendActions cancelRef={cancelRef} onCancel={onClose} insufficient={insufficient} className="sm:grid-cols-[auto_1fr]">
            <button
              type="button"
              disabled={!data || empty || confirm.isPending}
              aria-busy={confirm.isPending || undefined}
              onClick={() => {
                setNotice(null);
                if (data) confirm.mutate(data.total);
              }}
              className={buttonClass('primary', 'md')}
            >
              {confirm.isPending && <Spinner className="size-4" />}
              {data && data.total > 0 ? `Onayla ve İndir (${formatInteger(data.total)} Bakiye)` : 'İndir'}
            </button>
          </SpendActions>
        </>
      )}
    </Modal>
  );
}

interface ExportButtonProps {
  body: ExportRequestBody;
  tier: ViewerTier;
  /** The session is not known yet: the dialog opens, and the server's answer decides (a visitor is then sent to sign in). */
  sessionPending?: boolean;
  /** Said after "Dışa Aktar" to screen readers where a page has more than one ("Kurulu Güç"). */
  subject?: string;
  onPremium?: (feature: PremiumFeature) => void;
}

/**
 * "Dışa Aktar" beside a list's count or a table's controls: visitors are sent to sign in first (exports
 * are a member's). Before the session is known the dialog opens, and the server's answer decides.
 */
export function ExportButton({ body, tier, sessionPending = false, subject, onPremium }: ExportButtonProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <button
        type="button"
        onClick={() => (tier === 'visitor' && !sessionPending ? navigate(paths.login()) : setOpen(true))}
        className={buttonClass('secondary', 'sm')}
      >
        <DocumentIcon className="size-4" />
        {EXPORT_MESSAGES.button}
        {subject && (
          <>
            {' '}
            <span className="sr-only">– {subject}</span>
          </>
        )}
      </button>
      {open && <ExportDialog body={body} onPremium={onPremium} onClose={() => setOpen(false)} />}
    </>
  );
}
