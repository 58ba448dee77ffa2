import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE, formatPrice, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { OrderPageFallback } from '../../../shared/order-page-fallback';
import { pageTitle } from '../../../shared/page-styles';
import { useSubstitutionOutcome } from '../hooks/use-substitution-outcome';
import { replacementsOf } from '../substitution-choices';
import type { SubstitutionItem } from '../substitution-choices';
import { ProductLine } from './product-line';
import { areaPage, cardList, itemCard, link, muted } from './substitution-styles';

function Outcome({ item }: { item: SubstitutionItem }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const name = item.product_name ?? item.product?.name ?? '';
  const chosen = replacementsOf(item).find((entry) => entry.id === item.chosen_replacement_id);
  if (!chosen) {
    return (
      <li css={itemCard}>
        <p>{t('substitution.removed', { name })}</p>
      </li>
    );
  }
  return (
    <li css={itemCard}>
      <ProductLine image={chosen.product?.small_image?.url}>
        <p>
          {t('substitution.replaced', {
            name,
            replacement: chosen.product?.name ?? chosen.product?.sku ?? '',
          })}
        </p>
        <p css={muted}>
          {t('substitution.replacementFigures', {
            quantity: (chosen.qty ?? 0).toLocaleString(INTL_LOCALE[locale]),
            price: formatPrice(chosen.price?.value, locale),
            total: formatPrice(
              Math.round((chosen.price?.value ?? 0) * (chosen.qty ?? 0) * 100) / 100,
              locale,
            ),
          })}
        </p>
      </ProductLine>
    </li>
  );
}

/**
 * `/substitution/{id}/success`: the answer the store received, item by item, the order's new
 * total and how the store will reach the customer about another missing item.
 */
export function SubstitutionSuccessPage({ number }: { number: string }) {
  const { t } = useTranslation(NS);
  const { locale, localePath } = useShell();
  const outcome = useSubstitutionOutcome(number);
  const toOrder = (
    <Link css={link} to={localePath(`/account/orders/${encodeURIComponent(number)}`)}>
      {t('review.back', { number })}
    </Link>
  );
  const substitution = outcome.substitution;
  if (outcome.loading || !substitution) {
    return (
      <OrderPageFallback
        loading={outcome.loading}
        notFound={outcome.notFound}
        notFoundText={t('substitution.notFound')}
        loadError={outcome.loadError}
        onRetry={outcome.retry}
        titleId="substitution-success-title"
        back={toOrder}
      />
    );
  }
  if (substitution.status !== 'SUBMITTED') {
    return (
      <section css={areaPage} aria-labelledby="substitution-success-title">
        <h1 id="substitution-success-title" css={pageTitle}>
          {t('substitution.title', { number })}
        </h1>
        <p role="status">
          {substitution.status === 'PENDING'
            ? t('substitution.notAnswered')
            : t('substitution.expired')}
        </p>
        {substitution.status === 'PENDING' && (
          <Link css={link} to={localePath(`/substitution/${encodeURIComponent(number)}`)}>
            {t('substitution.answerNow')}
          </Link>
        )}
        {toOrder}
      </section>
    );
  }
  const notice = substitution.order?.item_notice_action;
  return (
    <section css={areaPage} aria-labelledby="substitution-success-title">
      <h1 id="substitution-success-title" css={pageTitle}>
        {t('substitution.successTitle')}
      </h1>
      <p role="status">{t('substitution.successText', { number })}</p>
      <ul css={cardList} aria-label={t('substitution.yourAnswer')}>
        {outcome.items.map((item) => (
          <Outcome key={item.id} item={item} />
        ))}
      </ul>
      <p>
        {t('substitution.newTotal', {
          total: formatPrice(substitution.order?.total?.grand_total?.value, locale),
        })}
      </p>
      {notice && <p css={muted}>{t(`substitution.noticeChosen.${notice}`)}</p>}
      {toOrder}
    </section>
  );
}
