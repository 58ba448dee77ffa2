import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import type { GalleryImage } from '../product-view-model';

/** A gallery video in the main image's place: its still until played, its title and description. */
function GalleryVideo({
  video,
  poster,
}: {
  video: NonNullable<GalleryImage['video']>;
  poster: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <figure css={(theme) => ({ margin: 0, display: 'grid', gap: theme.space.xs })}>
      <video
        key={video.url}
        src={video.url}
        poster={poster}
        controls
        preload="none"
        aria-label={t('productPage.video', { title: video.title })}
        css={(theme) => ({
          inlineSize: '100%',
          aspectRatio: '1',
          objectFit: 'contain',
          background: theme.colors.surface,
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.colors.border}`,
        })}
      />
      <figcaption css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.muted })}>
        <strong>{video.title}</strong>
        {video.description ? ` ${video.description}` : ''}
      </figcaption>
    </figure>
  );
}

/** The play mark over a video's thumbnail (the button's name says it is a video). */
function PlayMark() {
  return (
    <span
      aria-hidden="true"
      css={{
        position: 'absolute',
        insetBlockStart: '50%',
        insetInlineStart: '50%',
        transform: 'translate(-50%, -50%)',
        inlineSize: 24,
        blockSize: 24,
        borderRadius: '50%',
        background: 'rgba(0, 0, 0, 0.6)',
        color: '#fff',
        fontSize: 12,
        lineHeight: '24px',
        textAlign: 'center',
      }}
    >
      ▶
    </span>
  );
}

/** The thumbnail button's name: "Show image i of n", or "Play video i of n: title". */
function thumbLabel(image: GalleryImage, index: number, count: number, t: TFunction): string {
  return image.video
    ? t('productPage.playVideo', { index: index + 1, count, title: image.video.title })
    : t('product.showImage', { index: index + 1, count });
}

/**
 * The main image (or the chosen video) and, with more than one entry, thumbnails as buttons
 * that show each (a video's with a play mark). The main image is the page's largest: fetched
 * first (high priority, never lazy), its square held by its aspect ratio before it arrives.
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
      {current.video ? (
        <GalleryVideo video={current.video} poster={current.url} />
      ) : (
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
      )}
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
                aria-label={thumbLabel(image, index, images.length, t)}
                onClick={() => setSelected(index)}
                css={(theme) => ({
                  position: 'relative',
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
                {image.video && <PlayMark />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
