import { buildServer } from './server';

describe("the sandbox's /healthz", () => {
  const app = buildServer({ simulation: false });
  afterAll(() => app.close());

  it('answers 200 {"status":"ok"} without a session, never cached, to GET and HEAD', async () => {
    const answer = await app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not under /api: the portal never passes it on, and /api/healthz is no route', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(404);
  });
});
