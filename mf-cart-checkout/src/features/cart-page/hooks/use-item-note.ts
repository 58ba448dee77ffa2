import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { saveItemNote } from '../../../shared/cart/cart-operations';
import type { CartItemView } from '../../../shared/cart/cart-view';
import { useCartDeps } from '../../../shared/cart/hooks/use-cart-deps';
import { useCartErrorReporter } from '../../../shared/cart/hooks/use-cart-error-reporter';

/** The service keeps at most this many characters of a note. */
export const NOTE_MAX_LENGTH = 255;

/** The optional note for the picker on one cart line: open, edit, save (empty removes it). */
export function useItemNote(item: CartItemView) {
  const { t } = useTranslation(NS);
  const deps = useCartDeps();
  const report = useCartErrorReporter();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(item.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    const note = value.trim();
    if (note.length > NOTE_MAX_LENGTH) {
      setError(t('cartPage.note.tooLong'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await saveItemNote(deps, item.uid, note);
      setOpen(false);
    } catch (caught) {
      // The typed note stays in the field so nothing is lost.
      setError(report(caught));
    } finally {
      setSaving(false);
    }
  }

  return {
    open,
    value,
    error,
    saving,
    note: item.note,
    start: () => {
      setValue(item.note ?? '');
      setError(null);
      setOpen(true);
    },
    cancel: () => setOpen(false),
    change: (next: string) => setValue(next),
    save,
  };
}
