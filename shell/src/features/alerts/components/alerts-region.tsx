import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShell } from '@dukkan/contracts';
import type { Alert, AlertType } from '@dukkan/contracts';

const COLORS: Record<AlertType, { border: string; background: string }> = {
  success: { border: '#0b7a3e', background: '#e9f6ee' },
  green: { border: '#0b7a3e', background: '#e9f6ee' },
  info: { border: '#1d5fa8', background: '#eaf2fb' },
  warning: { border: '#a86400', background: '#fff5e5' },
  danger: { border: '#b3261e', background: '#fdecea' },
  error: { border: '#b3261e', background: '#fdecea' },
};

const region = css`
  position: fixed;
  inset-block-end: 16px;
  inset-inline: 16px;
  z-index: 50;
  display: flex;
  flex-direction: column;
  gap: 8px;
  pointer-events: none;
  @media (min-width: 768px) {
    inset-inline-start: auto;
    inline-size: 360px;
  }
`;

const item = (type: AlertType) => css`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 12px 16px;
  border-inline-start: 4px solid ${COLORS[type].border};
  border-radius: 4px;
  background: ${COLORS[type].background};
  box-shadow: 0 4px 12px rgb(0 0 0 / 12%);
  pointer-events: auto;
`;

const dismissButton = css`
  margin-inline-start: auto;
  padding: 0 4px;
  border: none;
  background: transparent;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
`;

function AlertItem({ alert, onDismiss }: { alert: Alert; onDismiss: (id: string) => void }) {
  const { t } = useTranslation('shell');
  const shell = useShell();
  return (
    <li css={item(alert.type)}>
      <div>
        {alert.title ? <strong>{alert.title} </strong> : null}
        <span>{alert.message}</span>
        {alert.action ? (
          <>
            {' '}
            <Link to={shell.localePath(alert.action.to)}>{alert.action.label}</Link>
          </>
        ) : null}
      </div>
      <button type="button" css={dismissButton} aria-label={t('alerts.dismiss')} onClick={() => onDismiss(alert.id)}>
        ×
      </button>
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
        <ul css={[region, css`list-style: none; margin: 0; padding: 0;`]}>
          {alerts.items.map((alert) => (
            <AlertItem key={alert.id} alert={alert} onDismiss={(id) => alerts.dismiss(id)} />
          ))}
        </ul>
      </div>
    </section>
  );
}
