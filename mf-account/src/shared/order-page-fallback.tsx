import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PAGE_ERROR_MESSAGES, Spinner, useShell } from '@dukkan/contracts';
import { NS } from '../i18n';
import { areaPage, pageTitle } from './page-styles';

export interface OrderPageFallbackProps {
  loading: boolean;
  /** The service found no order of this customer by that number. */
  notFound: boolean;
  /** The heading when not found, when the page says it its own way (default: order not found). */
  notFoundText?: string;
  /** Why the order could not be loaded (retry offered), when it was not a plain not-found. */
  loadError?: string | null;
  onRetry: () => void;
  titleId: string;
  /** The way back (to the orders list or the order). */
  back: ReactNode;
}

/**
 * What a page about one order shows before it has the order: the loading line, or the
 * not-found / error heading with a retry and the way back. The order detail and the review page
 * share it; `null` once the order is there.
 */
export function OrderPageFallback({
  loading,
  notFound,
  notFoundText,
  loadError,
  onRetry,
  titleId,
  back,
}: OrderPageFallbackProps) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  if (loading) {
    return (
      <section css={areaPage}>
        <p role="status">
          <Spinner /> {t('order.loading')}
        </p>
      </section>
    );
  }
  return (
    <section css={areaPage} aria-labelledby={titleId}>
      <h1 id={titleId} css={pageTitle}>
        {notFound ? (notFoundText ?? t('order.notFound')) : PAGE_ERROR_MESSAGES.generic[locale]}
      </h1>
      {loadError && (
        <div role="alert">
          <p>{loadError}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('orders.retry')}
          </Button>
        </div>
      )}
      {back}
    </section>
  );
}
