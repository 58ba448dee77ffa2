import { useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  CloseIcon,
  IconButton,
  focusRing,
  useDialogBehaviour,
  visuallyHidden,
} from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { SearchIcon } from '../../../shared/components/icons';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import type { QuickSearchModel } from '../hooks/use-quick-search';
import { SearchField } from './search-field';
import { SuggestionPanel } from './suggestion-panel';

const trigger = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  inline-size: 100%;
  padding-block: ${theme.space.sm};
  padding-inline: ${theme.space.lg};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  color: ${theme.colors.subtle};
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing(theme)};
`;

const overlay = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  background: ${theme.colors.background};
  &:focus {
    outline: none;
  }
`;

const top = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-block-end: 1px solid ${theme.colors.border};
`;

/**
 * Search on phones: a button in the header opens a full-width overlay (a labelled dialog; focus
 * goes to its input, Escape or the close button closes it) listing suggested products or the
 * no-results message quoting the searched string. Following a suggestion changes the route,
 * which closes it.
 */
export function MobileQuickSearch({ model }: { model: QuickSearchModel }) {
  const { t } = useTranslation(NS);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const panelId = useId();
  const { isOpen, close, clear, open } = model;
  // The hook closes on route change; the overlay follows it.
  const shown = isDialogOpen && isOpen;
  const closeDialog = useCallback(() => {
    setDialogOpen(false);
    close();
  }, [close]);
  const { panelRef, onKeyDown } = useDialogBehaviour({
    open: shown,
    dismissible: true,
    onClose: closeDialog,
    initialFocus: inputRef,
  });
  const arrows = useArrowKeys(panelRef, inputRef, () => undefined);
  // Clearing empties the overlay but keeps it open, focus back in the input.
  const onClear = useCallback(() => {
    clear();
    open();
    inputRef.current?.focus();
  }, [clear, open]);

  return (
    <>
      <button
        type="button"
        css={trigger}
        aria-haspopup="dialog"
        onClick={() => {
          setDialogOpen(true);
          model.open();
        }}
      >
        <SearchIcon />
        <span>{t('quickSearch.label')}</span>
      </button>
      {shown && typeof document !== 'undefined'
        ? createPortal(
            <div
              ref={panelRef}
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              tabIndex={-1}
              css={overlay}
              onKeyDown={(event) => {
                if (event.key !== 'Escape') arrows(event);
                onKeyDown(event);
              }}
            >
              <div css={top}>
                <h2 id={titleId} css={visuallyHidden}>
                  {t('quickSearch.dialogTitle')}
                </h2>
                <SearchField
                  model={model}
                  inputRef={inputRef}
                  panelId={panelId}
                  onClear={onClear}
                />
                <IconButton label={t('quickSearch.close')} onClick={closeDialog}>
                  <CloseIcon />
                </IconButton>
              </div>
              <div id={panelId} css={{ flex: 1, overflowY: 'auto' }}>
                {model.showsPanel ? <SuggestionPanel model={model} /> : null}
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
