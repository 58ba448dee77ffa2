import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatPrice, useShell, visuallyHidden } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { CartItemView } from '../../../shared/cart/cart-view';
import { ItemNote } from './item-note';

/** A cart line's name (linking to the product), options, unit and old price, stock mark and note. */
export function CartItemDetails({
  item,
  problem,
  problemId,
}: {
  item: CartItemView;
  /** Why the line cannot be ordered as it is, or null. */
  problem: string | null;
  problemId: string;
}) {
  const { t } = useTranslation(NS);
  const shell = useShell();
  const href = item.urlKey ? shell.localePath(`/${item.urlKey}`) : null;
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.xs,
        minInlineSize: 0,
      })}
    >
      <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>
        {href ? (
          <Link to={href} css={(theme) => ({ color: theme.colors.text })}>
            {item.name}
          </Link>
        ) : (
          item.name
        )}
      </h3>
      {item.configurationOptions.length > 0 && (
        <ul
          css={(theme) => ({
            margin: 0,
            padding: 0,
            listStyle: 'none',
            color: theme.colors.muted,
            fontSize: theme.fontSizes.sm,
          })}
        >
          {item.configurationOptions.map((o) => (
            <li key={`${o.label}:${o.value}`}>
              {o.label}: {o.value}
            </li>
          ))}
        </ul>
      )}
      <p
        css={(theme) => ({
          margin: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.sm,
          alignItems: 'baseline',
          fontSize: theme.fontSizes.sm,
        })}
      >
        <span>
          <span css={visuallyHidden}>{t('cartPage.unitPrice')} </span>
          {formatPrice(item.unitPrice, shell.locale)}
        </span>
        {item.oldPrice !== null && (
          <s css={(theme) => ({ color: theme.colors.muted })}>
            <span css={visuallyHidden}>{t('cartPage.oldPrice')} </span>
            {formatPrice(item.oldPrice, shell.locale)}
          </s>
        )}
      </p>
      {problem && (
        // Not a Badge: a badge never wraps, and this sentence must fit a phone in both languages.
        <p
          id={problemId}
          css={(theme) => ({
            margin: 0,
            alignSelf: 'flex-start',
            paddingBlock: theme.space.xxs,
            paddingInline: theme.space.sm,
            borderRadius: theme.radii.md,
            background: theme.colors.danger.background,
            color: theme.colors.danger.foreground,
            fontSize: theme.fontSizes.xs,
            fontWeight: theme.fontWeights.bold,
            overflowWrap: 'anywhere',
          })}
        >
          {problem}
        </p>
      )}
      <ItemNote item={item} />
    </div>
  );
}
