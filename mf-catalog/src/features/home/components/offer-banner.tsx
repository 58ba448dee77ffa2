import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

/** The spec's home banner: 10% off and free delivery on online orders. */
export function OfferBanner() {
  const { t } = useTranslation(NS);
  return (
    <section
      aria-labelledby="home-offer-title"
      css={(theme) => ({
        padding: `${theme.space.xl} ${theme.space.lg}`,
        borderRadius: theme.radii.lg,
        background: theme.colors.brand,
        color: theme.colors.onBrand,
        [theme.mq.md]: { padding: `${theme.space.xxxl} ${theme.space.xxl}` },
      })}
    >
      <h1
        id="home-offer-title"
        css={(theme) => ({
          margin: 0,
          fontSize: theme.fontSizes.xxl,
          [theme.mq.md]: { fontSize: theme.fontSizes.display },
        })}
      >
        {t('home.bannerTitle')}
      </h1>
      <p css={(theme) => ({ margin: `${theme.space.sm} 0 0`, fontSize: theme.fontSizes.md })}>
        {t('home.bannerText')}
      </p>
    </section>
  );
}
