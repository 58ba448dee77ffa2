// The harness's `Fragment`: modules of the remote under development render for real (lazy,
// behind Suspense and an error boundary); modules of other teams show a labelled box, since
// their code is not part of this build.
import { Component, Suspense, createElement, lazy } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadAllTexts } from '@dukkan/contracts';
import type { FragmentComponent, FragmentProps, ModuleId, ModuleProps } from '@dukkan/contracts';
import { HARNESS_NS } from './i18n';

/** Loaders of the remote's own modules, keyed by module id, typed by each module's props. */
export type ModuleLoaders = {
  [K in ModuleId]?: () => Promise<{ default: ComponentType<ModuleProps[K]> }>;
};

interface BoundaryState {
  failed: boolean;
}

class FragmentBoundary extends Component<
  { children: ReactNode; fallback: (retry: () => void) => ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}

function Failed({ retry }: { retry: () => void }) {
  const { t } = useTranslation(HARNESS_NS);
  return (
    <div role="alert" css={{ padding: 8, border: '1px solid #b3261e', borderRadius: 4 }}>
      {t('failed')}{' '}
      <button type="button" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}

export function OtherTeamBox({ module }: { module: ModuleId }) {
  const { t } = useTranslation(HARNESS_NS);
  const label = t('otherTeam', { module });
  return (
    <div
      role="note"
      aria-label={label}
      css={{ padding: 8, border: '1px dashed #888', borderRadius: 4, color: '#555', fontSize: 12 }}
    >
      {label}
    </div>
  );
}

// Loaders are stored by module id; each one's props type is restored at the call site.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModule = ComponentType<any>;

/** Creates a Fragment bound to one remote's loaders; each lazy component is made once. */
export function createFragment(modules: ModuleLoaders): FragmentComponent {
  const components = new Map<ModuleId, LazyExoticComponent<AnyModule>>();
  for (const [id, loader] of Object.entries(modules) as [
    ModuleId,
    () => Promise<{ default: AnyModule }>,
  ][]) {
    // As in the shell: the module renders once its remote's texts are read.
    components.set(
      id,
      lazy(() => loader().then((loaded) => loadAllTexts(i18next).then(() => loaded))),
    );
  }
  function HarnessFragment<K extends ModuleId>({
    module,
    props,
    loading,
  }: FragmentProps<K>): ReactNode {
    const Loaded = components.get(module);
    if (!Loaded) return <OtherTeamBox module={module} />;
    return (
      <FragmentBoundary fallback={(retry) => <Failed retry={retry} />}>
        <Suspense fallback={loading ?? null}>{createElement(Loaded, props as object)}</Suspense>
      </FragmentBoundary>
    );
  }
  return HarnessFragment;
}
