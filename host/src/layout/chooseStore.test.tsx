import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getOrders, getSession } from 'shared';
import { makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { StoreSelector } from './StoreSelector';
import { layoutMessages } from './messages';

/** What was typed in 'Novo pedido' for store 1 and not saved (the orders slice's `drafts`, docs/decisions.md D13). */
const draftOfStore1 = { create: { client_name: 'Cliente da Loja Um', items: [] } };

function renderSelector(staged: boolean) {
  renderWithProviders(<StoreSelector />, {
    session: { user: makeUser(), franchiseStores: makeFranchiseStores(), selectedFranchiseStoreUuid: 'store-1' },
    ordersState: { orders: staged ? [{ client_name: 'Ana' } as never] : [], currentEditingOrder: null, drafts: draftOfStore1 },
  });
}

async function chooseStore(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: layoutMessages.storeSelectorLabel }));
  fireEvent.click(await screen.findByTitle(name));
}

describe('choosing another store takes the unsaved drafts away (D13)', () => {
  it('nothing staged: the store changes at once and the draft typed for the store before is gone', async () => {
    renderSelector(false);
    await chooseStore('Franquia Sabor Paulista - Pinheiros');
    expect(getSession().selectedFranchiseStoreUuid).toBe('store-2');
    expect(getOrders().drafts ?? {}).toEqual({});
  });

  it("orders staged: confirmed 'Trocar de loja', the orders and the drafts go together", async () => {
    renderSelector(true);
    await chooseStore('Franquia Sabor Paulista - Pinheiros');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: layoutMessages.switchStoreConfirm }));
    await waitFor(() => expect(getSession().selectedFranchiseStoreUuid).toBe('store-2'));
    expect(getOrders().orders).toEqual([]);
    expect(getOrders().drafts ?? {}).toEqual({});
  });
});
