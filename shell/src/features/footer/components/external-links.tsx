import { css } from '@emotion/react';
import { theme } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { APP_LINKS, SOCIAL_LINKS } from '../../../shared/constants';

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 8px 12px;
    border-radius: 6px;
    background: ${theme.colors.text};
    color: #fff;
    font-size: 13px;
    font-weight: 600;
    text-decoration: none;
  }
`;

const SOCIAL_MARK: Record<(typeof SOCIAL_LINKS)[number]['key'], string> = {
  facebook: 'f',
  instagram: '◎',
  x: '𝕏',
  youtube: '▶',
};

/** App Store and Google Play links; external, so they open in a new tab. */
export function AppLinks() {
  const { t } = useTranslation('shell');
  return (
    <ul css={row} aria-label={t('apps.title')}>
      <li>
        <a href={APP_LINKS.ios} target="_blank" rel="noopener noreferrer">
          {t('apps.appStore')}
        </a>
      </li>
      <li>
        <a href={APP_LINKS.android} target="_blank" rel="noopener noreferrer">
          <span aria-hidden="true">▶</span>
          {t('apps.playStore')}
        </a>
      </li>
    </ul>
  );
}

/** Social profile links, named by network; external, so they open in a new tab. */
export function SocialLinks() {
  const { t } = useTranslation('shell');
  return (
    <ul css={row} aria-label={t('social.title')}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t(`social.${link.key}`)} ${t('opensInNewTab')}`}
          >
            <span aria-hidden="true">{SOCIAL_MARK[link.key]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
