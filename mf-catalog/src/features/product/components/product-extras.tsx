import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@dukkan/contracts';
import { NS } from '../../../i18n';

/** The spec's highlights: the product's featured attributes as a short list by the price. */
export function ProductHighlights({
  highlights,
}: {
  highlights: ReadonlyArray<{ key: string; label: string; value: string }>;
}) {
  const { t } = useTranslation(NS);
  if (highlights.length === 0) return null;
  return (
    <section aria-labelledby="product-highlights-title">
      <h2
        id="product-highlights-title"
        css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}
      >
        {t('productPage.highlights')}
      </h2>
      <ul css={(theme) => ({ margin: 0, paddingInlineStart: theme.space.lg })}>
        {highlights.map((highlight) => (
          <li key={highlight.key}>
            <span css={(theme) => ({ color: theme.colors.muted })}>{highlight.label}:</span>{' '}
            <strong>{highlight.value}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Which shipment the product travels in, from the electronics, groceries and clothing flags. */
export function SectionNote({
  flags,
}: {
  flags: { electronics: boolean; groceries: boolean; clothing: boolean };
}) {
  const { t } = useTranslation(NS);
  const section = flags.electronics
    ? 'electronics'
    : flags.clothing
      ? 'clothing'
      : flags.groceries
        ? 'groceries'
        : null;
  if (!section) return null;
  return (
    <p
      data-section={section}
      css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.muted })}
    >
      {t(`productPage.section.${section}`)}
    </p>
  );
}

/** A clothing product's size chart: a button that opens the chart's image in a dialog. */
export function SizeChart({ chart }: { chart: { name: string; image: string } | null }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  if (!chart) return null;
  const title = chart.name || t('productPage.sizeChart');
  return (
    <div>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('productPage.sizeChartOpen')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        closeLabel={t('productPage.closeSizeChart')}
      >
        <img
          src={chart.image}
          alt={title}
          css={{ display: 'block', inlineSize: '100%', blockSize: 'auto', maxInlineSize: 480 }}
        />
      </Modal>
    </div>
  );
}
