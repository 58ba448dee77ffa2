import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { useQuickSearch } from '../hooks/use-quick-search';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The header search (desktop) and the search overlay's form (mobile). Suggestions while
 * typing come with the search issue; this form already takes the shopper to the results.
 */
export function QuickSearchForm({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t } = useTranslation(NS);
  const { term, setTerm, submit } = useQuickSearch();
  const inputId = useId();
  return (
    <form
      role="search"
      onSubmit={submit}
      css={{ display: 'flex', gap: 4, width: variant === 'mobile' ? '100%' : 'auto', minWidth: 0 }}
    >
      <label htmlFor={inputId} css={visuallyHidden}>
        {t('quickSearch.label')}
      </label>
      <input
        id={inputId}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('quickSearch.hint')}
        autoComplete="off"
        css={{
          flex: 1,
          minWidth: 0,
          paddingBlock: 8,
          paddingInline: 12,
          border: '1px solid #ccc',
          borderRadius: 4,
          font: 'inherit',
        }}
      />
      <button
        type="submit"
        css={{
          paddingBlock: 8,
          paddingInline: 16,
          border: 0,
          borderRadius: 4,
          background: '#0b7a3e',
          color: '#fff',
          font: 'inherit',
          cursor: 'pointer',
        }}
      >
        {t('quickSearch.submit')}
      </button>
    </form>
  );
}
