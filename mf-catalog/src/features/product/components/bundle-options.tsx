import { useTranslation } from 'react-i18next';
import { formatPrice, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { BundleOption, BundleSelection } from '../bundle-model';

/**
 * A bundle's options: a single-choice option is a group of radio buttons, a multiple one a group
 * of check boxes (arrows and space from the keyboard). Each choice names its fixed quantity and
 * its price; a sold-out item cannot be chosen.
 */
export function BundleOptions({
  options,
  selection,
  onChoose,
}: {
  options: readonly BundleOption[];
  selection: BundleSelection;
  onChoose: (optionUid: string, choiceUid: string) => void;
}) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md })}>
      {options.map((option) => (
        <fieldset key={option.uid} css={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}>
          <legend
            css={(theme) => ({
              fontWeight: theme.fontWeights.semibold,
              marginBlockEnd: theme.space.sm,
            })}
          >
            {option.title}
            {option.required ? ` (${t('bundle.required')})` : ` (${t('bundle.optional')})`}
          </legend>
          <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}>
            {option.choices.map((choice) => {
              const checked = (selection[option.uid] ?? []).includes(choice.uid);
              const soldOut = choice.product !== null && choice.product.stock <= 0;
              return (
                <label
                  key={choice.uid}
                  css={(theme) => ({
                    display: 'flex',
                    alignItems: 'center',
                    gap: theme.space.sm,
                    padding: theme.space.sm,
                    borderRadius: theme.radii.md,
                    border: `2px solid ${checked ? theme.colors.brand : theme.colors.borderStrong}`,
                    background: checked ? theme.colors.brandSoft : theme.colors.background,
                    color: soldOut ? theme.colors.subtle : theme.colors.text,
                    cursor: soldOut ? 'not-allowed' : 'pointer',
                  })}
                >
                  <input
                    type={option.multiple ? 'checkbox' : 'radio'}
                    name={`bundle-${option.uid}`}
                    value={choice.uid}
                    checked={checked}
                    disabled={soldOut && !checked}
                    onChange={() => onChoose(option.uid, choice.uid)}
                  />
                  <span css={{ flex: 1, minInlineSize: 0 }}>
                    {t('bundle.choice', { qty: choice.quantity, name: choice.label })}
                    {soldOut && ` (${t('stock.outOfStock')})`}
                  </span>
                  <span css={{ whiteSpace: 'nowrap' }}>
                    {formatPrice(choice.price * choice.quantity, locale)}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
