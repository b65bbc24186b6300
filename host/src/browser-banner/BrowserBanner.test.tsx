import { fireEvent, render, screen } from '@testing-library/react';
import { isSupportedBrowser } from './browser';
import { BrowserBanner } from './BrowserBanner';
import { browserBannerMessages as m } from './messages';

describe('browser support', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36', true],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36 Edg/156.0', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36', true],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', false],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', false],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36 OPR/110.0', false],
  ])('%s → %s', (ua, supported) => {
    expect(isSupportedBrowser(ua)).toBe(supported);
  });

  it.each([
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      5,
    ],
    [
      'Chrome on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      5,
    ],
    ['Edge on an iPad', 'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) EdgiOS/131.0 Mobile/15E148 Safari/605.1.15', 5],
    [
      'an iPad asking for desktop sites',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      5,
    ],
  ])("%s: Safari's engine whatever the browser, so the banner says what helps rather than 'use Chrome'", (_name, ua, touchPoints) => {
    render(<BrowserBanner userAgent={ua} touchPoints={touchPoints} />);
    expect(screen.getByRole('alert')).toHaveTextContent(m.unsupportedBrowserIos);
    expect(screen.queryByText(m.unsupportedBrowser)).not.toBeInTheDocument();
  });

  it('a Mac (no touch points) keeps the banner that names Chrome and Edge', () => {
    render(<BrowserBanner userAgent="Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15" touchPoints={0} />);
    expect(screen.getByRole('alert')).toHaveTextContent(m.unsupportedBrowser);
  });

  it('shows the banner only to unsupported browsers, closable', () => {
    const { unmount } = render(<BrowserBanner userAgent="Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15" />);
    expect(screen.getByRole('alert')).toHaveTextContent(m.unsupportedBrowser);
    fireEvent.click(screen.getByRole('button', { name: m.close }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    render(<BrowserBanner userAgent="Mozilla/5.0 Chrome/156.0 Safari/537.36" />);
    expect(screen.queryByText(m.unsupportedBrowser)).not.toBeInTheDocument();
  });
});
