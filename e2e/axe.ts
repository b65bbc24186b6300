import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Waits for the page's fades and slides to end (a cancelled one counts as ended). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Serious and critical WCAG 2 A/AA violations of what is on screen (page, open dialog or side panel). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Mid-animation colours are not what the user reads.
  await settle(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
