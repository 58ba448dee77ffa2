import { useContext } from 'react';
import type { Locale } from '../locale';
import { ShellContext } from '../shell-context';

/**
 * The few words the primitives draw themselves (a close button, a loading label). A caller can
 * always pass its own label; these defaults follow the shell's locale, English outside a shell.
 */
export const UI_TEXT = {
  en: {
    close: 'Close',
    dismiss: 'Dismiss',
    loading: 'Loading',
    required: 'required',
  },
  ar: {
    close: 'إغلاق',
    dismiss: 'إخفاء',
    loading: 'جارٍ التحميل',
    required: 'مطلوب',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type UiTextKey = keyof (typeof UI_TEXT)['en'];

/** The primitives' default words in the current shell locale. */
export function useUiText(): Record<UiTextKey, string> {
  const shell = useContext(ShellContext);
  return UI_TEXT[shell?.locale ?? 'en'];
}
