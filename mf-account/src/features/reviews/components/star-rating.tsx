import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE, useShell, visuallyHidden } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { errorText } from './review-styles';

const group = (theme: Theme) => css`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: ${theme.space.xs};
    padding: 0;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const stars = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space.xxs};
`;

const star = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${theme.touchTarget};
  block-size: ${theme.touchTarget};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.borderStrong};
  font-size: 28px;
  line-height: 1;
  cursor: pointer;
  &[data-on='true'] {
    color: #8a5a00;
  }
  input:focus-visible + & {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface StarRatingProps {
  legend: string;
  value: number;
  onChange: (rating: number) => void;
  error: string | null;
}

/**
 * One to five stars as a radio group (arrow keys move between them, each star is named "3 of 5
 * stars"), with the error of the group read with its legend.
 */
export function StarRating({ legend, value, onChange, error }: StarRatingProps) {
  const { t } = useTranslation(NS);
  const { locale } = useShell();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      css={group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <div css={stars}>
        {[1, 2, 3, 4, 5].map((rating) => {
          const id = `${name}-${rating}`;
          return (
            <span key={rating}>
              <input
                id={id}
                css={visuallyHidden}
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
              />
              <label htmlFor={id} css={star} data-on={rating <= value}>
                <span aria-hidden="true">★</span>
                <span css={visuallyHidden}>
                  {t('review.stars', {
                    rating: rating.toLocaleString(INTL_LOCALE[locale]),
                    max: (5).toLocaleString(INTL_LOCALE[locale]),
                  })}
                </span>
              </label>
            </span>
          );
        })}
      </div>
      {error && (
        <p id={errorId} css={errorText}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
