import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { SanitizedHtml } from '../../../shared/components/sanitized-html';

/** Description (sanitised HTML) and the attribute list of the product page. */
export function ProductDetails({
  description,
  attributes,
}: {
  description: string | null | undefined;
  attributes: ReadonlyArray<{ key: string; label: string; value: string }>;
}) {
  const { t } = useTranslation(NS);
  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.xl,
        [theme.mq.md]: { gridTemplateColumns: '2fr 1fr' },
      })}
    >
      {description ? (
        <section aria-labelledby="product-description-title">
          <h2 id="product-description-title" css={(theme) => ({ fontSize: theme.fontSizes.xl })}>
            {t('product.description')}
          </h2>
          <SanitizedHtml
            html={description}
            css={(theme) => ({ lineHeight: theme.lineHeights.relaxed, overflowWrap: 'anywhere' })}
          />
        </section>
      ) : null}
      {attributes.length > 0 && (
        <section aria-labelledby="product-attributes-title">
          <h2 id="product-attributes-title" css={(theme) => ({ fontSize: theme.fontSizes.xl })}>
            {t('product.attributes')}
          </h2>
          <dl
            css={(theme) => ({
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: `${theme.space.xs} ${theme.space.lg}`,
              margin: 0,
            })}
          >
            {attributes.map((attribute) => (
              <div key={attribute.key} css={{ display: 'contents' }}>
                <dt css={(theme) => ({ color: theme.colors.muted })}>{attribute.label}</dt>
                <dd css={{ margin: 0 }}>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
