import { useTranslation } from 'react-i18next';
import { Button, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { useShippingStep } from '../hooks/use-shipping-step';

/**
 * The delivery address. A customer chooses one of the saved addresses (or adds one) in the
 * account's `account/AddressPicker`; a guest types it in `account/AddressForm` while none is set
 * or while changing it, else sees a summary with Change address.
 */
export function ShippingAddress({ step }: { step: ReturnType<typeof useShippingStep> }) {
  const { t } = useTranslation(NS);
  const { Fragment } = useShell();
  const address = step.address;
  return (
    <section
      aria-labelledby="checkout-address"
      css={(theme) => ({ display: 'grid', gap: theme.space.sm })}
    >
      <h2 id="checkout-address" css={{ margin: 0, fontSize: 18 }}>
        {t('checkout.shipping.addressTitle')}
      </h2>
      {!step.isGuest ? (
        <Fragment
          module="account/AddressPicker"
          props={{
            selectedId: step.savedAddressId,
            onSelect: (saved) => void step.selectSavedAddress(saved),
          }}
        />
      ) : step.editingAddress ? (
        <Fragment
          module="account/AddressForm"
          props={{
            forcedDefault: false,
            submitLabel: t('checkout.shipping.saveAddress'),
            onSubmit: step.submitAddress,
            ...(address ? { onCancel: step.cancelEditAddress } : {}),
          }}
        />
      ) : (
        address && (
          <div
            css={(theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              gap: theme.space.md,
              alignItems: 'center',
            })}
          >
            <p css={{ margin: 0, flex: 1 }}>
              {t('checkout.shipping.deliverTo', {
                name: `${address.firstname ?? ''} ${address.lastname ?? ''}`.trim(),
                street: [address.street?.join(' '), address.building].filter(Boolean).join(', '),
                district: address.district?.name ?? '',
              })}
              {address.telephone && (
                <span css={{ display: 'block' }} dir="ltr">
                  {address.telephone}
                </span>
              )}
            </p>
            <Button variant="outline" onClick={step.editAddress}>
              {t('checkout.shipping.changeAddress')}
            </Button>
          </div>
        )
      )}
    </section>
  );
}

/**
 * What to do while no delivery address is on the cart (issue 59): a guest saves the typed one; a
 * customer chooses one of the saved addresses, adds one, or changes the delivery area, so an
 * address outside the area is never a dead end.
 */
export function AddressNextStep({
  isGuest,
  changeArea,
}: {
  isGuest: boolean;
  changeArea: () => void;
}) {
  const { t } = useTranslation(NS);
  if (isGuest) return <p css={{ margin: 0 }}>{t('checkout.shipping.addressFirst')}</p>;
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space.sm,
        alignItems: 'center',
      })}
    >
      <p role="status" css={{ margin: 0, flex: '1 1 16rem' }}>
        {t('checkout.shipping.chooseAddress')}
      </p>
      <Button variant="outline" onClick={changeArea}>
        {t('checkout.shipping.changeArea')}
      </Button>
    </div>
  );
}
