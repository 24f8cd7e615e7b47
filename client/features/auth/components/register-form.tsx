import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FREE_REGISTRATION_CREDIT, MIN_PASSWORD_LENGTH } from '../../../../shared/constants';
import { AUTH_MESSAGES, registerSchema } from '../../../../shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { PasswordField } from '../../../components/ui/form-field';
import { CheckCircleIcon, DocumentIcon, ExternalIcon, GiftIcon, InfoIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/forms';
import { useRegister } from '../api/register';
import { EmailField } from './credential-fields';
import { RegisterOutcomeModal, type ModalOutcome } from './register-outcome-modal';
import { paths } from '../../../config/paths';

/** A contract the user must accept to sign up. */
export interface RequiredContract {
  id: string;
  title: string;
  file_url: string;
}

/** The mandatory contracts as loaded by the page (the legal feature's list, `must` only). */
export type RequiredContracts =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; items: RequiredContract[] };

interface RegisterFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  contracts: RequiredContracts;
  /** Show the login form, optionally with a notice (the e-mail stays filled in). */
  onSwitchToLogin: (notice?: string) => void;
}

export const CONTRACT_HINTS = {
  allAccepted: 'Tüm sözleşmeler kabul edildi',
  acceptAll: 'Devam etmek için tüm sözleşmeleri kabul etmelisiniz',
  none: 'Sözleşme bulunamadı',
} as const;

