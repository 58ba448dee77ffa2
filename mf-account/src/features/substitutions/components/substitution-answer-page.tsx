import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, INTL_LOCALE, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { OrderPageFallback } from '../../../shared/order-page-fallback';
import { pageTitle } from '../../../shared/page-styles';
import { useSubstitution } from '../hooks/use-substitution';
import { NoticeActionChoice } from './notice-action-choice';
import { SubstitutionItemChoice } from './substitution-item-choice';
import { areaPage, deadline, errorText, link, muted } from './substitution-styles';

/** The time an answer is due, in the page's digits ("3:45 PM"). */
function dueTime(expiresAt: string | null, locale: 'en' | 'ar'): string {
  const at = expiresAt ? new Date(expiresAt) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/**
 * `/substitution/{id}`: the store could not find some items of the order; the customer answers
 * each with a replacement or its removal within the time the store gives, and says how to be
 * reached about another missing item.
 */
export function SubstitutionAnswerPage({ number }: { number: string }) {
  const { t } = useTranslation(NS);
  const { locale, localePath } = useShell();
  const sub = useSubstitution(number);
  const back = (
    <Link css={link} to={localePath(`/account/orders/${encodeURIComponent(number)}`)}>
      {t('review.back', { number })}
    </Link>
  );
  if (sub.loading || !sub.substitution) {
    return (
      <OrderPageFallback
        loading={sub.loading}
        notFound={sub.notFound}
        notFoundText={t('substitution.notFound')}
        loadError={sub.loadError}
        onRetry={sub.retry}
        titleId="substitution-title"
        back={back}
      />
    );
  }
  const { substitution } = sub;
  const answered = substitution.status === 'SUBMITTED';
  return (
    <section css={areaPage} aria-labelledby="substitution-title">
      {back}
      <h1 id="substitution-title" css={pageTitle}>
        {t('substitution.title', { number: substitution.order_number })}
      </h1>
      {answered ? (
        <p role="status">
          {t('substitution.alreadyAnswered')}{' '}
          <Link
            css={link}
            to={localePath(
              `/substitution/${encodeURIComponent(substitution.order_number)}/success`,
            )}
          >
            {t('substitution.seeAnswer')}
          </Link>
        </p>
      ) : sub.open ? (
        <p css={deadline}>
          {t('substitution.deadline', {
            time: dueTime(substitution.expires_at, locale),
            count: sub.minutesLeft ?? 0,
            minutes: (sub.minutesLeft ?? 0).toLocaleString(INTL_LOCALE[locale]),
          })}
        </p>
      ) : (
        <p role="status" css={deadline}>
          {t('substitution.expired')}
        </p>
      )}
      {!answered && (
        <form
          noValidate
          css={{ display: 'grid', gap: 16 }}
          onSubmit={(event) => {
            event.preventDefault();
            sub.submit();
          }}
        >
          <p css={muted}>{t('substitution.intro')}</p>
          {sub.items.map((item) => (
            <SubstitutionItemChoice
              key={item.id}
              item={item}
              choice={sub.choiceOf(item.id)}
              onChoose={(choice) => sub.choose(item.id, choice)}
              missing={sub.isMissing(item.id)}
              disabled={!sub.open}
            />
          ))}
          <NoticeActionChoice value={sub.notice} onChange={sub.setNotice} disabled={!sub.open} />
          {sub.formError && (
            <p role="alert" css={errorText}>
              {sub.formError}
            </p>
          )}
          {sub.open && (
            <div>
              <Button type="submit" loading={sub.sending}>
                {t('substitution.submit')}
              </Button>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
