import { css } from '@emotion/react';
import type { SerializedStyles, Theme } from '@emotion/react';
import type { DialogVariant } from '../shell-context';
import { ENTER, inlineSign } from './overlay-styles';

/** Where the panel sits and how wide it may grow. */
type Placement = 'center' | 'bottom' | 'side';

interface VariantLook {
  placement: Placement;
  maxInlineSize: string;
  /** A coloured band on the panel's block-start edge (warn, info, loyalty). */
  accent?: (theme: Theme) => string;
  /** Centred text (celebration and confirmation dialogs). */
  centred?: boolean;
}

/** The look of each dialog variant of shell spec section 2. */
export const VARIANT_LOOK: Record<DialogVariant, VariantLook> = {
  primary: { placement: 'center', maxInlineSize: '560px' },
  secondary: { placement: 'center', maxInlineSize: '480px' },
  warn: { placement: 'center', maxInlineSize: '440px', accent: (t) => t.colors.warning.border },
  info: { placement: 'center', maxInlineSize: '480px', accent: (t) => t.colors.info.border },
  'verify-otp': { placement: 'center', maxInlineSize: '440px', centred: true },
  'address-selector': { placement: 'center', maxInlineSize: '640px' },
  'history-points': { placement: 'center', maxInlineSize: '720px' },
  'loyalty-upgrade': {
    placement: 'center',
    maxInlineSize: '440px',
    accent: (t) => t.colors.brand,
    centred: true,
  },
  cvc: { placement: 'center', maxInlineSize: '380px' },
  bottom: { placement: 'bottom', maxInlineSize: '100%' },
  side: { placement: 'side', maxInlineSize: '440px' },
};

/** Overlay alignment for a placement (flex container). */
export function overlayAlignment(placement: Placement): SerializedStyles {
  if (placement === 'bottom')
    return css`
      align-items: flex-end;
      justify-content: center;
    `;
  if (placement === 'side')
    return css`
      align-items: stretch;
      justify-content: flex-end;
    `;
  return css`
    align-items: center;
    justify-content: center;
    padding: 16px;
  `;
}

/** The panel of a variant. */
export function panelStyle(theme: Theme, look: VariantLook): SerializedStyles {
  const base = css`
    position: relative;
    display: flex;
    flex-direction: column;
    inline-size: 100%;
    max-inline-size: ${look.maxInlineSize};
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadows.lg};
    text-align: ${look.centred ? 'center' : 'start'};
    ${look.accent ? `border-block-start: 4px solid ${look.accent(theme)};` : ''}
    &:focus {
      outline: none;
    }
  `;
  switch (look.placement) {
    case 'bottom':
      return css`
        ${base};
        max-block-size: 85vh;
        border-start-start-radius: ${theme.radii.xl};
        border-start-end-radius: ${theme.radii.xl};
        animation: ${ENTER.sheetIn} ${theme.motion.slow} ${theme.motion.easing};
        padding-block-end: env(safe-area-inset-bottom);
      `;
    case 'side':
      return css`
        ${base};
        block-size: 100%;
        ${inlineSign};
        animation: ${ENTER.fromEnd} ${theme.motion.slow} ${theme.motion.easing};
      `;
    case 'center':
      return css`
        ${base};
        max-block-size: calc(100vh - 32px);
        border-radius: ${theme.radii.lg};
        animation: ${ENTER.riseIn} ${theme.motion.normal} ${theme.motion.easing};
      `;
  }
}
