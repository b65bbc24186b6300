import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, server } from 'shared/testing/network';
import { expectAnnouncedOnce } from '../../testing/announced';
import { fill } from '../../testing/answers';
import BusinessProfilePage from './BusinessProfilePage';
import { STORE } from '../../testing/storeProfile';
import { businessMessages as m } from './messages';

jest.setTimeout(60_000);
installNetwork();

const SERVER_ERROR = 'Erro interno do servidor. Tente novamente.';

function renderPage() {
  const events = userEvent.setup();
  renderWithProviders(<BusinessProfilePage />, {
    session: { user: makeUser({ permissions: [{ name: 'business.show' }, { name: 'business.edit' }] }) },
  });
  return events;
}
const storeAnswers = () => server.use(http.get(API.auth.businesses, () => answer({ data: STORE } as never)));

// Each failure is said once, by the catalogued toast (docs/spec/part-2-operations-account.md §8); the note that stays
// on screen ('Tentar novamente', the server's reason) is not said a second time.
describe("'Perfil da loja': a failure is announced once", () => {
  it('a failed load of the store (500)', async () => {
    server.use(http.get(API.auth.businesses, () => errorAnswer(500, SERVER_ERROR)));
    renderPage();
    await expectAnnouncedOnce(m.loadError, 2);
    expect(screen.getByRole('button', { name: m.retry })).toBeInTheDocument();
  });

  it('a failed save of the profile (500)', async () => {
    storeAnswers();
    server.use(http.post(API.account.updateStoreProfile, () => errorAnswer(500, SERVER_ERROR)));
    const events = renderPage();
    await fill(events, await screen.findByLabelText(m.fantasyName), 'Nome Novo');
    await events.click(screen.getByRole('button', { name: m.save }));
    await expectAnnouncedOnce(m.saveError, 2);
    expect(screen.getByText(SERVER_ERROR)).toBeInTheDocument();
  });

  it("a failed load of 'Configurações' (500)", async () => {
    storeAnswers();
    server.use(http.get(API.account.smartDeliveryConfigs, () => errorAnswer(500, SERVER_ERROR)));
    const events = renderPage();
    await screen.findByLabelText(m.fantasyName);
    await events.click(screen.getByRole('tab', { name: m.tabSettings }));
    await expectAnnouncedOnce(m.loadError, 2);
    expect(screen.getByRole('button', { name: m.retry })).toBeInTheDocument();
  });

  it("a failed save of 'Configurações' (500): the toast alone", async () => {
    storeAnswers();
    server.use(
      http.get(API.account.smartDeliveryConfigs, () => answer({ data: { smart_delivery_config: { need_approve_orders: false } } })),
      http.put(API.account.updateSmartDeliveryConfigs, () => errorAnswer(500, SERVER_ERROR)),
    );
    const events = renderPage();
    await events.click(await screen.findByRole('tab', { name: m.tabSettings }));
    await events.click(await screen.findByRole('checkbox', { name: m.approvalLabel }));
    await events.click(screen.getByRole('button', { name: m.saveSettings }));
    await expectAnnouncedOnce(m.saveError, 1);
  });
});
