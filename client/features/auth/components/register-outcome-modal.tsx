import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RegisterResult } from '../../../../shared/schemas/auth';
import { buttonClass } from '../../../components/ui/button-styles';
import { CheckCircleIcon, InfoIcon, MailIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { useCountdown } from '../hooks/use-countdown';
import { ResendVerification } from './resend-verification';

export type ModalOutcome = Exclude<RegisterResult['outcome'], 'signed_in'>;

/** Seconds before each modal sends the user home (docs/product-rules.md#accounts). */
export const OUTCOME_REDIRECT_SECONDS: Record<ModalOutcome, number> = {
  verification_sent: 5,
  already_registered: 5,
  awaiting_confirmation: 8,
};

const TITLES: Record<ModalOutcome, string> = {
  verification_sent: 'Kayıt başarılı!',
  already_registered: 'Bu e-posta adresi zaten kayıtlı',
  awaiting_confirmation: 'E-posta doğrulaması bekleniyor',
};

const ICON_BOX = 'inline-flex size-12 items-center justify-center rounded-xl';

function OutcomeIcon({ outcome }: { outcome: ModalOutcome }) {
  if (outcome === 'verification_sent') {
    return (
      <span className={`${ICON_BOX} bg-emerald-100 text-emerald-700 dark:bg-emerald-400/10 dark:text-emerald-400`}>
        <CheckCircleIcon className="size-7" />
      </span>
    );
  }
  if (outcome === 'already_registered') {
    return (
      <span className={`${ICON_BOX} bg-sky-100 text-sky-700 dark:bg-sky-400/10 dark:text-sky-400`}>
        <InfoIcon className="size-7" />
      </span>
    );
  }
  return (
    <span className={`${ICON_BOX} bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-400`}>
      <MailIcon className="size-7" />
    </span>
  );
}

interface RegisterOutcomeModalProps {
  outcome: ModalOutcome;
  /** The server's Turkish message. */
  message: string;
  email: string;
  onClose: () => void;
  /** "Giriş Yap": close and show the login form. */
  onLogin: () => void;
}

/**
 * The three sign-up modals of docs/product-rules.md#accounts: registration success (home after 5 s), already
 * registered (5 s; home or login) and awaiting confirmation (8 s; home, login or resend).
 * Asking for a new mail stops the countdown so its answer can be read.
 */
export function RegisterOutcomeModal({ outcome, message, email, onClose, onLogin }: RegisterOutcomeModalProps) {
  const navigate = useNavigate();
  const [running, setRunning] = useState(true);
  const seconds = OUTCOME_REDIRECT_SECONDS[outcome];
  const left = useCountdown(seconds, () => navigate('/'), running);
  const homeRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      title={TITLES[outcome]}
      icon={<OutcomeIcon outcome={outcome} />}
      description={
        <>
          <p>{message}</p>
          {outcome !== 'already_registered' && email && (
            <p className="mt-2 text-sm">
              E-posta: <strong className="font-semibold break-all text-slate-900 dark:text-white">{email}</strong>
            </p>
          )}
        </>
      }
      onClose={onClose}
      initialFocusRef={homeRef}
    >
      {running && (
        <div className="mb-5" data-testid="redirect-countdown">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <span className="font-semibold text-slate-900 tabular-nums dark:text-white">{left}</span> saniye içinde ana
            sayfaya yönlendirileceksiniz.
          </p>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
            <div
              className="h-full rounded-full bg-amber-500"
              style={{ width: '100%', animation: `gv-countdown ${seconds}s linear forwards` }}
            />
          </div>
        </div>
      )}
      {outcome === 'awaiting_confirmation' && (
        <ResendVerification email={email} onStart={() => setRunning(false)} className="mb-3" />
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {outcome === 'verification_sent' ? (
          <button ref={homeRef} type="button" onClick={() => navigate('/')} className={buttonClass('primary', 'md', 'sm:col-span-2')}>
            Ana Sayfaya Git
          </button>
        ) : (
          <>
            <button ref={homeRef} type="button" onClick={() => navigate('/')} className={buttonClass('secondary', 'md')}>
              Ana Sayfa
            </button>
            <button type="button" onClick={onLogin} className={buttonClass('primary', 'md')}>
              Giriş Yap
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
