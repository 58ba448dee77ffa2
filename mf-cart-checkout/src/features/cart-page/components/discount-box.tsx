import type { ReactNode } from 'react';

/** A titled discount control of the cart page (points, store credit, e-vouchers). */
export function DiscountBox({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        padding: theme.space.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.lg,
        background: theme.colors.surface,
      })}
    >
      <h2 id={id} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The last call's outcome: an alert for a refusal, a polite status for a success. */
export function DiscountOutcome({ error, notice }: { error: string | null; notice: string }) {
  return (
    <>
      {error && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger.foreground })}>
          {error}
        </p>
      )}
      <p role="status" css={{ margin: 0 }}>
        {notice}
      </p>
    </>
  );
}
