import { css } from '@emotion/react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell, withLocale } from '@dukkan/contracts';
import { rememberLocale } from '../locale-preference';

const link = css`
  font-weight: 600;
  text-decoration: none;
`;

/** Link to the same page in the other language; the choice is remembered in i18n_locale. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { locale } = useShell();
  const { pathname, search, hash } = useLocation();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <Link
      css={link}
      lang={other}
      hrefLang={other}
      to={`${withLocale(other, pathname)}${search}${hash}`}
      onClick={() => rememberLocale(other)}
    >
      {t('header.languageSwitch')}
    </Link>
  );
}
