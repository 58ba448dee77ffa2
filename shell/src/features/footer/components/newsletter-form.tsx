import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { COLORS } from '../../layout/constants';
import { useNewsletter } from '../hooks/use-newsletter';

const form = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  label {
    flex: 1 1 100%;
    font-weight: 600;
    color: ${COLORS.text};
  }
  input {
    flex: 1 1 200px;
    min-inline-size: 0;
    padding: 10px 12px;
    border: 1px solid ${COLORS.border};
    border-radius: 6px;
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${COLORS.danger};
  }
  button {
    padding: 10px 20px;
    border: none;
    border-radius: 6px;
    background: ${COLORS.brand};
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

const errorText = css`
  flex: 1 1 100%;
  margin: 0;
  color: ${COLORS.danger};
`;

/** The newsletter form of the footer: e-mail, subscribe button, inline validation message. */
export function NewsletterForm() {
  const { t } = useTranslation('shell');
  const { email, error, isSubmitting, onChange, onSubmit } = useNewsletter();
  return (
    <section aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t('newsletter.title')}</h2>
      <p>{t('newsletter.hint')}</p>
      <form css={form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor="newsletter-email">{t('newsletter.emailLabel')}</label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          dir="ltr"
          placeholder={t('newsletter.emailPlaceholder')}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
        {error ? (
          <p id="newsletter-error" css={errorText} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
