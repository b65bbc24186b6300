import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { makeCourier } from '../../testing/fixtures';
import CourierFormPage from './CourierFormPage';
import { VEHICLE_STORAGE_KEY } from './courierRules';
import { couriersMessages as m } from './messages';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

const renderCreate = () =>
  renderWithProviders(<CourierFormPage />, {
    route: '/pages/courier/create',
    path: '/pages/courier/create',
    session: { user: makeUser({ search_type: 'FLEET' }) },
  });
const renderEdit = (id: string) =>
  renderWithProviders(<CourierFormPage />, {
    route: `/pages/courier/${id}`,
    path: '/pages/courier/:id',
    session: { user: makeUser({ search_type: 'FLEET' }) },
  });

const button = (name: string) => screen.getByRole('button', { name });

async function typeCpfAndContinue(cpf: string) {
  await userEvent.type(await screen.findByLabelText(m.cpfLabel), cpf);
  await userEvent.click(button(m.continue));
}

async function fillDetails() {
  await userEvent.type(await screen.findByLabelText(m.nameLabel), 'Paula Mendes');
  await userEvent.type(screen.getByLabelText(m.emailLabel), 'paula.mendes@email.com.br');
  await userEvent.type(screen.getByLabelText(m.phoneLabel), '11987654321');
  await userEvent.click(button(m.continue));
}

