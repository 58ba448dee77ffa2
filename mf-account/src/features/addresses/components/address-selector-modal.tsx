import { Suspense } from 'react';
import { deferredPart } from '../../../shared/deferred/deferred-part';
import { addressChoiceTexts } from '../../../locales/parts/address-choice';
import { useAddressSelector } from '../hooks/use-address-selector';

/** The modal's body (cards, address book query) and its texts: fetched when it must first open. */
const selectorDialog = deferredPart(
  () => import('./address-selector-dialog').then((module) => module.SelectorBody),
  addressChoiceTexts,
);

/**
 * `account/AddressSelectorModal` (default layout): the customer's saved addresses to deliver
 * to, opened by itself or on `toggle-address-selector`; confirm stores the address and reloads.
 * This light part only decides whether it is open; a guest, and a customer it does not open for,
 * never download the body.
 */
export function AddressSelectorModal(_props: Record<string, never>) {
  const selector = useAddressSelector();
  if (!selector.open) return null;
  const { Part: SelectorBody } = selectorDialog;
  return (
    <Suspense fallback={null}>
      <SelectorBody
        storedId={selector.storedId}
        onConfirm={selector.confirm}
        onAddNew={selector.addNew}
        onClose={selector.close}
      />
    </Suspense>
  );
}
