import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { COLORS, Z } from '../../layout/constants';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: ${Z.modal};
  display: grid;
  place-items: center;
  padding: 16px;
  background: ${COLORS.overlay};
`;

const box = css`
  inline-size: min(520px, 100%);
  max-block-size: calc(100vh - 32px);
  overflow-y: auto;
  border-radius: 12px;
  background: #fff;
  box-shadow: 0 12px 32px rgb(16 24 20 / 18%);
  > div:first-of-type {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 16px 20px;
    border-block-end: 1px solid ${COLORS.border};
  }
  h2 {
    margin: 0;
    font-size: 18px;
  }
`;

const body = css`
  padding: 16px 20px 20px;
`;

const closeButton = css`
  padding: 4px 10px;
  border: none;
  background: transparent;
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
`;

/**
 * A shell-owned modal frame: titled dialog over a dim backdrop, closed by its button, Escape or
 * the backdrop. Scroll lock comes from the dialogs store (any open dialog locks the page).
 */
export function ShellDialog({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <div
      css={backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        css={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <div>
          <h2 id={titleId}>{title}</h2>
          <button type="button" css={closeButton} aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        <div css={body}>{children}</div>
      </div>
    </div>
  );
}
