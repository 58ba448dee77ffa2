import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeEvent, ClipboardEvent, KeyboardEvent } from 'react';
import { OTP, toAsciiDigits } from '@dukkan/contracts';

/** Keys a number-like input would otherwise accept (exponent and signs): blocked. */
const BLOCKED_KEYS = new Set(['e', 'E', '+', '-']);

/** Only the digits of a text, Arabic-Indic digits made ASCII. */
function digitsOf(text: string): string {
  return toAsciiDigits(text).replace(/\D/g, '');
}

/** The one digit a single input should keep after a change (typing over a digit keeps the new one). */
function keptDigit(clean: string, previous: string): string {
  if (clean.length <= 1) return clean;
  if (clean.startsWith(previous)) return clean.slice(-1);
  if (clean.endsWith(previous)) return clean.charAt(0);
  return clean.slice(-1);
}

export interface OtpInputsOptions {
  /** Called 400 ms after the last of the four digits is entered, with the whole code. */
  onComplete: (code: string) => void;
  /** Called on every edit (the screen clears a wrong-code state then). */
  onEdit?: () => void;
  length?: number;
}

/**
 * What follows an edit of the code: `onEdit`, and once every input holds a digit, `onComplete`
 * 400 ms later (a further edit in between starts the wait again; unmounting cancels it).
 * Returns the function to call with the digits after each edit.
 */
function useCodeEdits({ onComplete, onEdit, length }: OtpInputsOptions & { length: number }) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callbacks = useRef({ onComplete, onEdit });

  useEffect(() => {
    callbacks.current = { onComplete, onEdit };
  }, [onComplete, onEdit]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (next: string[]) => {
      callbacks.current.onEdit?.();
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (next.length === length && next.every((digit) => digit !== '')) {
        const code = next.join('');
        timer.current = setTimeout(() => {
          timer.current = null;
          callbacks.current.onComplete(code);
        }, OTP.autoSubmitMs);
      }
    },
    [length],
  );
}

/** The inputs' elements by index, and focusing one (its digit selected, so typing replaces it). */
function useInputFocus() {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = useCallback((index: number) => {
    const input = inputs.current[index];
    if (input) {
      input.focus();
      input.select();
    }
  }, []);
  return { inputs, focus };
}

/**
 * The four single-digit inputs of the one-time-code screen (shell spec section 4): digits only
 * (others stripped, one character each, e + - blocked), focus moves forward on a digit and back
 * on Backspace/Delete in an empty input, a pasted code fills every input, and a complete code is
 * submitted 400 ms after its last digit.
 */
export function useOtpInputs({ onComplete, onEdit, length = OTP.length }: OtpInputsOptions) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const { inputs, focus } = useInputFocus();
  const edited = useCodeEdits({ onComplete, onEdit, length });

  const apply = useCallback(
    (next: string[]) => {
      setDigits(next);
      edited(next);
    },
    [edited],
  );

  /** Fills the inputs from `start` with the digits of a pasted or autofilled code. */
  const fill = useCallback(
    (start: number, code: string) => {
      const from = code.length >= length ? 0 : start;
      const next = [...digits];
      for (let i = 0; i < code.length && from + i < length; i += 1) next[from + i] = code.charAt(i);
      apply(next);
      focus(Math.min(from + code.length, length - 1));
    },
    [apply, digits, focus, length],
  );

  const onChange = useCallback(
    (index: number, event: ChangeEvent<HTMLInputElement>) => {
      const clean = digitsOf(event.target.value);
      if (clean.length >= length) {
        fill(0, clean);
        return;
      }
      const digit = keptDigit(clean, digits[index] ?? '');
      const next = [...digits];
      next[index] = digit;
      apply(next);
      if (digit !== '' && index < length - 1) focus(index + 1);
    },
    [apply, digits, fill, focus, length],
  );

  const onKeyDown = useCallback(
    (index: number, event: KeyboardEvent<HTMLInputElement>) => {
      if (BLOCKED_KEYS.has(event.key)) {
        event.preventDefault();
        return;
      }
      if (
        (event.key === 'Backspace' || event.key === 'Delete') &&
        digits[index] === '' &&
        index > 0
      ) {
        event.preventDefault();
        focus(index - 1);
      }
    },
    [digits, focus],
  );

  const onPaste = useCallback(
    (index: number, event: ClipboardEvent<HTMLInputElement>) => {
      event.preventDefault();
      const code = digitsOf(event.clipboardData.getData('text'));
      if (code !== '') fill(index, code);
    },
    [fill],
  );

  /** Props of input `index`. */
  const inputProps = (index: number) => ({
    ref: (element: HTMLInputElement | null) => {
      inputs.current[index] = element;
    },
    value: digits[index] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(index, event),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => onKeyDown(index, event),
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => onPaste(index, event),
    onFocus: (event: { target: HTMLInputElement }) => event.target.select(),
  });

  return { digits, inputProps, focus, isComplete: digits.every((digit) => digit !== '') };
}
