import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import { COLORS, FOOTER_LINKS, LAYOUT_MAX_WIDTH } from '../constants';

const footer = css`
  margin-block-start: 48px;
  background: ${COLORS.surface};
  border-block-start: 1px solid ${COLORS.border};
  color: ${COLORS.muted};
  font-size: 14px;
`;

const inner = css`
  max-inline-size: ${LAYOUT_MAX_WIDTH}px;
  margin-inline: auto;
  padding-block: 24px;
  padding-inline: 16px;
`;

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${COLORS.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** The default footer: customer service and company links, copyright with the current year. */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  const shell = useShell();
  return (
    <footer css={footer}>
      <div css={inner}>
        <nav aria-label={t('footer.navLabel')}>
          <ul css={list}>
            {FOOTER_LINKS.map((item) => (
              <li key={item.key}>
                <Link to={shell.localePath(item.path)}>{t(`footer.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
