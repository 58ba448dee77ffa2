import { useId } from 'react';
import type { FaqGroup } from '../hooks/use-info-page';

/** FAQ groups, each question a native disclosure (keyboard and screen-reader friendly). */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  // Group names hold spaces (and Arabic), so heading ids come from useId and the position.
  const idPrefix = useId();
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg })}>
      {groups.map((group, index) => (
        <section key={group.name} aria-labelledby={`${idPrefix}-${index}`}>
          <h2
            id={`${idPrefix}-${index}`}
            css={(theme) => ({ fontSize: theme.fontSizes.xl, marginBlock: theme.space.sm })}
          >
            {group.name}
          </h2>
          {group.entries.map((entry) => (
            <details
              key={entry.id}
              css={(theme) => ({
                borderBlockEnd: `1px solid ${theme.colors.border}`,
                paddingBlock: theme.space.sm,
              })}
            >
              <summary
                css={(theme) => ({ cursor: 'pointer', fontWeight: theme.fontWeights.semibold })}
              >
                {entry.question}
              </summary>
              <p css={(theme) => ({ marginBlock: theme.space.sm, color: theme.colors.muted })}>
                {entry.answer}
              </p>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
