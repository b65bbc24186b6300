import { setApiBaseUrl } from 'shared';
import { openTrackUrl, trackHref } from './useOrderActions';

describe("'Acompanhar entrega' link", () => {
  afterEach(() => setApiBaseUrl(''));

  it("opens the sandbox's relative tracking path on the portal's own origin", () => {
    expect(trackHref('/api/box/v2/tracking/D123', 'http://localhost:3000')).toBe('http://localhost:3000/api/box/v2/tracking/D123');
  });

  it("follows an integrator's API base for /api paths", () => {
    setApiBaseUrl('https://api.exemplo.com.br/');
    expect(trackHref('/api/box/v2/tracking/D123', 'https://loja.exemplo.com.br')).toBe('https://api.exemplo.com.br/api/box/v2/tracking/D123');
  });

  it('keeps http(s) addresses and refuses anything else', () => {
    expect(trackHref('https://rastreio.exemplo.com.br/x?y=1', 'http://localhost')).toBe('https://rastreio.exemplo.com.br/x?y=1');
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x', '', null, undefined])
      expect(trackHref(bad, 'http://localhost')).toBeNull();
  });

  it('opens a new tab without opener or referrer, and reports when there is no link', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    expect(openTrackUrl('/api/box/v2/tracking/D9')).toBe(true);
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/api/box/v2/tracking/D9`, '_blank', 'noopener,noreferrer');
    expect(openTrackUrl(null)).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });
});
