import { useState } from 'react';
import { isValidEmail, useShell, validationMessage } from '@dukkan/contracts';

/**
 * The guest's e-mail on the shipping step: what the shopper typed, else the e-mail already on
 * the cart (back from the payment step). Its error shows once checked and clears on typing.
 */
export function useGuestEmail(onCart: string | null | undefined) {
  const { locale } = useShell();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const email = typed ?? onCart ?? '';
  return {
    email,
    error,
    change: (value: string) => {
      setTyped(value);
      if (error) setError(null);
    },
    /** Checks the e-mail: its error (shown) when invalid or missing, else null. */
    check: (): string | null => {
      if (isValidEmail(email.trim())) return null;
      const message = validationMessage(email.trim() ? 'email' : 'required', locale);
      setError(message);
      return message;
    },
  };
}
