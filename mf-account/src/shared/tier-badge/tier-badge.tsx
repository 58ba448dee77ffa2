import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/** The tiers with a badge image (shell spec section 3: BRONZE, SILVER and GOLD). */
export const BADGE_TIERS = ['BRONZE', 'SILVER', 'GOLD'] as const;
export type BadgeTier = (typeof BADGE_TIERS)[number];

/** Each badge's metal: light and dark of the medal, and the ribbon. */
const METALS: Record<BadgeTier, { light: string; dark: string; ribbon: string }> = {
  BRONZE: { light: '#e0a46a', dark: '#8a4b1c', ribbon: '#0b7a3e' },
  SILVER: { light: '#eef1f4', dark: '#6b7785', ribbon: '#1d4e89' },
  GOLD: { light: '#ffe27a', dark: '#a87a00', ribbon: '#b42318' },
};

function isBadgeTier(code: string | null | undefined): code is BadgeTier {
  return (BADGE_TIERS as readonly string[]).includes(code ?? '');
}

/**
 * The badge image of a loyalty tier (a medal on a ribbon, drawn here), named "Gold tier badge" /
 * "شارة المستوى الذهبي"; nothing for NONMEMBER or an unknown tier. Its texts are the tier names'
 * (locales/*\/tier-names.ts), which every part that shows a tier reads.
 */
export function TierBadge({ code, size = 40 }: { code: string | null | undefined; size?: number }) {
  const { t } = useTranslation(NS);
  const gradient = useId();
  if (!isBadgeTier(code)) return null;
  const metal = METALS[code];
  const stars = BADGE_TIERS.indexOf(code) + 1;
  return (
    <svg
      role="img"
      aria-label={t(`tierBadge.${code}`)}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      data-tier={code}
      css={{ flex: 'none', verticalAlign: 'middle' }}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={metal.light} />
          <stop offset="1" stopColor={metal.dark} />
        </linearGradient>
      </defs>
      <path d="M11 2h7l4 12h-7zM29 2h-7l-4 12h7z" fill={metal.ribbon} />
      <circle
        cx="20"
        cy="25"
        r="13"
        fill={`url(#${gradient})`}
        stroke={metal.dark}
        strokeWidth="2"
      />
      <circle cx="20" cy="25" r="9" fill="none" stroke={metal.light} strokeWidth="1.5" />
      {Array.from({ length: stars }, (_, index) => (
        <path
          key={index}
          transform={`translate(${20 + (index - (stars - 1) / 2) * 6} 25) scale(0.55)`}
          d="M0-7l2 5h5l-4 3 2 6-5-4-5 4 2-6-4-3h5z"
          fill="#fff"
          stroke={metal.dark}
          strokeWidth="1"
        />
      ))}
    </svg>
  );
}
