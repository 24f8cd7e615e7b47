import { useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { API_KEY_MESSAGES as M, apiKeyCreateSchema, type ApiKey, type ApiKeyCreated } from '../../../../shared/schemas/api-keys';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { TextField } from '../../../components/ui/form-field';
import { CheckIcon, KeyIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatInteger } from '../../../lib/format';
import { useZodForm } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useCreateApiKey } from '../api/create-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';

// Profile › API Anahtarları (docs/product-rules.md#api-keys): a premium member names and creates keys,
// sees a new key once (with a copy button), each key's prefix, dates and the last 30 days' requests,
// and revokes a key after a confirmation. A member whose premium ended still sees and revokes theirs.

const dangerButton =
  'inline-flex h-9 items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-3.5 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 disabled:opacity-50 dark:border-red-500/40 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-500/10';

/** "YYYY-MM-DD" of the day `back` days before today, in Turkey (the server counts Turkey's days). */
function dayBefore(back: number): string {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
}

/** The last `days` days' requests as small bars, the total and today's figure in words. */
function UsageBars({ usage, days }: { usage: ApiKey['usage']; days: number }) {
  const byDay = new Map(usage.map((u) => [u.day, u.requests]));
  const series = Array.from({ length: days }, (_, i) => {
    const day = dayBefore(days - 1 - i);
    return { day, requests: byDay.get(day) ?? 0 };
  });
  const total = series.reduce((n, d) => n + d.requests, 0);
  const most = Math.max(1, ...series.map((d) => d.requests));
  const today = series.at(-1)?.requests ?? 0;
  return (
    <div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Son {days} günde <strong className="text-slate-900 tabular-nums dark:text-white">{formatInteger(total)}</strong> istek · bugün{' '}
        <span className="tabular-nums">{formatInteger(today)}</span>
      </p>
      <div role="img" aria-label={`Son ${days} günün günlük istek sayıları: toplam ${formatInteger(total)}, bugün ${formatInteger(today)}`} className="mt-2 flex h-10 items-end gap-px">
        {series.map((d) => (
          <span
            key={d.day}
            title={`${formatDate(d.day)}: ${formatInteger(d.requests)} istek`}
            className={`min-w-0 flex-1 rounded-t-sm ${d.requests > 0 ? 'bg-amber-500 dark:bg-amber-400' : 'bg-slate-200 dark:bg-slate-800'}`}
            style={{ height: `${d.requests > 0 ? Math.max(12, (d.requests / most) * 100) : 6}%` }}
          />
        ))}
      </div>
    </div>
  );
}

/** The key just created: shown this once, with a copy button. */
function NewKeyPanel({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      showToast('Anahtar kopyalanamadı. Lütfen seçip elle kopyalayın.', 'error');
    }
  };
  return (
    <section aria-labelledby="new-key-title" className="rounded-2xl border border-emerald-300 bg-emerald-50 p-4 sm:p-5 dark:border-emerald-500/30 dark:bg-emerald-500/10">
      <h3 id="new-key-title" className="font-semibold text-slate-900 dark:text-white">
        Yeni anahtar: {created.api_key.name}
      </h3>
      <p role="status" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {created.message}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="new-api-key" className="sr-only">
          Yeni API anahtarı
        </label>
        <input
          id="new-api-key"
          readOnly
          value={created.key}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
        />
        <button type="button" className={buttonClass('primary', 'md', 'shrink-0')} onClick={() => void copy()}>
          {copied ? <CheckIcon className="size-4" /> : null}
          {copied ? 'Kopyalandı' : 'Kopyala'}
        </button>
      </div>
      <div className="mt-3 flex justify-end">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDone}>
          Anahtarı kaydettim
        </button>
      </div>
    </section>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (created: ApiKeyCreated) => void }) {
  const create = useCreateApiKey();
  const form = useZodForm(apiKeyCreateSchema, { name: '' });
  const onSubmit = form.handleSubmit(
    (data) => {
      create.mutate(data, {
        onSuccess: (created) => {
          form.reset({ name: '' });
          onCreated(created);
        },
      });
    },
    { skip: create.isPending },
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="API anahtarı oluşturma formu" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <TextField label="Anahtar adı" name="api-key-name" maxLength={60} placeholder="ör. Excel raporu" hint="Anahtarı nerede kullandığınızı hatırlatan bir ad" {...form.field('name')} />
      <SubmitButton pending={create.isPending} pendingText="Oluşturuluyor…" className="w-full sm:mt-7 sm:w-auto">
        Anahtar Oluştur
      </SubmitButton>
      {create.isError && (
        <div className="sm:col-span-2">
          <Alert>{errorMessage(create.error)}</Alert>
        </div>
      )}
    </form>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const confirm = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: (answer) => {
        showToast(answer.message, 'success');
        onClose();
      },
    });
  return (
    <Modal title="API anahtarı iptal edilsin mi?" onClose={onClose}>
      <p className="font-semibold break-words text-slate-900 dark:text-white">
        {apiKey.name} · <span className="font-mono">{apiKey.prefix}…</span>
      </p>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{M.revokeConfirm}</p>
      {revoke.isError && <Alert className="mt-4">{errorMessage(revoke.error) || M.revokeFailed}</Alert>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('secondary', 'md')} onClick={onClose}>
          Vazgeç
        </button>
        <button type="button" className={`${dangerButton} h-10 px-4`} onClick={confirm} disabled={revoke.isPending} aria-busy={revoke.isPending || undefined}>
          {revoke.isPending && <Spinner className="size-4" />}
          Anahtarı İptal Et
        </button>
      </div>
    </Modal>
  );
}

