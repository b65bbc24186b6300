/**
 * The flags of every Chromium the project launches (e2e/playwright.config.ts, bench/config.ts): as root in a container, no traffic of its own, frames
 * composited in software, not through SwiftShader's GL (8–14 % less CPU), no omnibox popups (docs/performance.md: item 27, the tenth round).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-gpu-compositing',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
