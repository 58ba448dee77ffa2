import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { focusRing, useShell } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { NS } from '../../../i18n';
import { authPage, pageTitle } from '../../../shared/page-styles';
import { DetailsForm, EmailForm, PasswordForm } from './profile-forms';

const PAGES = [
  { routeId: 'account-edit', path: '/account/edit', Form: DetailsForm },
  { routeId: 'account-edit-email', path: '/account/edit/email', Form: EmailForm },
  { routeId: 'account-edit-password', path: '/account/edit/password', Form: PasswordForm },
] as const;

const tab = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  min-block-size: ${theme.touchTarget};
  padding-inline: ${theme.space.md};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text};
  &[aria-current='page'] {
    background: ${theme.colors.brandSoft};
    font-weight: ${theme.fontWeights.semibold};
  }
  ${focusRing(theme)};
`;

/** `/account/edit`, `/account/edit/email`, `/account/edit/password`: the profile settings. */
export function ProfilePage({
  routeId = 'account-edit',
  settingsExtra = null,
}: Partial<RoutePageProps> & {
  /** Shown under the details form of `/account/edit` (the expose adds account deletion). */
  settingsExtra?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const page = PAGES.find((entry) => entry.routeId === routeId) ?? PAGES[0];
  const { Form } = page;
  return (
    <section css={authPage} aria-labelledby="profile-title">
      <h1 id="profile-title" css={pageTitle}>
        {t(`routes.${page.routeId}`)}
      </h1>
      <nav aria-label={t('routes.account-edit')}>
        <ul
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 8,
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {PAGES.map((entry) => (
            <li key={entry.routeId}>
              <NavLink end css={tab} to={localePath(entry.path)}>
                {t(`routes.${entry.routeId}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Form key={page.routeId} />
      {page.routeId === 'account-edit' ? settingsExtra : null}
    </section>
  );
}
