import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, sessionActions } from 'shared';
import type { StoreProfile } from '../../api/account';
import { makeFranchiseStores, makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { fill } from '../../testing/answers';
import BusinessProfilePage from './BusinessProfilePage';
import { STORE } from '../../testing/storeProfile';
import { businessMessages as m } from './messages';

const editor = () => makeUser({ permissions: [{ name: 'business.show' }, { name: 'business.edit' }] });

function renderPage(user = editor(), extra: Partial<Parameters<typeof renderWithProviders>[1]> = {}) {
  const events = userEvent.setup();
  renderWithProviders(<BusinessProfilePage />, { session: { user }, ...extra });
  return events;
}

jest.setTimeout(60_000);
installNetwork();
const seen = recordRequests();
afterEach(() => jest.restoreAllMocks());

const storeLoads = () =>
  seen.filter((request) => request.method === 'GET' && request.path.startsWith('/api/box/business-service/v1/businesses/')).map((request) => request.path);
const storeIs = (store: StoreProfile) => server.use(http.get(API.auth.businesses, () => answer({ data: store } as never)));

/** The store profile forms the server received (multipart): each field, a file as 'name (type, size)'. */
const savedForms: Record<string, string>[] = [];
afterEach(() => {
  savedForms.length = 0;
});
function savesAnswer(store: StoreProfile, message = 'ok') {
  server.use(
    http.post(API.account.updateStoreProfile, async ({ request }) => {
      const form = await request.formData();
      savedForms.push(
        Object.fromEntries(
          [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `${value.name} (${value.type}, ${value.size} B)`]),
        ),
      );
      return answer({ message, data: store } as never);
    }),
  );
}

