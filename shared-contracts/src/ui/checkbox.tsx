import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from './field';
import { focusRing } from './styles';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const row = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  min-block-size: 32px;
  cursor: pointer;
  font-size: ${theme.fontSizes.md};
`;

const box = (theme: Theme) => css`
  flex: none;
  inline-size: 20px;
  block-size: 20px;
  margin-block: 2px 0;
  margin-inline: 0;
  accent-color: ${theme.colors.brand};
  cursor: inherit;
  ${focusRing(theme)};
  &[aria-invalid='true'] {
    outline: 2px solid ${theme.colors.danger.border};
    outline-offset: 1px;
  }
`;

const note = (theme: Theme, error: boolean) => css`
  margin-block: ${theme.space.xxs} 0;
  margin-inline-start: 28px;
  color: ${error ? theme.colors.danger.foreground : theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${error ? theme.fontWeights.semibold : theme.fontWeights.regular};
`;

/** A native checkbox with its label beside it (the whole row toggles it). */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  disabled,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div
      className={className}
      css={(theme) => css`
        margin-block-end: ${theme.space.md};
      `}
    >
      <label
        htmlFor={ids.controlId}
        css={[
          row,
          disabled &&
            css`
              cursor: not-allowed;
              opacity: 0.6;
            `,
        ]}
      >
        <input
          {...inputProps}
          type="checkbox"
          id={ids.controlId}
          disabled={disabled}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          css={box}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={ids.hintId} css={(theme) => note(theme, false)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} css={(theme) => note(theme, true)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
