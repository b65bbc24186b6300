import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourierPage, FleetCourier } from '../../api/operations';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, heldAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { makeCourier } from '../../testing/fixtures';
import CouriersPage from './CouriersPage';
import { couriersMessages as m } from './messages';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

const page = (rows: FleetCourier[], total = rows.length): CourierPage => ({
  data: rows,
  current_page: 1,
  last_page: Math.max(1, Math.ceil(total / 20)),
  per_page: 20,
  total,
  prev_page_url: null,
  next_page_url: null,
});

const render = (user = makeUser()) => renderWithProviders(<CouriersPage />, { route: '/pages/couriers', session: { user } });

async function dialogWith(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text)).closest('[role="dialog"]') as HTMLElement;
}

installNetwork();
const seen = recordRequests();
const listQueries = () => seen.filter((request) => request.method === 'GET' && request.path === '/api/box/v2/fleets/couriers').map((request) => request.query);
const answerList = (rows: FleetCourier[], total?: number) => server.use(http.get(API.operations.fleetCouriers, () => answer(page(rows, total) as never)));
/** The fleet status changes sent: [fleet uuid, status]. */
const statusChanges = () =>
  seen.filter((request) => request.method === 'PATCH').map((request) => [request.path.split('/').at(-2), (request.body as { status: number }).status]);

