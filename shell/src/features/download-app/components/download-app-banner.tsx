import { useState } from 'react';
import { css } from '@emotion/react';
import { theme } from '@dukkan/contracts';
import { useTranslation } from 'react-i18next';
import { MOBILE_BAR_HEIGHT, Z } from '../../../shared/constants';
import { decideDownloadBanner } from '../download-app-rules';

const banner = css`
  position: fixed;
  inset-inline: 8px;
  inset-block-end: ${MOBILE_BAR_HEIGHT + 8}px;
  z-index: ${Z.mobileBar};
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px;
  border-radius: 12px;
  background: ${theme.colors.text};
  color: #fff;
  box-shadow: 0 4px 12px rgb(16 24 20 / 24%);
  p {
    flex: 1;
    margin: 0;
    font-size: 14px;
  }
  a {
    padding: 8px 14px;
    border-radius: 6px;
    background: ${theme.colors.brand};
    color: #fff;
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
  }
  button {
    padding: 0 6px;
    border: none;
    background: transparent;
    color: #fff;
    font-size: 22px;
    line-height: 1;
    cursor: pointer;
  }
  ${theme.mq.sm} {
    display: none;
  }
`;

/**
 * The download-app banner (shell spec sections 2 and 4): phones only, decided once per
 * session; Android gets the install link, iOS the app's root url; closing hides it.
 */
export function DownloadAppBanner() {
  const { t } = useTranslation('shell');
  const [target] = useState(() =>
    decideDownloadBanner(navigator.userAgent, globalThis.sessionStorage),
  );
  const [open, setOpen] = useState(true);
  if (!open || !target) return null;
  return (
    <section css={banner} aria-label={t('downloadApp.label')}>
      <p>{t('downloadApp.message')}</p>
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {target.platform === 'android' ? t('downloadApp.install') : t('downloadApp.open')}
      </a>
      <button type="button" aria-label={t('downloadApp.close')} onClick={() => setOpen(false)}>
        ×
      </button>
    </section>
  );
}
