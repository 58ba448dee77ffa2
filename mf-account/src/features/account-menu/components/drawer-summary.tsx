import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE, formatPrice, useShell } from '@dukkan/contracts';
import type { SessionUser } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { TierBadge } from '../../../shared/tier-badge/tier-badge';

const summary = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.md};
  padding-inline: ${theme.space.lg};
  padding-block-end: ${theme.space.lg};
`;

const greetingText = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.muted};
`;

const name = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
`;

const cards = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.sm};
  margin: 0;
`;

const card = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.xxs};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  dt {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

export interface DrawerSummaryProps {
  user: SessionUser;
  greeting: 'morning' | 'evening';
}

/** The drawer's head: greeting, full name, loyalty overview (tier, points) and wallet. */
export function DrawerSummary({ user, greeting }: DrawerSummaryProps) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const fullName = [user.firstname, user.lastname].filter(Boolean).join(' ');
  const points = user.rewardPoints.toLocaleString(INTL_LOCALE[locale]);
  return (
    <div css={summary}>
      <div>
        <p css={greetingText}>{t(`accountMenu.${greeting}`)}</p>
        <p css={name}>{fullName}</p>
      </div>
      <dl css={cards}>
        <div css={card}>
          <dt>{t('accountMenu.loyalty')}</dt>
          <dd css={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <TierBadge code={user.tier} size={28} />
            {t(`accountMenu.tier.${user.tier ?? 'NONMEMBER'}`)}
          </dd>
          <dd>{t('accountMenu.points', { points })}</dd>
        </div>
        <div css={card}>
          <dt>{t('accountMenu.wallet')}</dt>
          <dd>
            {user.storeCredit > 0
              ? formatPrice(user.storeCredit, locale)
              : t('accountMenu.walletEmpty')}
          </dd>
        </div>
      </dl>
    </div>
  );
}
