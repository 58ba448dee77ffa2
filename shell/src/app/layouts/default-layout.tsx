import { css } from '@emotion/react';
import { Outlet } from 'react-router-dom';
import { useStore } from 'zustand';
import { useShell, theme } from '@dukkan/contracts';
import { AlertsRegion } from '../../features/alerts/components/alerts-region';
import { DownloadAppBanner } from '../../features/download-app/components/download-app-banner';
import { SiteFooter } from '../../features/footer/components/site-footer';
import { MobileBottomBar } from '../../features/mobile-nav/components/mobile-bottom-bar';
import { MobileMenu } from '../../features/mobile-nav/components/mobile-menu';
import { OfflineNotice } from '../../features/network/components/offline-notice';
import { DegradedNotice } from '../../features/remotes/components/degraded-notice';
import { useShellServices } from '../../shared/services/shell-services';
import { useAfterFirstCommit } from '../../shared/hooks/use-after-first-commit';
import { LAYOUT_MAX_WIDTH, MOBILE_BAR_HEIGHT } from '../../shared/constants';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from '../../features/header/components/skip-link';

/*
 * At least a screen high, so the footer starts below the fold until the page's content has
 * arrived: lists and fragments that load late grow the page under the fold, not in view.
 */
export const main = css`
  max-inline-size: ${LAYOUT_MAX_WIDTH}px;
  min-block-size: 100vh;
  margin-inline: auto;
  padding-block: 16px;
  padding-inline: 16px;
`;

/** Room under the footer so the fixed mobile bar never covers it. */
export const page = css`
  ${theme.down('sm')} {
    padding-block-end: ${MOBILE_BAR_HEIGHT}px;
  }
`;

/**
 * Default layout (shell spec section 2): header with the category menu, the page, footer,
 * alerts, the mobile bar and menu, and the other teams' slots: account drawer, loyalty upgrade
 * modal, address selector modal, and the comparison tray only while it has items.
 */
export function DefaultLayout() {
  const { Fragment } = useShell();
  const { counts } = useShellServices();
  const hasComparison = useStore(counts.store, (state) => state.compareCount > 0);
  // Below the fold (main is at least a screen high): drawn after the first commit.
  const belowTheFold = useAfterFirstCommit();
  return (
    <div css={page}>
      <SkipLink />
      <SiteHeader />
      <OfflineNotice />
      <DegradedNotice />
      <main id={MAIN_ID} css={main} tabIndex={-1}>
        <Outlet />
      </main>
      {hasComparison ? <Fragment module="search/CompareTray" props={{}} loading={null} /> : null}
      {belowTheFold ? <SiteFooter /> : null}
      <MobileBottomBar />
      <MobileMenu />
      <Fragment module="account/AccountMenu" props={{ variant: 'mobile' }} loading={null} />
      <Fragment module="account/LoyaltyUpgradeModal" props={{}} loading={null} />
      <Fragment module="account/AddressSelectorModal" props={{}} loading={null} />
      <DownloadAppBanner />
      <AlertsRegion />
    </div>
  );
}
