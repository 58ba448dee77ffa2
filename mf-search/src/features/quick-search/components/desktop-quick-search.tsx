import { useCallback, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import { usePopoverPanel } from '../hooks/use-popover-panel';
import type { QuickSearchModel } from '../hooks/use-quick-search';
import { SearchField } from './search-field';
import { SuggestionPanel } from './suggestion-panel';

const wrapper = css`
  position: relative;
  inline-size: 100%;
`;

const above = (theme: Theme) => css`
  position: relative;
  z-index: ${theme.zIndex.dropdown + 1};
`;

// Under the shell header (its layer is \`sticky\`), over the page: the header stays bright and
// the page is dimmed, as behind the category menu.
const backdrop = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.sticky - 1};
  background: ${theme.colors.overlay};
`;

const panel = (theme: Theme) => css`
  position: absolute;
  inset-inline: 0;
  inset-block-start: calc(100% + ${theme.space.xs});
  z-index: ${theme.zIndex.dropdown + 1};
  max-block-size: min(70vh, 560px);
  overflow-y: auto;
  padding-block: ${theme.space.xs};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lg};
  &:popover-open {
    position: fixed;
    inset: auto;
    margin: 0;
    z-index: auto;
  }
`;

/**
 * Header search on wide screens: the input with a dropdown of suggestions over a dimmed
 * backdrop. A click outside closes it; a click on the backdrop also clears it; leaving it with
 * Tab closes it.
 */
export function DesktopQuickSearch({ model }: { model: QuickSearchModel }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const { isOpen, close, clear } = model;
  const onKeyDown = useArrowKeys(rootRef, inputRef, close);
  usePopoverPanel(fieldRef, panelRef, model.showsPanel);

  useEffect(() => {
    if (!isOpen) return undefined;
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      // The backdrop's own click clears as well as closes, so it is left to that handler.
      if (backdropRef.current?.contains(target) || rootRef.current?.contains(target)) return;
      close();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, close]);

  const onClear = useCallback(() => {
    clear();
    inputRef.current?.focus();
  }, [clear]);

  return (
    <div css={wrapper}>
      {isOpen && typeof document !== 'undefined'
        ? createPortal(
            <div
              ref={backdropRef}
              css={backdrop}
              aria-hidden="true"
              data-testid="search-backdrop"
              onClick={clear}
            />,
            document.body,
          )
        : null}
      <div
        ref={rootRef}
        css={above}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget) && event.relatedTarget) close();
        }}
      >
        <div ref={fieldRef}>
          <SearchField model={model} inputRef={inputRef} panelId={panelId} onClear={onClear} />
        </div>
        {model.showsPanel ? (
          <div id={panelId} ref={panelRef} popover="manual" css={panel}>
            <SuggestionPanel model={model} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
