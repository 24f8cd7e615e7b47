import type { ReactNode } from 'react';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import type { BoundField } from '../../../lib/forms';

/** The "E-posta" input of the account forms. */
export function EmailField({ placeholder, ...field }: BoundField & { placeholder?: string }) {
  return (
    <TextField
      label="E-posta"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      {...field}
      placeholder={placeholder}
    />
  );
}

interface CredentialFieldsProps {
  email: BoundField;
  password: BoundField;
  emailPlaceholder?: string;
  /** Shown under the password (e.g. the forgot-password link); the two are then grouped in a div. */
  passwordFooter?: ReactNode;
}

/** E-posta + Şifre of the sign-in forms (member and admin). */
export function CredentialFields({ email, password, emailPlaceholder, passwordFooter }: CredentialFieldsProps) {
  const passwordField = (
    <PasswordField label="Şifre" name="password" autoComplete="current-password" required {...password} />
  );
  return (
    <>
      <EmailField {...email} placeholder={emailPlaceholder} />
      {passwordFooter ? (
        <div>
          {passwordField}
          {passwordFooter}
        </div>
      ) : (
        passwordField
      )}
    </>
  );
}
