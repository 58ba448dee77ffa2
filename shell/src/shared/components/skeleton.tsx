import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Skeleton as Bone } from '@dukkan/contracts';

const page = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  min-block-size: 240px;
`;

const tiles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${theme.space.md};
  margin-block-start: ${theme.space.sm};
  ${theme.mq.md} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

/**
 * Placeholder shown while a remote module downloads, announced once as busy (not as text).
 * `block` is a page: a title, two lines and a row of tiles, so the layout does not jump much
 * when the page arrives; otherwise a small bar for a header or footer fragment.
 */
export function Skeleton({ block = false }: { block?: boolean }) {
  const { t } = useTranslation('shell');
  if (!block) return <Bone label={t('loading')} inlineSize="48px" blockSize="24px" />;
  return (
    <div role="progressbar" aria-busy="true" aria-label={t('loading')} css={page}>
      <Bone inlineSize="40%" blockSize="28px" />
      <Bone inlineSize="90%" />
      <Bone inlineSize="70%" />
      <div css={tiles}>
        <Bone blockSize="160px" radius="md" />
        <Bone blockSize="160px" radius="md" />
        <Bone blockSize="160px" radius="md" />
        <Bone blockSize="160px" radius="md" />
      </div>
    </div>
  );
}
