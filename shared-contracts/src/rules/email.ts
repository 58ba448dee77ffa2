/**
 * E-mail rule of the shell spec (section 5): no whitespace anywhere, exactly one `@` with
 * something before it, and a domain containing a dot with text on both sides of every dot.
 * Surrounding whitespace is not trimmed: a field with spaces is invalid, as the spec says.
 */
export function isValidEmail(input: string | null | undefined): boolean {
  if (input === null || input === undefined || input === '') return false;
  if (/\s/.test(input)) return false;
  const parts = input.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (local === '' || !domain.includes('.')) return false;
  return domain.split('.').every((label) => label !== '');
}
