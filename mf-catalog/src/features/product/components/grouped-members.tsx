import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, numberFormat, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { PriceBlock } from '../../../shared/components/price-block';
import { useGroupedMembers } from '../hooks/use-grouped-members';
import type { GroupedMember } from '../hooks/use-grouped-members';
import { MemberStepper } from './member-stepper';

type MemberRowView = ReturnType<typeof useGroupedMembers>['rows'][number];

/**
 * One member: its picture, name linking to its page, pack quantity and price, its own quantity
 * stepper (or out of stock), and after an add whether it was added or why it was refused.
 */
function MemberRow({ row }: { row: MemberRowView }) {
  const { t } = useTranslation(NS);
  const { localePath, locale } = useShell();
  const count = numberFormat(locale, { maximumFractionDigits: 3 });
  const outcomeId = `grouped-outcome-${row.product.sku}`;
  return (
    <li
      data-testid="grouped-member"
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: '64px minmax(0, 1fr)',
        gap: theme.space.sm,
        padding: theme.space.sm,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
      })}
    >
      {row.product.imageUrl ? (
        <img
          src={row.product.imageUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          css={{ objectFit: 'contain' }}
        />
      ) : (
        <span />
      )}
      <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}>
        <Link to={localePath(`/${row.product.urlKey}`)}>{row.product.name}</Link>
        <span css={(theme) => ({ color: theme.colors.muted, fontSize: theme.fontSizes.sm })}>
          {t('grouped.packQty', { qty: count.format(row.packQty) })}
        </span>
        <PriceBlock
          price={row.product.price}
          priceBefore={row.product.priceBefore}
          cartControl={row.product.cartControl}
        />
        {row.product.stock <= 0 ? (
          <div>
            <Badge tone="neutral">{t('stock.outOfStock')}</Badge>
          </div>
        ) : (
          <MemberStepper
            name={row.product.name}
            quantity={row.quantity}
            control={row.product.cartControl}
            canDecrease={row.canDecrease}
            canIncrease={row.canIncrease}
            onDecrease={row.decrease}
            onIncrease={row.increase}
            {...(row.outcome ? { describedBy: outcomeId } : {})}
          />
        )}
        {row.outcome && (
          <p
            id={outcomeId}
            role="status"
            css={(theme) => ({
              margin: 0,
              fontSize: theme.fontSizes.sm,
              color: row.outcome?.added
                ? theme.colors.success.foreground
                : theme.colors.danger.foreground,
            })}
          >
            {row.outcome.added
              ? t('grouped.added')
              : t('grouped.refused', { reason: row.outcome.message ?? '' })}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The products a grouped product sells together, each with its price, its pack quantity and its
 * own quantity (its own step, down to 0 to leave it out), added together by the cart team's one
 * button. After an add each member says whether it was added or why it was refused; the chosen
 * quantities stay.
 */
export function GroupedMembers({
  name,
  members,
}: {
  name: string;
  members: readonly GroupedMember[];
}) {
  const { t } = useTranslation(NS);
  const { Fragment } = useShell();
  const view = useGroupedMembers(members);
  return (
    <section
      aria-labelledby="grouped-members-title"
      css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md })}
    >
      <h2 id="grouped-members-title" css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
        {t('grouped.title')}
      </h2>
      <ul
        css={(theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space.md,
        })}
      >
        {view.rows.map((row) => (
          <MemberRow key={row.product.sku} row={row} />
        ))}
      </ul>
      <Fragment
        module="cart/AddGroupToCart"
        props={{ name, items: view.items, onResult: view.onResult }}
      />
    </section>
  );
}
