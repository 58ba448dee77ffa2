import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, controlStyle, useFieldIds } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** First, empty option (e.g. "Select a city"); chosen while nothing is. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

const native = css`
  appearance: none;
  padding-inline-end: 40px;
`;

/** The chevron sits at the inline end, so it is on the left in Arabic without extra code. */
const chevron = (theme: Theme) => css`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${theme.space.md};
  display: flex;
  align-items: center;
  color: ${theme.colors.muted};
  pointer-events: none;
`;

/** A labelled native select (native for keyboard, screen readers and phones' pickers). */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  hideLabel,
  id,
  required,
  className,
  ...selectProps
}: SelectFieldProps) {
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
      <div css={{ position: 'relative' }}>
        <select
          {...selectProps}
          id={ids.controlId}
          required={required}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          css={[controlStyle, native]}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" css={chevron}>
          <svg
            viewBox="0 0 12 8"
            width="12"
            height="8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            focusable="false"
          >
            <path d="M1 1.5l5 5 5-5" />
          </svg>
        </span>
      </div>
    </FieldFrame>
  );
}
