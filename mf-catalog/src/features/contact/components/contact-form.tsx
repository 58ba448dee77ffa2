import { useTranslation } from 'react-i18next';
import { Button, FieldFrame, TextField, controlStyle, useFieldIds } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { useContactForm } from '../hooks/use-contact-form';

/** The contact form under the contact page's text: name, e-mail, reason, phone and message. */
export function ContactForm() {
  const { t } = useTranslation(NS);
  const contact = useContactForm();
  return (
    <section aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" css={(theme) => ({ fontSize: theme.fontSizes.xl })}>
        {t('contact.title')}
      </h2>
      <form
        onSubmit={contact.onSubmit}
        noValidate
        css={(theme) => ({ display: 'grid', gap: theme.space.md, maxInlineSize: 560 })}
      >
        <TextField
          {...contact.register('name')}
          label={t('contact.name')}
          error={contact.errors.name}
          autoComplete="name"
          required
        />
        <TextField
          {...contact.register('email')}
          label={t('contact.email')}
          error={contact.errors.email}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
        />
        <TextField
          {...contact.register('phone_number')}
          label={t('contact.phone')}
          error={contact.errors.phone}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          required
        />
        <TextField
          {...contact.register('reason_of_contact')}
          label={t('contact.reason')}
          error={contact.errors.reason}
          required
        />
        <Message register={contact.register} error={contact.errors.description} />
        {contact.failure && (
          <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger.foreground })}>
            {contact.failure}
          </p>
        )}
        <Button type="submit" loading={contact.isSubmitting}>
          {t('contact.send')}
        </Button>
      </form>
    </section>
  );
}

/** The message box: a textarea in the text fields' frame (label, error referenced by the control). */
function Message({
  register,
  error,
}: {
  register: ReturnType<typeof useContactForm>['register'];
  error: string | undefined;
}) {
  const { t } = useTranslation(NS);
  const ids = useFieldIds({ error });
  return (
    <FieldFrame ids={ids} label={t('contact.message')} error={error} required>
      <textarea
        id={ids.controlId}
        {...register('description')}
        rows={5}
        required
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        css={controlStyle}
      />
    </FieldFrame>
  );
}
