import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useDeliveringTo } from '../hooks/use-delivering-to';

const button = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-block-size: ${theme.touchTarget};
  max-inline-size: 100%;
  padding-block: ${theme.space.xs};
  padding-inline: ${theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surface};
  }
  ${focusRing(theme)};
`;

const lines = css`
  display: grid;
  min-inline-size: 0;
`;

const main = (theme: Theme) => css`
  overflow: hidden;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const sub = (theme: Theme) => css`
  overflow: hidden;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

function PinIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

/**
 * The header's delivering-to button: the saved district (or a prompt to select an area) and
 * the first delivery time; pressing it opens the shell's select-area dialog.
 */
export function DeliveringTo() {
  const { t } = useTranslation(NS);
  const area = useDeliveringTo();
  let second: string | null = null;
  if (area.firstDeliveryText)
    second = t('areaSelector.firstDelivery', { when: area.firstDeliveryText });
  else if (area.noDelivery) second = t('areaSelector.noDelivery');
  return (
    <button type="button" css={button} aria-haspopup="dialog" onClick={area.open}>
      <PinIcon />
      <span css={lines}>
        <span css={main}>
          {area.districtName
            ? t('areaSelector.deliveringTo', { district: area.districtName })
            : t('areaSelector.selectArea')}
        </span>
        {second ? <span css={sub}>{second}</span> : null}
      </span>
    </button>
  );
}
