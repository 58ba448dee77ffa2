import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

export interface VariantOption {
  code: string;
  label: string;
  values: ReadonlyArray<{ index: number; label: string; inStock: boolean }>;
}

/**
 * A configurable product's options, each a group of radio buttons (keyboard: arrows move within
 * a group). A value with no variant in stock stays choosable and says it is out of stock.
 */
export function VariantOptions({
  options,
  choice,
  onChoose,
}: {
  options: readonly VariantOption[];
  choice: Readonly<Record<string, number>>;
  onChoose: (code: string, index: number) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md })}>
      {options.map((option) => (
        <fieldset key={option.code} css={{ border: 0, margin: 0, padding: 0 }}>
          <legend
            css={(theme) => ({
              fontWeight: theme.fontWeights.semibold,
              marginBlockEnd: theme.space.sm,
            })}
          >
            {option.label}
          </legend>
          <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
            {option.values.map((value) => {
              const checked = choice[option.code] === value.index;
              return (
                <label
                  key={value.index}
                  css={(theme) => ({
                    position: 'relative',
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: theme.space.xs,
                    paddingInline: theme.space.md,
                    minBlockSize: 40,
                    borderRadius: theme.radii.pill,
                    border: `2px solid ${checked ? theme.colors.brand : theme.colors.borderStrong}`,
                    background: checked ? theme.colors.brandSoft : theme.colors.background,
                    color: value.inStock ? theme.colors.text : theme.colors.subtle,
                    cursor: 'pointer',
                    '&:has(input:focus-visible)': {
                      outline: `2px solid ${theme.colors.focus}`,
                      outlineOffset: 2,
                    },
                  })}
                >
                  <input
                    type="radio"
                    name={`option-${option.code}`}
                    value={value.index}
                    checked={checked}
                    onChange={() => onChoose(option.code, value.index)}
                    css={{ position: 'absolute', opacity: 0, inlineSize: 1, blockSize: 1 }}
                  />
                  {value.label}
                  {!value.inStock && <span>({t('stock.outOfStock')})</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
