import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from '../../fixtures';
import { expectToast, unique } from './helpers';

// Renames semcriacao@'s store (no other spec reads its name) and puts the name back at the end.
const ORIGINAL = 'Farmácia Vida Saudável';

test('editing the store profile changes the store name in the header', async ({ page }) => {
  await signIn(page, ACCOUNTS.semcriacao);
  const newName = unique('Farmácia Teste ');
  try {
    await page.goto('/pages/business');
    await expect(page.getByRole('tab', { name: 'Perfil' })).toBeVisible();
    const name = page.getByLabel('Nome fantasia');
    await expect(name).toHaveValue(ORIGINAL);
    await expect(page.getByTestId('store-name')).toHaveText(ORIGINAL);
    await expect(page.getByLabel('Razão social')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Plano')).toHaveValue(/Plano Padrão|Box Vantagem/);

    // The API token is masked until revealed.
    const token = page.getByLabel('Token de acesso à API');
    await expect(token).toHaveValue(/^•+.{4}$/);
    await page.getByRole('button', { name: 'Mostrar token' }).click();
    await expect(token).toHaveValue(/^box_/);

    await name.fill('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Preencha o campo de nome fantasia!')).toBeVisible();

    await name.fill(newName);
    await page.getByLabel('Telefone').fill('11987654321');
    await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Loja atualizada!');
    await expect(page.getByTestId('store-name')).toHaveText(newName);

    await page.reload();
    await expect(page.getByLabel('Nome fantasia')).toHaveValue(newName);
    await expect(page.getByTestId('store-name')).toHaveText(newName);
  } finally {
    await page.request.post('/api/box/v2/business/profile/update', { multipart: { fantasy_name: ORIGINAL, phone: '5511987654321' } });
  }
});
