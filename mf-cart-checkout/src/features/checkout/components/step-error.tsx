import type { ReactNode } from 'react';

/** A checkout step's error, read out when it appears (shipping and payment steps). */
export function StepError({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      css={(theme) => ({
        margin: 0,
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        background: theme.colors.danger.background,
        color: theme.colors.danger.foreground,
      })}
    >
      {children}
    </p>
  );
}