describe('CouriersPage', () => {
  it('lists accepted couriers by default with presence, vehicle, masked CPF and invite status', async () => {
    answerList([
      makeCourier({ name: 'Ana Online', working: true, in_delivery: false }),
      makeCourier({ name: 'Bruno Entregando', working: true, in_delivery: true, vehicle_type: { id: 2, name: 'Carro' } }),
      makeCourier({ name: 'Caio Offline', working: false, in_delivery: false }),
    ]);
    render();
    expect(await screen.findByText('Ana Online')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lista de entregadores' })).toBeInTheDocument();
    // Named by its pt-BR text alone (its icon is decorative).
    expect(screen.getByRole('button', { name: m.add })).toBeInTheDocument();
    expect(listQueries()).toContainEqual({
      limit: '20',
      page: '1',
      status: '2',
      isCourierHistory: '1',
      columnOrderBy: 'courier_fleets.updated_at',
      orderBy: 'DESC',
    });
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('Em entrega')).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getByText('Carro')).toBeInTheDocument();
    expect(screen.getAllByText('529.***.***-25')).toHaveLength(3);
    expect(screen.queryByText('529.982.247-25')).not.toBeInTheDocument();
    expect(screen.getAllByText('Aceito').length).toBeGreaterThan(0);
    expect(screen.getAllByText('(11) 91234-5678')).toHaveLength(3);
    // fewer than 20 rows: no pagination
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('searches and shows pagination from 20 rows', async () => {
    const rows = Array.from({ length: 20 }, () => makeCourier());
    answerList(rows, 45);
    render();
    await screen.findByText(rows[0]!.name);
    expect(document.querySelector('.ant-pagination')).not.toBeNull();
    await userEvent.type(screen.getByPlaceholderText(m.searchPlaceholder), 'Ana{Enter}');
    await waitFor(() => expect(listQueries().at(-1)).toEqual(expect.objectContaining({ search: 'Ana', page: '1', status: '2' })));
    // The invite filter's clear and the search's are 'Limpar', not 'Clear' nor 'close-circle'; the pager's arrows are named
    // too (docs/decisions.md D20).
    const clears = screen.getAllByRole('button', { name: 'Limpar' });
    expect(clears).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeInTheDocument();
    expect(screen.queryAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual(['Limpar']);
    await userEvent.click(clears[1]!);
    expect(screen.getByPlaceholderText(m.searchPlaceholder)).toHaveValue('');
  });

  it('shows the empty state', async () => {
    answerList([]);
    render();
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
  });

  it('cancels a pending invite after confirmation', async () => {
    const pending = makeCourier({ name: 'Dora Pendente', invite: 1 });
    answerList([pending]);
    server.use(http.patch(API.operations.changeFleetStatus, () => answer({})));
    render();
    await userEvent.click(await screen.findByLabelText(m.actionsFor('Dora Pendente')));
    expect(screen.queryByText(m.remove)).not.toBeInTheDocument();
    await userEvent.click(await screen.findByText(m.cancelInvite));
    const dialog = await dialogWith(m.confirmCancelBody('Dora Pendente'));
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(await screen.findByText('Convite cancelado com sucesso!')).toBeInTheDocument();
    expect(statusChanges()).toEqual([[pending.fleets[0]!.uuid, 4]]);
  });

  it('removes an accepted courier only with courier.delete, and reports a failure', async () => {
    const accepted = makeCourier({ name: 'Eva Aceita', invite: 2 });
    answerList([accepted]);
    server.use(http.patch(API.operations.changeFleetStatus, () => errorAnswer(422, 'Erro')));
    render();
    await userEvent.click(await screen.findByLabelText(m.actionsFor('Eva Aceita')));
    await userEvent.click(await screen.findByText(m.remove));
    const dialog = await dialogWith(m.confirmRemoveBody('Eva Aceita'));
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(await screen.findByText('Não foi possível remover o entregador da frota! Tente novamente.')).toBeInTheDocument();
    expect(statusChanges()).toEqual([[accepted.fleets[0]!.uuid, 5]]);
  });

  it('has no remove action without courier.delete, and none for refused couriers', async () => {
    answerList([makeCourier({ name: 'Fabio Aceito', invite: 2 }), makeCourier({ name: 'Gil Recusado', invite: 3 })]);
    render(makeUser({ permissions: [{ name: 'courier.show' }, { name: 'courier.edit' }] }));
    // Without courier.create there is no 'Adicionar entregador' either (the server would refuse it).
    expect(screen.queryByRole('button', { name: new RegExp(m.add) })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByLabelText(m.actionsFor('Fabio Aceito')));
    expect(await screen.findByText(m.edit)).toBeInTheDocument();
    expect(screen.queryByText(m.remove)).not.toBeInTheDocument();
    expect(screen.getByLabelText(m.actionsFor('Gil Recusado'))).toBeDisabled();
  });

  it("shows a masked courier's data exactly as the server masked it (D9)", async () => {
    answerList([
      makeCourier({
        name: 'Hugo Convidado',
        invite: 1,
        masked: true,
        editable: false,
        cpf: '529.***.***-25',
        email: 'h***@email.com.br',
        phone: '(11) *****-4321',
      }),
    ]);
    render();
    expect(await screen.findByText('Hugo Convidado')).toBeInTheDocument();
    expect(screen.getByText('529.***.***-25')).toBeInTheDocument();
    expect(screen.getByText('h***@email.com.br')).toBeInTheDocument();
    expect(screen.getByText('(11) *****-4321')).toBeInTheDocument();
    expect(screen.queryByText('(11) 4321')).not.toBeInTheDocument();
  });

  it("offers 'Editar' only for a courier this store registered (editable)", async () => {
    answerList([makeCourier({ name: 'Ivo Cadastrado', invite: 2 }), makeCourier({ name: 'Joana Convidada', invite: 2, editable: false })]);
    render();
    await userEvent.click(await screen.findByLabelText(m.actionsFor('Joana Convidada')));
    expect(await screen.findByText(m.remove)).toBeInTheDocument();
    expect(screen.queryByText(m.edit)).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByLabelText(m.actionsFor('Ivo Cadastrado')));
    expect(await screen.findByText(m.edit)).toBeInTheDocument();
  });

  it('without courier.show says so and asks nothing; a 403 says the same, not that the list failed', async () => {
    answerList([makeCourier()]);
    const { unmount } = render(makeUser({ permissions: [{ name: 'order.show' }] }));
    expect(await screen.findByText(m.noPermission)).toBeInTheDocument();
    expect(listQueries()).toEqual([]);
    unmount();

    server.use(http.get(API.operations.fleetCouriers, () => errorAnswer(403, 'Você não tem permissão para realizar esta ação.')));
    render();
    expect(await screen.findByText(m.noPermission)).toBeInTheDocument();
    expect(screen.queryByText(m.loadError)).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    server.use(http.get(API.operations.fleetCouriers, () => errorAnswer(500, 'Erro')));
    render();
    expect(await screen.findByText(m.loadError)).toBeInTheDocument();
  });

  it("'Cancelar convite' and 'Remover' open on 'Voltar' and give focus back to the row's '…' button, or to the title once the courier left the list", async () => {
    const pending = makeCourier({ name: 'Lia Pendente', invite: 1 });
    const accepted = makeCourier({ name: 'Mia Aceita', invite: 2 });
    let rows = [pending, accepted];
    server.use(
      http.get(API.operations.fleetCouriers, () => answer(page(rows) as never)),
      http.patch(API.operations.changeFleetStatus, () => {
        rows = [pending];
        return answer({});
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: m.actionsFor('Lia Pendente') }));
    await userEvent.click(await screen.findByRole('menuitem', { name: m.cancelInvite }));
    let dialog = await dialogWith(m.confirmCancelBody('Lia Pendente'));
    // Enter as the dialog opens goes back: the invite stays.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: m.back })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: m.actionsFor('Lia Pendente') })).toHaveFocus());
    expect(statusChanges()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: m.actionsFor('Mia Aceita') }));
    await userEvent.click(await screen.findByRole('menuitem', { name: m.remove }));
    dialog = await dialogWith(m.confirmRemoveBody('Mia Aceita'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: m.back })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(await screen.findByText(m.removeSuccess)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: m.actionsFor('Mia Aceita') })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: m.title })).toHaveFocus());
  });

  it("'Remover' closes its confirmation with the notice, while the list is still being read again", async () => {
    let removed = false;
    const readAgain = heldAnswer();
    server.use(
      http.get(API.operations.fleetCouriers, async () => {
        if (removed) await readAgain.held;
        return answer(page(removed ? [] : [makeCourier({ name: 'Nina Aceita', invite: 2 })]) as never);
      }),
      http.patch(API.operations.changeFleetStatus, () => {
        removed = true;
        return answer({});
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: m.actionsFor('Nina Aceita') }));
    await userEvent.click(await screen.findByRole('menuitem', { name: m.remove }));
    const dialog = await dialogWith(m.confirmRemoveBody('Nina Aceita'));
    await userEvent.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(await screen.findByText(m.removeSuccess)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    readAgain.release();
    await waitFor(() => expect(screen.queryByText('Nina Aceita')).not.toBeInTheDocument());
  });
});
