import { buildServer } from './server';
import { tileSvg } from './tiles';

describe("the sandbox's map tiles", () => {
  const app = buildServer({ simulation: false });
  afterAll(() => app.close());

  it('serves an SVG street grid for any tile of the world, without a session', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/sandbox/tiles/16/24275/37230.svg' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('image/svg+xml');
    expect(answer.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256"/);
    expect(answer.body).toContain('data-tile="16/24275/37230"');
  });

  it('answers 404 in the error shape for a tile outside the world or a malformed address', async () => {
    for (const url of ['/api/sandbox/tiles/1/2/0.svg', '/api/sandbox/tiles/23/0/0.svg', '/api/sandbox/tiles/16/1/x.svg', '/api/sandbox/tiles/16/1/1.png']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Tile não encontrado.', errors: [{ detail: 'Tile não encontrado.' }] });
    }
  });

  it('draws streets at fixed places of the world grid, so they run on from one tile to the next', () => {
    // Each vertical street is a rect at y=0 whose centre, in world pixels, is a multiple of 96.
    const streetCentres = (x: number) =>
      [...tileSvg(16, x, 5).matchAll(/<rect x="(-?\d+)" y="0" width="(\d+)"/g)].map((m) => x * 256 + Number(m[1]) + Number(m[2]) / 2);
    for (const x of [3, 4]) {
      const centres = streetCentres(x);
      expect(centres.length).toBeGreaterThanOrEqual(2);
      for (const centre of centres) expect(centre % 96).toBe(0);
    }
    expect(tileSvg(16, 3, 5)).not.toBe(tileSvg(16, 4, 5));
  });
});
