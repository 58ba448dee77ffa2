import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { buttonStyles } from './button-styles';
import type { ButtonSize, ButtonVariant } from './button-styles';
import { Spinner } from './spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /**
   * Busy (e.g. submitting): the button shows a spinner, keeps its label as its name, is
   * marked `aria-busy` and ignores clicks, so a form is never sent twice.
   */
  loading?: boolean;
  /** An icon before the label (decorative; the label names the button). */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** The storefront's button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  icon,
  disabled,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      // A busy button stays focusable (focus is not lost mid-submit) but does nothing.
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      css={(theme) => buttonStyles(theme, { variant, size, fullWidth })}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
}
