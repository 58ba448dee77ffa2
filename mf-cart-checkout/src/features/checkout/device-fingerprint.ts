// The device fingerprint of the card payment signature (commerce spec: "Card payment signature |
// return_url, cart_id, sandbox, device_fingerprint"), passed on to Amazon Payment Services for
// its fraud checks. Loaded only when a card payment starts (a dynamic import, never in the first
// load), and not identifying: a SHA-256 of coarse traits many devices share (language, time
// zone, screen size to the nearest 100 px, colour depth, cores, touch), nothing stored.

/** The coarse traits hashed, in a fixed order. */
export function deviceTraits(win: Window): string[] {
  const { navigator: nav, screen } = win;
  const round = (n: number) => String(Math.round(n / 100) * 100);
  return [
    nav.language,
    Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    `${round(screen.width)}x${round(screen.height)}`,
    String(screen.colorDepth),
    String(nav.hardwareConcurrency ?? 0),
    String(nav.maxTouchPoints > 0),
  ];
}

/** The fingerprint (64 hex characters), or null where the browser cannot hash. */
export async function deviceFingerprint(win: Window = window): Promise<string | null> {
  const subtle = win.crypto?.subtle;
  if (!subtle) return null;
  const data = new TextEncoder().encode(deviceTraits(win).join('|'));
  const digest = new Uint8Array(await subtle.digest('SHA-256', data));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
