import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_SERVICE_PHONE } from '../../../shared/constants';

const link = css`
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  unicode-bidi: plaintext;
`;

/** Customer service phone link (`tel:`), worded for the header or the checkout header. */
export function PhoneLink({
  label,
  phone = CUSTOMER_SERVICE_PHONE,
}: {
  label: 'header.customerService' | 'header.support';
  /** The store's support number (store configuration); the built-in one by default. */
  phone?: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <a css={link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      {t(label, { phone })}
    </a>
  );
}
