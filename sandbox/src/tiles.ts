import type { FastifyInstance } from 'fastify';
import { errorBody } from './http/errors';

/**
 * The sandbox's map tiles (docs/decisions.md, 'Maps without a key'): a plain street grid drawn as SVG, so the
 * portal's open map is visible with no internet (the demo, the e2e suite). Streets sit at fixed positions of the
 * world's pixel grid, so they run on from one tile to the next at every zoom. npm start points the map here
 * (serve/runtimeConfig.ts); a real deployment uses OpenStreetMap's tiles or its own (README, 'Maps').
 */
const TILE = 256;
const STREET_EVERY = 96;
const AVENUE_EVERY = STREET_EVERY * 5;

/** A pseudo-random but fixed choice per block, so a block is a park in every tile that shows it. */
const isPark = (bx: number, by: number) => ((bx * 73856093) ^ (by * 19349663)) % 11 === 0;

export function tileSvg(z: number, x: number, y: number): string {
  const left = x * TILE;
  const top = y * TILE;
  const parts: string[] = [`<rect width="${TILE}" height="${TILE}" fill="#eceff1"/>`];
  const firstBlockX = Math.floor(left / STREET_EVERY);
  const firstBlockY = Math.floor(top / STREET_EVERY);
  for (let bx = firstBlockX; bx * STREET_EVERY < left + TILE; bx += 1) {
    for (let by = firstBlockY; by * STREET_EVERY < top + TILE; by += 1) {
      if (isPark(bx, by))
        parts.push(
          `<rect x="${bx * STREET_EVERY - left + 6}" y="${by * STREET_EVERY - top + 6}" width="${STREET_EVERY - 12}" height="${STREET_EVERY - 12}" fill="#cfe8cf"/>`,
        );
    }
  }
  for (let gx = Math.ceil(left / STREET_EVERY) * STREET_EVERY; gx < left + TILE; gx += STREET_EVERY) {
    const avenue = gx % AVENUE_EVERY === 0;
    parts.push(`<rect x="${gx - left - (avenue ? 4 : 2)}" y="0" width="${avenue ? 8 : 4}" height="${TILE}" fill="${avenue ? '#fbe7a1' : '#ffffff'}"/>`);
  }
  for (let gy = Math.ceil(top / STREET_EVERY) * STREET_EVERY; gy < top + TILE; gy += STREET_EVERY) {
    const avenue = gy % AVENUE_EVERY === 0;
    parts.push(`<rect x="0" y="${gy - top - (avenue ? 4 : 2)}" width="${TILE}" height="${avenue ? 8 : 4}" fill="${avenue ? '#fbe7a1' : '#ffffff'}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}" viewBox="0 0 ${TILE} ${TILE}" data-tile="${z}/${x}/${y}">${parts.join('')}</svg>`;
}

/** GET /api/sandbox/tiles/{z}/{x}/{y}.svg: public (a map draws before and after sign-in), cached a day. */
export function registerTileRoute(app: FastifyInstance): void {
  app.get<{ Params: { z: string; x: string; file: string } }>('/api/sandbox/tiles/:z/:x/:file', async (request, reply) => {
    const z = Number(request.params.z);
    const x = Number(request.params.x);
    const match = /^(\d+)\.svg$/.exec(request.params.file);
    const y = match ? Number(match[1]) : Number.NaN;
    const count = 2 ** z;
    if (!Number.isInteger(z) || z < 0 || z > 22 || !Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= count || y >= count) {
      return reply.code(404).send(errorBody('Tile não encontrado.'));
    }
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(tileSvg(z, x, y));
  });
}
