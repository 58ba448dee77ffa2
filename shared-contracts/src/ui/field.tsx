import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useUiText } from './ui-text';

/** Ids and ARIA wiring that tie a control to its label, hint and error text. */
export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** `aria-describedby` of the control: hint then error, or undefined. */
  describedBy: string | undefined;
  /** `aria-invalid` of the control. */
  invalid: true | undefined;
}

export function useFieldIds({
  id,
  hint,
  error,
}: {
  id?: string | undefined;
  hint?: ReactNode;
  error?: ReactNode;
}): FieldIds {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy, invalid: error ? true : undefined };
}

export const labelStyle = (theme: Theme) => css`
  display: block;
  margin-block-end: ${theme.space.xs};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
`;

/** The border, padding and states shared by text inputs and selects. */
export const controlStyle = (theme: Theme) => css`
  display: block;
  inline-size: 100%;
  min-block-size: ${theme.touchTarget};
  padding-block: ${theme.space.sm};
  padding-inline: ${theme.space.md};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
  transition: border-color ${theme.motion.fast} ${theme.motion.easing};
  &::placeholder {
    color: ${theme.colors.subtle};
  }
  &:hover:not(:disabled) {
    border-color: ${theme.colors.muted};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
    border-color: ${theme.colors.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger.border};
  }
  &:disabled {
    background: ${theme.colors.surface};
    color: ${theme.colors.subtle};
    cursor: not-allowed;
  }
`;

const hintStyle = (theme: Theme) => css`
  margin-block: ${theme.space.xs} 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const errorStyle = (theme: Theme) => css`
  margin-block: ${theme.space.xs} 0;
  color: ${theme.colors.danger.foreground};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
`;

/** Label, then the control, then hint and error lines referenced by the control. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  required,
  hideLabel,
  children,
  className,
}: {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  hideLabel?: boolean | undefined;
  children: ReactNode;
  className?: string | undefined;
}) {
  const text = useUiText();
  return (
    <div
      className={className}
      css={(theme) => css`
        margin-block-end: ${theme.space.lg};
      `}
    >
      <label
        htmlFor={ids.controlId}
        css={[
          labelStyle,
          hideLabel &&
            css`
              position: absolute;
              inline-size: 1px;
              block-size: 1px;
              overflow: hidden;
              clip-path: inset(50%);
              white-space: nowrap;
            `,
        ]}
      >
        {label}
        {required ? (
          <span
            css={(theme) => css`
              color: ${theme.colors.danger.foreground};
              margin-inline-start: ${theme.space.xxs};
            `}
          >
            <span aria-hidden="true">{'*'}</span>
            <span
              css={{
                position: 'absolute',
                inlineSize: 1,
                blockSize: 1,
                overflow: 'hidden',
                clipPath: 'inset(50%)',
              }}
            >
              {` (${text.required})`}
            </span>
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} css={hintStyle}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} css={errorStyle}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
