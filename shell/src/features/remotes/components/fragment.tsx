import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { degradationOf } from '@dukkan/contracts';
import type { FragmentProps, ModuleId } from '@dukkan/contracts';
import { useRemoteModule } from '../hooks/use-remote-module';
import { RemoteBoundary } from './remote-boundary';
import { Skeleton } from '../../../shared/components/skeleton';
import { firstScreenFragment } from '../first-screen-page';
import { useAfterFirstCommit } from '../../../shared/hooks/use-after-first-commit';

/** The copy keeps the module's own boxes: the wrapper adds none. */
const asItsContent = { display: 'contents' } as const;

/**
 * Renders another team's module by id with exactly that module's props, behind Suspense (a
 * small skeleton) and an error boundary whose fallback follows the module's role in the module
 * map: nothing for an optional fragment, a compact message with a retry for an essential one.
 * On the first page, a module the gateway drew into the HTML (the search page's product grid)
 * shows that copy while its code loads: the page takes the place of its own copy as soon as its
 * module has rendered, and without this the module's slot flashed to its loading box there
 * until its code came (issue 14; first-screen.spec.ts delays the grid's code to see it). The
 * copy also stands in the page's first commit when the code is already there: the module is
 * drawn from a transition after it (useAfterFirstCommit), so that commit, one task, does not
 * build the whole grid as well (docs/performance.md).
 */
export function Fragment<K extends ModuleId>({
  module,
  props,
  loading,
}: FragmentProps<K>): ReactNode {
  const { Component, attempt, retry } = useRemoteModule(module);
  // Read once: the copy belongs to the first page's first render only.
  const [copy] = useState(() => firstScreenFragment(module));
  const placeholder = loading === undefined ? <Skeleton /> : loading;
  const drawn =
    copy === null ? null : (
      // The gateway's own markup, drawn by the module's remote from its components.
      <div style={asItsContent} dangerouslySetInnerHTML={{ __html: copy }} />
    );
  const boundary = (
    <RemoteBoundary
      key={attempt}
      moduleId={module}
      onRetry={retry}
      degradation={degradationOf(module)}
    >
      <Suspense fallback={drawn ?? placeholder}>
        <Component {...(props as object)} />
      </Suspense>
    </RemoteBoundary>
  );
  return drawn === null ? boundary : <CopyFirst copy={drawn}>{boundary}</CopyFirst>;
}

/**
 * The gateway's copy in the first commit, then what it stands for from a transition after it.
 * Only a Fragment with a copy renders it, so the others (every card's slots) schedule nothing.
 */
function CopyFirst({ copy, children }: { copy: ReactNode; children: ReactNode }): ReactNode {
  return useAfterFirstCommit() ? children : copy;
}
