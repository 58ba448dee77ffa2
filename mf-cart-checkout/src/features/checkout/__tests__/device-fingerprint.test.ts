import { webcrypto } from 'node:crypto';
import { deviceFingerprint, deviceTraits } from '../device-fingerprint';

/** A browser window with what the fingerprint reads. */
function fakeWindow(overrides: { width?: number; language?: string } = {}) {
  return {
    navigator: {
      language: overrides.language ?? 'ar-EG',
      hardwareConcurrency: 8,
      maxTouchPoints: 0,
    },
    screen: { width: overrides.width ?? 1366, height: 768, colorDepth: 24 },
    crypto: webcrypto,
  } as unknown as Window;
}

describe('device fingerprint', () => {
  it('hashes coarse traits only: screens a few pixels apart give the same value', async () => {
    expect(deviceTraits(fakeWindow())).toEqual([
      'ar-EG',
      Intl.DateTimeFormat().resolvedOptions().timeZone,
      '1400x800',
      '24',
      '8',
      'false',
    ]);
    const a = await deviceFingerprint(fakeWindow({ width: 1366 }));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await deviceFingerprint(fakeWindow({ width: 1380 }))).toBe(a);
    expect(await deviceFingerprint(fakeWindow({ language: 'en-US' }))).not.toBe(a);
  });

  it('gives none where the browser cannot hash', async () => {
    const win = { ...fakeWindow(), crypto: {} } as unknown as Window;
    expect(await deviceFingerprint(win)).toBeNull();
  });
});