function ContractList({
  contracts,
  accepted,
  onToggle,
  hintId,
}: {
  contracts: RequiredContracts;
  accepted: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
  hintId: string;
}) {
  if (contracts.status === 'pending') {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">Sözleşmeler yükleniyor…</span>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (contracts.status === 'error') {
    return (
      <Alert
        tone="error"
        action={
          <button type="button" onClick={contracts.retry} className={buttonClass('secondary', 'sm')}>
            Tekrar Dene
          </button>
        }
      >
        Sözleşmeler yüklenirken bir hata oluştu
      </Alert>
    );
  }
  if (contracts.items.length === 0) return null;
  return (
    <ul className="grid gap-2">
      {contracts.items.map((contract) => {
        const checkboxId = `contract-${contract.id}`;
        const checked = accepted.has(contract.id);
        return (
          <li
            key={contract.id}
            className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2.5 transition-colors ${
              checked
                ? 'border-emerald-300 bg-emerald-50/60 dark:border-emerald-500/30 dark:bg-emerald-500/5'
                : 'border-slate-200 bg-slate-50/60 dark:border-slate-700 dark:bg-slate-800/40'
            }`}
          >
            <input
              id={checkboxId}
              type="checkbox"
              checked={checked}
              onChange={(event) => onToggle(contract.id, event.target.checked)}
              aria-describedby={hintId}
              className="size-4.5 shrink-0 cursor-pointer rounded accent-amber-600"
            />
            <label
              htmlFor={checkboxId}
              className="min-w-0 flex-1 cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-100"
            >
              {contract.title}
            </label>
            <a
              href={contract.file_url}
              target="_blank"
              rel="noopener noreferrer"
              className="ml-7 inline-flex items-center gap-1 text-sm font-medium text-amber-700 hover:text-amber-800 hover:underline sm:ml-0 dark:text-amber-400 dark:hover:text-amber-300"
            >
              <DocumentIcon className="size-4" />
              Sözleşmeyi oku
              <span className="sr-only">: {contract.title} (PDF, yeni sekmede açılır)</span>
              <ExternalIcon className="size-3" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Sign-up (docs/product-rules.md#accounts): e-mail, password and every active mandatory contract
 * ticked; the submit stays disabled until then. The server's outcome decides what follows.
 */
export function RegisterForm({ email, onEmailChange, contracts, onSwitchToLogin }: RegisterFormProps) {
  const navigate = useNavigate();
  const register = useRegister();
  const hintId = useId();
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(() => new Set());
  const form = useZodForm(
    registerSchema,
    { password: '' },
    { controlled: { email: { value: email, onChange: onEmailChange } } },
  );
  const [modal, setModal] = useState<{ outcome: ModalOutcome; message: string; email: string } | null>(null);

  const items = contracts.status === 'success' ? contracts.items : [];
  const allAccepted = contracts.status === 'success' && items.every((c) => accepted.has(c.id));
  const hint =
    contracts.status !== 'success'
      ? null
      : items.length === 0
        ? CONTRACT_HINTS.none
        : allAccepted
          ? CONTRACT_HINTS.allAccepted
          : CONTRACT_HINTS.acceptAll;

  const toggle = (id: string, checked: boolean) => {
    setAccepted((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const onSubmit = form.handleSubmit(
    (data) =>
      register.mutate(data, {
        onSuccess: (result) => {
          if (result.outcome === 'signed_in') {
            if (result.session?.user) {
              showToast(result.message, 'success');
              navigate(paths.packages());
            } else {
              onSwitchToLogin(AUTH_MESSAGES.accountCreated);
            }
            return;
          }
          setModal({ outcome: result.outcome, message: result.message, email: data.email });
        },
      }),
    {
      skip: register.isPending || !allAccepted,
      extra: { accepted_contract_ids: items.filter((c) => accepted.has(c.id)).map((c) => c.id) },
    },
  );

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Kayıt formu">
        <p className="flex items-start gap-3 rounded-xl border border-amber-300/70 bg-amber-50 p-3.5 text-sm text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100">
          <GiftIcon className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" />
          <span>
            <strong className="font-semibold">{FREE_REGISTRATION_CREDIT} Bakiye hediye!</strong> Yeni üyelerin hesabına
            ücretsiz olarak tanımlanır; doğrulanmış proje ve firma detaylarını açmak için kullanabilirsiniz.
          </span>
        </p>
        {register.isError && <Alert tone="error">{errorMessage(register.error)}</Alert>}
        <EmailField {...form.field('email')} placeholder="ornek@firma.com" />
        <PasswordField
          label="Şifre"
          name="new-password"
          autoComplete="new-password"
          required
          {...form.field('password')}
          hint={`En az ${MIN_PASSWORD_LENGTH} karakter`}
        />
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-medium text-slate-800 dark:text-slate-200">
            Aşağıdaki sözleşmeleri okudum ve kabul ediyorum:
          </legend>
          <ContractList contracts={contracts} accepted={accepted} onToggle={toggle} hintId={hintId} />
          {hint && (
            <p
              id={hintId}
              aria-live="polite"
              className={`flex items-center gap-2 text-sm font-medium ${
                hint === CONTRACT_HINTS.allAccepted
                  ? 'text-emerald-700 dark:text-emerald-400'
                  : hint === CONTRACT_HINTS.acceptAll
                    ? 'text-amber-800 dark:text-amber-300'
                    : 'text-slate-500 dark:text-slate-400'
              }`}
              data-testid="contracts-hint"
            >
              {hint === CONTRACT_HINTS.allAccepted ? (
                <CheckCircleIcon className="size-4 shrink-0" />
              ) : (
                <InfoIcon className="size-4 shrink-0" />
              )}
              {hint}
            </p>
          )}
          {form.errorOf('accepted_contract_ids') && (
            <p className="text-sm font-medium text-red-700 dark:text-red-400">{form.errorOf('accepted_contract_ids')}</p>
          )}
        </fieldset>
        <SubmitButton
          pending={register.isPending}
          pendingText="Kayıt yapılıyor…"
          disabled={!allAccepted}
          describedBy={hint ? hintId : undefined}
        >
          Kayıt Ol
        </SubmitButton>
      </form>
      {modal && (
        <RegisterOutcomeModal
          outcome={modal.outcome}
          message={modal.message}
          email={modal.email}
          onClose={() => setModal(null)}
          onLogin={() => {
            setModal(null);
            onSwitchToLogin();
          }}
        />
      )}
    </>
  );
}
