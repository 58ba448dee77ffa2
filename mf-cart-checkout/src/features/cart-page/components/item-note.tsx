import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import type { CartItemView } from '../../../shared/cart/cart-view';
import { useItemNote } from '../hooks/use-item-note';

/** The note for the picker on a cart line: shown when set, added or edited in a small form. */
export function ItemNote({ item }: { item: CartItemView }) {
  const { t } = useTranslation(NS);
  const note = useItemNote(item);
  if (!note.open) {
    return (
      <div
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: theme.space.sm,
          fontSize: theme.fontSizes.sm,
        })}
      >
        {note.note && (
          <span css={(theme) => ({ color: theme.colors.muted })}>
            {t('cartPage.note.shown', { note: note.note })}
          </span>
        )}
        <Button
          variant="link"
          size="sm"
          aria-label={t(note.note ? 'cartPage.note.editLabel' : 'cartPage.note.addLabel', {
            name: item.name,
          })}
          onClick={note.start}
        >
          {t(note.note ? 'cartPage.note.edit' : 'cartPage.note.add')}
        </Button>
      </div>
    );
  }
  return (
    <form
      onSubmit={(e) => void note.save(e)}
      noValidate
      css={(theme) => ({ display: 'grid', gap: theme.space.sm })}
    >
      <TextField
        label={t('cartPage.note.label')}
        hint={t('cartPage.note.hint')}
        value={note.value}
        onChange={(e) => note.change(e.target.value)}
        // Focus goes to the field the shopper just asked for.
        autoFocus
        {...(note.error ? { error: note.error } : {})}
      />
      <div css={(theme) => ({ display: 'flex', gap: theme.space.sm })}>
        <Button type="submit" size="sm" loading={note.saving}>
          {t('cartPage.note.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={note.cancel}>
          {t('cartPage.note.cancel')}
        </Button>
      </div>
    </form>
  );
}