describe('BusinessProfilePage — Perfil', () => {
  beforeEach(() => storeIs(STORE));

  it('shows read-only and editable fields, the plan name and the masked token with reveal and copy', async () => {
    const events = renderPage();
    expect(await screen.findByLabelText(m.companyName)).toHaveValue('Bella Napoli Pizzaria LTDA');
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    // Its icon is decoration: the name is the text alone ('upload' is not read before it).
    expect(screen.getByRole('button', { name: m.photoChange })).toBeInTheDocument();
    expect(screen.getByLabelText(m.companyName)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(m.document)).toHaveValue('12.345.678/0001-95');
    expect(screen.getByLabelText(m.email)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(m.fantasyName)).toHaveValue('Pizzaria Bella Napoli');
    expect(screen.getByLabelText(m.fantasyName)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(m.phone)).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText(m.complement)).toHaveValue('-');
    expect(screen.getByLabelText(m.plan)).toHaveValue('Box Vantagem');
    const token = screen.getByLabelText(m.token);
    expect(token).toHaveValue('••••••••••••abcd');
    await events.click(screen.getByRole('button', { name: m.tokenShow }));
    expect(token).toHaveValue('box_SECRETTOKEN1234abcd');
    await events.click(screen.getByRole('button', { name: m.tokenHide }));
    expect(token).toHaveValue('••••••••••••abcd');
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await events.click(screen.getByRole('button', { name: m.tokenCopy }));
    expect(writeText).toHaveBeenCalledWith('box_SECRETTOKEN1234abcd');
    expect(await screen.findByText(m.tokenCopied)).toBeInTheDocument();
    // The store on the open map (no Google key configured), at its coordinates.
    const map = await screen.findByRole('region', { name: m.mapTitle });
    expect(await within(map).findByRole('img', { name: m.mapStoreMarker })).toHaveAttribute('data-lat', '-23.56');
  });

  it('requires the fantasy name and a phone of at least 15 characters, without calling the server', async () => {
    const events = renderPage();
    const name = await screen.findByLabelText(m.fantasyName);
    await fill(events, name, '');
    await fill(events, screen.getByLabelText(m.phone), '');
    await events.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.fantasyNameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.phoneRequired)).toBeInTheDocument();
    await fill(events, name, '   ');
    await fill(events, screen.getByLabelText(m.phone), '1134567890');
    await events.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.phoneMin)).toBeInTheDocument();
    expect(screen.getByText(m.fantasyNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(m.phone)).toHaveValue('(11) 3456-7890');
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('saves name, phone with 55 and the photo; the header name follows at once', async () => {
    savesAnswer({ ...STORE, fantasy_name: 'Bella Napoli Centro', phone: '5511912345678' }, 'Loja atualizada!');
    const events = renderPage();
    const name = await screen.findByLabelText(m.fantasyName);
    await fill(events, name, 'Bella Napoli Centro');
    await fill(events, screen.getByLabelText(m.phone), '11912345678');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await events.upload(screen.getByLabelText(m.photoInput), file);
    expect(await screen.findByText(m.photoChosen)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    expect(savedForms).toEqual([{ fantasy_name: 'Bella Napoli Centro', phone: '5511912345678', 'business-photo': 'logo.png (image/png, 4 B)' }]);
    expect(getSession().user?.fantasy_name).toBe('Bella Napoli Centro');
  });

  it('a selected franchise store is renamed in the store list and the header', async () => {
    const stores = makeFranchiseStores();
    savesAnswer({ ...STORE, uuid: 'store-2', fantasy_name: 'Sabor Pinheiros' });
    storeIs({ ...STORE, uuid: 'store-2', fantasy_name: 'Franquia Sabor Paulista - Pinheiros' });
    const events = renderPage(editor(), { session: { user: editor(), franchiseStores: stores, selectedFranchiseStoreUuid: 'store-2' } });
    const name = await screen.findByLabelText(m.fantasyName);
    expect(storeLoads()).toEqual(['/api/box/business-service/v1/businesses/store-2']);
    await fill(events, name, 'Sabor Pinheiros');
    await events.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(savedForms).toHaveLength(1));
    await waitFor(() => expect(getSession().selectedFranchiseStore).toBe('Sabor Pinheiros'));
    expect(getSession().franchiseStores?.find((s) => s.uuid === 'store-2')?.name).toBe('Sabor Pinheiros');
    expect(getSession().user?.fantasy_name).toBe('Pizzaria Bella Napoli');
  });

  it("the franchise's own store, selected, is renamed in the selector and in the user's data", async () => {
    const stores = makeFranchiseStores().map((s, i) => (i === 0 ? { ...s, uuid: STORE.uuid } : s));
    savesAnswer({ ...STORE, fantasy_name: 'Sabor Moema' });
    const events = renderPage(editor(), { session: { user: editor(), franchiseStores: stores, selectedFranchiseStoreUuid: STORE.uuid } });
    await fill(events, await screen.findByLabelText(m.fantasyName), 'Sabor Moema');
    await events.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(getSession().selectedFranchiseStore).toBe('Sabor Moema'));
    expect(getSession().user?.fantasy_name).toBe('Sabor Moema');
  });

  it('refuses a photo that is not an image or is over 2 MB', async () => {
    renderWithProviders(<BusinessProfilePage />, { session: { user: editor() } });
    const events = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText(m.photoInput);
    await events.upload(input, new File(['x'], 'contrato.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(m.photoType)).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' });
    await events.upload(input, big);
    expect(await screen.findByText(m.photoSize)).toBeInTheDocument();
  });

  it('a failed save shows the catalogued message and the server detail, keeping what was typed', async () => {
    server.use(http.post(API.account.updateStoreProfile, () => errorAnswer(422, 'Verifique os campos', ['O telefone deve ter pelo menos 15 caracteres'])));
    const events = renderPage();
    const name = await screen.findByLabelText(m.fantasyName);
    await fill(events, name, 'Nome Novo');
    await events.click(screen.getByRole('button', { name: m.save }));
    expect((await screen.findAllByText(m.saveError)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(m.fantasyName)).toHaveValue('Nome Novo');
    expect(getSession().user?.fantasy_name).toBe('Pizzaria Bella Napoli');
  });

  it('shows the store photo only from an image data URL or an http(s) address', async () => {
    storeIs({ ...STORE, photo: 'javascript:alert(1)' });
    renderPage();
    await screen.findByLabelText(m.fantasyName);
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
  });

  it('without business.edit everything is read-only', async () => {
    renderPage(makeUser({ permissions: [{ name: 'business.show' }] }));
    expect(await screen.findByLabelText(m.fantasyName)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: m.save })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(m.photoInput)).not.toBeInTheDocument();
    expect(screen.getByText(m.readOnlyNotice)).toBeInTheDocument();
  });
});

