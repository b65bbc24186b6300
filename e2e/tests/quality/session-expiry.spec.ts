import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInTo } from '../../fixtures';

const EXPIRED = 'Sua sessão expirou. Entre novamente para continuar.';
const SCREEN_ERROR = /erro ao|não foi possível/i;

/**
 * Records, from the next document on, every element that comes to show the expiry notice or a screen's
 * error text, and every address the tab goes to. The notice is a transient toast (a few seconds), so it
 * is counted when it appears, however soon it is gone, and over the whole run rather than at one instant.
 */
async function watchNotices(page: Page) {
  const seen = { expired: [] as string[], errors: [] as string[], urls: [] as string[] };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.urls.push(new URL(frame.url()).pathname);
  });
  await page.exposeFunction('__sessionExpirySpecNotice', (kind: 'expired' | 'error', text: string) => {
    seen[kind === 'expired' ? 'expired' : 'errors'].push(text);
  });
  await page.addInitScript(
    ({ expired, errorSource, errorFlags }) => {
      const report = (window as unknown as { __sessionExpirySpecNotice: (kind: string, text: string) => void }).__sessionExpirySpecNotice;
      const error = new RegExp(errorSource, errorFlags);
      const counted = new WeakSet<Element>();
      const scan = () => {
        if (!document.body) return;
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          if (!element || counted.has(element) || element.closest('script, style, noscript')) continue;
          const text = (node as Text).data;
          if (text.includes(expired)) {
            counted.add(element);
            void report('expired', text);
          } else if (error.test(text)) {
            counted.add(element);
            void report('error', text);
          }
        }
      };
      new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
    },
    { expired: EXPIRED, errorSource: SCREEN_ERROR.source, errorFlags: SCREEN_ERROR.flags },
  );
  return seen;
}

test('a session that expires while many calls are in flight goes to sign-in once, with one notice', async ({ page, context }) => {
  await signInTo(page, ACCOUNTS.loja, '/pages/orders');
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();

  const seen = await watchNotices(page);

  // The server forgets the session (the HttpOnly cookie is gone); the dashboard then fires several calls at once.
  // Going there by address, not by the menu: the orders page's own refresh may meet the 401 first.
  await context.clearCookies();
  await page.goto('/pages/home');
  // The toast lasts only a few seconds and a loaded machine may poll past it: the recorder, which sees every
  // element that comes to show it, says it was shown.
  await expect.poll(() => seen.expired.length, { timeout: 30_000 }).toBeGreaterThan(0);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

  // The notice goes away by itself; until then and a moment after, nothing else shows up.
  await expect(page.getByText(EXPIRED)).toBeHidden();
  await page.waitForTimeout(1_000);

  // One notice over the whole run (not only at one instant), and no storm: the screens that were loading
  // don't add their own error toasts on top.
  expect(seen.expired).toEqual([EXPIRED]);
  expect(seen.errors).toEqual([]);
  // Sign-in is reached once: no bouncing between the dashboard and the sign-in page.
  expect(seen.urls.filter((path) => path === '/')).toHaveLength(1);
  await expect(page).toHaveURL(/\/$/);

  // Nothing of the ended session is left in storage beyond what the spec keeps.
  const stored = await page.evaluate(() => window.localStorage.getItem('persist:root') ?? '');
  expect(stored).not.toMatch(/box_api_token|order_hub_token|Senha@123/);
});
