import { Suspense } from 'react';
import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { deferredPart } from '../../../shared/deferred/deferred-part';
import { useDeleteAccount } from '../hooks/use-delete-account';

/**
 * The dialog and the code screen: fetched when the shopper asks to delete the account (their
 * texts came with the profile page's).
 */
const deleteAccountDialog = deferredPart(() =>
  import('./delete-account-dialog').then((module) => module.DeleteAccountDialog),
);

const section = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
  margin-block-start: ${theme.space.xl};
  padding-block-start: ${theme.space.lg};
  border-block-start: 1px solid ${theme.colors.border};
`;

const heading = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

/** "Delete account" under the account settings: a warning, a button, then the dialog. */
export function DeleteAccountSection() {
  const { t } = useTranslation(NS);
  const deletion = useDeleteAccount();
  const { Part: DeleteAccountDialog } = deleteAccountDialog;
  return (
    <section css={section} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" css={heading}>
        {t('deleteAccount.title')}
      </h2>
      <p css={{ margin: 0 }}>{t('deleteAccount.intro')}</p>
      <Button variant="danger" onClick={deletion.open}>
        {t('deleteAccount.open')}
      </Button>
      {deletion.step === 'closed' ? null : (
        <Suspense fallback={null}>
          <DeleteAccountDialog deletion={deletion} />
        </Suspense>
      )}
    </section>
  );
}
