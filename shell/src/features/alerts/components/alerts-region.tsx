import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Toast, useShell } from '@dukkan/contracts';
import type { Alert } from '@dukkan/contracts';

/** Bottom of the screen on phones (above the mobile bar), the inline-end corner from 768 px. */
const list = (theme: Theme) => css`
  position: fixed;
  inset-block-end: calc(72px + env(safe-area-inset-bottom));
  inset-inline: ${theme.space.lg};
  z-index: ${theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  pointer-events: none;
  ${theme.mq.sm} {
    inset-block-end: ${theme.space.xl};
    inset-inline: auto ${theme.space.xl};
    inline-size: 380px;
  }
  li {
    pointer-events: auto;
  }
`;

function AlertItem({ alert, onDismiss }: { alert: Alert; onDismiss: (id: string) => void }) {
  const { t } = useTranslation('shell');
  const shell = useShell();
  return (
    <li>
      <Toast
        type={alert.type}
        message={alert.message}
        title={alert.title}
        action={
          alert.action ? (
            <Link to={shell.localePath(alert.action.to)}>{alert.action.label}</Link>
          ) : undefined
        }
        dismissLabel={t('alerts.dismiss')}
        onDismiss={() => onDismiss(alert.id)}
      />
    </li>
  );
}

/** The alerts (toasts) list, announced politely to assistive technology. */
export function AlertsRegion() {
  const { t } = useTranslation('shell');
  const { alerts } = useShell();
  return (
    <section aria-label={t('alerts.regionLabel')}>
      <div role="status" aria-live="polite">
        <ul css={list}>
          {alerts.items.map((alert) => (
            <AlertItem key={alert.id} alert={alert} onDismiss={(id) => alerts.dismiss(id)} />
          ))}
        </ul>
      </div>
    </section>
  );
}
