import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner, useShell } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { authPage, pageTitle } from '../../../shared/page-styles';
import { useConfirmEmail } from '../hooks/use-confirm-email';

/** `/confirm-email`: opens the e-mailed confirmation link and says how it went. */
export function ConfirmEmailPage(_props: Partial<RoutePageProps>) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const { state, isLoggedIn } = useConfirmEmail();
  const next = isLoggedIn ? (
    <Link to={localePath('/account')}>{t('confirmEmail.toAccount')}</Link>
  ) : (
    <Link to={localePath('/login')}>{t('confirmEmail.toLogin')}</Link>
  );
  return (
    <div css={authPage}>
      <h1 css={pageTitle}>{t('routes.confirm-email')}</h1>
      {state.status === 'checking' && (
        <p role="status">
          <Spinner /> {t('confirmEmail.checking')}
        </p>
      )}
      {state.status === 'done' && <p role="status">{t('confirmEmail.done')}</p>}
      {state.status === 'failed' && (
        <p role="alert">{state.message ?? t('confirmEmail.noToken')}</p>
      )}
      {state.status !== 'checking' && next}
    </div>
  );
}
