import { css } from '@emotion/react';
import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell, theme } from '@dukkan/contracts';
import { AlertsRegion } from '../../features/alerts/components/alerts-region';
import { OfflineNotice } from '../../features/network/components/offline-notice';
import { DegradedNotice } from '../../features/remotes/components/degraded-notice';
import { LAYOUT_MAX_WIDTH } from '../../shared/constants';
import { useStoreBanner } from '../../features/header/hooks/use-store-banner';
import { LanguageSwitch } from '../../shared/components/language-switch';
import { LogoLink } from '../../shared/components/logo-link';
import { PhoneLink } from '../../features/header/components/phone-link';
import { MAIN_ID, SkipLink } from '../../features/header/components/skip-link';

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  max-inline-size: ${LAYOUT_MAX_WIDTH}px;
  margin-inline: auto;
  padding-block: 12px;
  padding-inline: 16px;
  border-block-end: 1px solid ${theme.colors.border};
`;

const secure = css`
  font-weight: 600;
  color: ${theme.colors.brand};
`;

const end = css`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-inline-start: auto;
`;

const main = css`
  max-inline-size: ${LAYOUT_MAX_WIDTH}px;
  min-block-size: 50vh;
  margin-inline: auto;
  padding: 16px;
`;

const note = css`
  max-inline-size: ${LAYOUT_MAX_WIDTH}px;
  margin-inline: auto;
  padding: 16px;
  color: ${theme.colors.muted};
  font-size: 14px;
`;

/** Checkout layout: secure-checkout banner, support phone, language switch, OTP dialog, privacy note. */
export function MinimalLayout() {
  const { t } = useTranslation('shell');
  const shell = useShell();
  const { Fragment } = shell;
  const { supportPhone } = useStoreBanner();
  return (
    <>
      <SkipLink />
      <header css={header}>
        <LogoLink />
        <span css={secure}>{t('header.secureCheckout')}</span>
        <span css={end}>
          <PhoneLink label="header.support" phone={supportPhone} />
          <LanguageSwitch />
        </span>
      </header>
      <OfflineNotice />
      <DegradedNotice />
      <main id={MAIN_ID} css={main} tabIndex={-1}>
        <Outlet />
      </main>
      <Fragment module="account/OtpDialog" props={{}} loading={null} />
      <aside css={note} aria-label={t('footer.privacy')}>
        <p>
          {t('checkout.privacyNote')}{' '}
          <Link to={shell.localePath('/privacy')}>{t('checkout.privacyLink')}</Link>.
        </p>
      </aside>
      <AlertsRegion />
    </>
  );
}
