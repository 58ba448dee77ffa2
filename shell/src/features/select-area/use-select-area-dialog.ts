import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { stripLocale } from '@dukkan/contracts';
import { useShellServices } from '../../shared/services/shell-services';
import type { ShellServices } from '../../shared/services/shell-services';
import { shouldPromptForArea } from '@dukkan/contracts/first-screen';
import { SELECT_AREA_DIALOG_ID } from './select-area-rules';

/**
 * Opens the select-area dialog when the page at `pathname` asks for an area (no store saved, not
 * privacy, terms or return) and no other dialog is open. The boot calls it before the first
 * render, so a first visit renders the page with the dialog open instead of rendering it again,
 * whole, once an effect has opened it; the hook below calls it on every route change.
 */
export function promptForArea(
  { dialogs, storeChoice }: Pick<ShellServices, 'dialogs' | 'storeChoice'>,
  pathname: string,
): void {
  const hasSavedStore = storeChoice.store.getState().choice !== null;
  if (
    shouldPromptForArea(stripLocale(pathname), hasSavedStore) &&
    dialogs.store.getState().openId === null
  ) {
    dialogs.open(SELECT_AREA_DIALOG_ID, 'address-selector');
  }
}

/**
 * The select-area dialog: opens by itself on each route change while no store is saved
 * (except on privacy, terms and return), and on the `open-store-selection` event; closes
 * when a store is chosen or the shopper closes it.
 */
export function useSelectAreaDialog() {
  const { bus, dialogs, storeChoice } = useShellServices();
  const { pathname } = useLocation();
  const isOpen = useStore(dialogs.store, (state) => state.openId === SELECT_AREA_DIALOG_ID);
  const close = useCallback(() => dialogs.close(SELECT_AREA_DIALOG_ID), [dialogs]);

  useEffect(() => {
    promptForArea({ dialogs, storeChoice }, pathname);
  }, [pathname, dialogs, storeChoice]);

  useEffect(() => {
    const open = () => dialogs.open(SELECT_AREA_DIALOG_ID, 'address-selector');
    const onChanged = ({ choice }: { choice: unknown }) => {
      if (choice) dialogs.close(SELECT_AREA_DIALOG_ID);
    };
    bus.on('open-store-selection', open);
    bus.on('store:changed', onChanged);
    return () => {
      bus.off('open-store-selection', open);
      bus.off('store:changed', onChanged);
    };
  }, [bus, dialogs]);

  return { isOpen, close };
}
