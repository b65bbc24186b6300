import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { makeUser, renderWithProviders } from 'shared/testing';
import { API, HttpResponse, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { CourierLocatorDialog } from './CourierLocatorDialog';
import { courierLocatorMessages as m } from './messages';
import { fleetCourier } from './testing';
import type { LocatedCourier, LocatedCourierPage } from '../../../api/delivery';

jest.setTimeout(60_000);
installNetwork();
const seen = recordRequests();

const ALL = Array.from({ length: 20 }, (_, i) => fleetCourier(i + 1));

/** The sandbox's paging: 15 a page, prev/next page URLs, search by name or CPF digits. */
function couriersHandler() {
  return http.get(API.operations.fleetCouriers, ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 15);
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const rows = ALL.filter((c) => !search || c.name.toLowerCase().includes(search) || c.cpf.includes(search));
    const last = Math.max(1, Math.ceil(rows.length / limit));
    const body: LocatedCourierPage = {
      data: rows.slice((page - 1) * limit, page * limit),
      current_page: page,
      last_page: last,
      per_page: limit,
      total: rows.length,
      prev_page_url: page > 1 ? `/api/box/v2/fleets/couriers?page=${page - 1}` : null,
      next_page_url: page < last ? `/api/box/v2/fleets/couriers?page=${page + 1}` : null,
    };
    return HttpResponse.json(body);
  });
}

function renderDialog(selected: LocatedCourier | null = null) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(<CourierLocatorDialog open selectedCourier={selected} onClose={onClose} onConfirm={onConfirm} />, {
    route: '/pages/delivery',
    session: { user: makeUser({ search_type: 'FLEET' }) },
  });
  return { onConfirm, onClose, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const dialog = () => screen.getByRole('dialog', { name: m.title });
const rows = () => within(dialog()).getAllByRole('row').slice(1);

describe('CourierLocatorDialog', () => {
  it('lists 15 couriers a page with photo, phone, vehicle and distance; Anterior and Próxima page through', async () => {
    server.use(couriersHandler());
    const { user } = renderDialog();
    await within(dialog()).findByText('Entregador 01');
    expect(rows()).toHaveLength(15);
    const first = rows()[0];
    expect(within(first).getByText('(11) 98765-0000')).toBeInTheDocument();
    expect(within(first).getByText('Moto')).toBeInTheDocument();
    expect(within(first).getByText('0,5 km')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', 'https://fotos.exemplo.com.br/1.jpg');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/api/box/v2/fleets/couriers', query: { page: '1', limit: '15' } });
    expect(within(dialog()).getByText(m.page(1, 2))).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: m.previous })).toBeDisabled();

    await user.click(within(dialog()).getByRole('button', { name: m.next }));
    await within(dialog()).findByText('Entregador 16');
    expect(rows()).toHaveLength(5);
    expect(seen.at(-1)).toMatchObject({ query: { page: '2', limit: '15' } });
    expect(within(dialog()).getByRole('button', { name: m.next })).toBeDisabled();

    await user.click(within(dialog()).getByRole('button', { name: m.previous }));
    await within(dialog()).findByText('Entregador 01');
    expect(seen.at(-1)).toMatchObject({ query: { page: '1' } });
  });

  it('searches by name or by CPF (digits of a masked CPF) from the first page', async () => {
    server.use(couriersHandler());
    const { user } = renderDialog();
    await within(dialog()).findByText('Entregador 01');
    await user.click(within(dialog()).getByRole('button', { name: m.next }));
    await within(dialog()).findByText('Entregador 16');

    await user.type(within(dialog()).getByLabelText(m.searchLabel), 'Entregador 07{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByText('Entregador 07')).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ query: { search: 'Entregador 07', page: '1', limit: '15' } });

    await user.clear(within(dialog()).getByLabelText(m.searchLabel));
    await user.type(within(dialog()).getByLabelText(m.searchLabel), '100.000.000-12');
    await user.click(within(dialog()).getByRole('button', { name: m.search }));
    await within(dialog()).findByText('Entregador 12');
    expect(seen.at(-1)).toMatchObject({ query: { search: '10000000012', page: '1' } });

    await user.clear(within(dialog()).getByLabelText(m.searchLabel));
    await user.type(within(dialog()).getByLabelText(m.searchLabel), 'ninguém{Enter}');
    expect(await within(dialog()).findByText(m.emptySearch)).toBeInTheDocument();
  });

  it('Confirmar is enabled once a courier is chosen and gives it back; Fechar closes', async () => {
    server.use(couriersHandler());
    const { user, onConfirm, onClose } = renderDialog();
    await within(dialog()).findByText('Entregador 03');
    expect(within(dialog()).getByRole('button', { name: m.confirm })).toBeDisabled();
    await user.click(within(dialog()).getByRole('radio', { name: m.selectCourier('Entregador 03') }));
    await user.click(within(dialog()).getByRole('button', { name: m.confirm }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ uuid: 'courier-3', name: 'Entregador 03' }));
    await user.click(within(dialog()).getByRole('button', { name: m.close }));
    expect(onClose).toHaveBeenCalled();
  });

  it('the courier chosen before comes preselected', async () => {
    server.use(couriersHandler());
    renderDialog(fleetCourier(2));
    await within(dialog()).findByText('Entregador 02');
    expect(within(dialog()).getByRole('radio', { name: m.selectCourier('Entregador 02') })).toBeChecked();
    expect(within(dialog()).getByRole('button', { name: m.confirm })).toBeEnabled();
  });

  it('a failing load says so and retries', async () => {
    let calls = 0;
    server.use(
      http.get(API.operations.fleetCouriers, ({ request }) => {
        calls += 1;
        if (calls === 1) return errorAnswer(500, 'Serviço indisponível');
        const url = new URL(request.url);
        return HttpResponse.json({
          data: [fleetCourier(1)],
          current_page: Number(url.searchParams.get('page')),
          last_page: 1,
          per_page: 15,
          total: 1,
          prev_page_url: null,
          next_page_url: null,
        } satisfies LocatedCourierPage);
      }),
    );
    const { user } = renderDialog();
    expect(await within(dialog()).findByText(m.loadFailed)).toBeInTheDocument();
    expect(within(dialog()).getByText('Serviço indisponível')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: m.retry }));
    expect(await within(dialog()).findByText('Entregador 01')).toBeInTheDocument();
  });

  it('a profile without courier.show is told so (the 403 of docs/decisions.md D9), not offered a retry', async () => {
    server.use(http.get(API.operations.fleetCouriers, () => errorAnswer(403, 'Você não tem permissão para realizar esta ação.')));
    renderDialog();
    expect(await within(dialog()).findByText(m.noPermission)).toBeInTheDocument();
    expect(within(dialog()).queryByText(m.loadFailed)).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: m.retry })).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: m.confirm })).toBeDisabled();
  });
});
