// Draws the installed app's icons (host/public/icons) from the portal's mark, with the e2e suite's Chromium:
// `node tooling/scripts/app-icons.mjs`. The PNGs are committed; run again only when the mark changes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const OUT = path.resolve(import.meta.dirname, '../../host/public/icons');
const BRAND = '#1f4fd8';
const MARK = '<path fill="none" stroke="#fff" stroke-width="2.4" stroke-linejoin="round" d="M16 6.5 25 11v10l-9 4.5L7 21V11zM7 11l9 4.5L25 11M16 15.5v10"/>';

/** `any`: the mark on a rounded tile. `maskable`: a full-bleed square, the mark inside the 80 % safe zone. */
const svg = (maskable) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(.72) translate(-16 -16)">${MARK}</g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND}"/>${MARK}</svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg(maskable)}`);
  writeFileSync(path.join(OUT, name), await page.locator('svg').screenshot({ omitBackground: true }));
}
await browser.close();
