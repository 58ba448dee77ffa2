import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell, theme } from '@dukkan/contracts';

const logo = css`
  font-size: 24px;
  font-weight: 800;
  letter-spacing: 0.5px;
  color: ${theme.colors.brand};
  text-decoration: none;
`;

/** The logo, linking home in the current language. */
export function LogoLink() {
  const { t } = useTranslation('shell');
  const shell = useShell();
  return (
    <Link css={logo} to={shell.localePath('/')} aria-label={t('header.homeLink')}>
      {t('brand')}
    </Link>
  );
}
