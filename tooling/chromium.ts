/**
 * The flags of every Chromium the project launches (e2e/playwright.config.ts, bench/config.ts): as root in a container,
 * no traffic of its own, and no omnibox popups, two WebUI pages the full browser builds for every window Playwright opens
 * (~230 ms of CPU beside each page's start; a merchant's browser builds them once: docs/performance.md, item 27).
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
