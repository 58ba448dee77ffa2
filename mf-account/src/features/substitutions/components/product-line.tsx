import type { ReactNode } from 'react';
import { productLine } from './substitution-styles';

interface ProductLineProps {
  image: string | null | undefined;
  children: ReactNode;
}

/** A product's small picture (decorative: its name is written beside it) and its lines. */
export function ProductLine({ image, children }: ProductLineProps) {
  return (
    <div css={productLine}>
      {image ? <img src={image} alt="" loading="lazy" /> : null}
      <div css={{ display: 'grid', gap: 4 }}>{children}</div>
    </div>
  );
}
