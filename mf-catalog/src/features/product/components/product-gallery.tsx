import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import type { GalleryImage } from '../product-view-model';

/**
 * The main image and, with more than one, thumbnails as buttons that show each image. The main
 * image is the page's largest: fetched first (high priority, never lazy), its square held by
 * its aspect ratio before it arrives.
 */
export function ProductGallery({
  images,
  name,
}: {
  images: readonly GalleryImage[];
  name: string;
}) {
  const { t } = useTranslation(NS);
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current)
    return (
      <div
        css={(theme) => ({
          aspectRatio: '1',
          background: theme.colors.surface,
          borderRadius: theme.radii.md,
        })}
      />
    );
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md })}>
      <img
        src={current.url}
        alt={current.label || name}
        fetchPriority="high"
        css={(theme) => ({
          inlineSize: '100%',
          aspectRatio: '1',
          objectFit: 'contain',
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.colors.border}`,
        })}
      />
      {images.length > 1 && (
        <ul
          aria-label={t('product.gallery')}
          css={(theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space.sm,
          })}
        >
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                aria-pressed={index === selected}
                aria-label={t('product.showImage', { index: index + 1, count: images.length })}
                onClick={() => setSelected(index)}
                css={(theme) => ({
                  padding: 2,
                  cursor: 'pointer',
                  background: theme.colors.background,
                  border: `2px solid ${index === selected ? theme.colors.brand : theme.colors.border}`,
                  borderRadius: theme.radii.sm,
                  '&:focus-visible': {
                    outline: `2px solid ${theme.colors.focus}`,
                    outlineOffset: 2,
                  },
                })}
              >
                <img
                  src={image.url}
                  alt=""
                  css={{ inlineSize: 56, blockSize: 56, objectFit: 'contain', display: 'block' }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
