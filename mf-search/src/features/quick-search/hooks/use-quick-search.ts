import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShell } from '@dukkan/contracts';

/**
 * State and submit handler of the quick search form. Submitting goes to the search page with
 * the trimmed term as `q` (`/{locale}/search?q=...`); an empty or blank term does nothing.
 */
export function useQuickSearch() {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const shell = useShell();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed === '') return;
    void navigate(shell.localePath(`/search?${new URLSearchParams({ q: trimmed }).toString()}`));
  }

  return { term, setTerm, submit };
}
