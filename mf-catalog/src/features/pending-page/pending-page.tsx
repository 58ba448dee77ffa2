// What a page of this remote shows until its feature issue lands: its translated title, the
// route parameters it received and a plain statement that it is not built yet.
import { useTranslation } from 'react-i18next';
import type { RoutePageProps } from '@dukkan/contracts';
import { NS } from '../../i18n';

export interface PendingPageProps extends RoutePageProps {
  /** Extra already-translated lines, such as a query parameter the page reads. */
  details?: readonly string[];
}

export function PendingPage({ routeId, params, details = [] }: PendingPageProps) {
  const { t, i18n } = useTranslation(NS);
  const titleKey = `routes.${routeId}`;
  const title = i18n.exists(titleKey, { ns: NS }) ? t(titleKey) : t('routes.fallback');
  const lines = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => {
      // A label for this route's parameter (`params.<routeId>.<name>`), else for the name.
      const param = name === '*' ? 'path' : name;
      const key = [`params.${routeId}.${param}`, `params.${param}`].find((k) =>
        i18n.exists(k, { ns: NS }),
      );
      return key ? t(key, { value }) : t('params.other', { name, value });
    });
  const all = [...lines, ...details];
  return (
    <section css={{ paddingBlock: 24, paddingInline: 16, maxWidth: 1166, marginInline: 'auto' }}>
      <h1 css={{ color: '#0b7a3e', fontSize: 28, marginBlockEnd: 12 }}>{title}</h1>
      {all.length > 0 && (
        <ul css={{ listStyle: 'none', padding: 0, marginBlock: 8 }}>
          {all.map((line, index) => (
            <li key={`${index}:${line}`} css={{ paddingBlock: 4 }}>
              {line}
            </li>
          ))}
        </ul>
      )}
      <p css={{ color: '#444' }}>{t('pending.notBuilt')}</p>
    </section>
  );
}
