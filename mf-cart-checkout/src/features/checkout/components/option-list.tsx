import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface Option {
  value: string;
  label: ReactNode;
  detail?: ReactNode;
  disabled?: boolean;
}

const row = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space.md};
  align-items: center;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brandSoft};
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${theme.colors.subtle};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A radio group as cards (shipping and payment methods): one name, keyboard by arrow keys. */
export function OptionList({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  value: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset
      css={(theme) => ({ border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.space.sm })}
    >
      <legend
        css={(theme) => ({
          padding: 0,
          marginBlockEnd: theme.space.sm,
          fontSize: theme.fontSizes.lg,
          fontWeight: theme.fontWeights.semibold,
        })}
      >
        {legend}
      </legend>
      {options.map((option) => (
        <label key={option.value} css={row}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span css={{ flex: 1 }}>{option.label}</span>
          {option.detail && <span>{option.detail}</span>}
        </label>
      ))}
    </fieldset>
  );
}
