import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LAYOUT, buttonStyles, useShell } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useCategoryOffers } from '../hooks/use-category-offers';
import type { CategoryOffer } from '../hooks/use-category-offers';

/** The offers of a category page (the spec's CategoryPageOffer); nothing when it has none. */
export function CategoryOffers({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation(NS);
  const offers = useCategoryOffers(categoryId);
  const titleId = useId();
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h2
        id={titleId}
        css={(theme) => ({
          margin: 0,
          marginBlockEnd: theme.space.sm,
          fontSize: theme.fontSizes.lg,
        })}
      >
        {t('offers.title')}
      </h2>
      <ul
        css={(theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space.md,
          [`@media (min-width: ${LAYOUT.breakpoints.md}px)`]: {
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          },
        })}
      >
        {offers.map((offer) => (
          <li key={offer.id ?? offer.title}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One offer: its picture (the responsive one on phones), title, text, promo code and link. */
function OfferCard({ offer }: { offer: CategoryOffer }) {
  const { t } = useTranslation(NS);
  const { localePath } = useShell();
  const titleId = useId();
  // Only a path of this site or an http(s) address becomes a link (never a script: URL).
  const raw = offer.offer_url ?? '';
  const url =
    (raw.startsWith('/') && !raw.startsWith('//')) || /^https?:\/\//i.test(raw) ? raw : '';
  const linkText = offer.button_text || t('offers.shopNow');
  const linkLabel = t('offers.linkLabel', { text: linkText, title: offer.title });
  return (
    <article
      aria-labelledby={titleId}
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: '96px minmax(0, 1fr)',
        gap: theme.space.md,
        alignItems: 'center',
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
      })}
    >
      {offer.image_url ? (
        <picture>
          {offer.responsive_image_url && (
            <source
              media={`(max-width: ${LAYOUT.breakpoints.md - 1}px)`}
              srcSet={offer.responsive_image_url}
            />
          )}
          <img
            src={offer.image_url}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            css={{ display: 'block', inlineSize: '100%', blockSize: 'auto', objectFit: 'cover' }}
          />
        </picture>
      ) : (
        <span />
      )}
      <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}>
        <h3 id={titleId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>
          {offer.title}
        </h3>
        {offer.description && (
          <p
            css={(theme) => ({
              margin: 0,
              color: theme.colors.muted,
              fontSize: theme.fontSizes.sm,
            })}
          >
            {offer.description}
          </p>
        )}
        {offer.promocode && (
          <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>
            {t('offers.promocode')} <strong dir="ltr">{offer.promocode}</strong>
          </p>
        )}
        {url &&
          (url.startsWith('/') ? (
            <Link
              to={localePath(url)}
              aria-label={linkLabel}
              css={(theme) => [
                buttonStyles(theme, { variant: 'outline', size: 'sm' }),
                { alignSelf: 'flex-start' },
              ]}
            >
              {linkText}
            </Link>
          ) : (
            <a
              href={url}
              aria-label={linkLabel}
              css={(theme) => [
                buttonStyles(theme, { variant: 'outline', size: 'sm' }),
                { alignSelf: 'flex-start' },
              ]}
            >
              {linkText}
            </a>
          ))}
      </div>
    </article>
  );
}
