import { createStore } from 'zustand/vanilla';
import type { DialogVariant } from '@dukkan/contracts';
import { DIALOG_VARIANTS } from '@dukkan/contracts';

export interface DialogsState {
  /** Id of the open dialog, or null. One dialog is open at a time. */
  openId: string | null;
  /** Variant of the open dialog. */
  variant: DialogVariant | null;
}

/** True for one of the modal variants of shell spec section 2. */
export function isDialogVariant(value: unknown): value is DialogVariant {
  return (DIALOG_VARIANTS as readonly unknown[]).includes(value);
}

/**
 * Dialogs: which one is open. A variant outside the spec's list is invalid: the dialog is
 * refused with a console error and stays closed. While one is open the page does not scroll.
 */
export function createDialogs() {
  const store = createStore<DialogsState>(() => ({ openId: null, variant: null }));

  function open(id: string, variant: string = 'primary'): void {
    if (!isDialogVariant(variant)) {
      console.error(
        `Dialog "${id}" refused: "${variant}" is not a dialog variant (${DIALOG_VARIANTS.join(', ')})`,
      );
      return;
    }
    store.setState({ openId: id, variant });
  }

  function close(id?: string): void {
    const { openId } = store.getState();
    if (openId === null || (id !== undefined && id !== openId)) return;
    store.setState({ openId: null, variant: null });
  }

  function isOpen(id: string): boolean {
    return store.getState().openId === id;
  }

  return { store, open, close, isOpen };
}

export type DialogsService = ReturnType<typeof createDialogs>;
