import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The values inside `area` that break over lines: every money amount ('R$ 4,00'), distance ('2,4 km') and phone
 * ('(11) 98765-4321') is measured as the browser laid it out (a Range over its text: one line has one top). A label
 * may wrap; a value may not.
 */
export async function wrappedValues(area: Locator): Promise<string[]> {
  return area.evaluate((root) => {
    const VALUE = /R\$\s?[\d.]+,\d{2}|\d+(,\d+)?\skm|\(\d{2}\)\s?\d{4,5}-\d{4}/g;
    const wrapped: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(VALUE)) {
        const range = document.createRange();
        range.setStart(node, match.index ?? 0);
        range.setEnd(node, (match.index ?? 0) + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (!rects.length) continue; // not drawn (a hidden panel)
        const lines = new Set(rects.map((r) => Math.round(r.top + r.height / 2)));
        if (lines.size > 1) wrapped.push(`${match[0]} (${lines.size} lines)`);
      }
    }
    return wrapped;
  });
}

/** WCAG's contrast ratio of two CSS colours ('rgb(…)' or 'rgba(…)', opaque enough to read). */
export function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The four sizes every screen is checked at: phone, tablet upright and lying down (touch), desktop (mouse). */
export const SIZES = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'tablet', width: 820, height: 1180, touch: true },
  { name: 'tablet-landscape', width: 1180, height: 820, touch: true },
  { name: 'desktop', width: 1366, height: 900, touch: false },
] as const;

/** Every actions button of the list lies wholly inside the screen, and the table is not scrolled to show it. */
export async function expectActionsInSight(page: Page, buttons: Locator) {
  const width = page.viewportSize()!.width;
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const box = (await buttons.nth(i).boundingBox())!;
    expect(box.x, `actions of row ${i + 1} start inside the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `actions of row ${i + 1} end inside the screen (${width} px)`).toBeLessThanOrEqual(width);
  }
  const scrolled = await page.evaluate(() => [...document.querySelectorAll('.ant-table-content, .ant-table-body')].map((el) => el.scrollLeft));
  for (const left of scrolled) expect(left).toBe(0);
}
