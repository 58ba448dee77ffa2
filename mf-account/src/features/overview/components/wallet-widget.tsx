import { useTranslation } from 'react-i18next';
import { formatPrice, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { bigValue, widget } from './overview-styles';

/** My wallet: the customer's store credit as a price (shell spec section 2). */
export function WalletWidget({ storeCredits }: { storeCredits: number }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  return (
    <section css={widget} aria-labelledby="wallet-title">
      <h2 id="wallet-title">{t('overview.wallet.title')}</h2>
      <p>{t('overview.wallet.credit')}</p>
      {/* formatPrice shows zero as Free, which reads wrong for a balance: say so plainly. */}
      <p css={bigValue}>
        {storeCredits > 0 ? formatPrice(storeCredits, locale) : t('overview.wallet.empty')}
      </p>
    </section>
  );
}
