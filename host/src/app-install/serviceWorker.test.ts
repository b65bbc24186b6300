import { loadedUrls } from './serviceWorker';

describe('what the page hands the new worker', () => {
  it("is the page and the files it loaded, never the API's answers", () => {
    const loaded = [
      'http://localhost/remotes.json',
      'http://localhost:3003/mf-manifest.json',
      'http://localhost/api/box/v2/business',
      'data:image/png;base64,AAAA',
    ];
    expect(loadedUrls(loaded)).toEqual([window.location.href, 'http://localhost/remotes.json', 'http://localhost:3003/mf-manifest.json']);
  });
});
