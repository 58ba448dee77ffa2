import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

/**
 * Payment method marks (mastercard, visa, cib, nbe, valu), drawn here as simple shapes and
 * lettering rather than the brands' logo files, each named for assistive technology.
 */
const MARKS = [
  { key: 'mastercard', background: '#fff', draw: 'circles' },
  { key: 'visa', background: '#1a1f71', text: 'VISA', color: '#fff' },
  { key: 'cib', background: '#004b87', text: 'CIB', color: '#fff' },
  { key: 'nbe', background: '#006a4e', text: 'NBE', color: '#fff' },
  { key: 'valu', background: '#00a19a', text: 'valU', color: '#fff' },
] as const;

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  svg {
    display: block;
    border: 1px solid #dfe5e1;
    border-radius: 4px;
  }
`;

function Mark({ mark }: { mark: (typeof MARKS)[number] }) {
  const { t } = useTranslation('shell');
  return (
    <svg
      width="56"
      height="36"
      viewBox="0 0 56 36"
      role="img"
      aria-label={t(`payments.${mark.key}`)}
    >
      <rect width="56" height="36" rx="4" fill={mark.background} />
      {'draw' in mark ? (
        <>
          <circle cx="22" cy="18" r="10" fill="#eb001b" />
          <circle cx="34" cy="18" r="10" fill="#f79e1b" fillOpacity="0.85" />
        </>
      ) : (
        <text
          x="28"
          y="23"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="13"
          fontWeight="700"
          fill={mark.color}
        >
          {mark.text}
        </text>
      )}
    </svg>
  );
}

/** The payment logos row of the footer. */
export function PaymentMarks() {
  const { t } = useTranslation('shell');
  return (
    <ul css={list} aria-label={t('payments.title')}>
      {MARKS.map((mark) => (
        <li key={mark.key}>
          <Mark mark={mark} />
        </li>
      ))}
    </ul>
  );
}
