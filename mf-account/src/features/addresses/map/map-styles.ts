import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { focusRing } from '@dukkan/contracts';

/** The map: as wide as the dialog, tall enough to aim at a building on a 375 px phone. */
export const mapStyle = (theme: Theme) => css`
  position: relative;
  inline-size: 100%;
  block-size: min(55vh, 420px);
  min-block-size: 240px;
  margin-block: ${theme.space.md};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.surface};
  ${focusRing(theme)};
  /* The pin (a Leaflet divIcon): a brand-coloured drop with its point on the chosen place. */
  & .dukkan-map-pin span {
    display: block;
    inline-size: 28px;
    block-size: 28px;
    border-radius: 50% 50% 50% 0;
    background: ${theme.colors.brand};
    border: 3px solid #fff;
    transform: rotate(-45deg);
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.4);
  }
`;

export const statusStyle = (theme: Theme) => css`
  margin: 0;
  min-block-size: 1.5em;
  font-weight: ${theme.fontWeights.semibold};
`;
