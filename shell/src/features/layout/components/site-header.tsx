import { css } from '@emotion/react';
import { useShell } from '@dukkan/contracts';
import { COLORS, LAYOUT_MAX_WIDTH } from '../constants';
import { LanguageSwitch } from './language-switch';
import { LogoLink } from './logo-link';
import { PhoneLink } from './phone-link';

const topBar = css`
  background: ${COLORS.brand};
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
  padding-block: 8px;
  padding-inline: 16px;
`;

const mainRow = css`
  ${row};
  padding-block: 12px;
  border-block-end: 1px solid ${COLORS.border};
`;

const search = css`
  flex: 1 1 100%;
  order: 3;
  @media (min-width: 1024px) {
    flex: 1 1 320px;
    order: 0;
  }
`;

const end = css`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-inline-start: auto;
`;

/** The default header: phone, language switch, logo, quick search, area, account and cart. */
export function SiteHeader() {
  const { Fragment } = useShell();
  return (
    <header>
      <div css={topBar}>
        <div css={row}>
          <PhoneLink label="header.customerService" />
          <span css={end}>
            <LanguageSwitch />
          </span>
        </div>
      </div>
      <div css={mainRow}>
        <LogoLink />
        <Fragment module="account/AreaSelector" props={{ variant: 'header' }} />
        <div css={search}>
          <Fragment module="search/QuickSearch" props={{ variant: 'desktop' }} />
        </div>
        <div css={end}>
          <Fragment module="account/AccountMenu" props={{ variant: 'desktop' }} />
          <Fragment module="cart/MiniCart" props={{}} />
        </div>
      </div>
    </header>
  );
}
