import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { escapeHtml } from '../http/html';

describe('delivery tracking page (track_url)', () => {
  const app = createTestServer();
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const liveWithCourier = () => {
    const user = app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!;
    const order = app.sandbox
      .orders(user.business_uuid)
      .all()
      .find((o) => o.delivery?.track_url && o.delivery.courier_name);
    if (!order) throw new Error('seed has no tracked delivery');
    return order;
  };

  it('serves the pt-BR tracking page of a delivery at its track_url, without a session', async () => {
    const order = liveWithCourier();
    const res = await app.inject({ method: 'GET', url: order.delivery!.track_url! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<html lang="pt-BR">');
    expect(res.body).toContain('Acompanhe sua entrega');
    expect(res.body).toContain(escapeHtml(order.delivery!.status.description));
    const first = order.delivery!.courier_name!.split(' ')[0];
    expect(res.body).toContain(`Entregador: <strong>${escapeHtml(first)}</strong>`);
    expect(res.body).toContain('Linha do tempo');
    expect((res.body.match(/<li>/g) ?? []).length).toBe(order.status_history.length);
    expect(res.body).not.toMatch(/<script/i);
  });

  it('escapes every text that comes from data', async () => {
    const order = liveWithCourier();
    const before = { courier: order.delivery!.courier_name, description: order.delivery!.status.description };
    order.delivery!.courier_name = '<img src=x onerror=alert(1)> Silva';
    order.delivery!.status.description = 'A caminho "<b>já</b>" & cia';
    try {
      const res = await app.inject({ method: 'GET', url: order.delivery!.track_url! });
      expect(res.body).not.toContain('<img');
      expect(res.body).not.toContain('<b>');
      expect(res.body).toContain('&lt;img');
      expect(res.body).toContain('A caminho &quot;&lt;b&gt;já&lt;/b&gt;&quot; &amp; cia');
    } finally {
      order.delivery!.courier_name = before.courier;
      order.delivery!.status.description = before.description;
    }
  });

  it('says when nobody has taken the delivery yet', async () => {
    const order = liveWithCourier();
    const before = order.delivery!.courier_name;
    order.delivery!.courier_name = null;
    try {
      const res = await app.inject({ method: 'GET', url: `/api/box/v2/tracking/${order.delivery!.short_id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Ainda estamos procurando um entregador');
      expect(res.body).not.toContain('Entregador:');
    } finally {
      order.delivery!.courier_name = before;
    }
  });

  it('answers 404 with an HTML page for an unknown link', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/box/v2/tracking/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Entrega não encontrada');
  });

  it('is the link the orders list gives (signed-in list → public page)', async () => {
    const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
    const list = (await app.inject({ method: 'GET', url: '/api/order-hub/list-orders?inprogress=1&page=1&limit=50', headers: { cookie } })).json();
    const tracked = list.data.find((o: { delivery: { track_url: string | null } | null }) => o.delivery?.track_url);
    expect(tracked.delivery.track_url).toMatch(/^\/api\/box\/v2\/tracking\/[^/]+$/);
    const res = await app.inject({ method: 'GET', url: tracked.delivery.track_url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(escapeHtml(tracked.delivery.short_id));
  });
});
