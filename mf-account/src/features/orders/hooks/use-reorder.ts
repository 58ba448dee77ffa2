import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SESSION_ERRORS, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { describeError } from '../../../shared/server-errors';
import { goToCart } from '../cart-navigation';
import { ReorderItemsDocument } from '../graphql/__generated__/reorder-items';

/**
 * Ordering again (Magento reorderItems) from a finished order: the service puts its items into the
 * customer's cart. All added: the cart count is announced (`cart:updated`) and the shopper goes to
 * the cart page. Some items refused: they are listed in the page language with a link to the cart.
 * An order the service does not take yet (REORDER_NOT_AVAILABLE) says so, translated.
 */
export function useReorder(orderNumber: string) {
  const { t } = useTranslation(NS);
  const { locale, localePath, bus } = useShell();
  const [send, { loading }] = useMutation(ReorderItemsDocument);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const reorder = async () => {
    setProblems([]);
    setFailure(null);
    try {
      const { data } = await send({ variables: { orderNumber } });
      const answer = data?.reorderItems;
      if (!answer) throw new Error(t('reorder.failed'));
      const errors = (answer.userInputErrors ?? []).flatMap((entry) => (entry ? [entry] : []));
      if (errors.some((entry) => entry.code === 'REORDER_NOT_AVAILABLE')) {
        setFailure(t('reorder.notAvailable'));
        return;
      }
      bus.emit('cart:updated', { itemCount: answer.cart.total_quantity ?? 0 });
      if (errors.length === 0) {
        goToCart(localePath('/cart'));
        return;
      }
      setProblems(errors.map((entry) => entry.message));
    } catch (error) {
      setFailure(describeError(error, SESSION_ERRORS, locale).message);
    }
  };

  return {
    reorder: () => void reorder(),
    reordering: loading,
    /** Items the service could not add (its words, in the page language). */
    problems,
    failure,
    cartPath: localePath('/cart'),
  };
}
