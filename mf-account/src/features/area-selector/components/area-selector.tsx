import { AreaForm } from './area-form';
import { DeliveringTo } from './delivering-to';

/**
 * `account/AreaSelector`: the header's delivering-to button, or the content of the shell's
 * select-area dialog.
 */
export function AreaSelector({ variant }: { variant: 'header' | 'dialog' }) {
  return variant === 'dialog' ? <AreaForm /> : <DeliveringTo />;
}
