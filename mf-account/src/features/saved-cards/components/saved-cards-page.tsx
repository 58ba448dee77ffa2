import { useTranslation } from 'react-i18next';
import { Button, Modal, Spinner } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { pageTitle } from '../../../shared/page-styles';
import { useSavedCards } from '../hooks/use-saved-cards';

/** `/account/saved-cards`: the saved cards, each removable after a confirmation. */
export function SavedCardsPage(_props: Partial<RoutePageProps>) {
  const { t } = useTranslation(NS);
  const cards = useSavedCards();
  const label = (card: { card_number?: string | null; payment_option?: string | null }) =>
    t('cards.card', { brand: card.payment_option ?? '', number: card.card_number ?? '' });
  return (
    <section
      css={{
        display: 'grid',
        gap: 24,
        maxInlineSize: 1166,
        marginInline: 'auto',
        padding: '24px 16px',
      }}
      aria-labelledby="cards-title"
    >
      <h1 id="cards-title" css={pageTitle}>
        {t('routes.account-saved-cards')}
      </h1>
      {cards.loading && (
        <p role="status">
          <Spinner /> {t('cards.loading')}
        </p>
      )}
      {cards.errorMessage && (
        <div role="alert">
          <p>{t('cards.loadError')}</p>
          <p>{cards.errorMessage}</p>
          <Button variant="secondary" onClick={cards.retry}>
            {t('orders.retry')}
          </Button>
        </div>
      )}
      {!cards.loading && !cards.errorMessage && cards.cards.length === 0 && (
        <p>{t('cards.empty')}</p>
      )}
      {cards.cards.length > 0 && (
        <ul css={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
          {cards.cards.map((card) => (
            <li
              key={card.card_id}
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 8,
                alignItems: 'center',
                justifyContent: 'space-between',
                padding: 16,
                border: '1px solid #dfe5e1',
                borderRadius: 8,
              }}
            >
              <div>
                <p css={{ margin: 0, fontWeight: 600 }} dir="ltr">
                  {label(card)}
                </p>
                {card.card_holder_name && <p css={{ margin: 0 }}>{card.card_holder_name}</p>}
                {card.expiry_date && (
                  <p css={{ margin: 0, color: '#4f5c55' }}>
                    {t('cards.expires', { date: card.expiry_date })}
                  </p>
                )}
              </div>
              <Button
                variant="outline"
                aria-label={t('cards.removeCard', { card: label(card) })}
                onClick={() => cards.ask(card)}
              >
                {t('cards.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={cards.pending !== null}
        onClose={cards.cancel}
        variant="warn"
        title={t('cards.confirmTitle')}
        description={cards.pending ? t('cards.confirmText', { card: label(cards.pending) }) : null}
        footer={
          <>
            <Button variant="secondary" onClick={cards.cancel}>
              {t('cards.keep')}
            </Button>
            <Button variant="danger" loading={cards.removing} onClick={cards.confirm}>
              {t('cards.remove')}
            </Button>
          </>
        }
      >
        {cards.failure && (
          <p role="alert" css={{ color: '#b42318', margin: 0 }}>
            {cards.failure}
          </p>
        )}
      </Modal>
    </section>
  );
}
