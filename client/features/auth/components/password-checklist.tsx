import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants';
import { CheckIcon } from '../../../components/ui/icons';

export interface PasswordRule {
  key: 'length' | 'uppercase' | 'digit';
  label: string;
  required: boolean;
  test: (password: string) => boolean;
}

/** docs/product-rules.md#accounts: MIN_PASSWORD_LENGTH (12) characters required; an uppercase letter and a digit only recommended. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { key: 'length', label: `En az ${MIN_PASSWORD_LENGTH} karakter`, required: true, test: (p) => p.length >= MIN_PASSWORD_LENGTH },
  { key: 'uppercase', label: 'En az bir büyük harf', required: false, test: (p) => /\p{Lu}/u.test(p) },
  { key: 'digit', label: 'En az bir rakam', required: false, test: (p) => /\p{Nd}/u.test(p) },
];

/** The live password checklist; each line says whether it is met and whether it is required. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <div id={id} className="rounded-xl border border-slate-200 bg-slate-50 p-3.5 dark:border-slate-700 dark:bg-slate-800/50">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Şifre gereksinimleri</p>
      <ul className="mt-2 grid gap-1.5 text-sm" data-testid="password-checklist">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.key} data-rule={rule.key} data-met={met} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-flex size-5 shrink-0 items-center justify-center rounded-full border ${
                  met
                    ? 'border-emerald-500 bg-emerald-500 text-white dark:border-emerald-400 dark:bg-emerald-500'
                    : 'border-slate-300 text-transparent dark:border-slate-600'
                }`}
              >
                <CheckIcon className="size-3.5" strokeWidth={3} />
              </span>
              <span className={met ? 'text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400'}>
                {rule.label}
              </span>
              <span
                className={`rounded-full px-1.5 py-0.5 text-[0.6875rem] leading-none font-semibold ${
                  rule.required
                    ? 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200'
                    : 'bg-sky-100 text-sky-800 dark:bg-sky-400/10 dark:text-sky-300'
                }`}
              >
                {rule.required ? 'zorunlu' : 'önerilen'}
              </span>
              <span className="sr-only">{met ? '(karşılandı)' : '(karşılanmadı)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
