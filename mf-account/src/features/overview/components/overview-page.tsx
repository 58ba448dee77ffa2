import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, INTL_LOCALE, Spinner, useShell } from '@dukkan/contracts';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { pageTitle, intro } from '../../../shared/page-styles';
import { useAccountOverview } from '../hooks/use-account-overview';
import { AreaLinks } from './area-links';
import { LoyaltyWidget } from './loyalty-widget';
import { LoyaltyProgramme } from './loyalty-programme';
import { WalletWidget } from './wallet-widget';
import { areaPage, inlineLink, widget, widgets } from './overview-styles';

/** `/account`: greeting, wallet, loyalty, ready vouchers, first-order incentive and area links. */
export function OverviewPage(_props: Partial<RoutePageProps>) {
  const { t } = useTranslation(NS);
  const { locale, localePath } = useShell();
  const { overview, loading, errorMessage, retry } = useAccountOverview();
  return (
    <section css={areaPage} aria-labelledby="overview-title">
      <h1 id="overview-title" css={pageTitle}>
        {overview ? t('overview.greeting', { firstname: overview.firstname }) : t('routes.account')}
      </h1>
      {loading && (
        <p role="status">
          <Spinner /> {t('overview.loading')}
        </p>
      )}
      {errorMessage && (
        <div role="alert">
          <p>{t('overview.loadError')}</p>
          <p>{errorMessage}</p>
          <Button variant="secondary" onClick={retry}>
            {t('overview.retry')}
          </Button>
        </div>
      )}
      {overview && (
        <>
          <p css={intro}>{t('overview.intro')}</p>
          {overview.firstOrderPoints !== null && (
            <p css={widget}>
              {t('overview.firstOrder', {
                points: overview.firstOrderPoints.toLocaleString(INTL_LOCALE[locale]),
              })}
            </p>
          )}
          <div css={widgets}>
            <WalletWidget storeCredits={overview.storeCredits} />
            <LoyaltyWidget values={overview} />
          </div>
          <p css={widget}>
            <Link css={inlineLink} to={localePath('/account/my-vouchers')}>
              {overview.numberOfVouchers > 0
                ? t('overview.vouchers.ready', {
                    count: overview.numberOfVouchers,
                    n: overview.numberOfVouchers.toLocaleString(INTL_LOCALE[locale]),
                  })
                : t('overview.vouchers.none')}
            </Link>
          </p>
          <LoyaltyProgramme
            tierCode={overview.currentTier?.code ?? null}
            points={overview.points}
          />
          <AreaLinks />
        </>
      )}
    </section>
  );
}
