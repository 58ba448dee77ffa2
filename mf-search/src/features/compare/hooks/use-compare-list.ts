import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useShell } from '@dukkan/contracts';
import type { CompareAction, CompareItem } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { compareList } from '../stores/compare-store';

/**
 * The comparison list and its changes. Every change is announced on the shell bus as
 * `compare:changed` { count } (the shell mounts the tray only while count > 0); adding a product
 * of another category clears the list and shows the invalidComparison alert.
 */
export function useCompareList() {
  const { bus, alerts } = useShell();
  const { t } = useTranslation(NS);
  const items = useStore(compareList.store, (state) => state.items);

  const change = useCallback(
    (action: CompareAction) => {
      const next = compareList.dispatch(action);
      bus.emit('compare:changed', { count: next.items.length });
      if (next.error === 'invalidComparison') {
        alerts.push({ type: 'danger', message: t('compare.invalidComparison') });
      }
    },
    [alerts, bus, t],
  );

  const has = useCallback((sku: string) => items.some((item) => item.sku === sku), [items]);
  const add = useCallback((item: CompareItem) => change({ type: 'add', item }), [change]);
  const remove = useCallback((sku: string) => change({ type: 'remove', sku }), [change]);
  const clear = useCallback(() => change({ type: 'clear' }), [change]);

  return { items, count: items.length, has, add, remove, clear };
}
