import { useId } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, IconButton, focusRing, visuallyHidden } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { SearchIcon } from '../../../shared/components/icons';
import type { QuickSearchModel } from '../hooks/use-quick-search';

const form = (theme: Theme) => css`
  position: relative;
  display: flex;
  align-items: center;
  inline-size: 100%;
  min-inline-size: 0;
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  &:focus-within {
    border-color: ${theme.colors.brand};
  }
`;

const input = (theme: Theme) => css`
  flex: 1;
  min-inline-size: 0;
  padding-block: ${theme.space.sm};
  padding-inline: ${theme.space.lg} ${theme.space.xs};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  font: inherit;
  color: ${theme.colors.text};
  &::placeholder {
    color: ${theme.colors.subtle};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
  &:focus {
    outline: none;
  }
`;

const submitButton = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 40px;
  block-size: 40px;
  margin-inline-end: ${theme.space.xxs};
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.brand};
  color: ${theme.colors.onBrand};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.brandHover};
  }
  ${focusRing(theme)};
`;

export interface SearchFieldProps {
  model: QuickSearchModel;
  inputRef?: Ref<HTMLInputElement>;
  /** Id of the suggestions panel the input controls. */
  panelId: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Clears the term; the caller puts focus back in the input. */
  onClear: () => void;
}

/** The search form: labelled input, a clear button while it has text, and the submit button. */
export function SearchField({ model, inputRef, panelId, onKeyDown, onClear }: SearchFieldProps) {
  const { t } = useTranslation(NS);
  const inputId = useId();
  return (
    <form role="search" onSubmit={model.submit} css={form}>
      <label htmlFor={inputId} css={visuallyHidden}>
        {t('quickSearch.label')}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        value={model.term}
        onChange={(event) => model.setTerm(event.target.value)}
        onFocus={model.open}
        onKeyDown={onKeyDown}
        placeholder={t('quickSearch.hint')}
        autoComplete="off"
        enterKeyHint="search"
        aria-controls={model.showsPanel ? panelId : undefined}
        css={input}
      />
      {model.term !== '' ? (
        <IconButton label={t('quickSearch.clear')} size="sm" onClick={onClear}>
          <CloseIcon />
        </IconButton>
      ) : null}
      <button type="submit" css={submitButton}>
        <SearchIcon />
        <span css={visuallyHidden}>{t('quickSearch.submit')}</span>
      </button>
    </form>
  );
}
