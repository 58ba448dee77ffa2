import { css } from '@emotion/react';
import { useShell, theme } from '@dukkan/contracts';
import { MegaMenu } from '../../features/category-menu/components/mega-menu';
import { LAYOUT_MAX_WIDTH, Z } from '../../shared/constants';
import { useStickyHeader } from '../../features/header/hooks/use-sticky-header';
import { useStoreBanner } from '../../features/header/hooks/use-store-banner';
import { LanguageSwitch } from '../../shared/components/language-switch';
import { LogoLink } from '../../shared/components/logo-link';
import { PhoneLink } from '../../features/header/components/phone-link';

const header = css`
  position: relative;
  z-index: ${Z.sticky};
  background: #fff;
  &[data-sticky='true'] {
    position: sticky;
    inset-block-start: 0;
    box-shadow: 0 2px 8px rgb(0 0 0 / 10%);
  }
`;

// Header rows sit above the mega menu's dim overlay (layer 1), so only the page is dimmed.
const topBar = css`
  position: relative;
  z-index: 2;
  background: ${theme.colors.brand};
  color: #fff;
  font-size: 14px;
  a {
    color: #fff;
  }
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  max-inline-size: ${LAYOUT_MAX_WIDTH}px;
  margin-inline: auto;
  padding-block: 6px;
  padding-inline: 16px;
`;

const promo = css`
  margin: 0;
  font-weight: 600;
`;

/**
 * The banner's place held empty while the store configuration loads: one line about as wide as
 * the banner, so it wraps onto its own line where the banner does (phones) and not elsewhere.
 */
const promoPending = css`
  ${promo};
  flex: 0 1 260px;
  max-inline-size: 100%;
  min-block-size: 1lh;
`;

// One layer above the mega menu bar, so what drops down from this row (quick-search
// suggestions, the profile dropdown) is drawn over the bar instead of under it.
const mainRow = css`
  ${row};
  position: relative;
  z-index: 3;
  background: #fff;
  padding-block: 12px;
  border-block-end: 1px solid ${theme.colors.border};
`;

/*
 * Heights of the row's remote slots once they arrive (area button, search field, account and
 * cart buttons), held while their modules load so the header never grows under the page.
 */
const SLOT_HEIGHT = '44px';
const SEARCH_HEIGHT = '42px';

const area = css`
  min-inline-size: 0;
  min-block-size: ${SLOT_HEIGHT};
  display: flex;
  align-items: center;
`;

const desktopSearch = css`
  flex: 1 1 320px;
  min-block-size: ${SEARCH_HEIGHT};
  display: flex;
  align-items: center;
  & > * {
    flex: 1 1 auto;
  }
  ${theme.down('sm')} {
    display: none;
  }
`;

const mobileSearch = css`
  flex: 1 1 100%;
  order: 3;
  min-block-size: ${SEARCH_HEIGHT};
  ${theme.mq.sm} {
    display: none;
  }
`;

// Phones reach the account through the bottom bar's profile tab and drawer.
const desktopAccount = css`
  display: contents;
  ${theme.down('sm')} {
    display: none;
  }
`;

const end = css`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-inline-start: auto;
`;

const mainEnd = css`
  ${end};
  min-block-size: ${SLOT_HEIGHT};
`;

/**
 * The default header (shell spec section 2): promotion banner, phone link and language switch;
 * logo, delivering-to area, quick search, account and mini-cart; the category mega menu.
 * It sticks to the top when scrolled and the window is wider than 767 px.
 */
export function SiteHeader() {
  const { Fragment } = useShell();
  const sticky = useStickyHeader();
  const { promoBanner, supportPhone, loading } = useStoreBanner();
  return (
    <header css={header} data-sticky={sticky}>
      <div css={topBar}>
        <div css={row}>
          {promoBanner ? <p css={promo}>{promoBanner}</p> : null}
          {loading && !promoBanner ? <span css={promoPending} aria-hidden="true" /> : null}
          <span css={end}>
            <PhoneLink label="header.customerService" phone={supportPhone} />
            <LanguageSwitch />
          </span>
        </div>
      </div>
      <div css={mainRow}>
        <LogoLink />
        <div css={area}>
          <Fragment module="account/AreaSelector" props={{ variant: 'header' }} loading={null} />
        </div>
        <div css={desktopSearch}>
          <Fragment module="search/QuickSearch" props={{ variant: 'desktop' }} />
        </div>
        <div css={mainEnd}>
          <div css={desktopAccount}>
            <Fragment module="account/AccountMenu" props={{ variant: 'desktop' }} />
          </div>
          <Fragment module="cart/MiniCart" props={{}} />
        </div>
        <div css={mobileSearch}>
          <Fragment module="search/QuickSearch" props={{ variant: 'mobile' }} loading={null} />
        </div>
      </div>
      <MegaMenu />
    </header>
  );
}
