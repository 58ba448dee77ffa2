import type { MobileTab } from '../active-tab';

const PATHS: Record<MobileTab, string> = {
  home: 'M3 11 12 3l9 8v10h-6v-6H9v6H3z',
  categories: 'M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z',
  cart: 'M2 3h3l3 12h11l2-8H7M9 20a1.5 1.5 0 1 0 0 .1M18 20a1.5 1.5 0 1 0 0 .1',
  deals: 'M3 12V3h9l9 9-9 9zM7.5 7.5h.1',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
};

/** Line icons of the bottom bar (drawn here; decorative, the label names the tab). */
export function TabIcon({ tab }: { tab: MobileTab }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[tab]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
