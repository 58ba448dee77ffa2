/** The dropdown's chevron, turned while open (also in the greeting shown while it loads). */
export function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 12 8"
      width="12"
      height="8"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      css={{ transform: open ? 'rotate(180deg)' : undefined }}
    >
      <path d="M1 1.5l5 5 5-5" />
    </svg>
  );
}