installNetwork();
const seen = recordRequests();
const calls = (method: string, path: RegExp) => seen.filter((request) => request.method === method && path.test(request.path));
const lookups = () => calls('GET', /\/v2\/fleets\/search-courier\//);
const creations = () => calls('POST', /\/v2\/fleets\/couriers$/).map((request) => request.body);

beforeEach(() => window.localStorage.clear());

describe('CourierFormPage (create)', () => {
  it('asks for the CPF first', async () => {
    renderCreate();
    await userEvent.click(await screen.findByRole('button', { name: m.continue }));
    expect(await screen.findByText('Preencha o campo de CPF do entregador!')).toBeInTheDocument();
    expect(lookups()).toEqual([]);
  });

  it('shows the first error detail of a 400 and stays on the CPF step', async () => {
    server.use(http.get(API.operations.searchCourier, () => errorAnswer(400, 'CPF inválido.', ['O CPF informado é inválido.', 'segundo'])));
    renderCreate();
    await typeCpfAndContinue('12345678900');
    expect((await screen.findAllByText('O CPF informado é inválido.')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(m.cpfLabel)).toHaveValue('123.456.789-00');
    expect(screen.queryByLabelText(m.nameLabel)).not.toBeInTheDocument();
  });

  it('continues as a new courier on 404, validates every step and creates with the geocoded address', async () => {
    server.use(
      http.get(API.operations.searchCourier, () => errorAnswer(404, 'Entregador não encontrado.')),
      http.post(API.operations.fleetCouriers, () => answer({ data: makeCourier() } as never)),
      http.get(API.geo.places, () => answer({ data: [{ id: 'place-1', formatted_address: 'Avenida Paulista, São Paulo - SP' }] })),
      http.get(API.geo.geocode, () =>
        answer({
          data: {
            place_id: 'place-1',
            lat: -23.56,
            lng: -46.65,
            address: 'Avenida Paulista',
            number: '1000',
            intersection: null,
            neighborhood: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
            country: 'BR',
            postal_code: '01310100',
            formatted_address: 'Avenida Paulista, 1000',
          },
        }),
      ),
    );
    renderCreate();
    await typeCpfAndContinue('52998224725');
    expect(await screen.findByText(m.newCourier)).toBeInTheDocument();

    await userEvent.click(button(m.continue));
    expect(await screen.findByText('Preencha o campo de Nome do entregador!')).toBeInTheDocument();
    expect(screen.getByText('Preencha o campo de Email do entregador!')).toBeInTheDocument();
    expect(screen.getByText('Preencha o campo de Celular do entregador!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(m.emailLabel), 'paula@');
    await userEvent.type(screen.getByLabelText(m.phoneLabel), '1198765');
    await userEvent.click(button(m.continue));
    expect(await screen.findByText('Preencha o campo de Email do entregador!')).toBeInTheDocument();
    expect(screen.getByLabelText(m.phoneLabel)).toHaveValue('(11) 9876-5');
    await userEvent.clear(screen.getByLabelText(m.emailLabel));
    await userEvent.clear(screen.getByLabelText(m.phoneLabel));
    await fillDetails();

    await screen.findByLabelText(m.cepLabel);
    await userEvent.click(button(m.submitCreate));
    expect(await screen.findByText('Preencha o campo com o tipo de veículo do entregador!')).toBeInTheDocument();
    expect(screen.getByText('Preencha o campo com o endereço do entregador!')).toBeInTheDocument();
    expect(screen.getByText('Preencha o campo com o CEP do entregador!')).toBeInTheDocument();
    expect(creations()).toEqual([]);

    await userEvent.click(screen.getByLabelText(m.vehicleLabel));
    await userEvent.click(await screen.findByTitle('Bicicleta'));
    expect(window.localStorage.getItem(VEHICLE_STORAGE_KEY)).toBe('3');
    await userEvent.type(screen.getByLabelText(m.addressLabel), 'Avenida Paul');
    await userEvent.click(await screen.findByText('Avenida Paulista, São Paulo - SP'));
    await waitFor(() => expect(screen.getByLabelText(m.neighborhoodLabel)).toHaveValue('Bela Vista'));
    expect(screen.getByLabelText(m.numberLabel)).toHaveValue('1000');
    expect(calls('GET', /\/api\/geo-service\/places$/).map((request) => request.query.term)).toContain('Avenida Paul');
    expect(screen.getByLabelText(m.cepLabel)).toHaveValue('01310-100');
    await userEvent.click(button(m.submitCreate));

    await waitFor(() =>
      expect(creations()).toContainEqual(
        expect.objectContaining({
          name: 'Paula Mendes',
          email: 'paula.mendes@email.com.br',
          cpf: '52998224725',
          phone: '5511987654321',
          vehicle_type: 3,
          address: 'Avenida Paulista',
          number: '1000',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
          zipcode: '01310100',
          lat: -23.56,
          lng: -46.65,
        }),
      ),
    );
    expect(await screen.findByText('Entregador criado com sucesso!')).toBeInTheDocument();
    // The router's navigation is a transition: it can be drawn after the toast, on a busy machine later.
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('shows a courier found by CPF as the server gives it (name, masked phone) in one confirmation, asks nothing else, and invites that courier', async () => {
    const found = { uuid: 'courier-rita', name: 'Rita Cadastrada', phone: '(11) *****-4321' };
    server.use(
      http.get(API.operations.searchCourier, () => answer({ data: found })),
      http.post(API.operations.fleetCouriers, () => answer({ data: makeCourier({ uuid: found.uuid, name: found.name }) } as never)),
    );
    renderCreate();
    await typeCpfAndContinue('52998224725');
    // Under the page's h1, no level skipped.
    expect(await screen.findByRole('heading', { level: 2, name: m.inviteTitle('Rita Cadastrada') })).toBeInTheDocument();
    expect(screen.getByText('(11) *****-4321')).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText(m.foundCourier)).toBeInTheDocument();
    expect(screen.getByText(m.foundCourierDetails)).toBeInTheDocument();
    // Another store's courier: nothing to fill in, no steps to walk.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText(m.stepDetails)).not.toBeInTheDocument();
    // 'Voltar' goes back to the CPF; the invite is sent from the confirmation.
    await userEvent.click(button(m.previous));
    expect(await screen.findByLabelText(m.cpfLabel)).toHaveValue('529.982.247-25');
    await userEvent.click(button(m.continue));
    await userEvent.click(await screen.findByRole('button', { name: m.submitInvite }));
    await waitFor(() => expect(creations()).toEqual([{ courier_id: found.uuid, logisticx: true }]));
  });

  it('shows the server errors one by one and keeps what was typed', async () => {
    server.use(
      http.get(API.operations.searchCourier, () => errorAnswer(404, 'Erro')),
      http.post(API.operations.fleetCouriers, () =>
        errorAnswer(422, 'Não foi possível criar o entregador.', ['Já existe um entregador com este CPF.', 'Já existe um entregador com este e-mail.']),
      ),
      // The address typed matches no place: no suggestion, the address stays as typed.
      http.get(API.geo.places, () => answer({ data: [] })),
    );
    renderCreate();
    window.localStorage.setItem(VEHICLE_STORAGE_KEY, '2');
    await typeCpfAndContinue('52998224725');
    await fillDetails();
    // the remembered vehicle is chosen already
    expect(await screen.findByText('Carro')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(m.addressLabel), 'Rua Augusta');
    await userEvent.type(screen.getByLabelText(m.cepLabel), '01305000');
    await userEvent.click(button(m.submitCreate));
    expect((await screen.findAllByText('Já existe um entregador com este CPF.')).length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByText('Já existe um entregador com este e-mail.').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText(m.addressLabel)).toHaveValue('Rua Augusta');
  });
});

describe('CourierFormPage errors for assistive technology', () => {
  /** The field is invalid, described by its error, and the error is announced. */
  function expectAnnouncedError(field: HTMLElement, text: string) {
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(text);
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent === text)).toBe(true);
  }

  it("an empty CPF, after 'Continuar', is invalid, described by its error and announced", async () => {
    renderCreate();
    const cpf = await screen.findByRole('textbox', { name: m.cpfLabel });
    expect(cpf).not.toHaveAttribute('aria-invalid', 'true');
    expect(cpf).toHaveAccessibleDescription('');
    await userEvent.click(button(m.continue));
    await screen.findByText('Preencha o campo de CPF do entregador!');
    expectAnnouncedError(cpf, 'Preencha o campo de CPF do entregador!');
    // Typed again, the error is gone and so is what pointed at it.
    await userEvent.type(cpf, '5');
    await waitFor(() => expect(cpf).not.toHaveAttribute('aria-invalid'));
    expect(cpf).not.toHaveAttribute('aria-describedby');
  });

  it('the fields of steps 2 and 3 say their errors the same way', async () => {
    server.use(
      http.get(API.operations.searchCourier, () => errorAnswer(404, 'Entregador não encontrado.')),
      http.get(API.geo.places, () => answer({ data: [] })),
    );
    renderCreate();
    await typeCpfAndContinue('52998224725');
    await screen.findByText(m.newCourier);
    await userEvent.click(button(m.continue));
    await screen.findByText('Preencha o campo de Nome do entregador!');
    expectAnnouncedError(screen.getByRole('textbox', { name: m.nameLabel }), 'Preencha o campo de Nome do entregador!');
    expectAnnouncedError(screen.getByRole('textbox', { name: m.emailLabel }), 'Preencha o campo de Email do entregador!');
    expectAnnouncedError(screen.getByRole('textbox', { name: m.phoneLabel }), 'Preencha o campo de Celular do entregador!');

    await fillDetails();
    await userEvent.click(await screen.findByRole('button', { name: m.submitCreate }));
    await screen.findByText('Preencha o campo com o tipo de veículo do entregador!');
    expectAnnouncedError(screen.getByRole('combobox', { name: m.vehicleLabel }), 'Preencha o campo com o tipo de veículo do entregador!');
    expectAnnouncedError(screen.getByRole('combobox', { name: m.addressLabel }), 'Preencha o campo com o endereço do entregador!');
    expectAnnouncedError(screen.getByRole('textbox', { name: m.cepLabel }), 'Preencha o campo com o CEP do entregador!');
  });
});

describe('CourierFormPage without courier.show (D9)', () => {
  it("the CPF lookup's 403 says the user may not see couriers", async () => {
    server.use(http.get(API.operations.searchCourier, () => errorAnswer(403, 'Você não tem permissão para realizar esta ação.')));
    renderCreate();
    await typeCpfAndContinue('52998224725');
    expect((await screen.findAllByText(m.noPermission)).length).toBeGreaterThan(0);
    expect(screen.queryByText(m.lookupError)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(m.nameLabel)).not.toBeInTheDocument();
  });

  it("the edit page's 403 says so instead of offering to try again", async () => {
    server.use(http.get(API.operations.fleetCourier, () => errorAnswer(403, 'Você não tem permissão para realizar esta ação.')));
    renderEdit('c-78');
    expect(await screen.findByText(m.noPermission)).toBeInTheDocument();
    expect(screen.queryByText(m.courierLoadError)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.retry })).not.toBeInTheDocument();
  });
});

describe('CourierFormPage (edit)', () => {
  it('loads the courier, skips the lookup and saves with PUT', async () => {
    const courier = makeCourier({ uuid: 'c-77', name: 'Tiago Souza', email: 'tiago@email.com.br' });
    server.use(
      http.get(API.operations.fleetCourier, () => answer({ data: courier } as never)),
      http.put(API.operations.fleetCourier, () => answer({ data: courier } as never)),
      // The address field searches the street it was given.
      http.get(API.geo.places, () => answer({ data: [] })),
    );
    renderEdit('c-77');
    expect(await screen.findByRole('heading', { level: 1, name: m.editTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(m.cpfLabel)).toHaveValue('529.982.247-25');
    await userEvent.click(button(m.continue));
    const name = await screen.findByLabelText(m.nameLabel);
    expect(name).toBeEnabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Tiago S. Souza');
    await userEvent.click(button(m.continue));
    await userEvent.click(await screen.findByRole('button', { name: m.submitEdit }));
    await waitFor(() =>
      expect(calls('PUT', /\/v2\/fleets\/couriers\/c-77$/).map((request) => request.body)).toContainEqual(
        expect.objectContaining({
          name: 'Tiago S. Souza',
          email: 'tiago@email.com.br',
          cpf: '52998224725',
          phone: '5511912345678',
          vehicle_type: 1,
          zipcode: '01305000',
        }),
      ),
    );
    expect(await screen.findByText('Entregador editado com sucesso!')).toBeInTheDocument();
    expect(lookups()).toEqual([]);
  });
});
