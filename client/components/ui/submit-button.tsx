import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';

interface SubmitButtonProps {
  children: ReactNode;
  /** The request is under way: spinner, `pendingText` and no second submit. */
  pending?: boolean;
  pendingText?: string;
  disabled?: boolean;
  variant?: ButtonVariant;
  className?: string;
  describedBy?: string;
}

/** A full-width submit button with a loading state. */
export function SubmitButton({
  children,
  pending = false,
  pendingText,
  disabled = false,
  variant = 'primary',
  className = 'w-full',
  describedBy,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      className={buttonClass(variant, 'lg', className)}
    >
      {pending && <Spinner className="size-5" />}
      {pending && pendingText ? pendingText : children}
    </button>
  );
}
