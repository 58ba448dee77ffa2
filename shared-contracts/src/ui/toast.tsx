import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { AlertType } from '../shell-context';
import { CloseIcon, IconButton } from './icon-button';
import { toneOf } from './theme';
import { useUiText } from './ui-text';

export interface ToastProps {
  /** One of the alert types (the cart's `green` and `error` look like success and danger). */
  type: AlertType;
  message: ReactNode;
  title?: ReactNode;
  /** A link or button after the message (e.g. View Cart). */
  action?: ReactNode;
  /** Shows a close button; the toast's owner removes it. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

const ICONS: Record<ReturnType<typeof toneOf>, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  info: 'M12 8h.01M11 12h1v5h1',
  warning: 'M12 8v5m0 3.5h.01',
  danger: 'M8 8l8 8m0-8l-8 8',
};

const box = (theme: Theme, tone: ReturnType<typeof toneOf>) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.md};
  padding-block: ${theme.space.md};
  padding-inline: ${theme.space.lg} ${theme.space.sm};
  border: 1px solid ${theme.colors[tone].border};
  border-inline-start-width: 4px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors[tone].background};
  color: ${theme.colors[tone].foreground};
  box-shadow: ${theme.shadows.md};
  font-size: ${theme.fontSizes.sm};
  a {
    color: inherit;
    font-weight: ${theme.fontWeights.bold};
  }
`;

/**
 * One alert (toast): coloured by type with an icon, optional title and action, and a close
 * button when it can be dismissed. Put it inside a live region (the shell's alerts region is
 * one) so it is announced.
 */
export function Toast({ type, message, title, action, onDismiss, dismissLabel }: ToastProps) {
  const text = useUiText();
  const tone = toneOf(type);
  return (
    <div css={(theme) => box(theme, tone)} data-tone={tone}>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        css={{ flex: 'none', marginBlockStart: 2 }}
      >
        <circle cx="12" cy="12" r="10" strokeWidth="1.6" />
        <path d={ICONS[tone]} />
      </svg>
      <div css={{ flex: 1, minInlineSize: 0, paddingBlockStart: 2 }}>
        {title ? <strong css={{ display: 'block' }}>{title}</strong> : null}
        <span>{message}</span>
        {action ? <span css={{ marginInlineStart: 6 }}>{action}</span> : null}
      </div>
      {onDismiss ? (
        <IconButton
          label={dismissLabel ?? text.dismiss}
          size="sm"
          variant="current"
          onClick={onDismiss}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
    </div>
  );
}
