import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, controlStyle, useFieldIds } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Visible label (required: every control has an accessible name). */
  label: ReactNode;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** Error text: marks the control `aria-invalid` and is read with it. */
  error?: ReactNode;
  /** Keeps the label for screen readers only (e.g. a search box with a visible icon). */
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input with optional hint and error. Works with react-hook-form's `register`
 * (it forwards `ref`, `name`, `onChange`, `onBlur`).
 */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  id,
  required,
  className,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      <input
        {...inputProps}
        id={ids.controlId}
        required={required}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        css={controlStyle}
      />
    </FieldFrame>
  );
}
