import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useStockBack } from '../hooks/use-stock-back';

/**
 * "Notify me" for an out-of-stock product: a guest leaves an e-mail or a phone number, a
 * signed-in customer subscribes with one click, or reads that they already asked (a disabled
 * button saying so). The service's confirmation replaces the form.
 */
export function StockBackNotify({ productId }: { productId: number }) {
  const { t } = useTranslation(NS);
  const stockBack = useStockBack(productId);
  if (stockBack.done !== null)
    return (
      <p role="status" css={(theme) => ({ margin: 0, color: theme.colors.success.foreground })}>
        {stockBack.done || t('stockBack.done')}
      </p>
    );
  return (
    <section
      aria-labelledby="stock-back-title"
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        padding: theme.space.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
      })}
    >
      <h2 id="stock-back-title" css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>
        {t('stockBack.title')}
      </h2>
      {stockBack.alreadyAsked ? (
        <>
          <Button variant="secondary" disabled aria-describedby="stock-back-asked">
            {t('stockBack.alreadyAsked')}
          </Button>
          <p id="stock-back-asked" css={(theme) => ({ margin: 0, color: theme.colors.muted })}>
            {t('stockBack.alreadyAskedHint')}
          </p>
        </>
      ) : stockBack.isCustomer ? (
        <Button
          variant="secondary"
          loading={stockBack.sending}
          onClick={stockBack.subscribeAsCustomer}
        >
          {t('stockBack.notifyMe')}
        </Button>
      ) : (
        <form
          onSubmit={stockBack.onSubmit}
          noValidate
          css={(theme) => ({ display: 'grid', gap: theme.space.sm })}
        >
          <TextField
            {...stockBack.contactField}
            label={t('stockBack.contact')}
            hint={t('stockBack.hint')}
            error={stockBack.contactError}
            autoComplete="email"
            dir="ltr"
            required
          />
          <Button type="submit" variant="secondary" loading={stockBack.sending}>
            {t('stockBack.notifyMe')}
          </Button>
        </form>
      )}
      {stockBack.failure !== null && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger.foreground })}>
          {stockBack.failure || t('stockBack.failed')}
        </p>
      )}
    </section>
  );
}
