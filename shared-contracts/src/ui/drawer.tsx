import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, IconButton } from './icon-button';
import {
  ENTER,
  bodyStyle,
  footerStyle,
  headerStyle,
  inlineSign,
  overlayStyle,
} from './overlay-styles';
import { useUiText } from './ui-text';
import { useDialogBehaviour } from './use-dialog-behaviour';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The drawer's title: its accessible name (shown in its header). */
  title: ReactNode;
  /**
   * The edge it slides from: `start` is the left in English and the right in Arabic, `end`
   * the opposite, with no per-direction code.
   */
  side?: 'start' | 'end';
  closeLabel?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  footer?: ReactNode;
  /** Panel width on wide screens (it fills up to 88% of a phone). */
  inlineSize?: string;
  children?: ReactNode;
}

const panel = (theme: Theme, side: 'start' | 'end', inlineSize: string) => css`
  position: fixed;
  inset-block: 0;
  ${side === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;'}
  display: flex;
  flex-direction: column;
  inline-size: min(${inlineSize}, 88vw);
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};
  ${inlineSign};
  animation: ${side === 'start' ? ENTER.fromStart : ENTER.fromEnd} ${theme.motion.slow}
    ${theme.motion.easing};
  &:focus {
    outline: none;
  }
`;

/**
 * A panel over the page from the inline start or end (mobile menu, account drawer): a modal
 * dialog labelled by its title, focus kept inside, Escape and the dim layer close it, page
 * scroll locked while open, focus back on the opener after.
 */
export function Drawer(props: DrawerProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDrawer {...props} />, document.body);
}

function OpenDrawer({
  onClose,
  title,
  side = 'start',
  closeLabel,
  initialFocus,
  footer,
  inlineSize = '360px',
  children,
}: DrawerProps) {
  const text = useUiText();
  const { panelRef, onKeyDown } = useDialogBehaviour({
    open: true,
    dismissible: true,
    onClose,
    initialFocus,
  });
  const titleId = `${useId()}-title`;
  return (
    <div
      css={(theme) => overlayStyle(theme, theme.zIndex.drawer)}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-side={side}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        css={(theme) => panel(theme, side, inlineSize)}
      >
        <div css={headerStyle}>
          <h2 id={titleId}>{title}</h2>
          <IconButton label={closeLabel ?? text.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <div css={bodyStyle}>{children}</div>
        {footer ? <div css={footerStyle}>{footer}</div> : null}
      </div>
    </div>
  );
}
