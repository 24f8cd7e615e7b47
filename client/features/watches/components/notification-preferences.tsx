import { useId } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION_EMAIL_MODES, WATCH_LIMITS, type NotificationEmailMode } from '../../../../shared/constants';
import { NOTIFICATION_EMAIL_MODE_LABELS, NOTIFICATION_MESSAGES as N } from '../../../../shared/watch-messages';
import { DataError } from '../../../components/ui/data-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

const HINTS: Record<NotificationEmailMode, string> = {
  immediate: 'Her değişiklik için hemen bir e-posta.',
  daily: 'Her sabah 08.00’de önceki günün değişiklikleri tek e-postada.',
  weekly: 'Her pazartesi 08.00’de haftanın değişiklikleri tek e-postada.',
  off: 'E-posta gönderilmez; bildirimler yalnızca sitede görünür.',
};

/** The profile's "Bildirimler" tab (docs/product-rules.md#watchlists): how notifications come by e-mail. */
export function NotificationPreferencesTab() {
  const preferences = useNotificationPreferences();
  const save = useUpdateNotificationPreferences();
  const name = useId();
  const current = preferences.data?.email_mode;
  return (
    <section aria-labelledby="notification-preferences-title" className="max-w-2xl">
      <h2 id="notification-preferences-title" className="text-xl font-bold text-slate-900 dark:text-white">
        {N.preferencesTitle}
      </h2>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
        Takip ettiğiniz proje, firma, trafo merkezi ve kayıtlı filtrelerdeki değişiklikler{' '}
        <Link to={paths.notifications()} className="font-semibold text-amber-700 hover:underline dark:text-amber-400">
          Bildirimler
        </Link>{' '}
        sayfasında her zaman görünür. Ücretsiz üyelikte {WATCH_LIMITS.member}, premium üyelikte {WATCH_LIMITS.premium} kayıt takip edebilirsiniz.
      </p>
      {preferences.isError ? (
        <DataError message={errorMessage(preferences.error)} onRetry={() => void preferences.refetch()} />
      ) : !current ? (
        <div role="status" aria-label="Yükleniyor" className="space-y-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : (
        <fieldset disabled={save.isPending}>
          <legend className="mb-3 font-semibold text-slate-900 dark:text-white">{N.preferencesLabel}</legend>
          <div className="grid gap-3">
            {NOTIFICATION_EMAIL_MODES.map((mode) => (
              <label
                key={mode}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-500 dark:border-slate-700 dark:bg-slate-900 dark:has-[:checked]:border-amber-400 dark:has-[:checked]:bg-amber-400/10"
              >
                <input
                  type="radio"
                  name={name}
                  value={mode}
                  checked={current === mode}
                  onChange={() =>
                    save.mutateAsync({ email_mode: mode }).then(
                      (a) => showToast(a.message),
                      (e: unknown) => showToast(errorMessage(e) || N.preferencesFailed, 'error'),
                    )
                  }
                  className="mt-1 size-4 accent-amber-600"
                />
                <span>
                  <span className="block font-medium text-slate-900 dark:text-white">{NOTIFICATION_EMAIL_MODE_LABELS[mode]}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{HINTS[mode]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </section>
  );
}
