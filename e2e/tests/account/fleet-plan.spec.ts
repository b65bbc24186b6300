import { expect, test } from '@playwright/test';
import { ACCOUNTS, confirmDialog, recordToasts, signIn } from '../../fixtures';
import { expectToast } from './helpers';

// semcriacao@ is a DEFAULT_NEW store without a fleet that no other spec switches: this spec moves it to
// FLEET and back (and puts it back through the API if a step fails), so the other specs' accounts keep
// their plans.
const SWITCH_URL = '/api/box/v2/fleets/business/switch-search-type';
const EMPTY_FLEET = 'Sua frota não possui entregadores';

// The plan's notice is said as its dialog closes: recorded, so a look that comes after its 3 s still finds it said.
test.beforeEach(({ page }) => page.addInitScript(recordToasts));

test('switching the fleet plan changes the fleet banners on the orders screen', async ({ page }) => {
  // Two switches through four page loads; it starts beside the fault sweep's busiest pages, and on a slower machine
  // the default 60 s ran out between its steps (each within its own limit), and 120 s on a retry recording its trace.
  // A page reached from the menu there drew its first screen after 10 s: 30 s for those.
  test.setTimeout(180_000);
  const loaded = { timeout: 30_000 };
  await signIn(page, ACCOUNTS.semcriacao);
  try {
    await page.goto('/pages/orders');
    await expect(page.getByRole('heading', { name: 'Pedidos', exact: true })).toBeVisible(loaded);
    await expect(page.getByText(EMPTY_FLEET)).toHaveCount(0);

    await page.goto('/pages/settings');
    const own = page.getByRole('region', { name: 'Frota Própria' });
    const box = page.getByRole('region', { name: 'Frota Box' });
    await expect(box.getByText('Plano ativo')).toBeVisible(loaded);
    await own.getByRole('button', { name: 'Trocar de plano' }).click();
    await expect(page.getByRole('dialog').getByText(/a Frota Box será desativada/)).toBeVisible();
    await confirmDialog(page.getByRole('dialog'), 'Trocar de plano');
    await expectToast(page, 'Plano alterado com sucesso com sucesso!');
    await expect(own.getByText('Plano ativo')).toBeVisible();

    // The session's search_type changed at once: the orders screen shows the fleet warning.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Pedidos' }).click();
    await expect(page).toHaveURL(/\/pages\/orders$/);
    await expect(page.getByText(EMPTY_FLEET)).toBeVisible(loaded);

    await page.goto('/pages/settings');
    await box.getByRole('button', { name: 'Trocar de plano' }).click();
    await expect(page.getByRole('dialog').getByText(/a Frota Própria será desativada/)).toBeVisible();
    await confirmDialog(page.getByRole('dialog'), 'Trocar de plano');
    await expectToast(page, 'Plano alterado com sucesso com sucesso!');
    await expect(box.getByText('Plano ativo')).toBeVisible();

    await page.goto('/pages/orders');
    await expect(page.getByRole('heading', { name: 'Pedidos', exact: true })).toBeVisible(loaded);
    await expect(page.getByText(EMPTY_FLEET)).toHaveCount(0);
  } finally {
    await page.request.patch(SWITCH_URL, { data: { search_type: 'DEFAULT_NEW' } });
  }
});
