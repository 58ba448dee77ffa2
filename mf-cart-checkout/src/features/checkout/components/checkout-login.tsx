import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useCheckoutLogin } from '../hooks/use-checkout-login';

/** `/checkout`'s phone login: the phone, then the layout's code dialog; the checkout goes on. */
export function CheckoutLogin() {
  const { t } = useTranslation(NS);
  const login = useCheckoutLogin();
  return (
    <form
      noValidate
      aria-label={t('quickLogin.title')}
      css={(theme) => ({ display: 'grid', gap: theme.space.sm, justifyItems: 'start' })}
      onSubmit={(event) => {
        event.preventDefault();
        login.sendCode();
      }}
    >
      <TextField
        label={t('quickLogin.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        hint={t('quickLogin.hint')}
        value={login.phone}
        error={login.error ?? undefined}
        onChange={(event) => login.change(event.target.value)}
      />
      <Button type="submit" variant="primary" aria-busy={login.waiting} disabled={login.waiting}>
        {login.waiting ? t('quickLogin.waiting') : t('quickLogin.send')}
      </Button>
    </form>
  );
}
