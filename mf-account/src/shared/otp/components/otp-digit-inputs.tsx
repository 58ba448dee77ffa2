import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import type { useOtpInputs } from '../hooks/use-otp-inputs';

const row = css`
  display: flex;
  gap: 12px;
  justify-content: center;
`;

const box = (theme: Theme) => css`
  inline-size: 56px;
  block-size: 56px;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.bold};
  text-align: center;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-invalid='true'] {
    border: 2px solid ${theme.colors.danger.border};
    background: ${theme.colors.danger.background};
  }
`;

export interface OtpDigitInputsProps {
  inputs: ReturnType<typeof useOtpInputs>;
  invalid: boolean;
  /** Id of the text describing the inputs (the wrong-code message). */
  describedBy?: string | undefined;
  labelledBy: string;
}

/**
 * Four single-digit inputs, each labelled "Digit n of 4". Codes are written left to right in
 * both languages, so the group keeps `dir="ltr"` and focus moves the same way in Arabic.
 */
export function OtpDigitInputs({ inputs, invalid, describedBy, labelledBy }: OtpDigitInputsProps) {
  const { t } = useTranslation(NS);
  const count = inputs.digits.length;
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      dir="ltr"
      css={row}
    >
      {inputs.digits.map((_, index) => (
        <input
          // The inputs are a fixed row of four; their position is their identity.
          key={index}
          {...inputs.inputProps(index)}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digit', { index: index + 1, total: count })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          css={box}
        />
      ))}
    </div>
  );
}
