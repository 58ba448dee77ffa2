import { useTranslation } from 'react-i18next';
import { Button, formatPrice, formatTime12h, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { PickupStoreFieldsFragment } from '../graphql/__generated__/pickup-store-fields';
import type { usePickup } from '../hooks/use-pickup';
import { OptionList } from './option-list';

type Pickup = ReturnType<typeof usePickup>;

/** Home delivery or store pickup, as two cards of one radio group. */
export function ShippingModeChoice({ pickup }: { pickup: Pickup }) {
  const { t } = useTranslation(NS);
  const option = (title: string, hint: string) => (
    <>
      {title}
      <small css={{ display: 'block' }}>{hint}</small>
    </>
  );
  return (
    <OptionList
      legend={t('delivery.modeTitle')}
      name="shipping-mode"
      value={pickup.mode}
      onChange={(value) => pickup.chooseMode(value === 'pickup' ? 'pickup' : 'delivery')}
      options={[
        {
          value: 'delivery',
          label: option(t('delivery.homeDelivery'), t('delivery.homeDeliveryHint')),
          disabled: pickup.saving,
        },
        {
          value: 'pickup',
          label: option(t('delivery.storePickup'), t('delivery.storePickupHint')),
          disabled: pickup.saving,
        },
      ]}
    />
  );
}

/** A pickup location's address, phone and working hours. */
function StoreDetails({ store }: { store: PickupStoreFieldsFragment }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  return (
    <span css={{ display: 'grid', gap: 2, fontSize: 14 }}>
      <span>{[store.address, store.city?.name].filter(Boolean).join(' · ')}</span>
      {store.phone_number && (
        <span>
          {t('delivery.phone')}: <span dir="ltr">{store.phone_number}</span>
        </span>
      )}
      {(store.working_hours ?? []).flatMap((h, index) =>
        h?.open && h.close ? (
          <span key={index}>
            {t('delivery.hours', {
              days: h.days ?? '',
              open: formatTime12h(h.open, locale),
              close: formatTime12h(h.close, locale),
            })}
          </span>
        ) : (
          []
        ),
      )}
    </span>
  );
}

/**
 * The pickup locations (the cart's store chosen) with their rules: the order waits at the store,
 * and the pickup address is not saved to the address book (commerce spec section 9).
 */
export function PickupLocation({ pickup, fee }: { pickup: Pickup; fee: number | null }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  return (
    <section
      aria-labelledby="checkout-pickup"
      css={(theme) => ({ display: 'grid', gap: theme.space.sm })}
    >
      <h2 id="checkout-pickup" css={{ margin: 0, fontSize: 18 }}>
        {t('delivery.storesTitle')}
      </h2>
      {pickup.loading && <p css={{ margin: 0 }}>{t('delivery.loadingStores')}</p>}
      {pickup.failed && (
        <div
          role="alert"
          css={(theme) => ({ display: 'grid', justifyItems: 'start', gap: theme.space.sm })}
        >
          <p css={{ margin: 0 }}>{t('delivery.storesError')}</p>
          <Button variant="outline" onClick={pickup.retry}>
            {t('delivery.retry')}
          </Button>
        </div>
      )}
      {!pickup.loading && !pickup.failed && pickup.stores.length === 0 && (
        <p role="status" css={{ margin: 0 }}>
          {t('delivery.noStores')}
        </p>
      )}
      {pickup.stores.length > 0 && (
        <OptionList
          legend={t('delivery.chooseStore')}
          name="pickup-store"
          value={pickup.storeId === null ? null : String(pickup.storeId)}
          onChange={(value) => pickup.chooseStore(Number(value))}
          options={pickup.stores.map((store) => ({
            value: String(store.id),
            disabled: pickup.saving,
            label: (
              <>
                <strong css={{ display: 'block' }}>{store.name}</strong>
                <StoreDetails store={store} />
              </>
            ),
            ...(fee !== null && pickup.storeId === store.id
              ? { detail: formatPrice(fee, locale) }
              : {}),
          }))}
        />
      )}
      {pickup.saving && (
        <p role="status" css={{ margin: 0 }}>
          {t('delivery.saving')}
        </p>
      )}
      {pickup.storeId !== null && <p css={{ margin: 0 }}>{t('delivery.rules')}</p>}
    </section>
  );
}
