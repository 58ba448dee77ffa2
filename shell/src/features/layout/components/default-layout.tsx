import { css } from '@emotion/react';
import { Outlet } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';
import { AlertsRegion } from '../../alerts/components/alerts-region';
import { OfflineNotice } from '../../network/components/offline-notice';
import { LAYOUT_MAX_WIDTH } from '../constants';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';

const main = css`
  max-inline-size: ${LAYOUT_MAX_WIDTH}px;
  min-block-size: 50vh;
  margin-inline: auto;
  padding-block: 16px;
  padding-inline: 16px;
`;

/** Default layout: header, the page in `<main>`, comparison tray, footer and alerts. */
export function DefaultLayout() {
  const { Fragment } = useShell();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <OfflineNotice />
      <main id={MAIN_ID} css={main} tabIndex={-1}>
        <Outlet />
      </main>
      <Fragment module="search/CompareTray" props={{}} loading={null} />
      <SiteFooter />
      <AlertsRegion />
    </>
  );
}
