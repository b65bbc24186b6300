import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

/** The script a page without the host loads before a remote's remoteEntry.js (docs/deployment.md). */
export const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';
const PROVIDER = path.join(__dirname, 'federation-runtime-provider.mjs');

let built: Promise<{ code: string; map: string }> | undefined;

/** Bundles the provider once per process (~0.3 s): a plain script, minified, with its source map. */
export function buildProvider(): Promise<{ code: string; map: string }> {
  built ??= new Promise((resolve, reject) => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'federation-runtime-'));
    // The runtime-core the enhanced plugin itself uses (the host's provideExternalRuntime injects the same).
    const require = createRequire(createRequire(__filename).resolve('@module-federation/enhanced/rspack'));
    const { version } = JSON.parse(readFileSync(require.resolve('@module-federation/runtime-tools/package.json'), 'utf8')) as { version: string };
    const compiler = rspack({
      mode: 'production',
      context: path.dirname(PROVIDER),
      entry: PROVIDER,
      target: ['web', 'es2022'],
      devtool: 'source-map',
      output: { path: outDir, filename: FEDERATION_RUNTIME_FILE, iife: true },
      resolve: { alias: { '@module-federation/runtime-tools/runtime-core$': require.resolve('@module-federation/runtime-tools/runtime-core') } },
      plugins: [new rspack.DefinePlugin({ __FEDERATION_RUNTIME_VERSION__: JSON.stringify(version), ENV_TARGET: JSON.stringify('web') })],
      performance: { hints: false },
    });
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) {
        reject(error ?? new Error(`${FEDERATION_RUNTIME_FILE}: ${stats?.toString('errors-only')}`));
        return;
      }
      const read = (name: string) => readFileSync(path.join(outDir, name), 'utf8');
      resolve({ code: read(FEDERATION_RUNTIME_FILE), map: read(`${FEDERATION_RUNTIME_FILE}.map`) });
      rmSync(outDir, { recursive: true, force: true });
    });
  });
  return built;
}

/** Emits federation-runtime.js, un-hashed like remoteEntry.js, beside it (and so into its release folder). */
export class FederationRuntimeScriptPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FederationRuntimeScriptPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'FederationRuntimeScriptPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { code, map } = await buildProvider();
          compilation.emitAsset(FEDERATION_RUNTIME_FILE, new RawSource(code));
          compilation.emitAsset(`${FEDERATION_RUNTIME_FILE}.map`, new RawSource(map));
        },
      );
    });
  }
}