describe('BusinessProfilePage — load failure and Configurações', () => {
  it('a failed load shows the catalogued message and retries', async () => {
    // The first load fails, the retry is answered.
    server.use(
      http.get(API.auth.businesses, () => errorAnswer(500, 'x'), { once: true }),
      http.get(API.auth.businesses, () => answer({ data: STORE } as never)),
    );
    const events = renderPage();
    expect((await screen.findAllByText(m.loadError)).length).toBeGreaterThan(0);
    await events.click(screen.getByRole('button', { name: m.retry }));
    expect(await screen.findByLabelText(m.fantasyName)).toHaveValue('Pizzaria Bella Napoli');
    expect(storeLoads()).toHaveLength(2);
  });

  it('turns order approval on', async () => {
    storeIs(STORE);
    server.use(
      http.get(API.account.smartDeliveryConfigs, () => answer({ data: { smart_delivery_config: { need_approve_orders: false } } })),
      http.put(API.account.updateSmartDeliveryConfigs, () => answer({ message: 'ok', data: { smart_delivery_config: { need_approve_orders: true } } })),
    );
    const events = renderPage();
    await events.click(screen.getByRole('tab', { name: m.tabSettings }));
    const box = await screen.findByRole('checkbox', { name: m.approvalLabel });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('button', { name: m.saveSettings })).toBeDisabled();
    await events.click(box);
    await events.click(screen.getByRole('button', { name: m.saveSettings }));
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    expect(seen.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { smart_delivery_config: { need_approve_orders: true } },
    ]);
    expect(within(screen.getByRole('tabpanel')).getByRole('checkbox')).toBeChecked();
  });

  it("a franchise admin who saved approval on in one store sees the next store's own setting, nothing to save", async () => {
    const stores = makeFranchiseStores();
    // Each store's setting, by the store token the call carries: Moema's off until saved, Tatuapé's off.
    const approval: Record<string, boolean> = { 'hub-token-1': false, 'hub-token-3': false };
    storeIs(STORE);
    server.use(
      http.get(API.account.smartDeliveryConfigs, ({ request }) =>
        answer({ data: { smart_delivery_config: { need_approve_orders: approval[request.headers.get('authorization') ?? ''] ?? false } } }),
      ),
      http.put(API.account.updateSmartDeliveryConfigs, async ({ request }) => {
        const body = (await request.json()) as { smart_delivery_config: { need_approve_orders: boolean } };
        approval[request.headers.get('authorization') ?? ''] = body.smart_delivery_config.need_approve_orders;
        return answer({ message: 'ok', data: body });
      }),
    );
    const events = renderPage(editor(), { session: { user: editor(), franchiseStores: stores, selectedFranchiseStoreUuid: 'store-1' } });
    await events.click(screen.getByRole('tab', { name: m.tabSettings }));
    await events.click(await screen.findByRole('checkbox', { name: m.approvalLabel }));
    await events.click(screen.getByRole('button', { name: m.saveSettings }));
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: m.approvalLabel })).toBeChecked());

    act(() => sessionActions.selectFranchiseStore(stores[2]!));
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'GET' && r.path.endsWith('/smart-delivery-configs')).map((r) => r.authorization)).toEqual([
        'hub-token-1',
        'hub-token-3',
      ]),
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: m.approvalLabel })).not.toBeChecked());
    expect(screen.getByRole('button', { name: m.saveSettings })).toBeDisabled();
    expect(seen.filter((r) => r.method === 'PUT').map((r) => r.authorization)).toEqual(['hub-token-1']);
    expect(approval).toEqual({ 'hub-token-1': true, 'hub-token-3': false });
  });
});
