import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE, formatPrice, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { replacementsOf } from '../substitution-choices';
import type { ItemChoice, SubstitutionItem } from '../substitution-choices';
import { ProductLine } from './product-line';
import { errorText, itemCard, muted, option, options } from './substitution-styles';

interface SubstitutionItemChoiceProps {
  item: SubstitutionItem;
  choice: ItemChoice | null;
  onChoose: (choice: ItemChoice) => void;
  missing: boolean;
  disabled: boolean;
}

/**
 * One missing item: what was ordered, then its replacements (product, quantity, price, the
 * store's comment) and the removal, as one radio group: choosing a replacement accepts it,
 * choosing the removal refuses them all.
 */
export function SubstitutionItemChoice({
  item,
  choice,
  onChoose,
  missing,
  disabled,
}: SubstitutionItemChoiceProps) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const group = useId();
  const name = item.product_name ?? item.product?.name ?? item.product?.sku ?? '';
  const quantity = (value: number | null) => (value ?? 0).toLocaleString(INTL_LOCALE[locale]);
  const errorId = `${group}-error`;
  return (
    <fieldset
      css={itemCard}
      aria-invalid={missing ? true : undefined}
      aria-describedby={missing ? errorId : undefined}
    >
      <legend>{t('substitution.missingItem', { name })}</legend>
      <ProductLine image={item.product?.small_image?.url}>
        <p css={muted}>
          {t('substitution.ordered', {
            quantity: quantity(item.qty),
            price: formatPrice(item.price?.value, locale),
          })}
        </p>
      </ProductLine>
      <div css={options}>
        {replacementsOf(item).map((replacement) => {
          const id = `${group}-r${replacement.id}`;
          const replacementName = replacement.product?.name ?? replacement.product?.sku ?? '';
          const total = (replacement.price?.value ?? 0) * (replacement.qty ?? 0);
          return (
            <label key={replacement.id} htmlFor={id} css={option}>
              <input
                id={id}
                type="radio"
                name={group}
                disabled={disabled}
                checked={
                  choice !== null && choice !== 'remove' && choice.replacementId === replacement.id
                }
                onChange={() => onChoose({ replacementId: replacement.id as number })}
                aria-labelledby={`${id}-name`}
                aria-describedby={`${id}-details`}
              />
              <ProductLine image={replacement.product?.small_image?.url}>
                <strong id={`${id}-name`}>
                  {t('substitution.replaceWith', { name: replacementName })}
                </strong>
                <span id={`${id}-details`}>
                  {t('substitution.replacementFigures', {
                    quantity: quantity(replacement.qty),
                    price: formatPrice(replacement.price?.value, locale),
                    total: formatPrice(Math.round(total * 100) / 100, locale),
                  })}
                  {replacement.comment && (
                    <span css={[muted, { display: 'block' }]}>
                      {' '}
                      {t('substitution.comment', { comment: replacement.comment })}
                    </span>
                  )}
                </span>
              </ProductLine>
            </label>
          );
        })}
        <label htmlFor={`${group}-remove`} css={option}>
          <input
            id={`${group}-remove`}
            type="radio"
            name={group}
            disabled={disabled}
            checked={choice === 'remove'}
            onChange={() => onChoose('remove')}
          />
          <span>{t('substitution.remove', { name })}</span>
        </label>
      </div>
      {missing && (
        <p id={errorId} css={errorText}>
          {t('substitution.chooseOne')}
        </p>
      )}
    </fieldset>
  );
}
