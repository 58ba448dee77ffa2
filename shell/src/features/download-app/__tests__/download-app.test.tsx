import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { DownloadAppBanner } from '../components/download-app-banner';
import {
  DOWNLOAD_BANNER_SESSION_KEY,
  decideDownloadBanner,
  downloadTarget,
} from '../download-app-rules';
import { APP_LINKS } from '../../../shared/constants';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131 Safari/537.36';

describe('the download-app banner', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('Android shows an install link, iOS uses the root url, other devices show nothing', () => {
    expect(downloadTarget(ANDROID)).toEqual({ platform: 'android', href: APP_LINKS.android });
    expect(downloadTarget(IPHONE)).toEqual({ platform: 'ios', href: APP_LINKS.ios });
    expect(downloadTarget(DESKTOP)).toBeNull();
  });

  it('shows nothing without a banner url', () => {
    expect(downloadTarget(ANDROID, { android: '', ios: '' })).toBeNull();
  });

  it('is decided once per session: the first page load shows it, later loads do not', () => {
    expect(decideDownloadBanner(ANDROID, window.sessionStorage, 'load-1')).not.toBeNull();
    expect(decideDownloadBanner(ANDROID, window.sessionStorage, 'load-1')).not.toBeNull();
    expect(window.sessionStorage.getItem(DOWNLOAD_BANNER_SESSION_KEY)).toBe('load-1');
    expect(decideDownloadBanner(ANDROID, window.sessionStorage, 'load-2')).toBeNull();
  });

  it('never sets the flag on a desktop', () => {
    expect(decideDownloadBanner(DESKTOP, window.sessionStorage, 'load-1')).toBeNull();
    expect(window.sessionStorage.getItem(DOWNLOAD_BANNER_SESSION_KEY)).toBeNull();
  });

  it('closing hides it', async () => {
    await initI18n('en');
    const agent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    render(<DownloadAppBanner />);
    const banner = screen.getByRole('region', { name: 'Get the app' });
    expect(screen.getByRole('link', { name: 'Install' })).toHaveAttribute(
      'href',
      APP_LINKS.android,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(banner).not.toBeInTheDocument();
    agent.mockRestore();
  });
});
