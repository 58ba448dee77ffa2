// Warnings of the first screen: a problem of a version is logged once, not per request.

export type Warn = (message: string) => void;

const warned = new Set<string>();

export function warnOnce(warn: Warn, key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  warn(message);
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
