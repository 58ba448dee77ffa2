import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_SERVICE_PHONE } from '../constants';

const link = css`
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  unicode-bidi: plaintext;
`;

/** Customer service phone link (`tel:`), worded for the header or the checkout header. */
export function PhoneLink({ label }: { label: 'header.customerService' | 'header.support' }) {
  const { t } = useTranslation('shell');
  return (
    <a css={link} href={`tel:${CUSTOMER_SERVICE_PHONE}`}>
      {t(label, { phone: CUSTOMER_SERVICE_PHONE })}
    </a>
  );
}
