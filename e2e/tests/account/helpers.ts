import type { Page } from '@playwright/test';

/** Picks an option of the antd Select labelled `label`. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  // A searchable select is typed into, as a merchant would: its list draws only the options in sight.
  if (await select.isEditable()) await select.fill(option);
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .click();
}

/** A value no other run or spec uses (the sandbox keeps its state for the whole e2e run). */
export const unique = (prefix: string): string => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The notice a screen shows, found by its role and text (fixtures). */
export { expectToast } from '../../fixtures';
