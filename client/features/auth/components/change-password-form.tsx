import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants';
import { AUTH_MESSAGES, changePasswordSchema } from '../../../../shared/schemas/auth';
import { Alert } from '../../../components/ui/alert';
import { PasswordField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/forms';
import { useChangePassword } from '../api/change-password';
import { setViewer } from '../../../api/session';
import { paths } from '../../../config/paths';

const EMPTY = { current_password: '', new_password: '', new_password_confirmation: '' };

/**
 * Profile › Şifre (docs/product-rules.md#profile): current, new and repeated password. A wrong current password
 * ends the session on the server: the message is shown and the user is sent to /login signed out.
 */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useZodForm(changePasswordSchema, EMPTY, { onEdit: () => setDone(false) });

  const onSubmit = form.handleSubmit(
    (data) => {
      setDone(false);
      change.mutate(data, {
        onSuccess: () => {
          form.reset();
          setDone(true);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 401) {
            showToast(error.message || AUTH_MESSAGES.currentPasswordWrong, 'error', 10_000);
            // Leave the page synchronously before the session is cleared (see useSignOut).
            void navigate(paths.login(), { replace: true, flushSync: true });
            void setViewer(queryClient, null);
          }
        },
      });
    },
    { skip: change.isPending },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-5" aria-label="Şifre değiştirme formu">
      {done && <Alert tone="success">{AUTH_MESSAGES.passwordUpdated}</Alert>}
      {change.isError && <Alert tone="error">{errorMessage(change.error)}</Alert>}
      <PasswordField
        label="Mevcut şifre"
        name="current-password"
        autoComplete="current-password"
        required
        {...form.field('current_password')}
        toggleLabel="Mevcut şifreyi göster"
      />
      <PasswordField
        label="Yeni şifre"
        name="new-password"
        autoComplete="new-password"
        required
        {...form.field('new_password')}
        hint={`En az ${MIN_PASSWORD_LENGTH} karakter`}
        toggleLabel="Yeni şifreyi göster"
      />
      <PasswordField
        label="Yeni şifre (tekrar)"
        name="new-password-confirmation"
        autoComplete="new-password"
        required
        {...form.field('new_password_confirmation')}
        toggleLabel="Yeni şifre tekrarını göster"
      />
      <SubmitButton pending={change.isPending} pendingText="Güncelleniyor…" className="w-full sm:w-auto">
        Şifreyi Güncelle
      </SubmitButton>
    </form>
  );
}
