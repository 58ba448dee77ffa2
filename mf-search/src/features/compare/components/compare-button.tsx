import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { focusRing } from '@dukkan/contracts';
import { CompareIcon } from '../../../shared/components/icons';
import { useCompareButton } from '../hooks/use-compare-button';

const toggle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 36px;
  block-size: 36px;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.background};
  color: ${theme.colors.muted};
  cursor: pointer;
  transition: background ${theme.motion.fast};
  &:hover {
    border-color: ${theme.colors.brand};
    color: ${theme.colors.brand};
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brand};
    color: ${theme.colors.onBrand};
  }
  ${focusRing(theme)};
`;

/**
 * Toggles one product in the comparison list (`search/CompareButton`, on product cards and the
 * product page). Its name says what a press does; `aria-pressed` says whether it is compared.
 */
export function CompareButton({ sku, categoryIds }: { sku: string; categoryIds: string[] }) {
  const { isCompared, label, toggle: onToggle } = useCompareButton(sku, categoryIds);
  return (
    <button
      type="button"
      css={toggle}
      aria-pressed={isCompared}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      <CompareIcon />
    </button>
  );
}
