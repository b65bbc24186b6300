import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from '@rspack/core';
import { mayPrecompress } from '../../serve/fileRules';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Files under this size are not worth a copy: they fit in the first packets, and the servers compress them as they go. */
export const PRECOMPRESS_MIN_BYTES = 1024;
/** A copy is kept only when it saves at least a fifth (compression-webpack-plugin's default ratio). */
const MIN_RATIO = 0.8;
const COMPRESSIBLE = /\.(js|mjs|cjs|css|html|json|svg|txt|xml|webmanifest|wasm)$/i;

/** The build's copies of one file: gzip at level 9 (every server and browser) and brotli at quality 11 (where accepted). */
export async function precompressed(input: Buffer): Promise<{ gz?: Buffer; br?: Buffer }> {
  const [gz, br] = await Promise.all([
    gzipAsync(input, { level: 9 }),
    brotliAsync(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
  ]);
  const worth = (copy: Buffer) => copy.length <= input.length * MIN_RATIO;
  return { ...(worth(gz) ? { gz } : {}), ...(worth(br) ? { br } : {}) };
}

/**
 * Writes `x.js.gz` and `x.js.br` beside each text file of a production build over PRECOMPRESS_MIN_BYTES, once, at the
 * highest levels, for nginx's gzip_static / brotli_static and @fastify/static's preCompressed (docs/deployment.md).
 * Not the runtime configuration a deploy edits in place (a stale copy would win) nor source maps (never served).
 * compression-webpack-plugin wants webpack itself as a peer: some forty packages for a plugin of a few lines.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minifying, hashing and the source maps: the copies hold the files exactly as written.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          await Promise.all(
            compilation.getAssets().map(async ({ name, source, info }) => {
              if (!COMPRESSIBLE.test(name) || !mayPrecompress(name)) return;
              const input = source.buffer();
              if (input.length < PRECOMPRESS_MIN_BYTES) return;
              const copies = await precompressed(input);
              for (const [extension, copy] of Object.entries(copies)) {
                compilation.emitAsset(`${name}.${extension}`, new sources.RawSource(copy), { immutable: info.immutable });
              }
            }),
          );
        },
      );
    });
  }
}
