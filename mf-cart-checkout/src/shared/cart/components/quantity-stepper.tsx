import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@dukkan/contracts';
import { NS } from '../../../i18n';

export interface QuantityStepperProps {
  /** Product name, part of the buttons' accessible names. */
  name: string;
  /** The quantity in the locale's digits with its unit (e.g. "0.5 kg"). */
  display: string;
  canDecrease: boolean;
  canIncrease: boolean;
  /** True when the next decrease removes the item. */
  decreaseRemoves: boolean;
  busy: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  /** Id of the element that describes the stepper (an error next to it). */
  describedBy?: string;
  /** The group element, so a caller can put focus back into the stepper. */
  groupRef?: Ref<HTMLDivElement>;
}

const group = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  padding: ${theme.space.xxs};
  background: ${theme.colors.background};
`;

const value = (theme: Theme) => css`
  min-inline-size: 4.5em;
  text-align: center;
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

/** The - quantity + control; its buttons are named with the product name. */
export function QuantityStepper({ groupRef, ...props }: QuantityStepperProps) {
  const { t } = useTranslation(NS);
  const decreaseLabel = props.decreaseRemoves
    ? t('stepper.remove', { name: props.name })
    : t('stepper.decrease', { name: props.name });
  return (
    <div
      ref={groupRef}
      role="group"
      aria-label={t('stepper.group', { name: props.name })}
      aria-describedby={props.describedBy}
      aria-busy={props.busy || undefined}
      css={group}
    >
      <IconButton
        label={decreaseLabel}
        size="sm"
        variant="brand"
        disabled={!props.canDecrease || props.busy}
        onClick={props.onDecrease}
      >
        <span aria-hidden="true">−</span>
      </IconButton>
      <output aria-live="polite" css={value}>
        {props.display}
      </output>
      <IconButton
        label={t('stepper.increase', { name: props.name })}
        size="sm"
        variant="brand"
        disabled={!props.canIncrease || props.busy}
        onClick={props.onIncrease}
      >
        <span aria-hidden="true">+</span>
      </IconButton>
    </div>
  );
}
