import { useQuickSearch } from '../hooks/use-quick-search';
import { DesktopQuickSearch } from './desktop-quick-search';
import { MobileQuickSearch } from './mobile-quick-search';

/** The header search fragment (`search/QuickSearch`), in the header's desktop or mobile slot. */
export function QuickSearch({ variant }: { variant: 'desktop' | 'mobile' }) {
  const model = useQuickSearch();
  return variant === 'mobile' ? (
    <MobileQuickSearch model={model} />
  ) : (
    <DesktopQuickSearch model={model} />
  );
}
