import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@dukkan/contracts';
import { useNewsletter } from '../hooks/use-newsletter';

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px;
  > div {
    flex: 1 1 200px;
    min-inline-size: 0;
    margin-block-end: 0;
  }
  > button {
    margin-block-start: 30px;
  }
`;

/** The newsletter form of the footer: e-mail, subscribe button, inline validation message. */
export function NewsletterForm() {
  const { t } = useTranslation('shell');
  const { email, error, isSubmitting, onChange, onSubmit, onFirstUse } = useNewsletter();
  return (
    <section aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t('newsletter.title')}</h2>
      <p>{t('newsletter.hint')}</p>
      <form css={row} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id="newsletter-email"
          label={t('newsletter.emailLabel')}
          type="email"
          name="email"
          autoComplete="email"
          dir="ltr"
          placeholder={t('newsletter.emailPlaceholder')}
          value={email}
          error={error ?? undefined}
          onFocus={onFirstUse}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('newsletter.submitting') : t('newsletter.submit')}
        </Button>
      </form>
    </section>
  );
}
