import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from '../../api/operations';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { orderList } from '../../testing/fixtures';
import { bannerHref, slidesFor } from './BannerCarousel';
import HomePage from './HomePage';
import { homeMessages as m } from './messages';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 8000 });

const banner = (overrides: Partial<Banner> = {}): Banner =>
  ({
    id: 1,
    title: 'Novidade',
    description: 'Descrição',
    bgcolor: '#123456',
    image: null,
    link: null,
    ...overrides,
  }) as Banner;

installNetwork();
const seen = recordRequests();
const listCalls = () => seen.filter((request) => request.path === '/api/order-hub/list-orders');

function mockHome({ balance = 250, banners = [] as Banner[] } = {}) {
  const totals: Record<string, number> = { toApprove: 3, ALLOCATING: 2, inDelivery: 7, closed: 11 };
  server.use(
    http.get(API.operations.listOrders, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const key = q.get('to_approve') ? 'toApprove' : q.get('delivery_status') === 'ALLOCATING' ? 'ALLOCATING' : q.get('start_in') ? 'closed' : 'inDelivery';
      return answer(orderList([], totals[key]) as never);
    }),
    http.get(API.operations.banners, () => answer({ data: banners } as never)),
    http.get(API.operations.nearbyCouriers, () => answer({ data: [{ uuid: 'c1', name: 'Carlos Perto', lat: -23.56, lng: -46.65 }] })),
    http.get(API.auth.balance, () => answer({ data: { balance } })),
  );
}

const render = (user = makeUser()) => renderWithProviders(<HomePage />, { route: '/pages/home', session: { user } });

describe('HomePage', () => {
  it("without order.show: the note where the counters would be, no 'Gestão de entregas', no order read; the rest as ever", async () => {
    mockHome({ banners: [banner({ title: 'Recarga por Pix' })] });
    render(makeUser({ permissions: [{ name: 'wallet.show' }] }));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Você não tem permissão para ver os pedidos. Fale com o administrador da loja.').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.manageDeliveries })).not.toBeInTheDocument();
    expect(await screen.findByText('Recarga por Pix')).toBeInTheDocument();
    expect(listCalls()).toEqual([]);
  });

  it('greets by the first social name and shows the four counters of the sandbox', async () => {
    mockHome();
    render(makeUser({ business_user_name: 'Marcos Antônio Ferreira', business_user_social_name: 'Marquinho Ferreira' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Olá, Marquinho!' })).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toHaveLength(4));
    for (const [label, value] of [
      [m.toApprove, '3'],
      [m.allocating, '2'],
      [m.inDelivery, '7'],
      [m.closed, '11'],
    ]) {
      await waitFor(() => expect(screen.getByRole('group', { name: label })).toHaveTextContent(value));
    }
  });

  it("'Gestão de entregas' goes to the orders screen", async () => {
    mockHome();
    render();
    await userEvent.click(screen.getByText(m.manageDeliveries));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('draws banners as text, with safe links only', async () => {
    mockHome({
      banners: [
        banner({
          id: 1,
          title: '<img src=x onerror=alert(1)>',
          description: 'Promoção <b>já</b>',
          link: { href: 'javascript:alert(1)', target: '_blank', text: 'Clique' },
        }),
        banner({ id: 2, title: 'Frota Box', link: { href: 'https://exemplo.com.br/frota', target: '_blank', text: 'Saiba mais' } }),
      ],
    });
    render();
    expect((await screen.findAllByText('<img src=x onerror=alert(1)>')).length).toBeGreaterThan(0);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.queryByText('Clique')).not.toBeInTheDocument();
    const link = screen.getAllByText('Saiba mais')[0].closest('a')!;
    expect(link).toHaveAttribute('href', 'https://exemplo.com.br/frota');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('draws the store and the nearby couriers on the open map when no Google key is configured', async () => {
    mockHome();
    render();
    const map = await screen.findByRole('region', { name: m.mapTitle });
    expect(await within(map).findByTitle('Carlos Perto')).toBeInTheDocument();
    expect(within(map).getByRole('img', { name: m.mapStoreMarker })).toBeInTheDocument();
  });

  it("warns a prepaid store under R$ 15,00 ('Saldo abaixo de R$15,00!')", async () => {
    mockHome({ balance: 10 });
    render();
    expect((await screen.findAllByText('Saldo abaixo de R$15,00!')).length).toBeGreaterThan(0);
  });

  it('does not warn a postpaid store', async () => {
    mockHome({ balance: 1 });
    render(makeUser({ postpaid: true }));
    await screen.findByTitle('Carlos Perto');
    expect(screen.queryByText('Saldo abaixo de R$15,00!')).not.toBeInTheDocument();
  });
});

describe('banner carousel rules (part-1 §2, §9)', () => {
  it('1 slide, 2 from 640 px, 3 from 1100 px, never more than the banners', () => {
    expect([320, 639, 640, 1099, 1100].map((w) => slidesFor(w, 5))).toEqual([1, 1, 2, 2, 3]);
    expect(slidesFor(1400, 1)).toBe(1);
    expect(slidesFor(1400, 2)).toBe(2);
  });

  it('keeps http(s) links only', () => {
    expect(bannerHref(banner({ link: { href: 'https://a.com.br', target: '_blank', text: 'a' } }))).toBe('https://a.com.br/');
    expect(bannerHref(banner({ link: { href: 'javascript:alert(1)', target: '_blank', text: 'a' } }))).toBeUndefined();
    expect(bannerHref(banner({ link: null }))).toBeUndefined();
  });
});
