import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, addressAreaState, addressTitle, useShell } from '@dukkan/contracts';
import type { SavedAddress } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { isUsableAddress } from '../address-values';
import { actions as actionsStyle, cardHead, cardStyle, note, warningNote } from './address-styles';

export interface AddressCardProps {
  address: SavedAddress;
  /** Zero-based place in the list (a missing title reads `Address {n}`). */
  index: number;
  /** Makes the card a choice of the radio group `name`. */
  choice?: { name: string; checked: boolean; onChoose: () => void };
  /** Buttons or links under the details (edit, remove). */
  actions?: ReactNode;
}

/**
 * An address card (shell spec section 2): title, recipient, telephone, region, city and the
 * first street line, a Default badge; an out-of-range (inactive) address cannot be chosen and
 * says why; an address another store delivers to says that choosing it changes the delivery area.
 */
export function AddressCard({ address, index, choice, actions }: AddressCardProps) {
  const { t } = useTranslation(NS);
  const { locale, store } = useShell();
  const id = useId();
  const title = addressTitle(address.title, index, locale);
  const area = addressAreaState(address, store.source);
  const usable = isUsableAddress(address) && area !== 'out-of-range';
  const recipient = [address.firstname, address.lastname].filter(Boolean).join(' ');
  const place = [address.region?.region, address.city?.name]
    .filter(Boolean)
    .join(locale === 'ar' ? '، ' : ', ');
  return (
    <li css={(theme) => cardStyle(theme, choice?.checked === true, !usable)}>
      <div css={cardHead}>
        {choice ? (
          <input
            type="radio"
            id={`${id}-choice`}
            name={choice.name}
            checked={choice.checked}
            disabled={!usable}
            onChange={choice.onChoose}
            aria-describedby={
              usable ? (area === 'other-area' ? `${id}-area` : undefined) : `${id}-range`
            }
          />
        ) : null}
        {choice ? <label htmlFor={`${id}-choice`}>{title}</label> : <span>{title}</span>}
        {address.default_shipping || address.default_billing ? (
          <Badge tone="brand">{t('addresses.card.defaultBadge')}</Badge>
        ) : null}
      </div>
      {recipient ? <p>{recipient}</p> : null}
      {address.telephone ? (
        <p>
          <bdi dir="ltr">{address.telephone}</bdi>
        </p>
      ) : null}
      {place ? <p>{place}</p> : null}
      {address.street?.[0] ? (
        <p>
          <bdi>{address.street[0]}</bdi>
        </p>
      ) : null}
      {usable ? null : (
        <p css={warningNote} id={`${id}-range`}>
          {t('addresses.card.outOfRange')}
        </p>
      )}
      {area === 'other-area' ? (
        <p css={note} id={`${id}-area`}>
          {t('addresses.card.otherArea', { district: address.district?.name ?? '' })}
        </p>
      ) : null}
      {actions ? <div css={actionsStyle}>{actions}</div> : null}
    </li>
  );
}
