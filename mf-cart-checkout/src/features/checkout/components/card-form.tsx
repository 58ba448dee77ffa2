import { useTranslation } from 'react-i18next';
import { Checkbox, TextField } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { CardField, FieldErrors } from '../payment-rules';
import type { NewCard } from '../payment-operations';

/**
 * A new card under the chosen card method: number, expiry, security code and name, with the
 * spec's card rules in the page language, and (for customers) the save-card option. The card
 * is posted to the payment provider's page only.
 */
export function CardForm({
  card,
  errors,
  onChange,
  saveCard,
  onSaveCard,
  canSave,
}: {
  card: NewCard;
  errors: FieldErrors<CardField>;
  onChange: (field: CardField, value: string) => void;
  saveCard: boolean;
  onSaveCard: (value: boolean) => void;
  canSave: boolean;
}) {
  const { t } = useTranslation(NS);
  return (
    <fieldset
      css={(theme) => ({
        margin: 0,
        padding: theme.space.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        display: 'grid',
        gap: theme.space.sm,
        [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' },
      })}
    >
      <legend css={(theme) => ({ fontWeight: theme.fontWeights.semibold })}>
        {t('payment.newCard')}
      </legend>
      <TextField
        css={(theme) => ({ [theme.mq.md]: { gridColumn: '1 / -1' } })}
        label={t('payment.cardNumber')}
        value={card.cardNumber}
        onChange={(e) => onChange('cardNumber', e.target.value)}
        error={errors.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        maxLength={23}
        required
      />
      <TextField
        label={t('payment.expiryDate')}
        value={card.expiryDate}
        onChange={(e) => onChange('expiryDate', e.target.value)}
        error={errors.expiryDate}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        dir="ltr"
        maxLength={5}
        required
      />
      <TextField
        label={t('payment.cvc')}
        hint={t('payment.cvcHint')}
        value={card.cvc}
        onChange={(e) => onChange('cvc', e.target.value)}
        error={errors.cvc}
        inputMode="numeric"
        autoComplete="cc-csc"
        dir="ltr"
        maxLength={4}
        required
      />
      <TextField
        css={(theme) => ({ [theme.mq.md]: { gridColumn: '1 / -1' } })}
        label={t('payment.holderName')}
        value={card.holderName}
        onChange={(e) => onChange('holderName', e.target.value)}
        error={errors.holderName}
        autoComplete="cc-name"
        maxLength={60}
        required
      />
      {canSave && (
        <Checkbox
          css={(theme) => ({ [theme.mq.md]: { gridColumn: '1 / -1' } })}
          label={t('payment.saveCard')}
          checked={saveCard}
          onChange={(e) => onSaveCard(e.target.checked)}
        />
      )}
      <p
        css={(theme) => ({
          margin: 0,
          fontSize: theme.fontSizes.sm,
          color: theme.colors.muted,
          [theme.mq.md]: { gridColumn: '1 / -1' },
        })}
      >
        {t('payment.cardSecure')}
      </p>
    </fieldset>
  );
}
