import { buttonClass } from '../../../components/ui/button-styles';
import { MailIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useResendVerification } from '../api/resend-verification';

interface ResendVerificationProps {
  email: string;
  /** Called when the button is pressed (the awaiting-confirmation modal stops its timer). */
  onStart?: () => void;
  className?: string;
}

/** "Doğrulama e-postasını tekrar gönder" with the server's answer under it. */
export function ResendVerification({ email, onStart, className = '' }: ResendVerificationProps) {
  const resend = useResendVerification();
  return (
    <div className={className}>
      <button
        type="button"
        disabled={resend.isPending || !email}
        aria-busy={resend.isPending || undefined}
        onClick={() => {
          onStart?.();
          resend.mutate(email);
        }}
        className={buttonClass('secondary', 'md', 'w-full')}
      >
        {resend.isPending ? <Spinner className="size-4" /> : <MailIcon className="size-4" />}
        Doğrulama e-postasını tekrar gönder
      </button>
      {resend.isSuccess && (
        <p role="status" className="mt-2 text-sm font-medium text-emerald-700 dark:text-emerald-400">
          {resend.data.message}
        </p>
      )}
      {resend.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {errorMessage(resend.error)}
        </p>
      )}
    </div>
  );
}
