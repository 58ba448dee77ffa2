import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useSocialProviders } from '../hooks/use-social-providers';
import { startUrl } from '../social-api';

const list = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const button = (theme: Theme) => css`
  display: block;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.brand};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.brand};
  text-align: center;
  text-decoration: none;
  font-weight: ${theme.fontWeights.semibold};
`;

/**
 * "Continue with Google" (and Apple, Facebook): one link per provider the service offers, to its
 * start route; nothing at all when it offers none.
 */
export function SocialButtons() {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const providers = useSocialProviders();
  if (providers.length === 0) return null;
  return (
    <section aria-label={t('social.title')}>
      <ul css={list}>
        {providers.map((provider) => (
          <li key={provider}>
            <a css={button} href={startUrl(provider, locale)}>
              {t('social.continueWith', { provider: t(`social.providers.${provider}`) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
