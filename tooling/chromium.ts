/**
 * The flags of every Chromium the project launches: the e2e suite's (e2e/playwright.config.ts) and the bench's
 * (bench/config.ts). Debian's Chromium as root in a container (no sandbox, no GPU), no QUIC, and no traffic of its own
 * (first-run pages, component and sync updates, background requests).
 *
 * The full browser also builds its omnibox popups (two WebUI pages, chrome://omnibox-popup.top-chrome) for every window,
 * and Playwright opens a window for every page: ~230 ms of their CPU at each page's start, on the same two cores as the
 * page, where a merchant's browser built them once, when it started. They are turned off (docs/performance.md, 'Ninth
 * round'): with them, the bench's second-day sign-in form read 1,045 ms; without, 862 ms.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