function KeyCard({ apiKey, days, onRevoke }: { apiKey: ApiKey; days: number; onRevoke: () => void }) {
  const revoked = apiKey.revoked_at !== null;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">{apiKey.name}</h3>
          <p className="mt-0.5 font-mono text-sm text-slate-700 dark:text-slate-300">{apiKey.prefix}…</p>
        </div>
        {revoked ? (
          <span className="shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">İptal edildi</span>
        ) : (
          <button type="button" className={dangerButton} onClick={onRevoke} aria-label={`İptal Et: ${apiKey.name}`}>
            İptal Et
          </button>
        )}
      </div>
      <dl className="mt-3 grid gap-1 text-sm text-slate-700 sm:grid-cols-3 dark:text-slate-300">
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">Oluşturuldu</dt>
          <dd>{formatDateTime(apiKey.created_at)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">Son kullanım</dt>
          <dd>{apiKey.last_used_at ? formatDateTime(apiKey.last_used_at) : 'Hiç kullanılmadı'}</dd>
        </div>
        {revoked && (
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">İptal</dt>
            <dd>{formatDateTime(apiKey.revoked_at)}</dd>
          </div>
        )}
      </dl>
      <div className="mt-3">
        <UsageBars usage={apiKey.usage} days={days} />
      </div>
    </li>
  );
}

/** The "API Anahtarları" tab; the form only for premium members. */
export function ApiKeysTab({ user }: { user: CurrentUser }) {
  const keys = useApiKeys();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const premium = user.tier === 'premium';

  return (
    <section aria-labelledby="api-keys-title" className="grid gap-6">
      <div>
        <h2 id="api-keys-title" className="text-xl font-bold text-slate-900 dark:text-white">
          API Anahtarları
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Proje, firma, trafo merkezi ve istatistik verilerini kendi sisteminize okumak için. Anahtarı <code className="font-mono">Authorization: Bearer</code> başlığıyla gönderin;
          anahtar yalnızca okur, Bakiye harcamaz.{' '}
          <a href="/api/docs" className="font-medium text-amber-700 underline dark:text-amber-400">
            API belgeleri
          </a>
        </p>
        {keys.data && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            En fazla {keys.data.limits.max_keys} etkin anahtar · anahtar başına dakikada {keys.data.limits.requests_per_window} istek
          </p>
        )}
      </div>

      {created && <NewKeyPanel created={created} onDone={() => setCreated(null)} />}

      {premium ? (
        <CreateKeyForm onCreated={setCreated} />
      ) : (
        <Alert tone="info" role="status" action={<Link to={paths.packages()} className="font-semibold text-amber-700 underline dark:text-amber-400">Premium paketleri gör</Link>}>
          {M.premiumRequired} Premium üyelik bittiğinde mevcut anahtarlar çalışmaz; buradan görebilir ve iptal edebilirsiniz.
        </Alert>
      )}

      {keys.isPending ? (
        <div role="status" aria-label="Yükleniyor" className="grid gap-3">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-36 w-full" />
          ))}
        </div>
      ) : keys.isError ? (
        <DataError message={M.loadFailed} onRetry={() => void keys.refetch()} retrying={keys.isFetching} />
      ) : keys.data.items.length === 0 ? (
        <DataEmpty message={M.empty} icon={KeyIcon} />
      ) : (
        <ul aria-label="API anahtarlarınız" className="grid gap-3">
          {keys.data.items.map((apiKey) => (
            <KeyCard key={apiKey.id} apiKey={apiKey} days={keys.data.limits.usage_days} onRevoke={() => setRevoking(apiKey)} />
          ))}
        </ul>
      )}
      {revoking && <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />}
    </section>
  );
}
