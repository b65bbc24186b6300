/**
 * Which answer each path of a built app gets, for both production servers: serve/ (staticApp.ts) and the nginx
 * configuration deploy/nginx.ts renders. One list, two servers: they cannot drift.
 * - A file whose name carries its content hash (`main.3fa9c2d1.js`) never changes: cached for a year, immutable.
 * - Every other file may be replaced in place by a deploy (the page, remotes.json, portal-config.json, the manifests,
 *   remoteEntry.js, release.json, a favicon, the published types): `no-cache`, so the browser asks again each time with
 *   the ETag / Last-Modified it has and gets a `304 Not Modified` (no body) while it is unchanged.
 * - A path is a file only when its last segment ends with a real asset extension; anything else is a route of the
 *   host's page (`/redefinir-senha/abc.def` too), and so is anything under a route prefix.
 */

/** The Cache-Control of a file a deploy may replace: the browser revalidates before each use (ETag, Last-Modified → 304). */
export const REVALIDATE = 'no-cache';
/** The Cache-Control of a content-hashed file. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The runtime configuration a deploy edits in place beside the host's page: never precompressed (a stale .gz would win). */
export const EDITED_IN_PLACE = ['remotes.json', 'portal-config.json'] as const;

/**
 * A name that carries a content hash: `[name].[contenthash:8].js` (chunks, CSS) or `[hash][ext]` (asset modules), as
 * tooling/rspack/createAppConfig.ts names them. The same pattern goes into nginx's configuration.
 */
export const CONTENT_HASHED_SOURCE = String.raw`(^|[/.])[0-9a-f]{8,}\.[a-z0-9]+$`;
const CONTENT_HASHED = new RegExp(CONTENT_HASHED_SOURCE, 'i');

/**
 * The extensions that make a path a file: what the builds write (scripts, styles, manifests, source maps, published
 * types, images, fonts) and their precompressed copies. A path ending otherwise is a page.
 */
export const ASSET_EXTENSIONS = [
  'js',
  'mjs',
  'cjs',
  'css',
  'map',
  'json',
  'html',
  'txt',
  'xml',
  'webmanifest',
  'ts',
  'svg',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'ico',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'wasm',
  'zip',
  'gz',
  'br',
] as const;
const ASSET_FILE = new RegExp(String.raw`\.(${ASSET_EXTENSIONS.join('|')})$`, 'i');

/**
 * Client-side routes (docs/decisions.md D1) under which no file lives: always the page, whatever the last segment
 * looks like (a reset token may carry dots, or end like an extension).
 */
export const PAGE_PREFIXES = ['/pages/', '/redefinir-senha/'] as const;

/** TypeScript declarations (a remote's `@mf-types/…/*.d.ts`): text, not the MPEG stream `.ts` means to mime tables. */
export const TYPESCRIPT_TYPE = 'application/typescript; charset=utf-8';

/** The Cache-Control a file gets, by its name. */
export function cacheControlOf(fileName: string): string {
  return CONTENT_HASHED.test(fileName) ? IMMUTABLE : REVALIDATE;
}

/** Whether a (decoded, normalised) path asks for a file rather than a page. */
export function isFilePath(pathname: string): boolean {
  if (PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return ASSET_FILE.test(last);
}

/** Whether a file may get a precompressed copy beside it at build time. */
export function mayPrecompress(fileName: string): boolean {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  return !(EDITED_IN_PLACE as readonly string[]).includes(base) && !/\.(map|gz|br)$/i.test(base);
}
