import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { pointsEquivalent, redemptionOptions, useShell } from '@dukkan/contracts';
import { applyCart } from '../../../shared/cart/cart-operations';
import { ClientCartError } from '../../../shared/cart/cart-errors';
import { readCart } from '../../../shared/cart/cart-cache';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useCart } from '../../../shared/cart/hooks/use-cart';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { rewardPointsError } from '../discount-errors';
import { useDiscountAction } from './use-discount-action';
import { CartLoyaltyPointsDocument } from '../graphql/__generated__/cart-loyalty';
import { ApplyLoyaltyPointsDocument } from '../graphql/__generated__/apply-loyalty-points';
import { ApplyRewardPointsDocument } from '../graphql/__generated__/apply-reward-points';
import type { CartFieldsFragment } from '../../../shared/cart/graphql/__generated__/cart-fields';
import { RemoveLoyaltyPointsDocument } from '../graphql/__generated__/remove-loyalty-points';

/** Totals closer than this are the same (prices have two decimals). */
const SAME = 0.005;

export interface PointsOption {
  points: number;
  /** What the points take off the total at the customer's tier exchange rate. */
  money: number;
}

/**
 * Spends points through one of the spec's two operations (a limit, or all the total allows)
 * with its refusals: the same points again, a zero total, or a total that does not change.
 */
function useSpendPoints(
  deps: ReturnType<typeof useCartDeps>,
  action: ReturnType<typeof useDiscountAction<'applied' | 'removed'>>,
) {
  return (
    send: (cartId: string) => Promise<CartFieldsFragment | null | undefined>,
    sameAsApplied: (applied: { points: number } | null | undefined) => boolean,
  ) =>
    action.run(async (cartId) => {
      const before = readCart(deps.client, useCartStore.getState().cartId);
      const total = before?.grandTotal ?? 0;
      if (sameAsApplied(before?.appliedRewardPoints))
        throw new ClientCartError('rewardPoints.alreadyApplied');
      if (total <= SAME && !before?.appliedRewardPoints)
        throw new ClientCartError('rewardPoints.error');
      const next = await send(cartId);
      if (!next) return;
      const view = applyCart(deps, next);
      if (Math.abs((view.grandTotal ?? 0) - total) < SAME) {
        throw new ClientCartError(
          before?.appliedRewardPoints ? 'rewardPoints.alreadyApplied' : 'rewardPoints.error',
        );
      }
    }, 'applied');
}

/**
 * Reward points on the cart of a signed-in customer (commerce spec sections 4, 5 and 9): the
 * balance, the tier's exchange rate, the redemption options the balance allows (always with the
 * zero option), the chosen one (by default the points equivalent of the balance, or of the points
 * applied: the highest option not above them), apply the chosen option (applyLoyaltyPointsToCart,
 * the points-with-limit variant), use all the points the total allows (applyRewardPointsToCart)
 * and remove. Applying is refused with
 * rewardPoints.error when the total is already zero or does not change, and with
 * rewardPoints.alreadyApplied when the same points are applied again.
 */
export function useRewardPoints() {
  const deps = useCartDeps();
  const { session } = useShell();
  const cart = useCart();
  const { data } = useQuery(CartLoyaltyPointsDocument, {
    skip: !session.isLoggedIn,
    fetchPolicy: 'cache-and-network',
  });
  const [choice, setChoice] = useState<number | null>(null);
  const action = useDiscountAction<'applied' | 'removed'>(rewardPointsError);

  const rewards = data?.customer?.reward_points;
  const balance = rewards?.balance?.points ?? 0;
  const rate = rewards?.exchange_rates?.redemption ?? null;
  const moneyOf = (points: number) =>
    rate?.points
      ? Math.round(((points * (rate.currency_amount ?? 0)) / rate.points) * 100) / 100
      : 0;
  const options: PointsOption[] = redemptionOptions(
    (data?.loyaltyPointsRedemptionRates ?? []).flatMap((r) =>
      r?.points != null ? [{ points: r.points, price: r.price ?? 0 }] : [],
    ),
  )
    .filter((o) => o.points <= balance)
    .map((o) => ({ points: o.points, money: moneyOf(o.points) }));
  const applied = cart?.appliedRewardPoints ?? null;
  const fallback = pointsEquivalent(
    options.map((o) => ({ points: o.points, price: o.money })),
    applied?.points ?? balance,
  ).points;
  const selected = choice ?? fallback;
  const visible = session.isLoggedIn && !!data?.customer && (balance > 0 || applied !== null);

  const spend = useSpendPoints(deps, action);

  const applyPoints = () =>
    spend(
      async (cartId) =>
        (
          await deps.client.mutate({
            mutation: ApplyLoyaltyPointsDocument,
            variables: { input: { cart_id: cartId, points: selected } },
          })
        ).data?.applyLoyaltyPointsToCart?.cart,
      (applied) => applied?.points === selected,
    );

  /** applyRewardPointsToCart: as many points as the total allows. */
  const applyAll = () =>
    spend(
      async (cartId) =>
        (await deps.client.mutate({ mutation: ApplyRewardPointsDocument, variables: { cartId } }))
          .data?.applyRewardPointsToCart?.cart,
      (applied) => applied?.points === balance,
    );

  const removeFrom = async (cartId: string) => {
    const { data: answer } = await deps.client.mutate({
      mutation: RemoveLoyaltyPointsDocument,
      variables: { input: { cart_id: cartId } },
    });
    if (answer?.removeLoyaltyPointsFromCart?.cart)
      applyCart(deps, answer.removeLoyaltyPointsFromCart.cart);
  };

  const remove = () =>
    action.run(async (cartId) => {
      await removeFrom(cartId);
      setChoice(null);
    }, 'removed');

  // The zero option means no points: applying it takes the applied points off (and stays chosen).
  const apply = () => (selected === 0 ? action.run(removeFrom, 'removed') : applyPoints());

  return {
    visible,
    balance,
    balanceMoney: rewards?.balance?.money?.value ?? 0,
    rate: rate?.points ? { points: rate.points, money: rate.currency_amount ?? 0 } : null,
    options,
    selected,
    choose: (points: number) => {
      setChoice(points);
      action.clearError();
    },
    applied,
    busy: action.busy,
    error: action.error,
    notice: action.notice,
    apply,
    applyAll,
    remove,
  };
}
