import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell, theme } from '@dukkan/contracts';
import { FOOTER_LINKS, LAYOUT_MAX_WIDTH } from '../../../shared/constants';
import { LanguageSwitch } from '../../../shared/components/language-switch';
import { LogoLink } from '../../../shared/components/logo-link';
import { AppLinks, SocialLinks } from './external-links';
import { NewsletterForm } from './newsletter-form';
import { PaymentMarks } from './payment-marks';

const footer = css`
  margin-block-start: 48px;
  background: ${theme.colors.surface};
  border-block-start: 1px solid ${theme.colors.border};
  color: ${theme.colors.muted};
  font-size: 14px;
  h2 {
    margin-block: 0 8px;
    color: ${theme.colors.text};
    font-size: 16px;
  }
`;

const inner = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: 24px;
  max-inline-size: ${LAYOUT_MAX_WIDTH}px;
  margin-inline: auto;
  padding-block: 32px 24px;
  padding-inline: 16px;
  ${theme.mq.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${theme.mq.md} {
    grid-template-columns: 1fr 1fr 2fr;
  }
`;

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding-block: 4px;
  }
  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const bottom = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
  max-inline-size: ${LAYOUT_MAX_WIDTH}px;
  margin-inline: auto;
  padding-block: 16px;
  padding-inline: 16px;
  border-block-start: 1px solid ${theme.colors.border};
  p {
    margin: 0;
  }
`;

const mobileOnly = css`
  ${theme.mq.sm} {
    display: none;
  }
`;

const topButton = css`
  margin-inline-start: auto;
  padding: 8px 14px;
  border: 1px solid ${theme.colors.border};
  border-radius: 6px;
  background: #fff;
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

const [SERVICE_LINKS, COMPANY_LINKS] = [FOOTER_LINKS.slice(0, 2), FOOTER_LINKS.slice(2)];

function LinkColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly (typeof FOOTER_LINKS)[number][];
}) {
  const { t } = useTranslation('shell');
  const { localePath } = useShell();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul css={list}>
        {links.map((item) => (
          <li key={item.key}>
            <Link to={localePath(item.path)}>{t(`footer.${item.key}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The default footer (shell spec section 2): customer service and company links, newsletter,
 * app and social links, payment logos, the language switch on mobile, copyright with the
 * current year and a scroll-to-top button.
 */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer css={footer}>
      <div css={inner}>
        <LinkColumn id="footer-service" title={t('footer.customerService')} links={SERVICE_LINKS} />
        <LinkColumn id="footer-company" title={t('footer.company')} links={COMPANY_LINKS} />
        <div
          css={css`
            display: grid;
            gap: 16px;
          `}
        >
          <NewsletterForm />
          <section aria-labelledby="footer-apps">
            <h2 id="footer-apps">{t('apps.title')}</h2>
            <AppLinks />
          </section>
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{t('social.title')}</h2>
            <SocialLinks />
          </section>
        </div>
      </div>
      <div css={bottom}>
        <LogoLink />
        <PaymentMarks />
        <span css={mobileOnly}>
          <LanguageSwitch />
        </span>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <button
          type="button"
          css={topButton}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <span aria-hidden="true">↑ </span>
          {t('scrollToTop')}
        </button>
      </div>
    </footer>
  );
}
