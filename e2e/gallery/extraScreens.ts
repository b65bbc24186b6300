import { expect } from '@playwright/test';
import { ACCOUNTS } from '../fixtures';
import { formerCourierCpf } from '../tests/operations/helpers';
import type { Screen } from './screens';

/** The states of the screens of the operations that a merchant meets on them: panels, dialogs, the bell. */
export const EXTRA_SCREENS: Screen[] = [
  {
    slug: 'order-alerts',
    title: 'Alertas de pedidos (sino)',
    account: ACCOUNTS.loja,
    open: async (page) => {
      // The bell lists what arrived since the page opened: the sandbox keeps bringing orders, and the page's clock
      // runs the alerts' 60 s refresh at once.
      await page.clock.install();
      await page.goto('/pages/home');
      const bell = page.getByRole('button', { name: /^Alertas de pedidos/ });
      await expect(bell).toBeVisible({ timeout: 20_000 });
      for (let tries = 0; tries < 6 && !/novidade/.test((await bell.getAttribute('aria-label')) ?? ''); tries += 1) {
        await page.waitForTimeout(5_000);
        await page.clock.runFor(60_000);
      }
      await bell.click();
      await expect(page.getByRole('dialog').or(page.locator('.ant-popover:visible')).first()).toBeVisible();
    },
  },
  {
    slug: 'order-history-filter',
    title: 'Histórico: filtros',
    account: ACCOUNTS.loja,
    open: async (page) => {
      await page.goto('/pages/order-history');
      await expect(page.getByText(/^Exibindo: /)).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: /Filtrar/ }).click();
      await expect(page.getByRole('dialog', { name: 'Filtrar pedidos' })).toBeVisible();
    },
  },
  {
    slug: 'order-history-details',
    title: 'Histórico: detalhes do pedido',
    account: ACCOUNTS.loja,
    open: async (page) => {
      await page.goto('/pages/order-history');
      await page
        .getByRole('button', { name: /^Ver detalhes do pedido/ })
        .first()
        .click({ timeout: 20_000 });
      await expect(page.getByRole('dialog').getByText(/Detalhes do Pedido/)).toBeVisible();
    },
  },
  {
    slug: 'courier-invite',
    title: 'Adicionar entregador: CPF já cadastrado',
    account: ACCOUNTS.frota,
    open: async (page) => {
      const cpf = await formerCourierCpf(page);
      await page.goto('/pages/courier/create');
      await page.getByLabel('CPF do entregador').fill(cpf);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('button', { name: 'Enviar convite' })).toBeVisible({ timeout: 20_000 });
    },
  },
];
