import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, INTL_LOCALE, Modal, Spinner, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { formatDay } from '../../../shared/format-dates';
import { usePointsHistory } from '../hooks/use-points-history';
import { historyList, historyPoints } from './loyalty-styles';

const ACTIONS = ['earned', 'redeemed', 'deducted', 'expired'] as const;

/**
 * The points history in the `history-points` dialog (shell spec sections 2 to 4): the newest
 * first, each with its action, reason, date and signed points; "load more" appends the next page.
 * Opening the dialog loads page 1 again.
 */
export function PointsHistoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const history = usePointsHistory();
  const { reload, firstAppended } = history;
  useEffect(() => {
    if (open) void reload();
  }, [open, reload]);
  // After "load more" focus goes to the first new entry: reading goes on where the new page
  // starts, and focus is not lost when the button goes away with the last page.
  const appended = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    if (firstAppended !== null) appended.current?.focus();
  }, [firstAppended]);
  const number = (value: number) =>
    value.toLocaleString(INTL_LOCALE[locale], { signDisplay: 'exceptZero' });
  const actionLabel = (action: string) =>
    (ACTIONS as readonly string[]).includes(action)
      ? t(`loyalty.history.action.${action}`)
      : action;
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="history-points"
      title={t('loyalty.history.title')}
      footer={
        history.hasMore ? (
          <Button
            variant="secondary"
            loading={history.loading === 'more'}
            onClick={() => void history.loadMore()}
          >
            {t('loyalty.history.loadMore')}
          </Button>
        ) : undefined
      }
    >
      {history.loading === 'first' && (
        <p role="status">
          <Spinner /> {t('loyalty.history.loading')}
        </p>
      )}
      {history.errorMessage && (
        <div role="alert">
          <p>{t('loyalty.history.loadError')}</p>
          <p>{history.errorMessage}</p>
          <Button variant="secondary" onClick={() => void history.retry()}>
            {t('overview.retry')}
          </Button>
        </div>
      )}
      {history.loading !== 'first' && !history.errorMessage && history.items.length === 0 && (
        <p>{t('loyalty.history.empty')}</p>
      )}
      {history.items.length > 0 && history.loading !== 'first' && (
        // Focusable, so the dialog's scrolling body can be scrolled from the keyboard.
        <ul css={historyList} aria-label={t('loyalty.history.listLabel')} tabIndex={0}>
          {history.items.map((entry) => (
            <li
              key={entry.id}
              ref={entry.id === firstAppended ? appended : undefined}
              tabIndex={entry.id === firstAppended ? -1 : undefined}
            >
              <div>
                <p css={{ fontWeight: 600 }}>{actionLabel(entry.action)}</p>
                {entry.reason && <p>{entry.reason}</p>}
                {entry.createdAt && (
                  <p css={{ opacity: 0.8 }}>{formatDay(entry.createdAt, locale)}</p>
                )}
              </div>
              <p css={historyPoints(entry.points >= 0)}>
                {t('loyalty.history.points', { points: number(entry.points) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {history.hasMore && (
        <p role="status" css={{ marginBlockEnd: 0 }}>
          {t('loyalty.history.shown', {
            n: history.items.length.toLocaleString(INTL_LOCALE[locale]),
          })}
        </p>
      )}
    </Modal>
  );
}
